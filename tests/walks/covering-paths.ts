// Which generated paths a walk through the server takes: few paths that between them take every transition the
// server can make. Each walk says which steps the server can follow (its own couplings, which the pure machine
// does not know); the paths are then chosen greedily.
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'
import { expectedStep } from './expected-step.ts'

/**
 * The transitions a path's events take from `start`, skipping events the machine ignores there, up to the first
 * step the server cannot follow: `followed` events of the path are walked (0: none).
 */
export const keysAlong = <M extends AnyStateMachine>(
  machine: M,
  start: SnapshotFrom<M>,
  events: readonly EventFromLogic<M>[],
  follows: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean = () => true,
) => {
  let snapshot = start
  const keys = new Set<string>()
  for (const [index, event] of events.entries()) {
    if (!(snapshot as { can: (event: unknown) => boolean }).can(event)) continue
    if (!follows(snapshot, event)) return { keys, followed: index, end: snapshot }
    const step = expectedStep(machine, snapshot, event)
    for (const key of step.keys) keys.add(key)
    snapshot = step.next
  }
  return { keys, followed: events.length, end: snapshot }
}

/**
 * Greedy: the candidate that takes the most transitions not yet taken (the shorter on a tie), until none adds
 * any. Returns the chosen candidates and every transition they take.
 */
export const coveringPaths = <C extends { keys: ReadonlySet<string>; steps: number }>(candidates: readonly C[]) => {
  const chosen: C[] = []
  const taken = new Set<string>()
  const gain = (candidate: C) => [...candidate.keys].filter((key) => !taken.has(key)).length
  for (;;) {
    const best = candidates.reduce<C | null>((top, candidate) => {
      if (!top) return gain(candidate) > 0 ? candidate : null
      const [mine, theirs] = [gain(candidate), gain(top)]
      return mine > theirs || (mine === theirs && candidate.steps < top.steps) ? candidate : top
    }, null)
    if (!best) return { chosen, taken }
    chosen.push(best)
    for (const key of best.keys) taken.add(key)
  }
}
