// A list's filter: a labelled native select whose first option, "All", clears it. Native, so it is worked by
// keyboard and read by screen readers as any select is.
import { useId } from 'react'
import { css } from '../../../styled-system/css'

export type FilterOption = { value: string; label: string }

export const filterSelect = css({
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  px: '2',
  py: '1.5',
})

export const FilterSelect = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly (string | FilterOption)[]
  onChange: (value: string) => void
}) => {
  const id = useId()
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
      <label htmlFor={id} className={css({ fontWeight: '600' })}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={filterSelect}>
        <option value="">All</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          )
        })}
      </select>
    </span>
  )
}
