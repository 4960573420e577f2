// /edit-org-info: the organisation user's own details, with the privacy notice and how to reach support
// (rules users.own-details, api.actors).
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { OwnDetailsForm as OwnDetailsSchema } from '#domain/actors'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { type Title, useTitles } from '../../api/get-titles'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { touchedMessages } from '../../ui/field-messages'
import { Page } from '../../ui/page'
import { SectionCard } from '../../ui/section-card'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import { type OwnDetails, useOwnDetails } from './api/get-own-details'
import { useUpdateOwnDetails } from './api/update-own-details'
import { changedOperations, formValuesOf } from './own-details-changes'

const ownDetailsValidator = Schema.toStandardSchemaV1(OwnDetailsSchema, { parseOptions: { errors: 'all' } })

export const SUPPORT = {
  email: 'support@ir35.test',
  phone: '0161 496 0000',
  phoneHref: 'tel:+441614960000',
  hours: 'Monday to Friday, 9:00 to 17:30 (UK time), except bank holidays',
} as const

export const OwnDetailsPage = ({ actorId }: { actorId: string }) => {
  const details = useOwnDetails(actorId)
  const titles = useTitles()
  return (
    <Page title="Your details" description="The name and job title colleagues and contractors see on your work.">
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <SectionCard variant="form" title="Personal details">
          {details.isError || titles.isError ? (
            <p role="alert" className={css({ color: 'danger.text', fontWeight: '500' })}>
              {MESSAGES.ownDetailsLoadFailed}
            </p>
          ) : details.data && titles.data ? (
            <OwnDetailsForm actorId={actorId} details={details.data} titles={titles.data} />
          ) : (
            <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
              <Spinner />
            </div>
          )}
        </SectionCard>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <PrivacyAndSecurity />
          <SupportContact />
        </div>
      </div>
    </Page>
  )
}

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

const OwnDetailsForm = ({ actorId, details, titles }: { actorId: string; details: OwnDetails; titles: Title[] }) => {
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

const PrivacyAndSecurity = () => (
  <SectionCard variant="note" title="Privacy and Security">
    <p>
      We keep your name, job title and e-mail address only to run the IR35 Portal for your organisation: to show who
      completed, reviewed or signed off an assessment, and to send you the notices your work needs.
    </p>
    <p>
      Your details are sent over encrypted connections and kept apart from the audit trail, so they can be erased
      without breaking the record of decisions. We never sell them or share them for marketing.
    </p>
    <p>Your password is held by our sign-in service, never by this page, and we will never ask you for it.</p>
  </SectionCard>
)

const SupportContact = () => (
  <SectionCard variant="note" title="Need help?">
    <p>Our support team can help with your account, assessments and status determination statements.</p>
    <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1.5' })}>
      <dt className={css({ fontWeight: '600' })}>E-mail</dt>
      <dd>
        <a className={link()} href={`mailto:${SUPPORT.email}`}>
          {SUPPORT.email}
        </a>
      </dd>
      <dt className={css({ fontWeight: '600' })}>Phone</dt>
      <dd>
        <a className={link()} href={SUPPORT.phoneHref}>
          {SUPPORT.phone}
        </a>
      </dd>
      <dt className={css({ fontWeight: '600' })}>Hours</dt>
      <dd>{SUPPORT.hours}</dd>
    </dl>
  </SectionCard>
)
