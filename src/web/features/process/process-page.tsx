// /process: every machine of the process model, with what it governs, its size, and how much of it the walks through
// the portal verified.
// Each opens its diagram; the engagement lifecycle also opens any engagement's history on it.
import { Link } from '@tanstack/react-router'
import { MACHINES, type RegisteredMachine } from '#machines/index'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { COVERAGE_MEANING } from './coverage'
import { CoverageBadge } from './coverage-badge'
import { machineGraphOf, stateCount } from './machine-graph'
import { PROCESS_HEADING } from './process-heading'

export const ProcessPage = () => (
  <Page {...PROCESS_HEADING}>
    <p className={css({ color: 'fg.muted', maxWidth: '75ch' })}>{COVERAGE_MEANING}</p>
    <p className={`${card({ padding: 'md' })} ${css({ display: 'flex', flexDirection: 'column', gap: '1' })}`}>
      <strong>Auditing an engagement?</strong>
      <span>
        Open{' '}
        <Link to="/process/engagement" className={link()}>
          an engagement’s history
        </Link>{' '}
        to see every transition it took, by whom, when and why, drawn as its path on the engagement lifecycle, with a
        check that its audit trail has not been altered.
      </span>
    </p>
    <ul aria-label="Machines" className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '1fr 1fr' } })}>
      {MACHINES.map((entry) => (
        <MachineCard key={entry.id} entry={entry} />
      ))}
    </ul>
  </Page>
)

const MachineCard = ({ entry }: { entry: RegisteredMachine }) => {
  const graph = machineGraphOf(entry.machine)
  return (
    <li
      data-machine={entry.id}
      className={`${card({ padding: 'md' })} ${css({ display: 'flex', flexDirection: 'column', gap: '3' })}`}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: '700' })}>
        {entry.id === 'engagement' ? (
          <Link to="/process/engagement" className={link()}>
            {entry.title}
          </Link>
        ) : (
          <Link to="/process/$machineId" params={{ machineId: entry.id }} className={link()}>
            {entry.title}
          </Link>
        )}
      </h2>
      <p className={css({ color: 'fg.muted', flex: '1' })}>{entry.description}</p>
      <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm' })}>
        <Count term="States" value={stateCount(graph)} />
        <Count term="Transitions" value={graph.transitions.length} />
        <Count term="Governs" value={entry.governs} />
      </dl>
      <div>
        <CoverageBadge machineId={entry.id} />
      </div>
    </li>
  )
}

const Count = ({ term, value }: { term: string; value: number | string }) => (
  <div className={css({ display: 'flex', gap: '1.5' })}>
    <dt className={css({ color: 'fg.muted' })}>{term}</dt>
    <dd className={css({ fontWeight: '700' })}>{value}</dd>
  </div>
)
