// The organisation picker of the users screens: a plain select of the organisations the person administers.
import { useId } from 'react'
import * as Field from '../../ui/field'

export type OrganisationOption = { id: string; name: string }

type OrganisationPickerProps = {
  options: readonly OrganisationOption[]
  value: string | null
  onChange: (organisationId: string) => void
  /** Offered as the empty first choice when nothing is chosen yet. */
  placeholder?: string
  required?: boolean
  invalid?: boolean
  errors?: readonly string[]
  onBlur?: () => void
}

export const OrganisationPicker = ({
  options,
  value,
  onChange,
  placeholder,
  required = false,
  invalid = false,
  errors = [],
  onBlur,
}: OrganisationPickerProps) => {
  const id = useId()
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label htmlFor={id}>
        Organisation
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Field.Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {(value === null || value === '') && <option value="">{placeholder ?? 'Please select an organisation'}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Field.Select>
      {errors.map((message) => (
        <Field.ErrorText key={message}>{message}</Field.ErrorText>
      ))}
    </Field.Root>
  )
}
