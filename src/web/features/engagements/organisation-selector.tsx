// The end client and agency selectors of the engagement form: search from 3 characters (spec part 2 §5), choose
// one of the results, change the choice; disabled once the engagement exists. Results are plain buttons in a
// list, reached with Tab and chosen with Enter or Space. `excludeId` keeps the end client out of the agency's
// results (the two cannot be the same organisation).
import { useEffect, useId, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { Spinner } from '../../ui/spinner'
import { ORGANISATION_SEARCH_MIN_LENGTH, useOrganisationOptions } from './api/organisations'
import type { ChosenOrganisation } from './engagement-form-rules'

const SEARCH_DEBOUNCE_MS = 300

type OrganisationSelectorProps = {
  label: string
  value: ChosenOrganisation | null
  onChange: (organisation: ChosenOrganisation | null) => void
  /** What is typed while nothing is chosen (the form checks it). */
  search: string
  onSearchChange: (search: string) => void
  onBlur: () => void
  error?: string
  required?: boolean
  disabled?: boolean
  helper?: string
  excludeId?: string
}

const useDebounced = (value: string, delayMs: number) => {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

export const OrganisationSelector = (props: OrganisationSelectorProps) => {
  const { label, value, error, required = false, disabled = false, helper } = props
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && !disabled && <Field.RequiredIndicator />}
      </Field.Label>
      {value || disabled ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <Field.Input value={value?.name || 'None'} readOnly />
          {!disabled && (
            <Button variant="outline" onClick={() => props.onChange(null)}>
              Change<span className={css({ srOnly: true })}> {label.toLowerCase()}</span>
            </Button>
          )}
        </div>
      ) : (
        <OrganisationSearch {...props} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

const OrganisationSearch = ({
  label,
  onChange,
  search,
  onSearchChange,
  onBlur,
  excludeId,
}: OrganisationSelectorProps) => {
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  const results = useOrganisationOptions(term)
  const resultsId = useId()
  const longEnough = search.trim().length >= ORGANISATION_SEARCH_MIN_LENGTH
  const items = longEnough ? results.data?.filter((organisation) => organisation.id !== excludeId) : undefined
  return (
    <>
      <Field.Input
        type="search"
        autoComplete="off"
        placeholder="Please start typing to search for an organisation"
        value={search}
        aria-controls={resultsId}
        onChange={(event) => onSearchChange(event.target.value)}
        onBlur={onBlur}
      />
      <section id={resultsId} aria-label={`${label} results`} aria-live="polite" className={resultsArea}>
        {!longEnough ? (
          search.trim() !== '' && (
            <p className={hint}>Type at least {ORGANISATION_SEARCH_MIN_LENGTH} characters to search.</p>
          )
        ) : items === undefined || results.isFetching ? (
          <Spinner size="sm" />
        ) : items.length === 0 ? (
          <p className={hint}>No options available</p>
        ) : (
          <ul className={list}>
            {items.map((organisation) => (
              <li key={organisation.id}>
                <button
                  type="button"
                  className={option}
                  onClick={() => {
                    onChange({ id: organisation.id, name: organisation.name })
                    onSearchChange('')
                  }}
                >
                  {organisation.name}
                  {organisation.parentName && <span className={parent}> ({organisation.parentName})</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

// Nothing to show yet: take no room in the form.
const resultsArea = css({ _empty: { display: 'none' } })
const hint = css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })
const list = css({
  mt: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  maxHeight: '15rem',
  overflowY: 'auto',
})
const option = css({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  px: '3',
  py: '2',
  cursor: 'pointer',
  _hover: { bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
})
const parent = css({ color: 'fg.muted', fontSize: 'sm' })
