// A lifecycle walked once through a real machine: each step's audit facts (from, to, event, who) and the final
// snapshot, shared by every row of the scale data on that lifecycle.
import { type AnyStateMachine, type EventFrom, initialTransition, transition } from 'xstate'
import { enabledTransition, type PersistedState, persist } from '../../src/server/workflow/engine.ts'

export type WalkStep<Firer extends string> = {
  eventType: string
  fromState: unknown
  toState: unknown
  /** The event's own fields, as the engine writes them into the audit payload. */
  eventFields: Record<string, unknown>
  firer: Firer
}

export type Firing<M extends AnyStateMachine, Firer extends string> = { event: EventFrom<M>; by: Firer }

type Snapshot = { value: unknown; context: unknown }

export type Walk<Firer extends string> = { steps: WalkStep<Firer>[]; snapshot: Snapshot; finalState: PersistedState }

/** The entity's start (as the engine's startEntity records it) and then each firing, refused if not enabled. */
export const walkMachine = <M extends AnyStateMachine, Firer extends string>(
  machine: M,
  input: unknown,
  start: { eventType: string; by: Firer },
  firings: readonly Firing<M, Firer>[],
): Walk<Firer> => {
  let snapshot = initialTransition(machine, input as never)[0] as Snapshot
  const steps: WalkStep<Firer>[] = [
    { eventType: start.eventType, fromState: null, toState: snapshot.value, eventFields: {}, firer: start.by },
  ]
  for (const { event, by } of firings) {
    if (!enabledTransition(machine, snapshot as never, event as never))
      throw new Error(
        `The ${machine.id} machine refuses ${(event as { type: string }).type} in ${JSON.stringify(snapshot.value)}.`,
      )
    const next = transition(machine, snapshot as never, event as never)[0] as Snapshot
    const { type, ...eventFields } = event as { type: string }
    steps.push({ eventType: type, fromState: snapshot.value, toState: next.value, eventFields, firer: by })
    snapshot = next
  }
  return { steps, snapshot, finalState: persist(snapshot) }
}
