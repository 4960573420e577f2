import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { engagementMachine } from '#machines/engagement.machine'
import { MACHINES } from '#machines/index'
import { machineGraphOf, transitionLabel } from '../../src/web/features/process/machine-graph'
import { mermaidStateId, toMermaid } from '../../src/web/features/process/mermaid'

// A small door: nesting with an initial child, a guard, an eventless transition, a targetless one and a final state.
const doorMachine = setup({
  types: {} as { context: { locked: boolean }; events: { type: 'door.open' | 'door.close' | 'door.knock' } },
  guards: { isUnlocked: ({ context }) => !context.locked },
  actions: { answer: () => {} },
}).createMachine({
  id: 'door',
  context: { locked: false },
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'Shut; knocking is answered' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isUnlocked', target: 'unlocked' }, { target: 'locked' }] },
        unlocked: { on: { 'door.open': { target: '#door.open' } } },
        locked: {},
      },
      on: { 'door.knock': { actions: 'answer' } },
    },
    open: { on: { 'door.close': { target: 'gone' } } },
    gone: { type: 'final' },
  },
})

describe('toMermaid', () => {
  it('writes a small machine as stateDiagram-v2 with nesting, initial and final states and guarded transitions', () => {
    expect(toMermaid(doorMachine, { title: 'Door', description: 'A door; it opens; then it is gone' })).toBe(
      [
        'stateDiagram-v2',
        '  accTitle: Door',
        '  accDescr: A door, it opens, then it is gone',
        '  %% Generated from the "door" machine definition; every candidate transition is listed.',
        '  [*] --> closed',
        '  %% closed: Shut, knocking is answered',
        '  state closed {',
        '    [*] --> closed_checking',
        '    state "checking" as closed_checking',
        '    state "unlocked" as closed_unlocked',
        '    state "locked" as closed_locked',
        '    closed_checking --> closed_unlocked : always [isUnlocked]',
        '    closed_checking --> closed_locked : always',
        '  }',
        '  open',
        '  gone',
        '  gone --> [*]',
        '  closed --> closed : door.knock',
        '  closed_unlocked --> open : door.open',
        '  open --> gone : door.close',
        '',
      ].join('\n'),
    )
  })

  it('writes every transition of the engagement machine, a transition that stays put as a loop', () => {
    const text = toMermaid(engagementMachine)
    const graph = machineGraphOf(engagementMachine)
    expect(graph.transitions.length).toBe(73)
    const lines = text.split('\n').map((line) => line.trim())
    for (const transition of graph.transitions) {
      const source = mermaidStateId(graph, transition.sourceId)
      const target = transition.targetIds[0] ? mermaidStateId(graph, transition.targetIds[0]) : source
      expect(lines).toContain(`${source} --> ${target} : ${transitionLabel(transition)}`)
    }
    expect(lines).toContain('[*] --> started')
    expect(lines).toContain('deleted --> [*]')
    expect(lines).toContain('awaitingReview --> awaitingDistribution : review.signOff [and(allSignedOff, issuesSds)]')
    expect(lines.filter((line) => line.includes(' --> ') && !line.includes('[*]')).length).toBe(73)
  })

  it('writes one transition line per candidate transition of every registered machine', () => {
    for (const entry of MACHINES) {
      const graph = machineGraphOf(entry.machine)
      const transitionLines = toMermaid(entry.machine)
        .split('\n')
        .filter((line) => / --> /.test(line) && !line.includes('[*]') && !line.trim().startsWith('%%'))
      expect([entry.id, transitionLines.length]).toEqual([
        entry.id,
        graph.transitions.reduce((sum, t) => sum + Math.max(1, t.targetIds.length), 0),
      ])
    }
  })

  it('keeps ids unique across nesting levels', () => {
    const graph = machineGraphOf(MACHINES.find((entry) => entry.id === 'session')!.machine)
    const ids = graph.states.slice(1).map((state) => mermaidStateId(graph, state.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('signedIn_organisationUser_working')
  })
})
