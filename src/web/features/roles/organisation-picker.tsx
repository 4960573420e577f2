// The end client and agency selectors of the role form: search from 3 characters (spec part 1 §9), choose one
// of the results, change the choice; read-only once the role exists. Results are plain buttons in a list, so
// they are reached with Tab and chosen with Enter or Space.
import { useEffect, useId, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { Spinner } from '../../ui/spinner'
import { ORGANISATION_SEARCH_MIN_LENGTH, useOrganisationOptions } from './api/organisations'
import type { ChosenOrganisation } from './role-form-rules'

const SEARCH_DEBOUNCE_MS = 300

type OrganisationPickerProps = {
  label: string
  value: ChosenOrganisation | null
  onChange: (organisation: ChosenOrganisation | null) => void
  /** What is typed while nothing is chosen (the form checks it). */
  search: string
  onSearchChange: (search: string) => void
  onBlur?: () => void
  error?: string
  required?: boolean
  readOnly?: boolean
  helper?: string
}

const useDebounced = (value: string, delayMs: number) => {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

export const OrganisationPicker = (props: OrganisationPickerProps) => {
  const { label, value, error, required = false, readOnly = false, helper } = props
  return (
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && !readOnly && <Field.RequiredIndicator />}
      </Field.Label>
      {value || readOnly ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <Field.Input value={value?.name ?? 'None'} readOnly />
          {!readOnly && (
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

const OrganisationSearch = ({ label, onChange, search, onSearchChange, onBlur }: OrganisationPickerProps) => {
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  const results = useOrganisationOptions(term)
  const resultsId = useId()
  const longEnough = search.trim().length >= ORGANISATION_SEARCH_MIN_LENGTH
  const items = longEnough ? results.data : undefined
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
          <p className={hint}>No results found</p>
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
