// The form of /working-practices-review/start (start-review-page.tsx, rules wpr.start-form, errors.user-alerts):
// each field is checked when it is left; Start sends the create body (rule api.working-practices), and the new
// review opens. Close goes to /. A create call that answers without an id is told "Unexpected error, please try
// again.". Loaded from the route's loader, so the page's frame paints without the form's rules and their schemas.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { WORKING_PRACTICES_MESSAGES } from '#domain/working-practice-values'
import { css } from '../../../../styled-system/css'
import { callout } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { notify } from '../../ui/toaster'
import { DetailsForm, FieldPair } from '../engagement-details/details-form'
import { hasProblems } from '../engagement-details/details-rules'
import { useBusinessSizes, useCreateReview } from './api/reviews'
import {
  createBodyOf,
  EMPTY_START_FORM,
  type StartFormField,
  type StartFormValues,
  startFormProblems,
} from './start-form-rules'

export const StartReviewForm = () => {
  const navigate = useNavigate()
  const create = useCreateReview()
  const sizes = useBusinessSizes()
  const [values, setValues] = useState(EMPTY_START_FORM)
  const [touched, setTouched] = useState<Partial<Record<StartFormField, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const problems = startFormProblems(values)
  const shown = (field: StartFormField) => (attempted || touched[field] ? problems[field] : undefined)
  const fieldProps = (field: Exclude<StartFormField, 'businessSizeId'>) => ({
    value: values[field],
    onChange: (text: string) => setValues((current: StartFormValues) => ({ ...current, [field]: text })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: shown(field),
  })

  const start = async () => {
    setAttempted(true)
    setFailure(null)
    if (hasProblems(problems)) return
    try {
      const engagementId = await create.mutateAsync(createBodyOf(values))
      notify.success({ title: 'Review started', description: 'Answer the questions about how the work is done.' })
      await navigate({ to: '/working-practices-review/$engagementId', params: { engagementId } })
    } catch (error) {
      // A 400 or 409 has been toasted by the client already; anything else, an answer without an id among them, is
      // unexpected (rule errors.user-alerts).
      if (!isHttpError(error)) {
        console.error('Creating the working practices review failed', error)
        setFailure(WORKING_PRACTICES_MESSAGES.unexpected)
        window.alert(WORKING_PRACTICES_MESSAGES.unexpected)
      }
    }
  }

  return (
    <DetailsForm onSubmit={() => void start()}>
      <TextField label="End client name" required {...fieldProps('endClient')} />
      <TextField
        label="Agency name"
        {...fieldProps('agency')}
        helper="Optional: the agency you work through, if any."
      />
      <TextField label="Job title" required {...fieldProps('name')} />
      <SelectField
        label="End client business size"
        name="business_size_id"
        required
        placeholder="Select the end client's size"
        options={(sizes.data ?? []).map((size) => ({ value: String(size.id), label: size.name }))}
        value={values.businessSizeId}
        onChange={(businessSizeId) => setValues((current) => ({ ...current, businessSizeId }))}
        onBlur={() => setTouched((current) => ({ ...current, businessSizeId: true }))}
        error={shown('businessSizeId')}
      />
      <FieldPair>
        <DateField label="Start date" required {...fieldProps('startDate')} />
        <DateField label="End date" required {...fieldProps('endDate')} />
      </FieldPair>
      <TextField
        label="Day rate"
        required
        prefix="£"
        inputMode="decimal"
        helper="Your gross rate before deductions, in pounds."
        {...fieldProps('dailyRate')}
      />
      {failure && (
        <p role="alert" className={callout({ tone: 'danger' })}>
          {failure}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" onClick={() => void navigate({ to: '/' })}>
          Close
        </Button>
        <Button type="submit" loading={create.isPending}>
          Start review
        </Button>
      </div>
    </DetailsForm>
  )
}
