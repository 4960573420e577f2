// The end client and agency fields of the role and engagement forms (rules lists.search, engagement.form-rules): search
// from 3 characters, choose one of the results, change the choice; fixed once the role or engagement exists. Results
// are plain buttons in a list, reached with Tab and chosen with Enter or Space.
import { useId } from 'react'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { Spinner } from '../../ui/spinner'
import { useDebounced } from '../../ui/use-debounced'
import { SEARCH_MIN_LENGTH, useOrganisationSearch } from './api/search'
import { NO_RESULTS_TEXT, SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER } from './organisation-selector'

export type ChosenOrganisation = { id: string; name: string }

type OrganisationSearchFieldProps = {
  label: string
  value: ChosenOrganisation | null
  onChange: (organisation: ChosenOrganisation | null) => void
  /** What is typed while nothing is chosen (the form checks it). */
  search: string
  onSearchChange: (search: string) => void
  onBlur?: () => void
  error?: string
  required?: boolean
  /** Shown but not to be changed; each screen marks that its own way (a saved role read-only, a saved engagement disabled). */
  readOnly?: boolean
  disabled?: boolean
  helper?: string
  /** Kept out of the results (the agency cannot be the end client). */
  excludeId?: string
}

export const OrganisationSearchField = (props: OrganisationSearchFieldProps) => {
  const { label, value, error, required = false, readOnly = false, disabled = false, helper } = props
  const fixed = readOnly || disabled
  return (
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly} disabled={disabled}>
      <Field.Label>
        {label}
        {required && !fixed && <Field.RequiredIndicator />}
      </Field.Label>
      {value || fixed ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <Field.Input value={value?.name ?? 'None'} readOnly />
          {!fixed && (
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
}: OrganisationSearchFieldProps) => {
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  const results = useOrganisationSearch(term)
  const resultsId = useId()
  const longEnough = search.trim().length >= SEARCH_MIN_LENGTH
  const items = longEnough ? results.data?.filter((organisation) => organisation.id !== excludeId) : undefined
  return (
    <>
      <Field.Input
        type="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        value={search}
        aria-controls={resultsId}
        onChange={(event) => onSearchChange(event.target.value)}
        onBlur={onBlur}
      />
      <section id={resultsId} aria-label={`${label} results`} aria-live="polite" className={resultsArea}>
        {!longEnough ? (
          search.trim() !== '' && <p className={hint}>Type at least {SEARCH_MIN_LENGTH} characters to search.</p>
        ) : items === undefined || results.isFetching ? (
          <Spinner size="sm" />
        ) : items.length === 0 ? (
          <p className={hint}>{NO_RESULTS_TEXT}</p>
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
