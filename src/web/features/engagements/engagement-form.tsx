// The Engagement Details form of a contractor engagement (spec part 2 §2 screens 3 and 4, §5 "Role and engagement
// form"): assessment type, name, copy from a completed role, dates, day rate (unless the rate field is hidden),
// SDS provider, end client (free text for an insurance validation), agency, reassessment frequency (full
// assessment only) and the original SDS (insurance validation only). A saved engagement keeps its assessment
// type, role, end client and agency. TanStack Form holds the values; the rules are engagement-form-rules.
import { type AnyFieldMeta, useForm } from '@tanstack/react-form'
import { format, isValid, parseISO } from 'date-fns'
import { type ReactNode, useId, useState } from 'react'
import { ENGAGEMENT_MESSAGES } from '#domain/assessments'
import { assessmentTypeLabel } from '#domain/contractor-engagements'
import { css } from '../../../../styled-system/css'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as Field from '../../ui/field'
import type { CompletedRole } from './api/get-completed-roles'
import { useReassessmentFrequencies } from './api/get-reassessment-frequencies'
import { type EngagementFormValues, engagementFormProblems, hasProblems } from './engagement-form-rules'
import { OrganisationSelector } from './organisation-selector'
import { OriginalSdsField } from './original-sds-field'

/** Saves the form; a returned text is a problem found before sending, shown beside the buttons. */
export type EngagementFormSubmit = (
  values: EngagementFormValues,
  originalSds: File | null,
) => Promise<string | undefined>

type EngagementFormProps = {
  initial: EngagementFormValues
  /** A saved engagement: assessment type, role, end client and agency cannot change. */
  existing: boolean
  /** The rate field is on show (the organisation does not hide it); fixed for the form's life. */
  rateShown: boolean
  /** The organisation has the insurance validation tool: the Insurance validation type is offered. */
  insuranceValidation?: boolean
  /** New engagement: the completed roles details may be copied from, and how a chosen one fills the form. */
  copy?: {
    roles: readonly CompletedRole[]
    valuesOf: (roleId: string, values: EngagementFormValues) => Promise<EngagementFormValues>
  }
  /** The person may only look. */
  readOnly?: boolean
  onSubmit: EngagementFormSubmit
  onBack: () => void
  /** Shown read-only above the fields. */
  contractor: { name: string; companyName: string }
  /** Above the buttons: the "someone else changed it" notice. */
  notice?: ReactNode
}

/** The chosen day as DD/MM/YYYY (spec part 1 §9), whatever order the browser's date input shows. */
const dayHelper = (day: string) => (isValid(parseISO(day)) ? format(parseISO(day), 'dd/MM/yyyy') : 'DD/MM/YYYY')

/** A field's message once it has been touched or left (Save touches every field). */
const shownError = (meta: AnyFieldMeta): string | undefined => {
  if (!meta.isTouched && !meta.isBlurred) return undefined
  const [first] = meta.errors
  return typeof first === 'string' ? first : undefined
}

const sameValues = (a: EngagementFormValues, b: EngagementFormValues) => JSON.stringify(a) === JSON.stringify(b)

