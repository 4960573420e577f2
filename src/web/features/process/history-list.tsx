// An engagement's history as a list: every event with its step, UK time, event and reason, the status it moved
// from and to, who fired it with their roles, and its hash. A step opens the transition it took on the diagram; a
// fact recorded beside the transitions (an export of the record, a change of details) says so, in plain words.

import { useMemo } from 'react'
import { trailFactOf } from '#domain/engagement-trail-facts'
import { css } from '../../../../styled-system/css'
import { DataTable, type ListColumn } from '../../ui/data-table'
import type { AuditEvent, ChainCheck } from './api/get-engagement-audit'
import { formatUkDateTime } from './format-time'
import type { MachinePath } from './history-path'
import type { DiagramSelection } from './selection'

type HistoryListProps = {
  readonly events: readonly AuditEvent[]
  readonly chain: ChainCheck
  readonly path: MachinePath
  readonly initialStateId: string | null
  readonly onSelect: (selection: DiagramSelection) => void
}

/**
 * Selects on the diagram and moves focus there, so the panel and the highlighted element are in view. In the
 * overview a transition may be drawn by an entry that stands for several, or folded into its state: each drawn part
 * lists the transitions it stands for.
 */
const showOnDiagram = (selection: DiagramSelection, onSelect: (selection: DiagramSelection) => void) => {
  onSelect(selection)
  const element =
    selection.kind === 'state'
      ? document.querySelector<SVGGElement>(`[data-state-id="${CSS.escape(selection.id)}"]`)
      : [...document.querySelectorAll<SVGGElement>('[data-transition-ids]')].find((part) =>
          part.dataset.transitionIds?.split('|').includes(selection.id),
        )
  element?.focus()
}

/** An event with what the path makes of it: the step it is, what it opens on the diagram, whether it verifies. */
type HistoryRow = {
  readonly event: AuditEvent
  readonly step: MachinePath['steps'][number] | undefined
  readonly target: DiagramSelection | null
  readonly broken: boolean
  readonly brokenHere: boolean
}

const muted = css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })

const columnsOf = (onSelect: (selection: DiagramSelection) => void): ListColumn<HistoryRow>[] => [
  {
    id: 'step',
    header: 'Step',
    cell: ({ row }) => (
      <span className={css({ fontWeight: '700', fontVariantNumeric: 'tabular-nums' })}>{row.original.event.seq}</span>
    ),
  },
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => (
      <time dateTime={row.original.event.occurredAt} className={css({ whiteSpace: 'nowrap' })}>
        {formatUkDateTime(row.original.event.occurredAt)}
      </time>
    ),
  },
  {
    id: 'event',
    header: 'Event and reason',
    cell: ({ row }) => {
      const { event, step, target } = row.original
      const description = event.description ?? (step?.initial ? 'The engagement is created' : null)
      return (
        <>
          {target ? (
            <button
              type="button"
              onClick={() => showOnDiagram(target, onSelect)}
              className={eventButton}
              aria-label={`${event.eventType}: show step ${event.seq} on the diagram`}
            >
              {event.eventType}
            </button>
          ) : (
            <code className={css({ fontWeight: '600' })}>{event.eventType}</code>
          )}
          {description && <span className={muted}>{description}</span>}
          {!step?.initial &&
            !step?.transitionId &&
            (trailFactOf(event.eventType) ? (
              <span data-fact="" className={muted}>
                Recorded on the trail; the status did not change
              </span>
            ) : (
              <span className={css({ display: 'block', color: 'warning.text', fontSize: 'sm' })}>
                Not a transition of the engagement machine
              </span>
            ))}
        </>
      )
    },
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const { event } = row.original
      return (
        <span className={css({ whiteSpace: 'nowrap' })}>
          {event.fromStatus ?? (event.fromState === null ? '—' : 'None')} →{' '}
          <strong>{event.toStatus ?? 'Deleted'}</strong>
        </span>
      )
    },
  },
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => {
      const { actor } = row.original.event
      return (
        <>
          {actor.name}
          {actor.roles.length > 0 && <span className={muted}>{actor.roles.join(', ')}</span>}
        </>
      )
    },
  },
  {
    id: 'hash',
    header: 'Hash',
    cell: ({ row }) => (
      <>
        <code title={row.original.event.hash} className={css({ fontSize: 'xs' })}>
          {row.original.event.hash.slice(0, 12)}…
        </code>
        {row.original.brokenHere && (
          <span className={css({ display: 'block', color: 'danger.text', fontSize: 'sm', fontWeight: '700' })}>
            Does not verify
          </span>
        )}
      </>
    ),
  },
]

export const HistoryList = ({ events, chain, path, initialStateId, onSelect }: HistoryListProps) => {
  const columns = useMemo(() => columnsOf(onSelect), [onSelect])
  const stepBySeq = new Map(path.steps.map((step) => [step.seq, step]))
  const brokenFrom = chain.intact ? null : chain.brokenAtSeq
  const rows = events.map((event): HistoryRow => {
    const step = stepBySeq.get(event.seq)
    const target: DiagramSelection | null = step?.transitionId
      ? { kind: 'transition', id: step.transitionId }
      : step?.initial && initialStateId
        ? { kind: 'state', id: initialStateId }
        : null
    const broken = brokenFrom !== null && event.seq >= brokenFrom
    return { event, step, target, broken, brokenHere: broken && event.seq === brokenFrom }
  })
  return (
    <section aria-labelledby="history-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="history-heading" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        History ({events.length} {events.length === 1 ? 'event' : 'events'})
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        Times are UK time. Select an event to see the transition it took on the diagram.
      </p>
      <DataTable
        caption="History"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.event.seq)}
        rowAttributes={(row) => ({
          'data-seq': row.event.seq,
          'data-broken': row.broken ? 'true' : undefined,
          'data-tone': row.broken ? 'danger' : undefined,
        })}
        empty="No events are recorded for this engagement."
      />
    </section>
  )
}

const eventButton = css({
  fontFamily: 'mono',
  fontWeight: '600',
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { textDecorationThickness: '2px' },
})
