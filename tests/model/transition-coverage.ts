// Walks a pure machine with createTestModel and records which transitions the generated paths take,
// counted per source state, event and candidate (a guarded candidate is one guard outcome).
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, createActor, type EventFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'

const keyOf = (transition: AnyTransitionDefinition): string => {
  const source = transition.source
  const candidates =
    transition.eventType === '' ? source.always ?? [] : (source.transitions.get(transition.eventType) ?? [])
  const index = candidates.indexOf(transition)
  const guard = typeof transition.guard === 'string' ? transition.guard : transition.guard ? 'guard' : 'always'
  return `${source.id} ${transition.eventType || '(always)'} #${index} [${guard}]`
}

const statesOf = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => statesOf(child as AnyStateNode)),
]

/** Every candidate transition the machine defines. */
export const allTransitions = (machine: AnyStateMachine): string[] =>
  statesOf(machine.root)
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map(keyOf)
    .sort()

export type WalkOptions<M extends AnyStateMachine> = {
  /** The finite set of events (with fixed payloads) to try in each state. */
  events: (snapshot: ReturnType<M['resolveState']>) => readonly EventFrom<M>[]
}

/** The paths that createTestModel generates, and the transitions each one takes. */
export const walk = <M extends AnyStateMachine>(machine: M, options: WalkOptions<M>) => {
  // biome-ignore lint/suspicious/noExplicitAny: the graph API's generics do not follow a generic machine type
  const model = createTestModel(machine, { events: options.events as any })
  const paths = model.getShortestPaths().concat(model.getSimplePaths())
  const taken = new Set<string>()
  const replay = (events: readonly { type: string }[]) => {
    const actor = createActor(machine, {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep') for (const t of inspection._transitions) taken.add(keyOf(t))
      },
    })
    actor.start()
    for (const event of events) actor.send(event)
    const snapshot = actor.getSnapshot()
    actor.stop()
    return snapshot
  }
  return { paths, taken, replay }
}
