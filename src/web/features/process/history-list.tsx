// An engagement's history as a list: every event with its step, UK time, event and reason, the status it moved
// from and to, who fired it with their roles, and its hash. A step opens the transition it took on the diagram; a
// fact recorded beside the transitions (an export of the record, a change of details) says so, in plain words.
import { trailFactOf } from '#domain/engagement-trail'
import { css, cx } from '../../../../styled-system/css'
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

export const HistoryList = ({ events, chain, path, initialStateId, onSelect }: HistoryListProps) => {
  const stepBySeq = new Map(path.steps.map((step) => [step.seq, step]))
  const brokenFrom = chain.intact ? null : chain.brokenAtSeq
  return (
    <section aria-labelledby="history-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="history-heading" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        History ({events.length} {events.length === 1 ? 'event' : 'events'})
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        Times are UK time. Select an event to see the transition it took on the diagram.
      </p>
      <div
        className={css({
          overflowX: 'auto',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border.default',
          bg: 'bg.surface',
        })}
      >
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">When</th>
              <th scope="col">Event and reason</th>
              <th scope="col">Status</th>
              <th scope="col">Who</th>
              <th scope="col">Hash</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => {
              const step = stepBySeq.get(event.seq)
              const target: DiagramSelection | null = step?.transitionId
                ? { kind: 'transition', id: step.transitionId }
                : step?.initial && initialStateId
                  ? { kind: 'state', id: initialStateId }
                  : null
              const broken = brokenFrom !== null && event.seq >= brokenFrom
              return (
                <tr
                  key={event.seq}
                  data-seq={event.seq}
                  data-broken={broken || undefined}
                  className={cx(broken && brokenRow)}
                >
                  <td className={css({ fontWeight: '700', fontVariantNumeric: 'tabular-nums' })}>{event.seq}</td>
                  <td className={css({ whiteSpace: 'nowrap' })}>
                    <time dateTime={event.occurredAt}>{formatUkDateTime(event.occurredAt)}</time>
                  </td>
                  <td>
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
                    {(event.description ?? (step?.initial ? 'The engagement is created' : null)) && (
                      <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                        {event.description ?? 'The engagement is created'}
                      </span>
                    )}
                    {!step?.initial &&
                      !step?.transitionId &&
                      (trailFactOf(event.eventType) ? (
                        <span data-fact="" className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                          Recorded on the trail; the status did not change
                        </span>
                      ) : (
                        <span className={css({ display: 'block', color: 'warning.text', fontSize: 'sm' })}>
                          Not a transition of the engagement machine
                        </span>
                      ))}
                  </td>
                  <td className={css({ whiteSpace: 'nowrap' })}>
                    {event.fromStatus ?? (event.fromState === null ? '—' : 'None')} →{' '}
                    <strong>{event.toStatus ?? 'Deleted'}</strong>
                  </td>
                  <td>
                    {event.actor.name}
                    {event.actor.roles.length > 0 && (
                      <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                        {event.actor.roles.join(', ')}
                      </span>
                    )}
                  </td>
                  <td>
                    <code title={event.hash} className={css({ fontSize: 'xs' })}>
                      {event.hash.slice(0, 12)}…
                    </code>
                    {broken && event.seq === brokenFrom && (
                      <span
                        className={css({ display: 'block', color: 'danger.text', fontSize: 'sm', fontWeight: '700' })}
                      >
                        Does not verify
                      </span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'start',
    fontWeight: '700',
    color: 'fg.muted',
    bg: 'bg.subtle',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
  },
  '& td': {
    px: '3',
    py: '2.5',
    verticalAlign: 'top',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
  },
  '& tbody tr:last-child td': { borderBottomWidth: '0' },
})

const brokenRow = css({ bg: 'danger.subtle' })

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
