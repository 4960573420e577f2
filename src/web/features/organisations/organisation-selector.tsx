// The top-left organisation selector (rule org.selector). The header paints its trigger at once, with the
// selected organisation's name; the popover that chooses another (and the positioning library under it) loads
// just after the first paint, and a press before it arrives opens it once it has.
import { Suspense, useMemo } from 'react'
import { css } from '../../../../styled-system/css'
import { BuildingIcon, ChevronDownIcon } from '../../ui/icons'
import { lazyNamed } from '../../ui/lazy'
import { Spinner } from '../../ui/spinner'
import { useOrganisationName } from './api/organisation'
import { allChoices, useOrganisationChoices } from './api/selector'
import type { SelectorProps } from './organisation-selector-popover'

export const SELECT_PLACEHOLDER = 'Please select an organisation'
export const SEARCH_PLACEHOLDER = 'Please start typing to search for an organisation'
export const NO_OPTIONS_TEXT = 'No options available'
export const NO_RESULTS_TEXT = 'No results found'
/** The organisation searches wait this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300

const Popover = lazyNamed(() => import('./organisation-selector-popover'), 'OrganisationSelectorPopover')

export const OrganisationSelector = (props: SelectorProps) => {
  const name = useSelectedOrganisationName(props.selectedId)
  const busy = props.busy ?? false
  const waiting = (
    <button
      type="button"
      className={selectorTrigger}
      disabled={busy}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => props.onOpenChange(true)}
    >
      <SelectorTriggerContent busy={busy} name={name} />
    </button>
  )
  return (
    <Suspense fallback={waiting}>
      <Popover {...props} />
    </Suspense>
  )
}

/** The selected organisation's name: from the selector's tree, or asked for when the tree does not hold it. */
export const useSelectedOrganisationName = (selectedId: string | null) => {
  const choices = useOrganisationChoices(true)
  const known = useMemo(() => (choices.data ? allChoices(choices.data) : []), [choices.data])
  const selectedInTree = known.find((node) => node.id === selectedId)
  const fallbackName = useOrganisationName(selectedId, choices.isSuccess && !selectedInTree)
  return selectedInTree?.name ?? fallbackName.data ?? null
}

/** What the trigger shows: the organisation worked in (or the prompt to choose one), named for screen readers. */
export const SelectorTriggerContent = ({ busy, name }: { busy: boolean; name: string | null }) => (
  <>
    {busy ? <Spinner size="sm" /> : <BuildingIcon size={18} />}
    <span className={css({ srOnly: true })}>Organisation: </span>
    <span className={css({ flex: '1', textAlign: 'start', truncate: true })}>{name ?? SELECT_PLACEHOLDER}</span>
    <ChevronDownIcon size={18} />
  </>
)

export const selectorTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '10',
  width: { base: '100%', sm: '18rem' },
  maxWidth: '22rem',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'navy.600',
  bg: 'header.raised',
  color: 'header.fg',
  fontSize: 'sm',
  fontWeight: '500',
  cursor: 'pointer',
  _hover: { bg: 'header.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'header.focus', outlineOffset: '2px' },
  _disabled: { cursor: 'progress', opacity: 0.8 },
})
