// A labelled choice from a list on Field: a native select (keyboard and screen readers know it), a first option
// that says what to do while nothing is chosen, and the field's message below.
import * as Field from './field'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  label: string
  name: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** The first option's text while nothing is chosen. */
  placeholder: string
  error?: string
  required?: boolean
  disabled?: boolean
  autoComplete?: string
}

export const SelectField = ({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  required,
  disabled,
  autoComplete,
}: SelectFieldProps) => (
  <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
    <Field.Label>
      {label}
      {required && !disabled && <Field.RequiredIndicator />}
    </Field.Label>
    <Field.Select
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field.Select>
    {error && <Field.ErrorText>{error}</Field.ErrorText>}
  </Field.Root>
)
