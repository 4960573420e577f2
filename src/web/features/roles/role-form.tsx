// The Engagement Details form of a role (rules roles.form, engagement.role-screens): role name,
// reference ID, end client, agency, start and end date, day rate (hidden when the end client hides the rate
// field), sign-off users, Back and Save. New: everything editable. Existing: end client and agency read-only, and Save sends
// only what changed, with the version it started from.
import { type ReactNode, useState } from 'react'
import { errorMessageOf, isHttpError } from '../../api/client'
import { DateField } from '../../ui/date-field'
import { TextField } from '../../ui/text-field'
import { useReviewerOptions } from '../engagement-details/api/get-reviewer-options'
import { DayRateField } from '../engagement-details/day-rate-field'
import { DetailsForm, FieldPair } from '../engagement-details/details-form'
import { hasProblems, sameValues } from '../engagement-details/details-rules'
import { FormActions } from '../engagement-details/form-actions'
import { reviewersIssueOf, signOffProblem } from '../engagement-details/sign-off-rows'
import { SignOffUsersField } from '../engagement-details/sign-off-users-field'
import { useOrganisationSettings } from '../organisations/api/organisation-settings'
import { OrganisationSearchField } from '../organisations/organisation-search-field'
import { type RoleFormField, type RoleFormProblems, type RoleFormValues, roleFormProblems } from './role-form-rules'

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

type TextKey = 'name' | 'reference' | 'startDate' | 'endDate' | 'dailyRate'

export const RoleForm = ({ initial, existing, readOnly = false, onSubmit, onBack, notice }: RoleFormProps) => {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<RoleFormField, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [endClientSearch, setEndClientSearch] = useState('')
  const [reviewersError, setReviewersError] = useState<string | undefined>()
  // The role's reviewers are the end client's: its options, and its rule on sign-off.
  const reviewerOptions = useReviewerOptions(values.endClient?.id ?? null)

  const endClient = useOrganisationSettings(values.endClient?.id ?? null)
  // Until the chosen end client is known to hide it, the rate is asked for (the server insists the same way).
  const rateShown = !(endClient.data?.hideRateField ?? false)
  const problems: RoleFormProblems = roleFormProblems(values, rateShown)
  const shown = (field: RoleFormField) => (attempted || touched[field] ? problems[field] : undefined)
  const touch = (field: RoleFormField) => () => setTouched((current) => ({ ...current, [field]: true }))
  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  /** What every text field of the form takes from its value. */
  const textProps = (key: TextKey) => ({
    value: values[key],
    onChange: (text: string) => set(key, text),
    onBlur: touch(key),
    error: shown(key),
    readOnly,
  })

  /** A refusal about the reviewers stays on their field; any other beside the buttons. */
  const showRefusal = (body: unknown) => {
    const reviewersIssue = reviewersIssueOf(body)
    if (reviewersIssue) setReviewersError(reviewersIssue)
    else setServerError(errorMessageOf(body))
  }

  const submit = async () => {
    setAttempted(true)
    setServerError(null)
    const signOff = signOffProblem(values.reviewers, reviewerOptions.data?.mandatory_sign_off ?? false)
    setReviewersError(signOff)
    if (hasProblems(problems) || signOff) return
    setSaving(true)
    try {
      await onSubmit(values, rateShown)
    } catch (error) {
      // The HTTP client has toasted a 400 or 409 already; a 400 stays beside its field, or the buttons (a 409 is
      // the page's to explain).
      if (isHttpError(error, 400)) showRefusal(error.data)
      else if (!isHttpError(error)) console.error(existing ? 'Error updating role' : 'Error creating role', error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <DetailsForm onSubmit={() => void submit()}>
      <TextField label="Role name" required {...textProps('name')} />
      <TextField label="Reference ID" {...textProps('reference')} />
      <OrganisationSearchField
        label="End client"
        required
        value={values.endClient}
        onChange={(organisation) => {
          set('endClient', organisation)
          // Another end client offers other reviewers.
          set('reviewers', [])
        }}
        search={endClientSearch}
        onSearchChange={setEndClientSearch}
        onBlur={touch('endClient')}
        error={shown('endClient')}
        readOnly={existing || readOnly}
        helper={existing ? undefined : 'The organisation the role is for.'}
      />
      <OrganisationSearchField
        label="Agency"
        value={values.agency}
        onChange={(organisation) => set('agency', organisation)}
        search={values.agencySearch}
        onSearchChange={(text) => set('agencySearch', text)}
        onBlur={touch('agency')}
        error={shown('agency')}
        readOnly={existing || readOnly}
        helper={existing ? undefined : 'Optional. It cannot be the same organisation as the end client.'}
      />
      <FieldPair>
        <DateField label="Start date" required {...textProps('startDate')} />
        <DateField label="End date" required {...textProps('endDate')} />
      </FieldPair>
      {rateShown && <DayRateField {...textProps('dailyRate')} />}
      <SignOffUsersField
        organisationId={values.endClient?.id ?? null}
        rows={values.reviewers}
        onChange={(rows) => {
          set('reviewers', rows)
          setReviewersError(undefined)
        }}
        error={reviewersError}
        readOnly={readOnly}
      />
      <FormActions
        serverError={serverError}
        notice={notice}
        readOnly={readOnly}
        saving={saving}
        isUnchanged={() => sameValues(values, initial)}
        onBack={onBack}
      />
    </DetailsForm>
  )
}