export const EngagementForm = ({
  initial,
  existing,
  rateShown,
  insuranceValidation = false,
  copy,
  readOnly = false,
  onSubmit,
  onBack,
  contractor,
  notice,
}: EngagementFormProps) => {
  const [originalSds, setOriginalSds] = useState<File | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirmingBack, setConfirmingBack] = useState(false)
  const [copying, setCopying] = useState(false)

  const validate = ({ value }: { value: EngagementFormValues }) => {
    const problems = engagementFormProblems(value, rateShown)
    return hasProblems(problems) ? { fields: problems } : undefined
  }
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: async ({ value }) => {
      setServerError(null)
      try {
        setServerError((await onSubmit(value, originalSds)) ?? null)
      } catch (error) {
        // The HTTP client has toasted a 400 or 409 already; a 400 stays beside the fields too (a 409 is the page's).
        if (isHttpError(error, 400)) setServerError(errorMessageOf(error.data))
        // Spec part 2 §8: a failure without a message of its own is logged only.
        else if (!isHttpError(error))
          console.error(existing ? 'Error updating engagement' : ENGAGEMENT_MESSAGES.createFailed, error)
      }
    },
  })
  // Leaving a field untouched still tells its rule.
  const leave = (field: { handleBlur: () => void }) => () => {
    field.handleBlur()
    void form.validate('change')
  }

  const pickRole = async (roleId: string) => {
    if (!copy) return
    if (roleId === '') {
      form.setFieldValue('role', null)
      return
    }
    setCopying(true)
    try {
      const next = await copy.valuesOf(roleId, form.state.values)
      for (const key of Object.keys(next) as (keyof EngagementFormValues)[])
        if (JSON.stringify(next[key]) !== JSON.stringify(form.state.values[key]))
          // Each key goes with its own value; TypeScript cannot follow the pair through the loop.
          form.setFieldValue(key, next[key] as never)
    } catch (error) {
      if (!isHttpError(error)) console.error('Error copying a completed role', error)
    } finally {
      setCopying(false)
    }
  }

  const back = () => (sameValues(form.state.values, initial) || readOnly ? onBack() : setConfirmingBack(true))

  return (
    <form
      noValidate
      aria-label="Engagement Details"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={formLayout}
    >
      <h2 className={heading}>Engagement Details</h2>
      <div className={twoColumns}>
        <ReadOnlyText label="Contractor name" value={contractor.name} />
        <ReadOnlyText label="Company name" value={contractor.companyName} />
      </div>
      <form.Field name="typeCode">
        {(field) =>
          existing ? (
            <ReadOnlyText label="Assessment type" value={assessmentTypeLabel(field.state.value)} />
          ) : (
            <AssessmentTypeChoice
              value={field.state.value}
              insuranceValidation={insuranceValidation}
              onChange={(typeCode) => {
                field.handleChange(typeCode)
                // A copied role does not carry over to an insurance validation.
                if (typeCode === 'SHORT') form.setFieldValue('role', null)
              }}
            />
          )
        }
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <TextInput
            label="Engagement name"
            required
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={leave(field)}
            error={shownError(field.state.meta)}
            readOnly={readOnly}
          />
        )}
      </form.Field>
      {/* Roles are fully assessed: only a full assessment is copied from one. */}
      <form.Subscribe selector={(state) => state.values.typeCode}>
        {(typeCode) =>
          typeCode === 'FULL' && (
            <form.Field name="role">
              {(field) =>
                existing ? (
                  <ReadOnlyText label="Copied from role" value={field.state.value?.name || 'None'} />
                ) : (
                  copy && (
                    <CompletedRoleSelect
                      roles={copy.roles}
                      value={field.state.value?.id ?? ''}
                      busy={copying}
                      onChange={(roleId) => void pickRole(roleId)}
                    />
                  )
                )
              }
            </form.Field>
          )
        }
      </form.Subscribe>
      <div className={twoColumns}>
        <form.Field name="startDate">
          {(field) => (
            <TextInput
              label="Start date"
              type="date"
              required
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={leave(field)}
              error={shownError(field.state.meta)}
              readOnly={readOnly}
              helper={dayHelper(field.state.value)}
            />
          )}
        </form.Field>
        <form.Field name="endDate">
          {(field) => (
            <TextInput
              label="End date"
              type="date"
              required
              value={field.state.value}
              onChange={(text) => {
                field.handleChange(text)
                // The start date's rule compares it with this one.
                void form.validate('change')
              }}
              onBlur={leave(field)}
              error={shownError(field.state.meta)}
              readOnly={readOnly}
              helper={dayHelper(field.state.value)}
            />
          )}
        </form.Field>
      </div>
      <div className={twoColumns}>
        {rateShown && (
          <form.Field name="dailyRate">
            {(field) => (
              <TextInput
                label="Day rate"
                prefix="£"
                inputMode="decimal"
                required
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={leave(field)}
                error={shownError(field.state.meta)}
                readOnly={readOnly}
                helper="In pounds, up to two decimals."
              />
            )}
          </form.Field>
        )}
        <form.Field name="sdsProvider">
          {(field) => (
            <TextInput
              label="SDS provider"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={leave(field)}
              error={shownError(field.state.meta)}
              readOnly={readOnly}
              helper="Optional: who provides the status determination statement."
            />
          )}
        </form.Field>
      </div>
      <form.Subscribe
        selector={(state) => ({ typeCode: state.values.typeCode, endClientSearch: state.values.endClientSearch })}
      >
        {({ typeCode, endClientSearch }) =>
          typeCode === 'FULL' ? (
            <form.Field name="endClient">
              {(field) => (
                <OrganisationSelector
                  label="End client"
                  required
                  value={field.state.value}
                  onChange={field.handleChange}
                  search={endClientSearch}
                  onSearchChange={(text) => form.setFieldValue('endClientSearch', text)}
                  onBlur={leave(field)}
                  error={shownError(field.state.meta)}
                  disabled={existing || readOnly}
                  helper={existing ? undefined : 'The organisation the contractor works for.'}
                />
              )}
            </form.Field>
          ) : (
            <form.Field name="originalSdsEndClient">
              {(field) => (
                <TextInput
                  label="End client named on the original SDS"
                  required
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={leave(field)}
                  error={shownError(field.state.meta)}
                  readOnly={readOnly}
                  disabled={existing}
                />
              )}
            </form.Field>
          )
        }
      </form.Subscribe>
      <form.Subscribe
        selector={(state) => ({ endClient: state.values.endClient, agencySearch: state.values.agencySearch })}
      >
        {({ endClient, agencySearch }) => (
          <form.Field name="agency">
            {(field) => (
              <OrganisationSelector
                label="Agency"
                value={field.state.value}
                onChange={(agency) => {
                  field.handleChange(agency)
                  void form.validate('change')
                }}
                search={agencySearch}
                onSearchChange={(text) => {
                  form.setFieldValue('agencySearch', text)
                  void form.validate('change')
                }}
                onBlur={leave(field)}
                error={shownError(field.state.meta)}
                disabled={existing || readOnly}
                excludeId={endClient?.id}
                helper={existing ? undefined : 'Optional. It cannot be the same organisation as the end client.'}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.values.typeCode}>
        {(typeCode) =>
          typeCode === 'FULL' ? (
            <form.Field name="reassessmentFrequencyId">
              {(field) => (
                <ReassessmentFrequencySelect
                  value={field.state.value}
                  onChange={field.handleChange}
                  readOnly={readOnly}
                />
              )}
            </form.Field>
          ) : (
            !existing && <OriginalSdsField file={originalSds} onFileChange={setOriginalSds} />
          )
        }
      </form.Subscribe>
      {serverError && (
        <p role="alert" className={alert}>
          {serverError}
        </p>
      )}
      {notice}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" onClick={back}>
          Back
        </Button>
        {!readOnly && (
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" loading={submitting} disabled={copying}>
                Save
              </Button>
            )}
          </form.Subscribe>
        )}
      </div>
      <ConfirmDialog
        open={confirmingBack}
        description="Your changes will not be saved."
        onCancel={() => setConfirmingBack(false)}
        onConfirm={() => {
          setConfirmingBack(false)
          onBack()
        }}
      />
    </form>
  )
}

