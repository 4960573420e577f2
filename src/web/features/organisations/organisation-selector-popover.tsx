// The top-left organisation selector's popover (rule org.selector): "My clients" as a tree with expand and
// collapse, "Clients to whom I belong", and a search from 3 characters. It loads after the first paint: see
// organisation-selector.tsx.
import { Portal } from '@ark-ui/react/portal'
import { type CSSProperties, useId, useRef, useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { input } from '../../../../styled-system/recipes'
import { CheckIcon, ChevronDownIcon, ChevronRightIcon, SearchIcon } from '../../ui/icons'
import * as Popover from '../../ui/popover'
import { Spinner } from '../../ui/spinner'
import { useDebounced } from '../../ui/use-debounced'
import { SEARCH_MIN_LENGTH, useOrganisationSearch } from './api/search'
import { allChoices, type OrgNode, useOrganisationChoices } from './api/selector'
import {
  NO_OPTIONS_TEXT,
  NO_RESULTS_TEXT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PLACEHOLDER,
  SelectorTriggerContent,
  selectorTrigger,
  useSelectedOrganisationName,
} from './organisation-selector'

export type SelectorProps = {
  selectedId: string | null
  onSelect: (organisationId: string) => void
  open: boolean
  onOpenChange: (open: boolean) => void
  busy?: boolean
}

export const OrganisationSelectorPopover = ({
  selectedId,
  onSelect,
  open,
  onOpenChange,
  busy = false,
}: SelectorProps) => {
  const choices = useOrganisationChoices(true)
  const [query, setQuery] = useState('')
  const term = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS)
  const searching = query.trim().length >= SEARCH_MIN_LENGTH
  const search = useOrganisationSearch(term)
  const searchRef = useRef<HTMLInputElement>(null)
  const searchId = useId()

  const selectedName = useSelectedOrganisationName(selectedId)

  const choose = (organisationId: string) => {
    onOpenChange(false)
    setQuery('')
    if (organisationId !== selectedId) onSelect(organisationId)
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={({ open: next }) => onOpenChange(next)}
      positioning={{ placement: 'bottom-start', gutter: 6 }}
      initialFocusEl={() => searchRef.current}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger className={selectorTrigger} disabled={busy}>
        <SelectorTriggerContent busy={busy} name={selectedName} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label="Choose an organisation">
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <div className={css({ position: 'relative' })}>
                <label htmlFor={searchId} className={css({ srOnly: true })}>
                  Search for an organisation
                </label>
                <SearchIcon
                  size={18}
                  className={css({
                    position: 'absolute',
                    insetStart: '3',
                    top: '50%',
                    transform: 'translateY(-50%)',
                    color: 'fg.muted',
                  })}
                />
                <input
                  id={searchId}
                  ref={searchRef}
                  type="search"
                  autoComplete="off"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={SEARCH_PLACEHOLDER}
                  className={cx(input(), css({ ps: '10', fontSize: 'sm' }))}
                />
              </div>
              <div className={css({ maxHeight: 'min(60vh, 26rem)', overflowY: 'auto', mx: '-1', px: '1' })}>
                {searching ? (
                  <SearchResults
                    loading={search.isFetching && !search.data}
                    hits={search.data ?? []}
                    selectedId={selectedId}
                    onChoose={choose}
                  />
                ) : choices.isPending ? (
                  <Loading />
                ) : choices.data && allChoices(choices.data).length > 0 ? (
                  <>
                    <Group
                      title="My clients"
                      nodes={choices.data.parentOrgs}
                      selectedId={selectedId}
                      onChoose={choose}
                    />
                    <Group
                      title="Clients to whom I belong"
                      nodes={choices.data.childOrgs}
                      selectedId={selectedId}
                      onChoose={choose}
                    />
                  </>
                ) : (
                  <Empty text={NO_OPTIONS_TEXT} />
                )}
              </div>
            </div>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

const Loading = () => (
  <div className={css({ display: 'flex', justifyContent: 'center', py: '6' })}>
    <Spinner />
    <span className={css({ srOnly: true })}>Loading organisations</span>
  </div>
)

const Empty = ({ text }: { text: string }) => (
  <p role="status" className={css({ color: 'fg.muted', py: '4', px: '2', textAlign: 'center' })}>
    {text}
  </p>
)

const Group = ({
  title,
  nodes,
  selectedId,
  onChoose,
}: {
  title: string
  nodes: OrgNode[]
  selectedId: string | null
  onChoose: (id: string) => void
}) => {
  const headingId = useId()
  if (nodes.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={css({ '& + &': { mt: '3' } })}>
      <h2 id={headingId} className={groupHeading}>
        {title}
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column' })}>
        {nodes.map((node) => (
          <TreeNode key={node.id} node={node} depth={0} selectedId={selectedId} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  )
}

const containsId = (node: OrgNode, id: string | null): boolean =>
  id !== null && node.children.some((child) => child.id === id || containsId(child, id))

const TreeNode = ({
  node,
  depth,
  selectedId,
  onChoose,
}: {
  node: OrgNode
  depth: number
  selectedId: string | null
  onChoose: (id: string) => void
}) => {
  // The branch holding the selected organisation starts open, so the selection is in view.
  const [expanded, setExpanded] = useState(() => containsId(node, selectedId))
  const selected = node.id === selectedId
  const hasChildren = node.children.length > 0
  return (
    <li>
      <div className={row} style={{ '--depth': depth } as CSSProperties}>
        {hasChildren ? (
          <button
            type="button"
            className={toggle}
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
          </button>
        ) : (
          <span className={css({ width: '7', flexShrink: 0 })} />
        )}
        <button
          type="button"
          className={option}
          aria-current={selected ? 'true' : undefined}
          onClick={() => onChoose(node.id)}
        >
          <span className={css({ flex: '1', truncate: true })}>{node.name}</span>
          {selected && <CheckIcon size={16} />}
        </button>
      </div>
      {hasChildren && expanded && (
        <ul>
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} depth={depth + 1} selectedId={selectedId} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </li>
  )
}

const SearchResults = ({
  loading,
  hits,
  selectedId,
  onChoose,
}: {
  loading: boolean
  hits: { id: string; name: string; parentName: string | null }[]
  selectedId: string | null
  onChoose: (id: string) => void
}) => {
  if (loading) return <Loading />
  if (hits.length === 0) return <Empty text={NO_RESULTS_TEXT} />
  return (
    <section aria-label="Search results">
      <ul className={css({ display: 'flex', flexDirection: 'column' })}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <button
              type="button"
              className={option}
              aria-current={hit.id === selectedId ? 'true' : undefined}
              onClick={() => onChoose(hit.id)}
            >
              <span className={css({ flex: '1', display: 'flex', flexDirection: 'column', minWidth: '0' })}>
                <span className={css({ truncate: true })}>{hit.name}</span>
                {hit.parentName && (
                  <span className={css({ color: 'fg.muted', fontSize: 'xs', truncate: true })}>{hit.parentName}</span>
                )}
              </span>
              {hit.id === selectedId && <CheckIcon size={16} />}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

const groupHeading = css({
  fontSize: 'xs',
  fontWeight: '700',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'fg.muted',
  px: '2',
  py: '1.5',
})

const row = css({ display: 'flex', alignItems: 'center', gap: '1', ps: 'calc(var(--depth) * 1.25rem)' })

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '7',
  height: '7',
  flexShrink: 0,
  borderRadius: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
})

const option = css({
  flex: '1',
  minWidth: '0',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  textAlign: 'start',
  px: '2',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
  '&[aria-current=true]': { fontWeight: '700', color: 'accent.text', bg: 'accent.subtle' },
})
