// The own details form (rules users.own-details, api.actors), validated with the domain's schema; the page loads it
// beside the details (own-details-page.tsx).
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { OwnDetailsForm as OwnDetailsSchema } from '#domain/actors'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import type { Title } from '../../api/get-titles'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { touchedMessages } from '../../ui/field-messages'
import { notify } from '../../ui/toaster'
import type { OwnDetails } from './api/get-own-details'
import { useUpdateOwnDetails } from './api/update-own-details'
import { changedOperations, formValuesOf } from './own-details-changes'

const ownDetailsValidator = Schema.toStandardSchemaV1(OwnDetailsSchema, { parseOptions: { errors: 'all' } })

type FieldErrors = ReadonlyArray<{ message: string } | undefined>
type TextFieldApi = {
  name: string
  state: { value: string; meta: { isTouched: boolean; errors: FieldErrors } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

/** What every text field of the form passes to TextField from its TanStack Form field. */
const boundTo = (field: TextFieldApi) => ({
  name: field.name,
  value: field.state.value,
  onChange: field.handleChange,
  onBlur: field.handleBlur,
  errors: touchedMessages(field.state.meta),
})

export const OwnDetailsForm = ({
  actorId,
  details,
  titles,
}: {
  actorId: string
  details: OwnDetails
  titles: Title[]
}) => {
  const update = useUpdateOwnDetails(actorId)
  const form = useForm({
    defaultValues: formValuesOf(details),
    validators: { onChange: ownDetailsValidator },
    onSubmit: async ({ value }) => {
      const operations = changedOperations(details, value)
      if (operations.length === 0) return
      try {
        const saved = await update.mutateAsync(operations)
        form.reset(formValuesOf(saved))
        notify.success({ title: 'Details saved', description: 'Your details have been updated.' })
      } catch (error) {
        // 400, 401, 409 and 5xx are answered by the HTTP client; anything else is said here.
        if (isHttpError(error) && (error.status === 400 || error.status === 401 || error.status === 409)) return
        if (isHttpError(error) && (error.status ?? 0) >= 500) return
        console.error('[own-details] The details could not be saved', error)
        notify.error({ title: 'Not saved', description: 'Your details could not be saved. Please try again.' })
      }
    },
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <form.Field name="title_id">
        {(field) => (
          <Field.Root className={css({ maxWidth: '12rem' })}>
            <Field.Label>Title</Field.Label>
            <Field.Select
              name={field.name}
              autoComplete="honorific-prefix"
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            >
              <option value="">No title</option>
              {titles.map((title) => (
                <option key={title.id} value={title.id}>
                  {title.name}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
        )}
      </form.Field>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' })}>
        <form.Field name="first_name">
          {(field) => <TextField label="First name" required autoComplete="given-name" {...boundTo(field)} />}
        </form.Field>
        <form.Field name="last_name">
          {(field) => <TextField label="Last name" required autoComplete="family-name" {...boundTo(field)} />}
        </form.Field>
      </div>
      <form.Field name="job_description">
        {(field) => (
          <TextField
            label="Job title"
            helper="Optional, up to 100 characters."
            autoComplete="organization-title"
            {...boundTo(field)}
          />
        )}
      </form.Field>
      <Field.Root readOnly>
        <Field.Label>E-mail</Field.Label>
        <Field.Input type="email" name="email" value={details.email} readOnly />
        <Field.HelperText>This is the address you sign in with, so it cannot be changed here.</Field.HelperText>
      </Field.Root>
      <form.Subscribe selector={(state) => state.values}>
        {(values) => {
          const changed = changedOperations(details, values).length > 0
          return (
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              <Button type="submit" disabled={!changed} loading={update.isPending}>
                Save
              </Button>
              <Button variant="outline" disabled={!changed || update.isPending} onClick={() => form.reset()}>
                Cancel
              </Button>
            </div>
          )
        }}
      </form.Subscribe>
    </form>
  )
}

type TextFieldProps = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  errors: string[]
  required?: boolean
  helper?: string
  autoComplete?: string
}

const TextField = ({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  required,
  helper,
  autoComplete,
}: TextFieldProps) => (
  <Field.Root invalid={errors.length > 0} required={required}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    <Field.Input
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
    {helper && <Field.HelperText>{helper}</Field.HelperText>}
    {errors.map((message) => (
      <Field.ErrorText key={message}>{message}</Field.ErrorText>
    ))}
  </Field.Root>
)