const AssessmentTypeChoice = ({
  value,
  insuranceValidation,
  onChange,
}: {
  value: EngagementFormValues['typeCode']
  insuranceValidation: boolean
  onChange: (typeCode: EngagementFormValues['typeCode']) => void
}) => {
  const name = useId()
  const choices = insuranceValidation ? (['FULL', 'SHORT'] as const) : (['FULL'] as const)
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontWeight: '600', mb: '1.5' })}>Assessment type</legend>
      <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        {choices.map((typeCode) => (
          <label key={typeCode} className={radio}>
            <input
              type="radio"
              name={name}
              value={typeCode}
              checked={value === typeCode}
              onChange={() => onChange(typeCode)}
            />
            {assessmentTypeLabel(typeCode)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const CompletedRoleSelect = ({
  roles,
  value,
  busy,
  onChange,
}: {
  roles: readonly CompletedRole[]
  value: string
  busy: boolean
  onChange: (roleId: string) => void
}) => (
  <Field.Root disabled={busy}>
    <Field.Label>Copy from an existing completed role</Field.Label>
    <Field.Select value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{roles.length === 0 ? 'No completed roles yet' : 'Do not copy'}</option>
      {roles.map((role) => (
        <option key={role.id} value={role.id}>
          {role.reference ? `${role.name} (${role.reference})` : role.name} – {role.organisationName}
        </option>
      ))}
    </Field.Select>
    <Field.HelperText>Fills the dates, day rate, end client and agency from the role.</Field.HelperText>
  </Field.Root>
)

const ReassessmentFrequencySelect = ({
  value,
  onChange,
  readOnly,
}: {
  value: string
  onChange: (id: string) => void
  readOnly: boolean
}) => {
  const frequencies = useReassessmentFrequencies()
  return (
    // A native select cannot be read-only: one that may not change is disabled.
    <Field.Root disabled={readOnly || frequencies.isPending}>
      <Field.Label>Reassessment frequency</Field.Label>
      <Field.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">No scheduled reassessment</option>
        {(frequencies.data ?? []).map((frequency) => (
          <option key={frequency.id} value={frequency.id}>
            {frequency.name}
          </option>
        ))}
      </Field.Select>
      {frequencies.isError ? (
        <Field.HelperText>The schedules could not be loaded. Reload the page to try again.</Field.HelperText>
      ) : (
        <Field.HelperText>When a reminder to reassess this engagement is due.</Field.HelperText>
      )}
    </Field.Root>
  )
}

const ReadOnlyText = ({ label, value }: { label: string; value: string }) => (
  <Field.Root disabled>
    <Field.Label>{label}</Field.Label>
    <Field.Input value={value} readOnly />
  </Field.Root>
)

type TextInputProps = {
  label: string
  value: string
  onChange: (text: string) => void
  onBlur: () => void
  error?: string
  required?: boolean
  readOnly?: boolean
  disabled?: boolean
  type?: 'text' | 'date'
  inputMode?: 'decimal'
  /** A unit shown before the input (the pound sign of the day rate). */
  prefix?: string
  helper?: string
}

const TextInput = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
  disabled,
  type,
  inputMode,
  prefix,
  helper,
}: TextInputProps) => {
  const input = (
    <Field.Input
      type={type ?? 'text'}
      inputMode={inputMode}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      className={prefix ? css({ ps: '8' }) : undefined}
    />
  )
  return (
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly} disabled={disabled}>
      <Field.Label>
        {label}
        {required && !readOnly && !disabled && <Field.RequiredIndicator />}
      </Field.Label>
      {prefix ? (
        <div className={css({ position: 'relative' })}>
          <span aria-hidden="true" className={prefixStyle}>
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

const formLayout = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const heading = css({ fontSize: 'xl', fontWeight: '700' })
const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })
const radio = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  '& input': { width: '4', height: '4', accentColor: 'accent.default' },
})
const alert = css({
  color: 'danger.text',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'md',
  px: '3',
  py: '2',
})
const prefixStyle = css({
  position: 'absolute',
  insetStart: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
})
