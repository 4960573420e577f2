// The check every machine's walk gets: its generated paths take every transition, so a walk through the server
// or the browser that follows them can verify each one.
import { expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { type Walk, type WalkOptions, walk } from './transition-coverage.ts'

/** Declares the path-coverage check inside the caller's `describe`; returns the walk. */
export const modelSuite = <M extends AnyStateMachine>(machine: M, options: WalkOptions<M>): Walk<M> => {
  const result = walk(machine, options)

  it('takes every transition of the machine in some generated path', () => {
    const missed = result.transitions.filter((t) => !result.taken.has(t))
    expect(missed).toEqual([])
  })

  return result
}
