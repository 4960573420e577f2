// A question answered by one of a few choices (Yes or No): a fieldset whose legend is the question, native radio
// buttons (arrow keys move between them), and the field's message below, tied to the group for screen readers.
import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'

export type Choice<V extends string> = { value: V; label: string }

type ChoiceFieldProps<V extends string> = {
  legend: string
  name: string
  choices: readonly Choice<V>[]
  value: V | ''
  onChange: (value: V) => void
  onBlur: () => void
  error?: string
  required?: boolean
}

const choiceLabel = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  fontSize: 'md',
  '& input': { width: '4', height: '4', accentColor: 'accent.default', cursor: 'pointer' },
})

export const ChoiceField = <V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  onBlur,
  error,
  required,
}: ChoiceFieldProps<V>) => {
  const errorId = useId()
  const classes = field()
  return (
    <fieldset className={classes.root} aria-describedby={error ? errorId : undefined}>
      <legend className={`${classes.label} ${css({ mb: '1.5' })}`}>
        {legend}
        {required && (
          <span aria-hidden="true" className={classes.requiredIndicator}>
            *
          </span>
        )}
      </legend>
      <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        {choices.map((choice) => (
          <label key={choice.value} className={choiceLabel}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              // Each choice says the answer is missing, and a refused form's focus can land on the first.
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className={classes.errorText}>
          {error}
        </span>
      )}
    </fieldset>
  )
}
