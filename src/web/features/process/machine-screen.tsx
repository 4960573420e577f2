// One machine's page: its title and description from the registry, the coverage the model tests prove, the
// JSON and Mermaid downloads, and the diagram (lazily loaded; the overview first, the exact machine on request)
// beside the details panel.
import { Link } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import type { RegisteredMachine } from '#machines/index'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { CoverageBadge } from './coverage-badge'
import { DetailsPanel } from './details-panel'
import type { DiagramView } from './diagram/layout'
import { downloadText } from './download'
import type { MachinePath } from './history-path'
import { machineJson } from './machine-export'
import { machineGraphOf, stateCount } from './machine-graph'
import { toMermaid } from './mermaid'
import type { DiagramSelection } from './selection'

// ELK and the SVG renderer live in their own chunk: no other page pays for them.
const StateDiagram = lazy(() => import('./diagram/state-diagram'))

type MachineScreenProps = {
  readonly entry: RegisteredMachine
  readonly selection: DiagramSelection | null
  readonly onSelect: (selection: DiagramSelection) => void
  readonly path?: MachinePath | null
  /** Shown between the header and the diagram (the engagement picker, the chain check). */
  readonly before?: ReactNode
  /** Shown under the diagram (an engagement's history list). */
  readonly after?: ReactNode
}

export const MachineScreen = ({ entry, selection, onSelect, path = null, before, after }: MachineScreenProps) => {
  const graph = useMemo(() => machineGraphOf(entry.machine), [entry])
  // The overview reads in plain words; the exact machine is one press away, above the diagram.
  const [view, setView] = useState<DiagramView>('overview')
  const downloadJson = () =>
    downloadText(`${entry.id}.machine.json`, `${JSON.stringify(machineJson(entry), null, 2)}\n`, 'application/json')
  const downloadMermaid = () =>
    downloadText(
      `${entry.id}.mmd`,
      toMermaid(entry.machine, { title: entry.title, description: entry.description }),
      'text/plain',
    )
  return (
    <Page
      title={entry.title}
      description={entry.description}
      actions={
        <>
          <Button variant="outline" onClick={downloadJson}>
            Download JSON
          </Button>
          <Button variant="outline" onClick={downloadMermaid}>
            Download Mermaid
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '-2' })}>
        <Link to="/process" className={link()}>
          All machines
        </Link>
        <span aria-hidden="true" className={css({ color: 'fg.muted' })}>
          ·
        </span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {stateCount(graph)} states, {graph.transitions.length} transitions; governs the {entry.governs} record
        </span>
        <CoverageBadge machineId={entry.id} />
      </div>
      {before}
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 21rem' },
          alignItems: 'start',
          // On wide screens the diagram takes more than the page's reading width: it is a canvas.
          xl: { marginInline: 'calc(50% - min(50vw - 2rem, 50rem))' },
        })}
      >
        <Suspense
          fallback={
            <div role="status" className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '16' })}>
              <Spinner />
              <span>Drawing the diagram…</span>
            </div>
          }
        >
          <StateDiagram
            graph={graph}
            title={entry.title}
            selection={selection}
            onSelect={onSelect}
            path={path}
            view={view}
            onViewChange={setView}
            mainPath={entry.mainPath}
          />
        </Suspense>
        <DetailsPanel graph={graph} selection={selection} onSelect={onSelect} path={path} />
      </div>
      {after}
    </Page>
  )
}
