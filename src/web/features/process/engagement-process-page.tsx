// /process/engagement: the engagement lifecycle, and with ?engagement={id} that engagement's real history: the
// list of every transition with who, when, from, to and why, its path on the diagram with the current state
// marked, and the check that its hash chain is intact. Replaces the spec's sample-only "Assessment log" tab.
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { MACHINES } from '#machines/index'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { type EngagementAudit, isEngagementId, useEngagementAudit } from './api/get-engagement-audit'
import { machinePathOf } from './history-path'
import { machineGraphOf, stateOf } from './machine-graph'
import { MachineScreen } from './machine-screen'
import type { DiagramSelection } from './selection'

/** The chain check, download and history list, loaded by the route's loader beside the engagement's audit. */
export const historyParts = loadedOnce(() => import('./engagement-history-parts'))

/** The engagement picker (its search field and checkbox), loaded by the route's loader when the page shows it. */
export const pickerPart = loadedOnce(() => import('./engagement-picker'))

const ENGAGEMENT = MACHINES.find((entry) => entry.id === 'engagement')!

export const EngagementProcessPage = ({ engagementId }: { engagementId: string | null }) =>
  engagementId === null ? (
    <EngagementScreen audit={null} />
  ) : isEngagementId(engagementId) ? (
    <WithHistory key={engagementId} engagementId={engagementId} />
  ) : (
    <EngagementScreen audit={null} unavailable />
  )

const WithHistory = ({ engagementId }: { engagementId: string }) => {
  const { data: audit } = useEngagementAudit(engagementId)
  // The loader waited for these with the audit; were they still on their way, the frame and diagram show first.
  const parts = historyParts.useLoaded()
  return audit ? <EngagementScreen audit={audit} parts={parts} /> : <EngagementScreen audit={null} unavailable />
}

type HistoryParts = typeof import('./engagement-history-parts')

type EngagementScreenProps = { audit: EngagementAudit | null; parts?: HistoryParts | null; unavailable?: boolean }

const EngagementScreen = ({ audit, parts = null, unavailable = false }: EngagementScreenProps) => {
  const graph = useMemo(() => machineGraphOf(ENGAGEMENT.machine), [])
  const [selection, setSelection] = useState<DiagramSelection | null>(null)
  const path = useMemo(
    () => (audit ? machinePathOf(graph, audit.events, audit.engagement.value) : null),
    [graph, audit],
  )
  const picker = pickerPart.useLoaded()
  const initialStateId = stateOf(graph, graph.rootId)?.initialId ?? null
  return (
    <MachineScreen
      entry={ENGAGEMENT}
      selection={selection}
      onSelect={setSelection}
      path={path}
      before={
        audit ? (
          <section
            aria-labelledby="engagement-heading"
            data-engagement-id={audit.engagement.id}
            className={`${card({ padding: 'md' })} ${css({ display: 'flex', flexDirection: 'column', gap: '3' })}`}
          >
            <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3' })}>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '600' })}>Engagement history</p>
                <h2 id="engagement-heading" className={css({ fontSize: 'xl', fontWeight: '700' })}>
                  {audit.engagement.name}
                </h2>
                <p>
                  Now <strong>{audit.engagement.status ?? 'deleted'}</strong>
                  {audit.engagement.archived ? ' (archived)' : ''}; its path is highlighted on the diagram below,
                  numbered by step.
                </p>
              </div>
              <Link to="/process/engagement" search={{}} className={`${link()} ${css({ alignSelf: 'flex-start' })}`}>
                Choose another engagement
              </Link>
            </div>
            {parts && <parts.ChainCheck chain={audit.chain} />}
            {parts && <parts.DownloadRecordButton engagementId={audit.engagement.id} />}
          </section>
        ) : (
          <>
            {unavailable && (
              <p
                role="alert"
                className={css({
                  bg: 'warning.subtle',
                  color: 'warning.text',
                  borderRadius: 'md',
                  px: '4',
                  py: '3',
                  fontWeight: '600',
                })}
              >
                That engagement does not exist, or you cannot see it. Choose one from the list.
              </p>
            )}
            {picker && <picker.EngagementPicker />}
          </>
        )
      }
      after={
        audit && path && parts ? (
          <parts.HistoryList
            events={audit.events}
            chain={audit.chain}
            path={path}
            initialStateId={initialStateId}
            onSelect={setSelection}
          />
        ) : null
      }
    />
  )
}
