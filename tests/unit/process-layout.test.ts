import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { MACHINES } from '#machines/index'
import { estimateText, FONTS, layoutDiagram, METRICS, rowLabel } from '../../src/web/features/process/diagram/layout'
import { machineGraphOf, staysPut } from '../../src/web/features/process/machine-graph'

describe('layoutDiagram', () => {
  for (const entry of MACHINES) {
    it(`draws every state and every transition of the ${entry.id} machine once, nested inside its parent`, {
      timeout: 30_000,
    }, async () => {
      const graph = machineGraphOf(entry.machine)
      const layout = await layoutDiagram(graph, new ELK())

      expect(layout.states.map((box) => box.stateId).sort()).toEqual(graph.states.map((state) => state.id).sort())
      const drawn = [
        ...layout.states.flatMap((box) => box.rows.map((row) => row.transitionId)),
        ...layout.edges.flatMap((edge) => edge.entries.map((entry) => entry.transitionId)),
      ]
      // A transition with several targets is drawn on an edge to each of them.
      const expected = graph.transitions.flatMap((t) => (staysPut(t) ? [t.id] : t.targetIds.map(() => t.id)))
      expect(drawn.sort()).toEqual(expected.sort())

      const boxOf = new Map(layout.states.map((box) => [box.stateId, box]))
      for (const state of graph.states) {
        const box = boxOf.get(state.id)!
        const parent = state.parentId ? boxOf.get(state.parentId) : undefined
        if (!parent) continue
        expect([state.id, box.x >= parent.x && box.x + box.width <= parent.x + parent.width + 0.5]).toEqual([
          state.id,
          true,
        ])
        expect([state.id, box.y >= parent.y && box.y + box.height <= parent.y + parent.height + 0.5]).toEqual([
          state.id,
          true,
        ])
      }
      for (const edge of layout.edges)
        expect([edge.id, edge.points.length >= 2, edge.label !== null]).toEqual([edge.id, true, true])
      expect(layout.initials.map((initial) => initial.parentId).sort()).toEqual(
        graph.states
          .filter((state) => state.initialId)
          .map((state) => state.id)
          .sort(),
      )
    })
  }

  it('makes a state wide enough for the transitions drawn inside it, nested or not', { timeout: 30_000 }, async () => {
    const manualReview = MACHINES.find((entry) => entry.id === 'manualReview')!
    const graph = machineGraphOf(manualReview.machine)
    const layout = await layoutDiagram(graph, new ELK())
    for (const box of layout.states)
      for (const row of box.rows) {
        const transition = graph.transitions.find((t) => t.id === row.transitionId)!
        const needed = estimateText(rowLabel(transition), FONTS.row) + 2 * METRICS.padX
        expect([row.transitionId, box.width >= needed]).toEqual([row.transitionId, true])
      }
  })
})
