// A machine's definition read as a graph: its state nodes (nesting, kind, initial child, `meta`) and every
// candidate transition (event, guard by name, targets, roles and description from `meta`). Read from the live
// machine object, so the diagram, the Mermaid export and the history path cannot drift from what the server
// runs. Pure: no DOM, no React.
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, and, not, or } from 'xstate'

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export type GraphState = {
  /** The node's id, e.g. `engagement.awaitingReview`; the root's id is the machine's id. */
  readonly id: string
  readonly key: string
  readonly parentId: string | null
  /** 0 for the root, 1 for its children, and so on. */
  readonly depth: number
  readonly kind: StateKind
  /** The state's name in plain words (`meta.title`, e.g. "Awaiting Review"); the key when it has none. */
  readonly title: string
  readonly description: string
  /** The child entered first (compound states only). */
  readonly initialId: string | null
  readonly childIds: readonly string[]
  /** The candidate transitions this node defines itself, in the order the machine tries them. */
  readonly transitionIds: readonly string[]
}

export type GraphTransition = {
  /** `{source id} {event} #{candidate}`, the same key the model tests count coverage by. */
  readonly id: string
  readonly sourceId: string
  /** Empty when the transition stays in its state (it only runs actions). */
  readonly targetIds: readonly string[]
  /** The event type; '' for an eventless (`always`) transition. */
  readonly eventType: string
  /** This candidate's place among the node's candidates for the same event (0-based), and how many there are. */
  readonly candidate: number
  readonly candidates: number
  /** The guard's name (`and(allSignedOff, issuesSds)` for a combined guard); null when unguarded. */
  readonly guard: string | null
  readonly actions: readonly string[]
  /** Who may fire it (`meta.roles`). */
  readonly roles: readonly string[]
  readonly description: string
  /** Exits and re-enters its own state. */
  readonly reenter: boolean
}

export type MachineGraph = {
  readonly machineId: string
  readonly rootId: string
  /** Depth first, the root first, children in definition order. */
  readonly states: readonly GraphState[]
  readonly transitions: readonly GraphTransition[]
}

// Higher-order guards are told apart by their check function: a minifier may rename the functions `and`,
// `or` and `not` themselves, so their `name` cannot be trusted in the browser.
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check
const COMBINATORS: readonly (readonly [string, unknown])[] = [
  ['and', checkOf(and([]))],
  ['or', checkOf(or([]))],
  ['not', checkOf(not('guard'))],
]

/** A guard's name; higher-order guards (`and`, `or`, `not`) name what they combine. */
export const guardName = (guard: unknown): string => {
  if (typeof guard === 'string') return guard
  if (guard && (typeof guard === 'function' || typeof guard === 'object')) {
    const named = guard as { name?: string; type?: unknown; guards?: unknown[] }
    if (Array.isArray(named.guards)) {
      const combinator = COMBINATORS.find(([, check]) => check !== undefined && check === checkOf(guard))?.[0]
      return `${combinator ?? named.name}(${named.guards.map(guardName).join(', ')})`
    }
    if (typeof named.type === 'string') return named.type
    if (named.name) return named.name
  }
  return 'guard'
}

/** An action's name (an inline `assign` is `xstate.assign`). */
export const actionName = (action: unknown): string => {
  if (typeof action === 'string') return action
  if (action && (typeof action === 'function' || typeof action === 'object')) {
    const named = action as { type?: unknown; name?: string }
    if (typeof named.type === 'string') return named.type
    if (named.name) return named.name
  }
  return 'action'
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

const metaOf = (meta: unknown): { title: string | null; description: string; roles: string[] } => {
  const record = (meta && typeof meta === 'object' ? meta : {}) as {
    title?: unknown
    description?: unknown
    roles?: unknown
  }
  return {
    title: typeof record.title === 'string' && record.title !== '' ? record.title : null,
    description: typeof record.description === 'string' ? record.description : '',
    roles: stringList(record.roles),
  }
}

const kindOf = (node: AnyStateNode): StateKind => node.type as StateKind

/** The transition key the model tests use: source, event and the candidate's place. */
export const transitionKey = (sourceId: string, eventType: string, candidate: number) =>
  `${sourceId} ${eventType || '(always)'} #${candidate}`

export const machineGraphOf = (machine: AnyStateMachine): MachineGraph => {
  const states: GraphState[] = []
  const transitions: GraphTransition[] = []

  const visit = (node: AnyStateNode, parentId: string | null, depth: number) => {
    const groups: [string, readonly AnyTransitionDefinition[]][] = [
      ...node.transitions.entries(),
      ...(node.always?.length ? [['', node.always] as [string, AnyTransitionDefinition[]]] : []),
    ]
    const transitionIds: string[] = []
    for (const [eventType, candidates] of groups) {
      candidates.forEach((definition, candidate) => {
        const meta = metaOf(definition.meta)
        const id = transitionKey(node.id, eventType, candidate)
        transitionIds.push(id)
        transitions.push({
          id,
          sourceId: node.id,
          targetIds: (definition.target ?? []).map((target: AnyStateNode) => target.id),
          eventType,
          candidate,
          candidates: candidates.length,
          guard: definition.guard ? guardName(definition.guard) : null,
          actions: (definition.actions ?? []).map(actionName),
          roles: meta.roles,
          description: meta.description,
          reenter: definition.reenter === true,
        })
      })
    }
    const children = Object.values(node.states) as AnyStateNode[]
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined
    const meta = metaOf(node.meta)
    states.push({
      id: node.id,
      key: node.key,
      parentId,
      depth,
      kind: kindOf(node),
      title: meta.title ?? node.key,
      description: meta.description,
      initialId: initialTarget ? (initialTarget as AnyStateNode).id : null,
      childIds: children.map((child) => child.id),
      transitionIds,
    })
    for (const child of children) visit(child, node.id, depth + 1)
  }

  visit(machine.root, null, 0)
  return { machineId: machine.id, rootId: machine.root.id, states, transitions }
}

export const stateOf = (graph: MachineGraph, id: string): GraphState | undefined =>
  graph.states.find((state) => state.id === id)

export const transitionOf = (graph: MachineGraph, id: string): GraphTransition | undefined =>
  graph.transitions.find((transition) => transition.id === id)

/** What a person reads as the event: the event type, or "always" for an eventless transition. */
export const eventLabel = (transition: Pick<GraphTransition, 'eventType'>): string =>
  transition.eventType === '' ? 'always' : transition.eventType

/** `event [guard]`, as the diagram and the Mermaid export write a transition. */
export const transitionLabel = (transition: Pick<GraphTransition, 'eventType' | 'guard'>): string =>
  transition.guard ? `${eventLabel(transition)} [${transition.guard}]` : eventLabel(transition)

/**
 * A transition in plain words: the first clause of its description, without asides in brackets ("The client
 * submits the answers; sign-off reviewers exist: they review" reads "The client submits the answers"). The rest of
 * the description says which candidate it is, which the side panel shows in full. The event type when undescribed.
 */
export const headlineOf = (transition: Pick<GraphTransition, 'eventType' | 'description'>): string => {
  const headline = transition.description
    .replace(/\s*\([^)]*\)/g, '')
    .split(/[;:]/)[0]!
    .trim()
  return headline || eventLabel(transition)
}

