// Walks a pure machine with createTestModel and records which transitions the generated paths take,
// counted per source state, event and candidate (a guarded candidate is one guard outcome).
//
// The paths are the ones createTestModel generates (shortest, and for small machines every simple path),
// topped up with one path for each transition those leave out: the shortest path to a state from which the
// transition fires, then its event. Self-transitions that change nothing, and guard outcomes that lead back
// to a state already reached, are taken that way.
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { createTestModel } from 'xstate/graph'

/** A guard's name; higher-order guards (`and`, `or`, `not`) name what they combine. */
const guardName = (guard: unknown): string => {
  if (typeof guard === 'string') return guard
  if (guard && (typeof guard === 'function' || typeof guard === 'object')) {
    const named = guard as { name?: string; type?: unknown; guards?: unknown[] }
    if (Array.isArray(named.guards)) return `${named.name}(${named.guards.map(guardName).join(', ')})`
    if (typeof named.type === 'string') return named.type
  }
  return 'guard'
}

/** A candidate transition's key: its source state, event, place among the candidates, and guard. */
export const keyOf = (transition: AnyTransitionDefinition): string => {
  const source = transition.source
  const candidates =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? [])
  const index = candidates.indexOf(transition)
  const guard = transition.guard ? guardName(transition.guard) : 'always'
  return `${source.id} ${transition.eventType || '(always)'} #${index} [${guard}]`
}

/** A state node and every node below it. */
export const statesOf = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => statesOf(child as AnyStateNode)),
]

/** The candidate transitions a state node defines itself: on events, and eventless. */
export const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
]

/** Every candidate transition the machine defines. */
export const allTransitions = (machine: AnyStateMachine): string[] =>
  statesOf(machine.root).flatMap(transitionsOf).map(keyOf).sort()

export type WalkStart<M extends AnyStateMachine> = { readonly label: string; readonly input: InputFrom<M> }

