// The fields of the business information (rule profile.form), shared by the onboarding
// form and the profile's sections: each bound to the TanStack Form, its message shown under it.
import type { AnyFieldMeta } from '@tanstack/react-form'
import type { ProfileFormValues } from '#domain/contractor-profile'
import { css } from '../../../../styled-system/css'
import { ChoiceField } from '../../ui/choice-field'
import { DateField } from '../../ui/date-field'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import type { Industry } from './api/get-industries'
import { type ProfileForm, type ServerProblems, shownError } from './use-profile-form'

type FieldsProps = { form: ProfileForm; server: ServerProblems }
type Named = { id: number | string; name: string }

type Bindable<T> = {
  name: keyof ProfileFormValues
  state: { value: T; meta: AnyFieldMeta }
  handleChange: (value: T) => void
  handleBlur: () => void
}
/** What a field component takes from its TanStack field: a change also retires the server's message. */
const bind = <T,>(field: Bindable<T>, server: ServerProblems) => ({
  value: field.state.value,
  onChange: (value: T) => {
    field.handleChange(value)
    server.clear(field.name)
  },
  onBlur: field.handleBlur,
  error: shownError(field.state.meta, server.errors[field.name]),
})

const optionsOf = (items: readonly Named[]) => items.map((item) => ({ value: String(item.id), label: item.name }))

export const fieldRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' })

export const TitleField = ({ form, server, titles }: FieldsProps & { titles: readonly Named[] }) => (
  <form.Field name="title_id">
    {(field) => (
      <div className={css({ maxWidth: { md: '12rem' } })}>
        <SelectField
          label="Title"
          name={field.name}
          autoComplete="honorific-prefix"
          placeholder="Select"
          options={optionsOf(titles)}
          required
          {...bind(field, server)}
        />
      </div>
    )}
  </form.Field>
)

export const NameFields = ({ form, server }: FieldsProps) => (
  <div className={fieldRow}>
    <form.Field name="first_name">
      {(field) => <TextField label="First name" required {...bind(field, server)} />}
    </form.Field>
    <form.Field name="last_name">
      {(field) => <TextField label="Last name" required {...bind(field, server)} />}
    </form.Field>
  </div>
)

export const PhoneField = ({ form, server }: FieldsProps) => (
  <form.Field name="phone_number">
    {(field) => (
      <TextField
        label="Phone number"
        required
        helper="Digits only, up to 15; you may start with +."
        {...bind(field, server)}
      />
    )}
  </form.Field>
)

export const CompanyFields = ({ form, server }: FieldsProps) => (
  <div className={fieldRow}>
    <form.Field name="company_name">
      {(field) => <TextField label="Company name" required {...bind(field, server)} />}
    </form.Field>
    <form.Field name="company_number">
      {(field) => (
        <TextField
          label="Company number"
          required
          helper="Your Companies House number: 8 letters or digits."
          {...bind(field, server)}
        />
      )}
    </form.Field>
  </div>
)

export const TurnoverField = ({ form, server, turnovers }: FieldsProps & { turnovers: readonly Named[] }) => (
  <form.Field name="turnover_id">
    {(field) => (
      <SelectField
        label="Annual turnover"
        name={field.name}
        placeholder="Select your annual turnover"
        options={optionsOf(turnovers)}
        required
        {...bind(field, server)}
      />
    )}
  </form.Field>
)

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

export const InsuranceFields = ({ form, server }: FieldsProps) => (
  <>
    <form.Field name="has_business_insurance">
      {(field) => (
        <ChoiceField
          legend="Do you currently have business insurance?"
          name={field.name}
          choices={YES_NO}
          required
          {...bind(field, server)}
        />
      )}
    </form.Field>
    <form.Subscribe selector={(state) => state.values.has_business_insurance}>
      {(insured) =>
        insured === 'yes' && (
          <form.Field name="renewal_date">
            {(field) => (
              <div className={css({ maxWidth: { md: '16rem' } })}>
                <DateField label="Renewal date" required {...bind(field, server)} />
              </div>
            )}
          </form.Field>
        )
      }
    </form.Subscribe>
  </>
)

export const SectorFields = ({ form, server, industries }: FieldsProps & { industries: readonly Industry[] }) => (
  <div className={fieldRow}>
    <form.Field
      name="industry_id"
      // Business activity is chosen among the sector's occupations: a new sector starts it again.
      listeners={{ onChange: () => form.setFieldValue('occupation_id', '') }}
    >
      {(field) => (
        <SelectField
          label="Sector"
          name={field.name}
          placeholder="Select your sector"
          options={optionsOf(industries)}
          required
          {...bind(field, server)}
        />
      )}
    </form.Field>
    <form.Subscribe selector={(state) => state.values.industry_id}>
      {(industryId) => {
        const occupations = industries.find((industry) => String(industry.id) === industryId)?.occupations ?? []
        return (
          <form.Field name="occupation_id">
            {(field) => (
              <SelectField
                label="Business activity"
                name={field.name}
                placeholder={industryId === '' ? 'Select a sector first' : 'Select your business activity'}
                options={optionsOf(occupations)}
                required
                {...bind(field, server)}
              />
            )}
          </form.Field>
        )
      }}
    </form.Subscribe>
  </div>
)
