// The organisation tree of the settings screens (rules org.list,
// org.settings): roots from the selector, children loaded 10 at a time on an arrow click with "Load more",
// and a search from 3 characters. Nested lists of links and disclosure buttons, so Tab and Enter reach all.
import { type ReactNode, useId, useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { input, orgTree } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { ChevronRightIcon, SearchIcon } from '../../ui/icons'
import { inputAdornment } from '../../ui/input-adornment'
import { SEARCH_DEBOUNCE_MS } from '../../ui/list-state'
import { Spinner } from '../../ui/spinner'
import { useDebounced } from '../../ui/use-debounced'
import { useChildren } from './api/get-children'
import { SEARCH_MIN_LENGTH, useOrganisationSearch } from './api/search'

export const NO_CHILDREN_TEXT = 'This client has no records to display.'
export const NO_SEARCH_RESULTS_TEXT = 'No results'

export type TreeRoot = { id: string; name: string }
export type TreeGroup = { title?: string; nodes: readonly TreeRoot[] }

type LinkRenderer = (node: TreeRoot, props: { className: string; current: boolean }) => ReactNode

type OrganisationTreeProps = {
  label: string
  groups: readonly TreeGroup[]
  renderLink: LinkRenderer
  currentId?: string
  /** What the tree says when there is no organisation at all. */
  empty: ReactNode
}

export const OrganisationTree = ({ label, groups, renderLink, currentId, empty }: OrganisationTreeProps) => {
  const styles = orgTree()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const term = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS)
  const searching = term.length >= SEARCH_MIN_LENGTH
  const hasNodes = groups.some((group) => group.nodes.length > 0)
  return (
    <nav aria-label={label} className={styles.root}>
      {hasNodes && (
        <div className={css({ position: 'relative' })}>
          <label htmlFor={searchId} className={css({ srOnly: true })}>
            Search organisations
          </label>
          <SearchIcon size={18} className={inputAdornment} />
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search organisations"
            className={cx(input(), css({ ps: '10', fontSize: 'sm' }))}
          />
        </div>
      )}
      {!hasNodes ? (
        empty
      ) : searching ? (
        <SearchResults term={term} renderLink={renderLink} currentId={currentId} styles={styles} />
      ) : (
        groups.map((group, index) =>
          group.nodes.length === 0 ? null : (
            <section key={group.title ?? index} aria-label={group.title} className={styles.root}>
              {group.title && <h2 className={styles.heading}>{group.title}</h2>}
              <ul className={styles.list}>
                {group.nodes.map((node) => (
                  <TreeNode key={node.id} node={node} renderLink={renderLink} currentId={currentId} styles={styles} />
                ))}
              </ul>
            </section>
          ),
        )
      )}
    </nav>
  )
}

type NodeProps = {
  node: TreeRoot
  renderLink: LinkRenderer
  currentId: string | undefined
  styles: ReturnType<typeof orgTree>
}

const TreeNode = ({ node, renderLink, currentId, styles }: NodeProps) => {
  const [expanded, setExpanded] = useState(false)
  const current = node.id === currentId
  return (
    <li className={styles.item}>
      <div className={styles.control} data-current={current}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronRightIcon size={16} />
        </button>
        {renderLink(node, { className: styles.name, current })}
      </div>
      {expanded && <Children parentId={node.id} renderLink={renderLink} currentId={currentId} styles={styles} />}
    </li>
  )
}

const Children = ({ parentId, renderLink, currentId, styles }: Omit<NodeProps, 'node'> & { parentId: string }) => {
  const children = useChildren(parentId, true)
  if (children.isPending) return <Spinner size="sm" className={css({ ms: '10', my: '2' })} />
  if (children.isError)
    return (
      <p role="alert" className={styles.note}>
        The clients of this organisation could not be loaded.
      </p>
    )
  const nodes = children.data.pages.flatMap((page) => page.items)
  if (nodes.length === 0) return <p className={styles.note}>{NO_CHILDREN_TEXT}</p>
  return (
    <ul className={styles.list}>
      {nodes.map((child) => (
        <TreeNode key={child.id} node={child} renderLink={renderLink} currentId={currentId} styles={styles} />
      ))}
      {children.hasNextPage && (
        <li className={styles.more}>
          <Button
            variant="ghost"
            size="sm"
            loading={children.isFetchingNextPage}
            onClick={() => void children.fetchNextPage()}
          >
            Load more
          </Button>
        </li>
      )}
    </ul>
  )
}

const SearchResults = ({ term, renderLink, currentId, styles }: Omit<NodeProps, 'node'> & { term: string }) => {
  const search = useOrganisationSearch(term)
  if (!search.data) return <Spinner size="sm" className={css({ my: '2' })} />
  if (search.data.length === 0)
    return (
      <p role="status" className={cx(styles.note, css({ ps: '0' }))}>
        {NO_SEARCH_RESULTS_TEXT}
      </p>
    )
  return (
    <section aria-label="Search results">
      <ul className={styles.list}>
        {search.data.map((hit) => (
          <li key={hit.id} className={styles.item}>
            <div className={styles.control} data-current={hit.id === currentId}>
              <span className={styles.spacer} />
              <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0', flex: '1' })}>
                {renderLink(hit, { className: styles.name, current: hit.id === currentId })}
                {hit.parentName && (
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>in {hit.parentName}</span>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
