// The Engagement Details form of a role (spec part 1 §5 "Role form", part 2 §2 screens 1 and 2): role name,
// reference ID, end client, agency, start and end date, day rate (hidden when the end client hides the rate
// field), Back and Save. New: everything editable. Existing: end client and agency read-only, and Save sends
// only what changed, with the version it started from.
import { format, isValid, parseISO } from 'date-fns'
import { type FormEvent, type ReactNode, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as Field from '../../ui/field'
import { useOrganisationSettings } from './api/organisations'
import { OrganisationPicker } from './organisation-picker'
import {
  hasProblems,
  type RoleFormField,
  type RoleFormProblems,
  type RoleFormValues,
  roleFormProblems,
} from './role-form-rules'

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

/** The chosen day as DD/MM/YYYY (spec part 1 §9), whatever order the browser's date input shows. */
const dayHelper = (day: string) => (isValid(parseISO(day)) ? format(parseISO(day), 'dd/MM/yyyy') : 'DD/MM/YYYY')

const sameValues = (a: RoleFormValues, b: RoleFormValues) => JSON.stringify(a) === JSON.stringify(b)

export const RoleForm = ({ initial, existing, readOnly = false, onSubmit, onBack, notice }: RoleFormProps) => {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<RoleFormField, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirmingBack, setConfirmingBack] = useState(false)
  const [endClientSearch, setEndClientSearch] = useState('')

  const endClient = useOrganisationSettings(values.endClient?.id ?? null)
  // Until the chosen end client is known to hide it, the rate is asked for (the server insists the same way).
  const rateShown = !(endClient.data?.hideRateField ?? false)
  const problems: RoleFormProblems = roleFormProblems(values, rateShown)
  const shown = (field: RoleFormField) => (attempted || touched[field] ? problems[field] : undefined)
  const touch = (field: RoleFormField) => () => setTouched((current) => ({ ...current, [field]: true }))
  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    setServerError(null)
    if (hasProblems(problems)) return
    setSaving(true)
    try {
      await onSubmit(values, rateShown)
    } catch (error) {
      // The HTTP client has toasted a 400 or 409 already; a 400 stays beside the fields too (a 409 is the page's to explain).
      if (isHttpError(error, 400)) setServerError(errorMessageOf(error.data))
      else if (!isHttpError(error)) console.error(existing ? 'Error updating role' : 'Error creating role', error)
    } finally {
      setSaving(false)
    }
  }

  const back = () => (sameValues(values, initial) || readOnly ? onBack() : setConfirmingBack(true))

  return (
    <form noValidate aria-label="Engagement Details" onSubmit={submit} className={formLayout}>
      <h2 className={heading}>Engagement Details</h2>
      <TextField
        label="Role name"
        required
        value={values.name}
        onChange={(text) => set('name', text)}
        onBlur={touch('name')}
        error={shown('name')}
        readOnly={readOnly}
      />
      <TextField
        label="Reference ID"
        value={values.reference}
        onChange={(text) => set('reference', text)}
        onBlur={touch('reference')}
        error={shown('reference')}
        readOnly={readOnly}
      />
      <OrganisationPicker
        label="End client"
        required
        value={values.endClient}
        onChange={(organisation) => set('endClient', organisation)}
        search={endClientSearch}
        onSearchChange={setEndClientSearch}
        onBlur={touch('endClient')}
        error={shown('endClient')}
        readOnly={existing || readOnly}
        helper={existing ? undefined : 'The organisation the role is for.'}
      />
      <OrganisationPicker
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
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
        <TextField
          label="Start date"
          type="date"
          required
          value={values.startDate}
          onChange={(text) => set('startDate', text)}
          onBlur={touch('startDate')}
          error={shown('startDate')}
          readOnly={readOnly}
          helper={dayHelper(values.startDate)}
        />
        <TextField
          label="End date"
          type="date"
          required
          value={values.endDate}
          onChange={(text) => set('endDate', text)}
          onBlur={touch('endDate')}
          error={shown('endDate')}
          readOnly={readOnly}
          helper={dayHelper(values.endDate)}
        />
      </div>
      {rateShown && (
        <TextField
          label="Day rate"
          prefix="£"
          inputMode="decimal"
          required
          value={values.dailyRate}
          onChange={(text) => set('dailyRate', text)}
          onBlur={touch('dailyRate')}
          error={shown('dailyRate')}
          readOnly={readOnly}
          helper="In pounds, up to two decimals."
        />
      )}
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
          <Button type="submit" loading={saving}>
            Save
          </Button>
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

type TextFieldProps = {
  label: string
  value: string
  onChange: (text: string) => void
  onBlur: () => void
  error?: string
  required?: boolean
  readOnly?: boolean
  type?: 'text' | 'date'
  inputMode?: 'decimal'
  /** A unit shown before the input (the pound sign of the day rate). */
  prefix?: string
  helper?: string
}

const TextField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
  type,
  inputMode,
  prefix,
  helper,
}: TextFieldProps) => {
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
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && !readOnly && <Field.RequiredIndicator />}
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
