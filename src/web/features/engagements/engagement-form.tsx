// The Engagement Details form of a contractor engagement (rules engagement.create-form,
// engagement.edit-screen, engagement.form-rules): assessment type, name, copy from a completed role, dates, day rate
// (unless the rate field is hidden), SDS provider, end client (free text for an insurance validation), agency, sign-off
// users, reassessment frequency (full assessment only) and the original SDS (insurance validation only). A saved
// engagement keeps its assessment type, role, end client and agency. TanStack Form holds the values; the rules are
// engagement-form-rules.
import { useForm } from '@tanstack/react-form'
import { type ReactNode, useId, useState } from 'react'
import { ENGAGEMENT_MESSAGES } from '#domain/assessments'
import { assessmentTypeLabel } from '#domain/contractor-engagements'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { DateField } from '../../ui/date-field'
import * as Field from '../../ui/field'
import { TextField } from '../../ui/text-field'
import { useReviewerOptions } from '../engagement-details/api/get-reviewer-options'
import { type BoundField, bindField } from '../engagement-details/bound-field'
import { DayRateField } from '../engagement-details/day-rate-field'
import { DetailsForm, FieldPair } from '../engagement-details/details-form'
import { hasProblems, sameValues } from '../engagement-details/details-rules'
import {
  ClientSizeSelect,
  DeductibleExpensesInput,
  InvoicingFrequencySelect,
  PaymentTermsInput,
  ScottishTaxpayerCheckbox,
} from '../engagement-details/exposure-terms-fields'
import { FormActions } from '../engagement-details/form-actions'
import { signOffProblem } from '../engagement-details/sign-off-rows'
import { BoundSignOffUsersField } from '../engagement-details/sign-off-users-field'
import { useRefusals } from '../engagement-details/use-refusals'
import { OrganisationSearchField } from '../organisations/organisation-search-field'
import type { CompletedRole } from './api/get-completed-roles'
import { useReassessmentFrequencies } from './api/get-reassessment-frequencies'
import { type EngagementFormValues, engagementFormProblems } from './engagement-form-rules'
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
  /** The organisation the engagement belongs to: its reviewer options are offered. */
  organisationId: string
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

