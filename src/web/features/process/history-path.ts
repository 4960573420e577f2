// An engagement's audit trail laid on its machine: which states it passed through, which transition each event
// took (numbered by the event's seq), and where it is now. Pure: the diagram and the history list read it.
import {
  activeLeavesOf,
  ancestorsOf,
  type GraphTransition,
  type MachineGraph,
  stateOf,
  staysPut,
} from './machine-graph'

/** What the path needs of one audit event. */
export type TrailEvent = {
  readonly seq: number
  readonly eventType: string
  /** The description the server matched to the transition, if any. */
  readonly description: string | null
  /** null for the event that created the entity. */
  readonly fromState: unknown
  readonly toState: unknown
}

export type PathStep = {
  readonly seq: number
  /** The transition taken; null for the creation event, or an event the machine does not define. */
  readonly transitionId: string | null
  /** The creation event: the entity entered the machine's initial state. */
  readonly initial: boolean
}

export type MachinePath = {
  readonly steps: readonly PathStep[]
  /** State id → the seqs of the events that entered it (or stayed in it). */
  readonly visited: ReadonlyMap<string, readonly number[]>
  /** Transition id → the seqs of the events that took it. */
  readonly taken: ReadonlyMap<string, readonly number[]>
  /** The seqs of the creation events (the initial arrow). */
  readonly initialSeqs: readonly number[]
  /** The active leaf states now. */
  readonly current: readonly string[]
  /** Seqs whose event matches no transition of the machine (shown in the list, not on the diagram). */
  readonly unmatched: readonly number[]
}

const push = (map: Map<string, number[]>, key: string, seq: number) => {
  const list = map.get(key) ?? []
  if (!list.includes(seq)) list.push(seq)
  map.set(key, list)
}

/**
 * The transition an event took: among the candidates for its event type on the states it left (the leaf first,
 * then its ancestors, as XState tries them), the one the server described, else the first that reaches the
 * state it arrived in.
 */
export const transitionTaken = (graph: MachineGraph, event: TrailEvent): GraphTransition | undefined => {
  const fromLeaves = activeLeavesOf(graph, event.fromState)
  const toLeaves = activeLeavesOf(graph, event.toState)
  const toActive = new Set(toLeaves.flatMap((id) => [id, ...ancestorsOf(graph, id).map((state) => state.id)]))
  const sources = [...new Set(fromLeaves.flatMap((id) => [id, ...ancestorsOf(graph, id).map((state) => state.id)]))]
  const candidates = sources.flatMap((sourceId) =>
    graph.transitions.filter((t) => t.sourceId === sourceId && t.eventType === event.eventType),
  )
  const sameValue = JSON.stringify(event.fromState) === JSON.stringify(event.toState)
  const arrives = (t: GraphTransition) =>
    staysPut(t) ? sameValue : t.targetIds.some((targetId) => toActive.has(targetId))
  const reaching = candidates.filter(arrives)
  return (
    reaching.find((t) => event.description !== null && t.description === event.description) ??
    reaching[0] ??
    candidates.find((t) => event.description !== null && t.description === event.description)
  )
}

export const machinePathOf = (graph: MachineGraph, events: readonly TrailEvent[], currentValue: unknown) => {
  const visited = new Map<string, number[]>()
  const taken = new Map<string, number[]>()
  const initialSeqs: number[] = []
  const unmatched: number[] = []
  const steps: PathStep[] = []
  const visit = (value: unknown, seq: number) => {
    for (const leaf of activeLeavesOf(graph, value)) {
      push(visited, leaf, seq)
      for (const ancestor of ancestorsOf(graph, leaf)) if (ancestor.id !== graph.rootId) push(visited, ancestor.id, seq)
    }
  }
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (event.fromState === null || event.fromState === undefined) {
      initialSeqs.push(event.seq)
      steps.push({ seq: event.seq, transitionId: null, initial: true })
      visit(event.toState, event.seq)
      continue
    }
    const transition = transitionTaken(graph, event)
    if (transition) push(taken, transition.id, event.seq)
    else unmatched.push(event.seq)
    steps.push({ seq: event.seq, transitionId: transition?.id ?? null, initial: false })
    visit(event.toState, event.seq)
  }
  const current = activeLeavesOf(graph, currentValue).filter((id) => stateOf(graph, id) !== undefined)
  return { steps, visited, taken, initialSeqs, current, unmatched } satisfies MachinePath
}

/** "step 3", "steps 3 and 5", "steps 3, 5 and 8". */
export const stepsPhrase = (seqs: readonly number[]): string => {
  if (seqs.length === 0) return ''
  if (seqs.length === 1) return `step ${seqs[0]}`
  return `steps ${seqs.slice(0, -1).join(', ')} and ${seqs[seqs.length - 1]}`
}

/** The badge text for a list of seqs: all of them while short, else the first and how many more. */
export const stepsBadge = (seqs: readonly number[]): string =>
  seqs.length <= 3 ? seqs.join(', ') : `${seqs[0]}, ${seqs[1]} +${seqs.length - 2}`
