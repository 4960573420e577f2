// The side panel beside a diagram: what the selected state or transition is, in the plain words of the machine's
// own `meta` (title, description, who may fire it, in full), the exact event, guard and actions beneath, and where
// an engagement's history touched it.
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { type MachinePath, stepsPhrase } from './history-path'
import {
  eventLabel,
  type GraphState,
  type GraphTransition,
  headlineOf,
  type MachineGraph,
  stateKindLabel,
  stateOf,
  stateTitleOf,
  staysPut,
  transitionOf,
} from './machine-graph'
import type { DiagramSelection } from './selection'

type DetailsPanelProps = {
  readonly graph: MachineGraph
  readonly selection: DiagramSelection | null
  readonly onSelect: (selection: DiagramSelection) => void
  readonly path?: MachinePath | null
}

const nameOf = stateTitleOf

export const DetailsPanel = ({ graph, selection, onSelect, path = null }: DetailsPanelProps) => {
  const state = selection?.kind === 'state' ? stateOf(graph, selection.id) : undefined
  const transition = selection?.kind === 'transition' ? transitionOf(graph, selection.id) : undefined
  return (
    <aside aria-labelledby="diagram-details-heading" className={`${card({ padding: 'md' })} ${panel}`}>
      <div aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {state ? (
          <StateDetails graph={graph} state={state} onSelect={onSelect} path={path} />
        ) : transition ? (
          <TransitionDetails graph={graph} transition={transition} onSelect={onSelect} path={path} />
        ) : (
          <Introduction hasPath={path !== null} />
        )}
      </div>
    </aside>
  )
}

const Introduction = ({ hasPath }: { hasPath: boolean }) => (
  <>
    <h2 id="diagram-details-heading" className={heading}>
      Details
    </h2>
    <p className={muted}>
      Select a state or a transition on the diagram (click it, or Tab to it and press Enter) to see its description, who
      may fire it, its guard and where it leads.
    </p>
    <ul className={legend}>
      <li>
        <strong>Boxes</strong> are states; a box inside another is a nested state; a double border marks a final state;
        the dot marks where the machine starts.
      </li>
      <li>
        <strong>Arrows</strong> are transitions. The overview says what happens in words and draws the usual journey in
        bold; a <strong>◇</strong> is where one action has several outcomes and the machine decides which. The exact
        machine labels each transition with its event and, in [brackets], its guard.
      </li>
      <li>
        <strong>↺</strong> inside a state: actions that stay in it and only record or change something (one line in the
        overview, a row each in the exact machine).
      </li>
      <li>Who may fire a transition is listed here, in full, when you select it.</li>
      {hasPath && (
        <li>
          <strong>Blue</strong> marks the engagement’s path: the states it entered and the transitions it took, each
          numbered by its step in the history; <strong>Now</strong> marks its current state.
        </li>
      )}
    </ul>
  </>
)

const StateDetails = ({
  graph,
  state,
  onSelect,
  path,
}: {
  graph: MachineGraph
  state: GraphState
  onSelect: (selection: DiagramSelection) => void
  path: MachinePath | null
}) => {
  const outgoing = state.transitionIds.flatMap((id) => transitionOf(graph, id) ?? [])
  const incoming = graph.transitions.filter((t) => t.targetIds.includes(state.id))
  const parent = state.parentId ? stateOf(graph, state.parentId) : undefined
  const seqs = path?.visited.get(state.id) ?? []
  const current = path?.current.includes(state.id) ?? false
  const kind = stateKindLabel(graph, state, 'The whole machine')
  return (
    <>
      <div>
        <p className={eyebrow}>{kind}</p>
        <h2 id="diagram-details-heading" className={heading}>
          {nameOf(graph, state.id)}
        </h2>
      </div>
      {state.description && <p>{state.description}</p>}
      {path && (current || seqs.length > 0) && (
        <p className={pathNote}>
          {current ? 'The engagement is in this state now. ' : ''}
          {seqs.length ? `Entered at ${stepsPhrase(seqs)}.` : ''}
        </p>
      )}
      <dl className={facts}>
        <Fact term="State id">
          <code className={code}>{state.id}</code>
        </Fact>
        {parent && (
          <Fact term="Inside">
            <SelectButton onClick={() => onSelect({ kind: 'state', id: parent.id })}>
              {nameOf(graph, parent.id)}
            </SelectButton>
          </Fact>
        )}
        {state.initialId && (
          <Fact term="Starts in">
            <SelectButton onClick={() => onSelect({ kind: 'state', id: state.initialId! })}>
              {nameOf(graph, state.initialId)}
            </SelectButton>
          </Fact>
        )}
      </dl>
      <TransitionList
        title={`Transitions from ${nameOf(graph, state.id)} (${outgoing.length})`}
        graph={graph}
        transitions={outgoing}
        onSelect={onSelect}
        empty={state.kind === 'final' ? 'None: the machine stops here.' : 'None of its own.'}
      />
      {state.id !== graph.rootId && (
        <TransitionList
          title={`Transitions into ${nameOf(graph, state.id)} (${incoming.length})`}
          graph={graph}
          transitions={incoming}
          onSelect={onSelect}
          showSource
          empty="None: it is entered as an initial state only."
        />
      )}
    </>
  )
}