export const EngagementForm = ({
  initial,
  existing,
  organisationId,
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
  const [copying, setCopying] = useState(false)
  const { serverError, setServerError, reviewersError, setReviewersError, showRefusal } = useRefusals()
  const reviewerOptions = useReviewerOptions(organisationId)

  const validate = ({ value }: { value: EngagementFormValues }) => {
    const problems = engagementFormProblems(value, rateShown)
    return hasProblems(problems) ? { fields: problems } : undefined
  }
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: async ({ value }) => {
      setServerError(null)
      // Sign-off is mandatory only for a full assessment, as the server rules.
      const mandatory = value.typeCode === 'FULL' && (reviewerOptions.data?.mandatory_sign_off ?? false)
      const signOff = signOffProblem(value.reviewers, mandatory)
      setReviewersError(signOff)
      if (signOff) return
      try {
        setServerError((await onSubmit(value, originalSds)) ?? null)
      } catch (error) {
        // The HTTP client has toasted a 400 or 409 already; a 400 stays beside the fields too (a 409 is the page's).
        if (isHttpError(error, 400)) showRefusal(error.data)
        // A failure without a message of its own is logged only (rule errors.logged-only).
        else if (!isHttpError(error))
          console.error(existing ? 'Error updating engagement' : ENGAGEMENT_MESSAGES.createFailed, error)
      }
    },
  })
  const bind = <T,>(field: BoundField<T>) => bindField(field, () => void form.validate('change'))

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

  return (
    <DetailsForm onSubmit={() => void form.handleSubmit()}>
      <FieldPair>
        <ReadOnlyText label="Contractor name" value={contractor.name} />
        <ReadOnlyText label="Company name" value={contractor.companyName} />
      </FieldPair>
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
        {(field) => <TextField label="Engagement name" required readOnly={readOnly} {...bind(field)} />}
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
      <FieldPair>
        <form.Field name="startDate">
          {(field) => <DateField label="Start date" required readOnly={readOnly} {...bind(field)} />}
        </form.Field>
        <form.Field name="endDate">
          {(field) => (
            <DateField
              label="End date"
              required
              readOnly={readOnly}
              {...bind(field)}
              onChange={(text) => {
                field.handleChange(text)
                // The start date's rule compares it with this one.
                void form.validate('change')
              }}
            />
          )}
        </form.Field>
      </FieldPair>
      <FieldPair>
        {rateShown && (
          <form.Field name="dailyRate">{(field) => <DayRateField readOnly={readOnly} {...bind(field)} />}</form.Field>
        )}
        <form.Field name="sdsProvider">
          {(field) => (
            <TextField
              label="SDS provider"
              readOnly={readOnly}
              helper="Optional: who provides the status determination statement."
              {...bind(field)}
            />
          )}
        </form.Field>
      </FieldPair>
      <form.Subscribe
        selector={(state) => ({ typeCode: state.values.typeCode, endClientSearch: state.values.endClientSearch })}
      >
        {({ typeCode, endClientSearch }) =>
          typeCode === 'FULL' ? (
            <form.Field name="endClient">
              {(field) => (
                <OrganisationSearchField
                  label="End client"
                  required
                  {...bind(field)}
                  search={endClientSearch}
                  onSearchChange={(text) => form.setFieldValue('endClientSearch', text)}
                  disabled={existing || readOnly}
                  helper={existing ? undefined : 'The organisation the contractor works for.'}
                />
              )}
            </form.Field>
          ) : (
            <form.Field name="originalSdsEndClient">
              {(field) => (
                <TextField
                  label="End client named on the original SDS"
                  required
                  readOnly={readOnly}
                  disabled={existing}
                  {...bind(field)}
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
              <OrganisationSearchField
                label="Agency"
                {...bind(field)}
                onChange={(agency) => {
                  field.handleChange(agency)
                  void form.validate('change')
                }}
                search={agencySearch}
                onSearchChange={(text) => {
                  form.setFieldValue('agencySearch', text)
                  void form.validate('change')
                }}
                disabled={existing || readOnly}
                excludeId={endClient?.id}
                helper={existing ? undefined : 'Optional. It cannot be the same organisation as the end client.'}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <form.Field name="reviewers">
        {(field) => (
          <BoundSignOffUsersField
            field={field}
            organisationId={organisationId}
            error={reviewersError}
            onEdited={() => setReviewersError(undefined)}
            readOnly={readOnly}
          />
        )}
      </form.Field>
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
      {/* The financial exposure is worked per payment to the worker's company (docs/financial-exposure.md). */}
      <form.Subscribe selector={(state) => state.values.typeCode}>
        {(typeCode) =>
          typeCode === 'FULL' && (
            <>
              <form.Field name="invoicingFrequency">
                {(field) => <InvoicingFrequencySelect readOnly={readOnly} {...bind(field)} />}
              </form.Field>
              <form.Field name="paymentTermsDays">
                {(field) => <PaymentTermsInput readOnly={readOnly} {...bind(field)} />}
              </form.Field>
              <form.Field name="deductibleExpensesPerDay">
                {(field) => <DeductibleExpensesInput readOnly={readOnly} {...bind(field)} />}
              </form.Field>
              <form.Field name="clientSize">
                {(field) => <ClientSizeSelect readOnly={readOnly} {...bind(field)} />}
              </form.Field>
              <form.Field name="scottishTaxpayer">
                {(field) => <ScottishTaxpayerCheckbox readOnly={readOnly} {...bind(field)} />}
              </form.Field>
            </>
          )
        }
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <FormActions
            serverError={serverError}
            notice={notice}
            readOnly={readOnly}
            saving={submitting}
            saveDisabled={copying}
            isUnchanged={() => sameValues(form.state.values, initial)}
            onBack={onBack}
          />
        )}
      </form.Subscribe>
    </DetailsForm>
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

const radio = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  '& input': { width: '4', height: '4', accentColor: 'accent.default' },
})
