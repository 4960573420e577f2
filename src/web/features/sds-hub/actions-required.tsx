// "Actions required" (rule sds-hub.screen): one card per engagement that asks something of the contractor,
// with its action (Complete Questions or View SDS) and Archive; archived cards only with "Show archived actions".
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { SdsHubRow } from '#domain/contractor-portal'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { formatDay } from '../../ui/format-date'
import { Spinner } from '../../ui/spinner'
import { Switch } from '../../ui/switch'
import { useHubActions } from './api/get-hub-actions'
import { HubArchiveButton } from './hub-archive-button'
import { archivedBadge, area, areaHeader, areaTitle, emptyText } from './hub-styles'
import { HUB_ACTION_LABELS, HUB_TEXTS, hubActionTarget } from './hub-view'

export const ActionsRequired = () => {
  const [showArchived, setShowArchived] = useState(false)
  const actions = useHubActions(showArchived)
  const rows = actions.data
  return (
    <section aria-labelledby="hub-actions" className={area}>
      <div className={areaHeader}>
        <h2 id="hub-actions" className={areaTitle}>
          Actions required
        </h2>
        <Switch checked={showArchived} onCheckedChange={setShowArchived}>
          Show archived actions
        </Switch>
      </div>
      {actions.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          Your actions could not be loaded. Reload the page to try again.
        </p>
      ) : rows === undefined ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p role="status" className={emptyText}>
          {showArchived ? HUB_TEXTS.noArchivedActions : HUB_TEXTS.noActions}
        </p>
      ) : (
        <ul className={cards}>
          {rows.map((row) => (
            <ActionCard key={row.engagement_id} row={row} />
          ))}
        </ul>
      )}
    </section>
  )
}

const ActionCard = ({ row }: { row: SdsHubRow }) => {
  const headingId = `hub-action-${row.engagement_id}`
  return (
    <li aria-labelledby={headingId} data-archived={row.archived || undefined} className={actionCard}>
      <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700', overflowWrap: 'anywhere' })}>
        {row.engagement_name}
        {row.archived && <span className={archivedBadge}>Archived</span>}
      </h3>
      <dl className={facts}>
        <div>
          <dt>Organisation</dt>
          <dd>{row.organisation}</dd>
        </div>
        <div>
          <dt>End client</dt>
          <dd>{row.end_client ?? 'None'}</dd>
        </div>
        <div>
          <dt>Start date</dt>
          <dd>{row.start_date ? formatDay(row.start_date) : 'Not set'}</dd>
        </div>
      </dl>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto' })}>
        {row.action && (
          <Link {...hubActionTarget(row.action, row.engagement_id)} className={buttonStyles({ size: 'sm' })}>
            {HUB_ACTION_LABELS[row.action]}
            <span className={css({ srOnly: true })}> for {row.engagement_name}</span>
          </Link>
        )}
        <HubArchiveButton row={row} name={row.engagement_name} />
      </div>
    </li>
  )
}

const cards = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: '4',
  listStyle: 'none',
  p: '0',
  m: '0',
})
const actionCard = cx(
  card(),
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    '&[data-archived]': { bg: 'bg.subtle' },
  }),
)
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
  '& > div': { display: 'contents' },
  '& dt': { color: 'fg.muted', fontWeight: '600' },
  '& dd': { overflowWrap: 'anywhere' },
})