const TransitionDetails = ({
  graph,
  transition,
  onSelect,
  path,
}: {
  graph: MachineGraph
  transition: GraphTransition
  onSelect: (selection: DiagramSelection) => void
  path: MachinePath | null
}) => {
  const seqs = path?.taken.get(transition.id) ?? []
  const earlierGuarded = transition.candidate > 0
  return (
    <>
      <div>
        <p className={eyebrow}>Transition</p>
        <h2 id="diagram-details-heading" className={`${heading} ${css({ wordBreak: 'break-word' })}`}>
          {headlineOf(transition)}
        </h2>
      </div>
      {transition.description && <p>{transition.description}</p>}
      {path && seqs.length > 0 && (
        <p className={pathNote}>The engagement took this transition at {stepsPhrase(seqs)}.</p>
      )}
      <dl className={facts}>
        <Fact term="From">
          <SelectButton onClick={() => onSelect({ kind: 'state', id: transition.sourceId })}>
            {nameOf(graph, transition.sourceId)}
          </SelectButton>
        </Fact>
        <Fact term="To">
          {staysPut(transition) ? (
            <span>Stays in {nameOf(graph, transition.sourceId)} (records or changes something only)</span>
          ) : (
            transition.targetIds.map((id) => (
              <SelectButton key={id} onClick={() => onSelect({ kind: 'state', id })}>
                {nameOf(graph, id)}
              </SelectButton>
            ))
          )}
          {transition.reenter && <span className={muted}> (leaves and re-enters it)</span>}
        </Fact>
        <Fact term="Who may fire it">
          {transition.roles.length ? (
            <ul className={roleList}>
              {transition.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          ) : (
            <span>No role: the application fires it for whoever is signed in</span>
          )}
        </Fact>
        <Fact term="Event">
          <code className={code}>{eventLabel(transition)}</code>
          {transition.eventType === '' && <span className={muted}> (taken as soon as the state is entered)</span>}
        </Fact>
        <Fact term="Guard">
          {transition.guard ? (
            <code className={code}>{transition.guard}</code>
          ) : (
            <span>{earlierGuarded ? 'None: taken when the candidates before it do not apply' : 'None'}</span>
          )}
        </Fact>
        {transition.candidates > 1 && (
          <Fact term="Order">
            Candidate {transition.candidate + 1} of {transition.candidates} for this event here; the first whose guard
            passes is taken.
          </Fact>
        )}
        <Fact term="Actions">
          {transition.actions.length ? (
            transition.actions.map((action, index) => (
              <span key={action}>
                {index > 0 && ', '}
                <code className={code}>{action}</code>
              </span>
            ))
          ) : (
            <span>None</span>
          )}
        </Fact>
      </dl>
    </>
  )
}

const TransitionList = ({
  title,
  graph,
  transitions,
  onSelect,
  showSource = false,
  empty,
}: {
  title: string
  graph: MachineGraph
  transitions: readonly GraphTransition[]
  onSelect: (selection: DiagramSelection) => void
  showSource?: boolean
  empty: string
}) => (
  <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
    <h3 className={subheading}>{title}</h3>
    {transitions.length === 0 ? (
      <p className={muted}>{empty}</p>
    ) : (
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {transitions.map((t) => (
          <li key={t.id}>
            <SelectButton onClick={() => onSelect({ kind: 'transition', id: t.id })}>{headlineOf(t)}</SelectButton>
            <span className={muted}>
              {' '}
              {showSource
                ? `from ${nameOf(graph, t.sourceId)}`
                : staysPut(t)
                  ? '(stays)'
                  : `→ ${t.targetIds.map((id) => nameOf(graph, id)).join(', ')}`}
            </span>
          </li>
        ))}
      </ul>
    )}
  </section>
)

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
    <dt className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })}>{term}</dt>
    <dd className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'baseline' })}>{children}</dd>
  </div>
)

const SelectButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <button type="button" onClick={onClick} className={selectButton}>
    {children}
  </button>
)

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  alignSelf: 'start',
  position: { lg: 'sticky' },
  top: { lg: '4' },
  maxHeight: { lg: 'calc(100dvh - 2rem)' },
  overflowY: { lg: 'auto' },
  fontSize: 'sm',
})
const heading = css({ fontSize: 'lg', fontWeight: '700', lineHeight: '1.3' })
const subheading = css({ fontSize: 'sm', fontWeight: '700' })
const eyebrow = css({ fontSize: 'xs', fontWeight: '600', color: 'fg.muted', textTransform: 'uppercase' })
const muted = css({ color: 'fg.muted' })
const legend = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '4', listStyle: 'disc' })
const facts = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const code = css({ fontFamily: 'mono', fontSize: 'xs', bg: 'bg.subtle', px: '1', borderRadius: 'sm' })
const roleList = css({ display: 'flex', flexDirection: 'column', gap: '0.5', pl: '4', listStyle: 'disc' })
const pathNote = css({
  bg: 'accent.subtle',
  color: 'accent.text',
  borderRadius: 'md',
  px: '3',
  py: '2',
  fontWeight: '600',
})
const selectButton = css({
  color: 'accent.text',
  fontWeight: '600',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  textAlign: 'start',
  wordBreak: 'break-word',
  _hover: { textDecorationThickness: '2px' },
})
