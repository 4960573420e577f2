// The Engagement Details form of a role (rules roles.form, engagement.role-screens): role name,
// reference ID, end client, agency, start and end date, day rate (hidden when the end client hides the rate
// field), sign-off users, Back and Save. New: everything editable. Existing: end client and agency read-only, and Save sends
// only what changed, with the version it started from. TanStack Form holds the values; the rules are role-form-rules.
import { useForm, useStore } from '@tanstack/react-form'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { isHttpError } from '../../api/client'
import { DateField } from '../../ui/date-field'
import { focusFirstError } from '../../ui/focus-first-error'
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
import { useOrganisationSettings } from '../organisations/api/organisation-settings'
import { OrganisationSearchField } from '../organisations/organisation-search-field'
import { type RoleFormValues, roleFormProblems } from './role-form-rules'

export type RoleFormSubmit = (values: RoleFormValues, rateShown: boolean) => Promise<void>

type RoleFormProps = {
  initial: RoleFormValues
  /** An existing role: end client and agency cannot change. */
  existing: boolean
  /** The person may only look (no JobRoles:Update or JobRoles:Create). */
  readOnly?: boolean
  onSubmit: RoleFormSubmit
  onBack: () => void
  /** Shown above the buttons, e.g. the "someone else changed it" notice. */
  notice?: ReactNode
}

export const RoleForm = ({ initial, existing, readOnly = false, onSubmit, onBack, notice }: RoleFormProps) => {
  const formRef = useRef<HTMLFormElement>(null)
  const [endClientSearch, setEndClientSearch] = useState('')
  const { serverError, setServerError, reviewersError, setReviewersError, showRefusal } = useRefusals()

  // The end client's rate setting is read below, once the form exists: the rules take it from this ref.
  const rate = useRef(true)
  const validate = ({ value }: { value: RoleFormValues }) => {
    const problems = roleFormProblems(value, rate.current)
    return hasProblems(problems) ? { fields: problems } : undefined
  }
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validate, onSubmit: validate },
    onSubmitInvalid: ({ value }) => {
      // The sign-off rule is told with the others, and the first message takes the focus.
      setReviewersError(signOffProblem(value.reviewers, reviewerOptions.data?.mandatory_sign_off ?? false))
      focusFirstError(formRef.current)
    },
    onSubmit: async ({ value }) => {
      setServerError(null)
      const signOff = signOffProblem(value.reviewers, reviewerOptions.data?.mandatory_sign_off ?? false)
      setReviewersError(signOff)
      if (signOff) return
      try {
        await onSubmit(value, rate.current)
      } catch (error) {
        // The HTTP client has toasted a 400 or 409 already; a 400 stays beside its field, or the buttons (a 409 is
        // the page's to explain).
        if (isHttpError(error, 400)) showRefusal(error.data)
        else if (!isHttpError(error)) console.error(existing ? 'Error updating role' : 'Error creating role', error)
      }
    },
  })
  const endClientId = useStore(form.store, (state) => state.values.endClient?.id ?? null)
  // The role's reviewers are the end client's: its options, and its rule on sign-off.
  const reviewerOptions = useReviewerOptions(endClientId)
  const endClient = useOrganisationSettings(endClientId)
  // Until the chosen end client is known to hide it, the rate is asked for (the server insists the same way).
  const rateShown = !(endClient.data?.hideRateField ?? false)
  const revalidate = () => void form.validate('change')
  // Whether the rate is asked for changes what the rules say of it.
  useEffect(() => {
    rate.current = rateShown
    void form.validate('change')
  }, [form, rateShown])
  const bind = <T,>(field: BoundField<T>) => ({ ...bindField(field, revalidate), readOnly })

  return (
    <DetailsForm ref={formRef} onSubmit={() => void form.handleSubmit()}>
      <form.Field name="name">{(field) => <TextField label="Role name" required {...bind(field)} />}</form.Field>
      <form.Field name="reference">{(field) => <TextField label="Reference ID" {...bind(field)} />}</form.Field>
      <form.Field name="endClient">
        {(field) => (
          <OrganisationSearchField
            label="End client"
            required
            {...bind(field)}
            onChange={(organisation) => {
              field.handleChange(organisation)
              // Another end client offers other reviewers, and may name the agency.
              form.setFieldValue('reviewers', [])
              revalidate()
            }}
            search={endClientSearch}
            onSearchChange={setEndClientSearch}
            readOnly={existing || readOnly}
            helper={existing ? undefined : 'The organisation the role is for.'}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.agencySearch}>
        {(agencySearch) => (
          <form.Field name="agency">
            {(field) => (
              <OrganisationSearchField
                label="Agency"
                {...bind(field)}
                onChange={(agency) => {
                  field.handleChange(agency)
                  revalidate()
                }}
                search={agencySearch}
                onSearchChange={(text) => {
                  form.setFieldValue('agencySearch', text)
                  revalidate()
                }}
                readOnly={existing || readOnly}
                helper={existing ? undefined : 'Optional. It cannot be the same organisation as the end client.'}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <FieldPair>
        <form.Field name="startDate">
          {(field) => <DateField label="Start date" required {...bind(field)} />}
        </form.Field>
        <form.Field name="endDate">
          {(field) => (
            <DateField
              label="End date"
              required
              {...bind(field)}
              onChange={(text) => {
                field.handleChange(text)
                // The start date's rule compares it with this one.
                revalidate()
              }}
            />
          )}
        </form.Field>
      </FieldPair>
      {rateShown && <form.Field name="dailyRate">{(field) => <DayRateField {...bind(field)} />}</form.Field>}
      <form.Field name="reviewers">
        {(field) => (
          <BoundSignOffUsersField
            field={field}
            organisationId={endClientId}
            error={reviewersError}
            onEdited={() => setReviewersError(undefined)}
            readOnly={readOnly}
          />
        )}
      </form.Field>
      {/* The role's exposure is worked per payment, as an engagement's (docs/financial-exposure.md). */}
      <form.Field name="invoicingFrequency">{(field) => <InvoicingFrequencySelect {...bind(field)} />}</form.Field>
      <form.Field name="paymentTermsDays">{(field) => <PaymentTermsInput {...bind(field)} />}</form.Field>
      <form.Field name="deductibleExpensesPerDay">{(field) => <DeductibleExpensesInput {...bind(field)} />}</form.Field>
      <form.Field name="clientSize">{(field) => <ClientSizeSelect {...bind(field)} />}</form.Field>
      <form.Field name="scottishTaxpayer">{(field) => <ScottishTaxpayerCheckbox {...bind(field)} />}</form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <FormActions
            serverError={serverError}
            notice={notice}
            readOnly={readOnly}
            saving={submitting}
            isUnchanged={() => sameValues(form.state.values, initial)}
            onBack={onBack}
          />
        )}
      </form.Subscribe>
    </DetailsForm>
  )
}
