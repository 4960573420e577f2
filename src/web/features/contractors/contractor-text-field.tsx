// One text field of the contractor form, bound to its TanStack Form field: label, input, helper and the
// field's messages once it has been touched (or Save was pressed, which touches every field).
import * as Field from '../../ui/field'
import { touchedMessages } from '../../ui/field-messages'

type FieldErrors = ReadonlyArray<{ message: string } | string | undefined>

export type BoundField = {
  name: string
  state: { value: string; meta: { isTouched: boolean; errors: FieldErrors } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

type ContractorTextFieldProps = {
  field: BoundField
  label: string
  required?: boolean
  helper?: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  readOnly?: boolean
  onBlur?: () => void
}

export const ContractorTextField = ({
  field,
  label,
  required,
  helper,
  type = 'text',
  autoComplete,
  readOnly,
  onBlur,
}: ContractorTextFieldProps) => {
  const errors = touchedMessages(field.state.meta)
  return (
    <Field.Root invalid={errors.length > 0} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Field.Input
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => {
          field.handleBlur()
          onBlur?.()
        }}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {errors.map((message) => (
        <Field.ErrorText key={message}>{message}</Field.ErrorText>
      ))}
    </Field.Root>
  )
}
