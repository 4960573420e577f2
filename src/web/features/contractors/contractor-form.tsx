// The contractor form shared by "New Contractor" and "Edit Contractor Details" (rule
// contractors.form): names, the company (searched in the register), company number, e-mail, phone, external reference
// and, where the organisation shares leads, "IR35 insurance requested". The browser checks with the server's schemas.
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { type ReactNode, useRef } from 'react'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { touchedMessages } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { CompanySearchField } from './company-search-field'
import { ContractorFormSchema, type ContractorFormValues } from './contractor-form-values'
import { ContractorTextField } from './contractor-text-field'

const contractorValidator = Schema.toStandardSchemaV1(ContractorFormSchema, { parseOptions: { errors: 'all' } })

export const SHARE_WITH_PROVIDER_LABEL = 'IR35 insurance requested'

type ContractorFormProps = {
  /** Names the form for assistive technology. */
  label: string
  initial: ContractorFormValues
  shareLeads: boolean
  submitLabel: string
  busy: boolean
  readOnly?: boolean
  /** Save stays disabled until a field differs from what was loaded (editing). */
  requireChange?: boolean
  onSubmit: (values: ContractorFormValues) => Promise<void>
  /** The e-mail field was left: the create page looks the address up again. */
  onEmailBlur?: (email: string) => void
  /** Buttons beside Save (Back, Delete). */
  actions?: ReactNode
}

const sameValues = (a: ContractorFormValues, b: ContractorFormValues) =>
  (Object.keys(a) as (keyof ContractorFormValues)[]).every((key) => a[key] === b[key])

export const ContractorForm = ({
  label,
  initial,
  shareLeads,
  submitLabel,
  busy,
  readOnly = false,
  requireChange = false,
  onSubmit,
  onEmailBlur,
  actions,
}: ContractorFormProps) => {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: contractorValidator, onSubmit: contractorValidator },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    onSubmit: ({ value }) => onSubmit(value),
  })

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <div className={twoColumns}>
        <form.Field name="first_name">
          {(field) => (
            <ContractorTextField field={field} label="First name" required autoComplete="off" readOnly={readOnly} />
          )}
        </form.Field>
        <form.Field name="last_name">
          {(field) => (
            <ContractorTextField field={field} label="Last name" required autoComplete="off" readOnly={readOnly} />
          )}
        </form.Field>
      </div>
      <div className={twoColumns}>
        <form.Field name="company_name">
          {(field) => (
            <CompanySearchField
              label="LTD company name"
              name={field.name}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              onChoose={(company) => {
                form.setFieldValue('company_name', company.company_name)
                form.setFieldValue('company_number', company.company_number)
              }}
              errors={touchedMessages(field.state.meta)}
              required
              readOnly={readOnly}
            />
          )}
        </form.Field>
        <form.Field name="company_number">
          {(field) => (
            <ContractorTextField
              field={field}
              label="Company number"
              helper="8 letters or digits, as on the companies register."
              required
              autoComplete="off"
              readOnly={readOnly}
            />
          )}
        </form.Field>
      </div>
      <div className={twoColumns}>
        <form.Field name="email">
          {(field) => (
            <ContractorTextField
              field={field}
              label="E-mail"
              type="email"
              required
              autoComplete="off"
              readOnly={readOnly}
              onBlur={() => onEmailBlur?.(field.state.value)}
            />
          )}
        </form.Field>
        <form.Field name="phone_number">
          {(field) => (
            <ContractorTextField
              field={field}
              label="Phone number"
              type="tel"
              helper="Digits only, with an optional leading +, up to 15."
              required
              autoComplete="off"
              readOnly={readOnly}
            />
          )}
        </form.Field>
      </div>
      <div className={twoColumns}>
        <form.Field name="external_reference">
          {(field) => (
            <ContractorTextField
              field={field}
              label="External reference"
              helper="Optional: your own reference for this contractor, up to 50 characters."
              autoComplete="off"
              readOnly={readOnly}
            />
          )}
        </form.Field>
      </div>
      {shareLeads && (
        <form.Field name="share_with_provider">
          {(field) => (
            <Checkbox
              name={field.name}
              checked={field.state.value}
              readOnly={readOnly}
              onCheckedChange={({ checked }) => field.handleChange(checked === true)}
            >
              {SHARE_WITH_PROVIDER_LABEL}
            </Checkbox>
          )}
        </form.Field>
      )}
      <form.Subscribe selector={(state) => state.values}>
        {(values) => (
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
            {!readOnly && (
              <Button type="submit" loading={busy} disabled={requireChange && sameValues(values, initial)}>
                {submitLabel}
              </Button>
            )}
            {actions}
          </div>
        )}
      </form.Subscribe>
    </form>
  )
}

const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' })