/** A state by its title; the root by the machine's title. */
export const stateTitleOf = (graph: MachineGraph, id: string): string => stateOf(graph, id)?.title ?? id

/** A transition that names no target: it stays in its state and only runs actions. */
export const staysPut = (transition: Pick<GraphTransition, 'targetIds'>): boolean => transition.targetIds.length === 0

/** A state's kind in words, for the diagram and its side panel; the root (the machine itself) reads `rootLabel`. */
export const stateKindLabel = (graph: MachineGraph, state: GraphState, rootLabel: string): string =>
  state.id === graph.rootId
    ? rootLabel
    : state.kind === 'final'
      ? 'Final state'
      : state.kind === 'compound'
        ? 'Compound state'
        : state.kind === 'parallel'
          ? 'Parallel state'
          : 'State'

/** The state nodes a person counts (every node but the machine's root). */
export const stateCount = (graph: MachineGraph): number => graph.states.length - 1

/** A transition that leaves its state only to come back (or never leaves): the overview folds it into the state. */
export const keepsState = (transition: Pick<GraphTransition, 'sourceId' | 'targetIds'>): boolean =>
  transition.targetIds.every((id) => id === transition.sourceId)

/** The main path's state ids (the registry names them from the root: `open.assigned`). */
export const mainPathIds = (graph: MachineGraph, mainPath: readonly string[] = []): string[] =>
  mainPath.map((path) => `${graph.rootId}.${path}`)

/**
 * Whether an arrow from `sourceId` to `targetId` is a step of the main path: it leaves a step's state (or a state
 * around it) for the next step's state (or a state that starts in it).
 */
export const isMainStep = (graph: MachineGraph, path: readonly string[], sourceId: string, targetId: string): boolean =>
  path.some((from, index) => {
    const to = path[index + 1]
    if (to === undefined) return false
    const leaves = from === sourceId || ancestorsOf(graph, from).some((state) => state.id === sourceId)
    return leaves && (to === targetId || to.startsWith(`${targetId}.`))
  })

/** The ancestors of a state, nearest first, up to and including the root. */
export const ancestorsOf = (graph: MachineGraph, id: string): GraphState[] => {
  const chain: GraphState[] = []
  let parentId = stateOf(graph, id)?.parentId ?? null
  while (parentId !== null) {
    const parent = stateOf(graph, parentId)
    if (!parent) break
    chain.push(parent)
    parentId = parent.parentId
  }
  return chain
}

/**
 * The active state nodes of a snapshot value (`'started'`, `{ signedIn: { organisationUser: 'working' } }`),
 * leaves first; an unknown value gives none.
 */
export const activeLeavesOf = (graph: MachineGraph, value: unknown, parentId: string = graph.rootId): string[] => {
  const parent = stateOf(graph, parentId)
  if (!parent) return []
  const childByKey = (key: string) =>
    parent.childIds.map((id) => stateOf(graph, id)).find((child) => child?.key === key)
  if (typeof value === 'string') {
    const child = childByKey(value)
    if (!child) return []
    // A compound state named without its child is in its initial child.
    return child.initialId ? activeLeavesOf(graph, stateOf(graph, child.initialId)?.key, child.id) : [child.id]
  }
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
      const child = childByKey(key)
      if (!child) return []
      const leaves = activeLeavesOf(graph, inner, child.id)
      return leaves.length ? leaves : [child.id]
    })
  return []
}
