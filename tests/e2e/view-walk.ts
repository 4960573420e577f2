// Walking a machine the browser runs through its rendered views: the pure machine says where each step leads
// (expectedStep), the test does what a person does on the page, checks that the page shows the state reached,
// and only then records the transitions as verified through the views.
import { type AnyStateMachine, createActor, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate'
import { keyOf } from '../model/transition-coverage.ts'
import { expectedStep } from '../walks/expected-step.ts'
import { recordVerified } from '../walks/record.ts'

/** Where the machine starts with this input, and the eventless transitions it takes on the way. */
export const expectedStart = <M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
): { next: SnapshotFrom<M>; keys: string[] } => {
  const keys = new Set<string>()
  const actor = createActor(
    machine as AnyStateMachine,
    {
      input,
      inspect: (inspection: { type: string; _transitions?: Parameters<typeof keyOf>[0][] }) => {
        if (inspection.type === '@xstate.microstep') for (const t of inspection._transitions ?? []) keys.add(keyOf(t))
      },
    } as never,
  )
  actor.start()
  const next = actor.getSnapshot() as SnapshotFrom<M>
  actor.stop()
  return { next, keys: [...keys] }
}

/**
 * One run of a machine on the page. `shows` checks that the page shows a snapshot; each start or step is recorded
 * only after it passed.
 */
export class ViewWalk<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M> | undefined

  constructor(
    readonly machine: M,
    readonly shows: (next: SnapshotFrom<M>) => Promise<void>,
  ) {}

  /**
   * The machine starts on the page (it mounted) after `act`, with the input the page gave it (read once the page
   * has opened, e.g. from what the server holds); `check` replaces `shows` for this start.
   */
  async start(
    act: () => Promise<void>,
    input: () => Promise<InputFrom<M>> | InputFrom<M>,
    check?: (next: SnapshotFrom<M>) => Promise<void>,
  ) {
    await act()
    const { next, keys } = expectedStart(this.machine, await input())
    await (check ?? this.shows)(next)
    recordVerified(this.machine.id, 'view', keys)
    this.snapshot = next
    return next
  }

  /**
   * The events happen on the page, in order, through `act` (one click can set off several: Save progress and the
   * server's answer); the page then shows where the last one leads.
   */
  async steps(
    events: readonly EventFromLogic<M>[],
    act: (expected: SnapshotFrom<M>) => Promise<void>,
    check?: (next: SnapshotFrom<M>) => Promise<void>,
  ) {
    if (!this.snapshot) throw new Error('The walk has not started')
    let next = this.snapshot
    const keys: string[] = []
    for (const event of events) {
      const step = expectedStep(this.machine, next, event)
      if (step.keys.length === 0)
        throw new Error(`${event.type} changes nothing in ${JSON.stringify((next as { value: unknown }).value)}`)
      keys.push(...step.keys)
      next = step.next
    }
    await act(next)
    await (check ?? this.shows)(next)
    recordVerified(this.machine.id, 'view', keys)
    this.snapshot = next
    return next
  }

  /**
   * `act` on the page first, then the events it brought, read from what happened (the server's answers): for
   * machines whose events carry what the server said.
   */
  async after(
    act: () => Promise<void>,
    eventsOf: (from: SnapshotFrom<M>) => Promise<readonly EventFromLogic<M>[]>,
    check?: (next: SnapshotFrom<M>) => Promise<void>,
  ) {
    if (!this.snapshot) throw new Error('The walk has not started')
    await act()
    const events = await eventsOf(this.snapshot)
    return this.steps(events, async () => {}, check)
  }

  /** A new page load: a new actor, before anything has happened to it (nothing to record yet). */
  reload(input?: InputFrom<M>) {
    this.snapshot = expectedStart(this.machine, input as InputFrom<M>).next
  }

  step(
    event: EventFromLogic<M>,
    act: (expected: SnapshotFrom<M>) => Promise<void>,
    check?: (next: SnapshotFrom<M>) => Promise<void>,
  ) {
    return this.steps([event], act, check)
  }
}
