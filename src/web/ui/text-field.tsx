// A labelled one-line input on Field: the required mark while it can change, a unit before the value (the pound
// sign of a day rate), and the helper line until there is an error to show instead.
import { css } from '../../../styled-system/css'
import * as Field from './field'
import { inputAdornment } from './input-adornment'

export type TextFieldProps = {
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

export const TextField = ({
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
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly} disabled={disabled}>
      <Field.Label>
        {label}
        {required && !readOnly && !disabled && <Field.RequiredIndicator />}
      </Field.Label>
      {prefix ? (
        <div className={css({ position: 'relative' })}>
          <span aria-hidden="true" className={inputAdornment}>
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
