// The registry is complete: every machine has a walk and a coverage entry, and every state and
// transition carries the meta that the /process page and the audit trail read.
import { describe, expect, it } from 'vitest'
import { MACHINES } from '#machines/index'
import { FIRERS, type Firer } from '#machines/meta'
import committedCoverage from '../../machines/coverage.json'
import { allTransitions, statesOf, transitionsOf } from './transition-coverage.ts'
import { WALKS } from './walks.ts'

describe('machine registry', () => {
  it('registers each machine once, under its own id', () => {
    const ids = MACHINES.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of MACHINES) expect(entry.machine.id).toBe(entry.id)
  })

  it('walks every registered machine in a model test', () => {
    expect(WALKS.map((w) => w.machine.id).sort()).toEqual(MACHINES.map((entry) => entry.id).sort())
    for (const entry of MACHINES) expect(WALKS.find((w) => w.machine.id === entry.id)?.machine).toBe(entry.machine)
  })

  it('has every machine in machines/coverage.json, counted against the transitions it defines now', () => {
    const committed: Record<string, { transitions: number }> = committedCoverage
    expect(Object.keys(committed).sort()).toEqual(MACHINES.map((entry) => entry.id).sort())
    for (const entry of MACHINES)
      expect([entry.id, committed[entry.id]?.transitions]).toEqual([entry.id, allTransitions(entry.machine).length])
  })

  for (const entry of MACHINES) {
    describe(entry.id, () => {
      const nodes = statesOf(entry.machine.root)

      it('describes the machine and every state, and names each state in plain words', () => {
        expect(entry.machine.root.meta?.title).toEqual(expect.any(String))
        for (const node of nodes) expect([node.id, node.meta?.description]).toEqual([node.id, expect.any(String)])
        // The diagrams' overview reads these titles; the state's key (camelCase) is for the exact view.
        for (const node of nodes)
          if (node !== entry.machine.root)
            expect([node.id, node.meta?.title]).toEqual([node.id, expect.stringMatching(/^[A-Z]/)])
      })

      it('describes every transition and, except sign-in, names who may fire it', () => {
        for (const node of nodes)
          for (const transition of transitionsOf(node)) {
            const meta = transition.meta as { description?: unknown; roles?: unknown } | undefined
            const where = `${node.id} ${transition.eventType || '(always)'}`
            expect([where, meta?.description]).toEqual([where, expect.any(String)])
            // The sign-in machine is fired by the browser for whoever is signing in: it has no roles.
            if (entry.governs === 'session') continue
            expect([where, Array.isArray(meta?.roles) && meta.roles.length > 0]).toEqual([where, true])
            const roles = Array.isArray(meta?.roles) ? (meta.roles as string[]) : []
            expect([where, roles.filter((role) => !FIRERS.includes(role as Firer))]).toEqual([where, []])
          }
      })

      it('gives every transition that stays put an action, so that snapshot.can() accepts it', () => {
        for (const node of nodes)
          for (const transition of transitionsOf(node))
            if (!transition.target?.length)
              expect([node.id, transition.eventType, transition.actions.length > 0]).toEqual([
                node.id,
                transition.eventType,
                true,
              ])
      })

      it('is pure: no invoke, no delayed transitions', () => {
        for (const node of nodes) {
          expect([node.id, node.invoke.length]).toEqual([node.id, 0])
          expect([node.id, node.after.length]).toEqual([node.id, 0])
        }
      })
    })
  }
})
