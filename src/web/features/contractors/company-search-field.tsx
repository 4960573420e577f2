// The company field of the contractor form: the company name, typed freely or chosen from the companies
// register (rule contractors.form): the search starts at 3 characters, 200 ms after the last key; a
// digit makes it a company-number search; choosing a company fills its name and number. Answers from the
// demonstration register (no register configured) are labelled as such.
import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useId, useMemo, useState } from 'react'
import {
  COMPANY_SEARCH_DEBOUNCE_MS,
  COMPANY_SEARCH_MIN_LENGTH,
  type Company,
  isCompanyNumberSearch,
  NO_COMPANIES_FOUND,
} from '#domain/companies'
import { css, cx } from '../../../../styled-system/css'
import { input } from '../../../../styled-system/recipes'
import * as Field from '../../ui/field'
import { Spinner } from '../../ui/spinner'
import { useDebounced } from '../../ui/use-debounced'
import { isSearchableTerm, useCompanySearch } from './api/search-companies'

export const DEMONSTRATION_NOTE =
  'Demonstration data: no companies register is connected, so these companies are made up for trying the portal.'

type CompanySearchFieldProps = {
  label: string
  name: string
  /** The company name in the form. */
  value: string
  onChange: (companyName: string) => void
  onBlur: () => void
  /** A company chosen from the register: fills the name and the number. */
  onChoose: (company: Company) => void
  errors: string[]
  required?: boolean
  readOnly?: boolean
}

export const CompanySearchField = ({
  label,
  name,
  value,
  onChange,
  onBlur,
  onChoose,
  errors,
  required,
  readOnly,
}: CompanySearchFieldProps) => {
  const id = useId()
  const ids = { control: `${id}-input`, label: `${id}-label`, helperText: `${id}-helper`, errorText: `${id}-error` }
  const [open, setOpen] = useState(false)
  // Only what the person types is searched: a name filled in from a record is not a question to the register.
  const [query, setQuery] = useState('')
  const term = useDebounced(query.trim(), COMPANY_SEARCH_DEBOUNCE_MS)
  const searchable = isSearchableTerm(term)
  const search = useCompanySearch(searchable ? term : '')
  const waiting = query.trim() !== term || (searchable && search.isFetching)
  const companies = searchable ? search.data?.items : undefined
  const collection = useMemo(
    () =>
      createListCollection<Company>({
        items: companies ?? [],
        itemToValue: (company) => company.company_number,
        itemToString: (company) => company.company_name,
      }),
    [companies],
  )
  const demonstration = searchable && search.data?.source === 'demonstration'
  const showList = open && query.trim().length >= COMPANY_SEARCH_MIN_LENGTH && !readOnly

  return (
    <Field.Root ids={ids} invalid={errors.length > 0} required={required} readOnly={readOnly}>
      <Combobox.Root
        collection={collection}
        inputValue={value}
        value={[]}
        open={showList}
        onOpenChange={({ open: next }) => setOpen(next)}
        onInputValueChange={({ inputValue, reason }) => {
          // Choosing a company fills the field through onChoose; only typing changes it here.
          if (reason !== 'input-change') return
          setQuery(inputValue)
          onChange(inputValue)
        }}
        onValueChange={({ items }) => {
          const company = items[0]
          if (!company) return
          setQuery('')
          onChoose(company)
        }}
        allowCustomValue
        selectionBehavior="preserve"
        positioning={{ sameWidth: true }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      >
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Combobox.Control className={css({ position: 'relative' })}>
          <Combobox.Input
            name={name}
            autoComplete="off"
            onBlur={onBlur}
            aria-describedby={errors.length > 0 ? `${ids.helperText} ${ids.errorText}` : ids.helperText}
            className={input()}
          />
          {waiting && query.trim().length >= COMPANY_SEARCH_MIN_LENGTH && (
            <span className={css({ position: 'absolute', insetEnd: '3', top: '50%', transform: 'translateY(-50%)' })}>
              <Spinner size="sm" />
            </span>
          )}
        </Combobox.Control>
        <Field.HelperText>
          {demonstration
            ? DEMONSTRATION_NOTE
            : 'Type at least 3 letters of the name, or the company number, to search the companies register.'}
        </Field.HelperText>
        {errors.map((message) => (
          <Field.ErrorText key={message}>{message}</Field.ErrorText>
        ))}
        <Portal>
          <Combobox.Positioner className={css({ zIndex: 1500 })}>
            <Combobox.Content
              aria-label={isCompanyNumberSearch(term) ? 'Companies with this number' : 'Companies with this name'}
              className={css({
                bg: 'bg.surface',
                borderWidth: '1px',
                borderStyle: 'solid',
                borderColor: 'border.default',
                borderRadius: 'md',
                boxShadow: 'overlay',
                maxHeight: '18rem',
                overflowY: 'auto',
                py: '1',
                _focusVisible: { outline: 'none' },
              })}
            >
              {waiting ? (
                <Combobox.Empty className={emptyText}>Searching the companies register…</Combobox.Empty>
              ) : searchable && search.isError ? (
                <Combobox.Empty className={emptyText}>
                  The companies register could not be searched. Type the company name and number yourself.
                </Combobox.Empty>
              ) : (
                <Combobox.Empty className={emptyText}>{NO_COMPANIES_FOUND}</Combobox.Empty>
              )}
              <Combobox.ItemGroup>
                {demonstration && collection.size > 0 && (
                  <Combobox.ItemGroupLabel className={groupLabel}>
                    Demonstration register: made-up companies
                  </Combobox.ItemGroupLabel>
                )}
                {collection.items.map((company) => (
                  <Combobox.Item
                    key={company.company_number}
                    item={company}
                    className={css({
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: '3',
                      px: '3',
                      py: '2',
                      cursor: 'pointer',
                      _highlighted: { bg: 'accent.subtle' },
                    })}
                  >
                    <Combobox.ItemText>{company.company_name}</Combobox.ItemText>
                    <span className={css({ color: 'fg.muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>
                      {company.company_number}
                      {demonstration && <span className={css({ srOnly: true })}> (demonstration data)</span>}
                    </span>
                  </Combobox.Item>
                ))}
              </Combobox.ItemGroup>
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Field.Root>
  )
}

const emptyText = cx(css({ px: '3', py: '2', color: 'fg.muted', fontSize: 'sm' }))
const groupLabel = css({
  px: '3',
  py: '1.5',
  fontSize: 'xs',
  fontWeight: '600',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: 'warning.text',
  bg: 'warning.subtle',
})
