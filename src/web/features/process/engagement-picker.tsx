// Choosing whose history to show: the engagements this person can see, searchable by name, with their status.
// The choice goes in the URL (?engagement={id}), so the history survives a reload and can be shared.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import * as Field from '../../ui/field'
import { Spinner } from '../../ui/spinner'
import { useDebounced } from '../../ui/use-debounced'
import { ENGAGEMENT_PAGE_SIZE, useEngagements } from './api/get-engagements'
import { formatUkDateTime } from './format-time'

export const EngagementPicker = () => {
  const [search, setSearch] = useState('')
  const [includeArchived, setIncludeArchived] = useState(false)
  const [page, setPage] = useState(1)
  const settledSearch = useDebounced(search, 250)
  const { data, isPending, isError, isPlaceholderData } = useEngagements({
    search: settledSearch,
    page,
    includeArchived,
  })
  const pages = data?.pages ?? 0

  return (
    <section
      aria-labelledby="engagement-picker-heading"
      className={`${card({ padding: 'md' })} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="engagement-picker-heading" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          Engagement history
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          Choose an engagement to see every transition it took, by whom, when and why, drawn as its path on the diagram.
        </p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4' })}>
        <Field.Root className={css({ maxWidth: '24rem' })}>
          <Field.Label>Search engagements by name</Field.Label>
          <Field.Input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
          />
        </Field.Root>
        <Checkbox
          checked={includeArchived}
          onCheckedChange={({ checked }) => {
            setIncludeArchived(checked === true)
            setPage(1)
          }}
          className={css({ pb: '2.5' })}
        >
          Include archived
        </Checkbox>
      </div>
      <div aria-live="polite" aria-busy={isPending || isPlaceholderData}>
        {isPending ? (
          <p className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <Spinner size="sm" /> Loading engagements…
          </p>
        ) : isError ? (
          <p className={css({ color: 'danger.text' })}>The engagements could not be loaded.</p>
        ) : data.items.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>
            {settledSearch.trim()
              ? `No engagement you can see matches “${settledSearch.trim()}”.`
              : 'You can see no engagements.'}
          </p>
        ) : (
          <>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
              {data.count} {data.count === 1 ? 'engagement' : 'engagements'}
              {pages > 1 ? `, page ${page} of ${pages}` : ''}
            </p>
            <ul aria-label="Engagements" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {data.items.map((engagement) => (
                <li key={engagement.id}>
                  <Link
                    to="/process/engagement"
                    search={{ engagement: engagement.id }}
                    className={pickerItem}
                    data-engagement-id={engagement.id}
                  >
                    <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 })}>
                      <span className={css({ fontWeight: '600', color: 'accent.text', textDecoration: 'underline' })}>
                        {engagement.name}
                      </span>
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                        {[engagement.organisation, `updated ${formatUkDateTime(engagement.updatedAt)}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    <span
                      className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', justifyContent: 'flex-end' })}
                    >
                      {engagement.archived && <span className={cx(pill, css({ bg: 'bg.subtle' }))}>Archived</span>}
                      <span className={cx(pill, css({ bg: 'accent.subtle', color: 'accent.text' }))}>
                        {engagement.status ?? 'No status'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label="Engagement pages" className={css({ display: 'flex', gap: '2' })}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Showing up to {ENGAGEMENT_PAGE_SIZE} a page, most recently updated first.
      </p>
    </section>
  )
}

const pickerItem = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  textDecoration: 'none',
  color: 'fg.default',
  _hover: { bg: 'accent.subtle', borderColor: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})

const pill = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '600',
  whiteSpace: 'nowrap',
})
