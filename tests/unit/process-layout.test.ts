import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { MACHINES, type RegisteredMachine } from '#machines/index'
import {
  estimateText,
  FONTS,
  layoutDiagram,
  METRICS,
  rowLabel,
  wrapWords,
} from '../../src/web/features/process/diagram/layout'
import { headlineOf, keepsState, machineGraphOf, staysPut } from '../../src/web/features/process/machine-graph'

// Read through the registry's type: a machine's main path is optional.
const REGISTERED: readonly RegisteredMachine[] = MACHINES

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

  for (const entry of REGISTERED) {
    it(`draws the overview of the ${entry.id} machine: titles, every transition once in words or folded into its state`, {
      timeout: 30_000,
    }, async () => {
      const graph = machineGraphOf(entry.machine)
      const layout = await layoutDiagram(graph, new ELK(), { view: 'overview', mainPath: entry.mainPath })

      const titleOf = new Map(graph.states.map((state) => [state.id, state.title]))
      for (const box of layout.states) expect([box.stateId, box.title]).toEqual([box.stateId, titleOf.get(box.stateId)])
      const folded = layout.states.flatMap((box) => box.folded)
      const worded = layout.edges.flatMap((edge) => edge.entries.flatMap((item) => item.transitionIds))
      expect(folded.filter((id) => worded.includes(id))).toEqual([])
      expect([...folded, ...worded].sort()).toEqual(graph.transitions.map((t) => t.id).sort())
      expect(folded.sort()).toEqual(
        graph.transitions
          .filter(keepsState)
          .map((t) => t.id)
          .sort(),
      )
      expect(layout.states.every((box) => box.rows.length === 0)).toBe(true)
      // An entry reads the words of the transitions it stands for; the same words from a state are written once.
      const byId = new Map(graph.transitions.map((t) => [t.id, t]))
      const wordsFrom = new Set<string>()
      for (const edge of layout.edges)
        for (const item of edge.entries) {
          const words = item.lines.map((line) => line.text).join(' ')
          for (const id of item.transitionIds) expect([id, words]).toEqual([id, headlineOf(byId.get(id)!)])
          const key = `${byId.get(item.transitionId)!.sourceId} ${words}`
          expect([key, wordsFrom.has(key)]).toEqual([key, false])
          wordsFrom.add(key)
        }
      // Every step of the main path is drawn as such: an arrow (or an arrow through a choice point) marked main.
      const path = (entry.mainPath ?? []).map((step) => `${graph.rootId}.${step}`)
      expect(layout.states.filter((box) => box.main).map((box) => box.stateId)).toEqual(
        graph.states.filter((state) => path.includes(state.id)).map((state) => state.id),
      )
      const mainIds = new Set(layout.edges.filter((edge) => edge.main).flatMap((edge) => edge.transitionIds))
      path.slice(1).forEach((to, index) => {
        const from = path[index]!
        const step = graph.transitions.filter(
          (t) =>
            mainIds.has(t.id) &&
            (t.sourceId === from || from.startsWith(`${t.sourceId}.`)) &&
            t.targetIds.some((id) => id === to || to.startsWith(`${id}.`)),
        )
        expect([from, to, step.length > 0]).toEqual([from, to, true])
      })
    })
  }

  it('is narrower in overview than exact for the engagement lifecycle, its 73 transitions in a few dozen entries', {
    timeout: 30_000,
  }, async () => {
    const engagement = REGISTERED.find((entry) => entry.id === 'engagement')!
    const graph = machineGraphOf(engagement.machine)
    const exact = await layoutDiagram(graph, new ELK())
    const overview = await layoutDiagram(graph, new ELK(), { view: 'overview', mainPath: engagement.mainPath })
    expect(overview.width).toBeLessThan(exact.width)
    const entries = overview.edges.flatMap((edge) => edge.entries).length
    expect(entries).toBeLessThan(graph.transitions.length / 2)
  })

  it('wraps words within a width, a long word on a line of its own', () => {
    const measure = (text: string) => text.length * 10
    expect(wrapWords('The client submits the answers', 100, FONTS.headline, measure)).toEqual([
      'The client',
      'submits',
      'the',
      'answers',
    ])
    expect(wrapWords('Acknowledgement received', 60, FONTS.headline, measure)).toEqual(['Acknowledgement', 'received'])
  })

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