export type WalkOptions<M extends AnyStateMachine> = {
  /** The finite set of events (with fixed payloads) to try in each state. */
  events: (snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[]
  /** Where walks begin: one per input (a machine with input needs at least one). Default: no input. */
  starts?: readonly WalkStart<M>[]
  /**
   * Which generated paths to keep before the top-up:
   * - 'simple' (default): every shortest and every simple path; for small machines only, their number grows fast;
   * - 'shortest': the shortest path to every state (state value, context and the transition that entered it);
   * - 'perValue': one shortest path per state value, for data-driven machines whose context makes many states.
   */
  paths?: 'simple' | 'shortest' | 'perValue'
  /** What of the context tells states apart (default: all of it); leave out what never changes, e.g. fixtures. */
  stateKey?: (context: ContextFrom<M>) => unknown
}

export type WalkPath<M extends AnyStateMachine> = {
  readonly description: string
  readonly input: InputFrom<M> | undefined
  readonly events: readonly EventFromLogic<M>[]
  /** The snapshot the path reaches. */
  readonly state: SnapshotFrom<M>
}

export type Walk<M extends AnyStateMachine> = {
  readonly paths: readonly WalkPath<M>[]
  readonly transitions: readonly string[]
  readonly taken: ReadonlySet<string>
  /** Replays events from the start (with the input, if any) and returns the snapshot reached. */
  readonly replay: (events: readonly EventFromLogic<M>[], input?: InputFrom<M>) => SnapshotFrom<M>
}

const formatEvent = (event: { type: string }): string => {
  const { type, ...payload } = event
  return Object.keys(payload).length ? `${type} (${JSON.stringify(payload)})` : type
}

const withoutInit = <E extends { type: string }>(events: readonly E[]): E[] =>
  events.filter((event) => event.type !== 'xstate.init')

/** Drops paths whose events are a prefix of another path's events (what createTestModel does by default). */
const dropPrefixes = <P extends { events: readonly { type: string }[] }>(paths: readonly P[]): P[] => {
  const keys = paths.map((path) => path.events.map((event) => JSON.stringify(event)))
  return paths.filter(
    (_, i) =>
      !keys.some(
        (other, j) => j !== i && other.length > keys[i]!.length && keys[i]!.every((event, k) => other[k] === event),
      ),
  )
}

/** The paths that createTestModel generates, topped up to take every transition, and what they take. */
export const walk = <M extends AnyStateMachine>(machine: M, options: WalkOptions<M>): Walk<M> => {
  type E = EventFromLogic<M>
  type S = SnapshotFrom<M>
  const strategy = options.paths ?? 'simple'
  const starts: readonly (WalkStart<M> | { label: null; input: undefined })[] = options.starts ?? [
    { label: null, input: undefined },
  ]
  const transitions = allTransitions(machine)
  const taken = new Set<string>()
  const allTaken = () => transitions.every((t) => taken.has(t))
  const record = (into: Set<string>) => ({
    inspect: (inspection: { type: string; _transitions?: AnyTransitionDefinition[] }) => {
      if (inspection.type === '@xstate.microstep') for (const t of inspection._transitions ?? []) into.add(keyOf(t))
    },
  })
  const run = (events: readonly E[], input: InputFrom<M> | undefined, into?: Set<string>): S => {
    // biome-ignore lint/suspicious/noExplicitAny: a generic machine's actor options are not inferable here
    const actor = createActor(machine as any, { input, ...(into ? record(into) : {}) } as any)
    actor.start()
    for (const event of events) actor.send(event)
    const snapshot = actor.getSnapshot() as S
    actor.stop()
    return snapshot
  }

  const paths: WalkPath<M>[] = []
  for (const start of starts) {
    const prefix = start.label === null ? '' : `[${start.label}] `
    const model = createTestModel(machine, {
      // biome-ignore lint/suspicious/noExplicitAny: the graph API's generics do not follow a generic machine type
      events: options.events as any,
      input: start.input,
      // Data-driven machines: a state is its snapshot, however it was entered.
      ...(strategy === 'perValue' ? { serializeTransition: () => '' } : {}),
      ...(options.stateKey
        ? {
            serializeState: (snapshot: S) =>
              JSON.stringify({
                value: (snapshot as { value: unknown }).value,
                key: options.stateKey?.((snapshot as { context: ContextFrom<M> }).context),
              }),
          }
        : {}),
    })
    const toPath = (path: { description: string; steps: { event: E }[]; state: S }): WalkPath<M> => ({
      description: `${prefix}${path.description}`,
      input: start.input,
      events: withoutInit(path.steps.map((step) => step.event)),
      state: path.state,
    })
    const everyShortest = model.getShortestPaths({ allowDuplicatePaths: true }).map(toPath)
    const stateValueOf = (path: WalkPath<M>) => JSON.stringify((path.state as { value: unknown }).value)
    const primary =
      strategy === 'perValue'
        ? everyShortest.filter(
            (path, i) => everyShortest.findIndex((other) => stateValueOf(other) === stateValueOf(path)) === i,
          )
        : dropPrefixes(everyShortest)
    if (strategy === 'simple') primary.push(...model.getSimplePaths().map(toPath))
    for (const path of primary) run(path.events, path.input, taken)
    paths.push(...primary)

    // The top-up: from the nearest state where it fires, take each transition the paths above left out.
    // biome-ignore lint/suspicious/noExplicitAny: the model's resolved event function is not typed per machine
    const eventsIn = (model.options as any).events as (snapshot: S) => readonly E[]
    const byLength = [...everyShortest].sort((a, b) => a.events.length - b.events.length)
    for (const path of byLength) {
      if (allTaken()) break
      for (const event of eventsIn(path.state)) {
        const fired = new Set<string>()
        // biome-ignore lint/suspicious/noExplicitAny: restoring a generic machine's snapshot
        const actor = createActor(machine as any, { snapshot: path.state, input: start.input, ...record(fired) } as any)
        actor.start()
        actor.send(event)
        const reached = actor.getSnapshot() as S
        actor.stop()
        const fresh = [...fired].filter((key) => !taken.has(key))
        if (fresh.length === 0) continue
        for (const key of fresh) taken.add(key)
        const events = [...path.events, event]
        paths.push({
          description: `${prefix}Takes ${fresh.join(', ')}: ${events.map(formatEvent).join(' → ') || '(start)'}`,
          input: start.input,
          events,
          state: reached,
        })
      }
    }
  }
  return {
    paths,
    transitions,
    taken,
    replay: (events, input) => run(events, input),
  }
}
