// What the pure machine does on one event from a snapshot: the transitions it takes, by the key
// tests/model/transition-coverage.ts gives every candidate transition, and the snapshot it reaches. A walk compares
// that with what the server or the screen did before it records the keys as verified. No test runner here: the
// browser walks (Playwright) and the API walks (Vitest) both use it.
import { type AnyStateMachine, createActor, type EventFromLogic, type SnapshotFrom } from 'xstate'
import { keyOf } from '../model/transition-coverage.ts'

/** The transitions the machine takes on the event (by key, eventless ones after it included) and where it ends. */
export const expectedStep = <M extends AnyStateMachine>(
  machine: M,
  before: SnapshotFrom<M>,
  event: EventFromLogic<M>,
): { next: SnapshotFrom<M>; keys: string[] } => {
  const keys = new Set<string>()
  const actor = createActor(
    machine as AnyStateMachine,
    {
      snapshot: machine.getPersistedSnapshot(before),
      inspect: (inspection: { type: string; _transitions?: Parameters<typeof keyOf>[0][] }) => {
        if (inspection.type === '@xstate.microstep') for (const t of inspection._transitions ?? []) keys.add(keyOf(t))
      },
    } as never,
  )
  actor.start()
  actor.send(event as never)
  const next = actor.getSnapshot() as SnapshotFrom<M>
  actor.stop()
  return { next, keys: [...keys] }
}
