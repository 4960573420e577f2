// The tests every machine gets: one per generated path (replayed from the start, it must reach the same
// snapshot), one that no transition was missed, and one that machines/coverage.json is not stale.
import { expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { coverageOf, readCommittedCoverage, type Walk, type WalkOptions, walk } from './transition-coverage.ts'

/** Declares the path tests and the coverage checks inside the caller's `describe`; returns the walk. */
export const modelSuite = <M extends AnyStateMachine>(machine: M, options: WalkOptions<M>): Walk<M> => {
  const result = walk(machine, options)

  for (const path of result.paths) {
    it(path.description, () => {
      const reached = result.replay(path.events, path.input) as { value: unknown; context: unknown }
      const expected = path.state as { value: unknown; context: unknown }
      expect(reached.value).toEqual(expected.value)
      expect(reached.context).toEqual(expected.context)
    })
  }

  it('takes every transition of the machine in some path', () => {
    const missed = result.transitions.filter((t) => !result.taken.has(t))
    expect(missed).toEqual([])
  })

  it('matches its entry in machines/coverage.json (npx tsx tests/model/write-coverage.ts)', () => {
    expect(readCommittedCoverage()[machine.id]).toEqual(coverageOf(result))
  })

  return result
}
