// Lays a machine graph out with ELK's layered algorithm (compound nodes for nested states, edges across
// levels) and returns absolute boxes and edge routes for the SVG. Transitions that stay in their state are
// drawn as rows inside it rather than as loops; transitions between the same two states share one edge whose
// label lists each of them. ELK itself is large, so it is passed in: the browser runs it in a web worker
// (elk-engine.ts), tests and tools in-process.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import { eventLabel, type GraphTransition, type MachineGraph, staysPut, transitionLabel } from '../machine-graph'

export type Point = { readonly x: number; readonly y: number }
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** A transition drawn as a row inside its state (it names no target). */
export type RowLayout = Box & { readonly transitionId: string }

export type StateLayout = Box & {
  readonly stateId: string
  /** The title band; rows start below it. */
  readonly headerHeight: number
  readonly rows: readonly RowLayout[]
}

/** A line of an edge label's entry: the event, the guard, who may fire it. */
export type EntryLine = { readonly kind: 'event' | 'guard' | 'roles'; readonly text: string }

/** One transition in an edge's label. */
export type EntryLayout = Box & { readonly transitionId: string; readonly lines: readonly EntryLine[] }

export type EdgeLayout = {
  readonly id: string
  readonly sourceId: string
  readonly targetId: string
  readonly transitionIds: readonly string[]
  readonly points: readonly Point[]
  readonly label: Box | null
  readonly entries: readonly EntryLayout[]
}

/** The initial-state dot of a compound state (or the machine) and its arrow to the initial child. */
export type InitialLayout = {
  readonly parentId: string
  readonly targetId: string
  readonly dot: Box
  readonly points: readonly Point[]
}

export type DiagramLayout = {
  readonly width: number
  readonly height: number
  /** Parents before their children, so drawing in this order nests them. */
  readonly states: readonly StateLayout[]
  readonly edges: readonly EdgeLayout[]
  readonly initials: readonly InitialLayout[]
}

/** Measures a line of text in CSS pixels for a CSS font shorthand. */
export type MeasureText = (text: string, font: string) => number

export const FONT_FAMILY =
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif'
export const FONTS = {
  title: `600 14px ${FONT_FAMILY}`,
  row: `500 12px ${FONT_FAMILY}`,
  event: `600 12px ${FONT_FAMILY}`,
  guard: `500 11px ${FONT_FAMILY}`,
  roles: `400 11px ${FONT_FAMILY}`,
} as const

export const METRICS = {
  padX: 12,
  headerHeight: 34,
  rowHeight: 22,
  rowsPadBottom: 8,
  minStateWidth: 132,
  minStateHeight: 40,
  childPad: 18,
  entryPadX: 8,
  entryLineHeight: 16,
  entryGap: 4,
  dot: 12,
} as const

/** Roughly 0.6em a character: for tests and for a browser without canvas. */
export const estimateText: MeasureText = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? 12)
  return text.length * size * 0.6
}

/** "Partner", "Partner +2": the label names the first role; the panel and the accessible name list all. */
export const rolesSummary = (roles: readonly string[]): string =>
  roles.length === 0 ? '' : roles.length === 1 ? roles[0]! : `${roles[0]} +${roles.length - 1}`

/** A row inside a state: the loop glyph, then `event [guard]`. */
export const rowLabel = (transition: GraphTransition): string => `↺ ${transitionLabel(transition)}`

/** An edge label's entry, line by line: the event, then the guard, then who may fire it. */
export const entryLines = (transition: GraphTransition): EntryLine[] => [
  { kind: 'event', text: eventLabel(transition) },
  ...(transition.guard ? [{ kind: 'guard' as const, text: `[${transition.guard}]` }] : []),
  ...(transition.roles.length ? [{ kind: 'roles' as const, text: rolesSummary(transition.roles) }] : []),
]

type Group = { id: string; sourceId: string; targetId: string; transitions: GraphTransition[] }

const edgeGroups = (graph: MachineGraph): Group[] => {
  const groups = new Map<string, Group>()
  for (const transition of graph.transitions)
    for (const targetId of transition.targetIds) {
      const id = `edge:${transition.sourceId}->${targetId}`
      const group = groups.get(id) ?? { id, sourceId: transition.sourceId, targetId, transitions: [] }
      group.transitions.push(transition)
      groups.set(id, group)
    }
  return [...groups.values()]
}

const initialDotId = (parentId: string) => `initial:${parentId}`

/** What layoutDiagram needs of ELK: `new ELK()` from elkjs, in-process or backed by a worker. */
export type LayoutEngine = { layout(graph: ElkNode): Promise<ElkNode> }

export const layoutDiagram = async (
  graph: MachineGraph,
  elk: LayoutEngine,
  measure: MeasureText = estimateText,
  overrides: Record<string, string> = {},
) => {
  const width = (text: string, font: string) => Math.ceil(measure(text, font) * 1.04)
  const rowsOf = (stateId: string) => graph.transitions.filter((t) => t.sourceId === stateId && staysPut(t))
  const headerOf = (stateId: string) => {
    const rows = rowsOf(stateId)
    return {
      rows,
      height: METRICS.headerHeight + (rows.length ? rows.length * METRICS.rowHeight + METRICS.rowsPadBottom : 0),
    }
  }
  const stateContentWidth = (stateId: string, title: string) =>
    Math.max(
      METRICS.minStateWidth,
      width(title, FONTS.title) + 2 * METRICS.padX,
      ...rowsOf(stateId).map((t) => width(rowLabel(t), FONTS.row) + 2 * METRICS.padX + 8),
    )
  const titleOf = (stateId: string) => graph.states.find((s) => s.id === stateId)?.key ?? stateId

  const entrySize = (transition: GraphTransition) => {
    const lines = entryLines(transition)
    return {
      lines,
      width: Math.max(...lines.map((line) => width(line.text, FONTS[line.kind]))) + 2 * METRICS.entryPadX,
      height: lines.length * METRICS.entryLineHeight + 6,
    }
  }

  // ELK reads the spacing from the node whose children it is placing, so compound states repeat it.
  const layered: Record<string, string> = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.edgeLabels.placement': 'CENTER',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    // Edges that go back against the order the states are written in are the ones reversed: the diagram then
    // reads top to bottom in the machine's own order (for the engagement, its lifecycle).
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.spacing.nodeNodeBetweenLayers': '56',
    'elk.layered.spacing.edgeNodeBetweenLayers': '12',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
    'elk.spacing.nodeNode': '24',
    'elk.spacing.edgeNode': '12',
    'elk.spacing.edgeEdge': '12',
    'elk.spacing.edgeLabel': '6',
    ...overrides,
  }

  const spacing = Object.fromEntries(Object.entries(layered).filter(([key]) => key.includes('spacing')))

  const toElk = (stateId: string): ElkNode => {
    const state = graph.states.find((s) => s.id === stateId)!
    const header = headerOf(stateId)
    const contentWidth = stateContentWidth(stateId, titleOf(stateId))
    if (state.childIds.length === 0)
      return {
        id: stateId,
        width: contentWidth,
        height: Math.max(METRICS.minStateHeight, header.height),
      }
    const children = state.childIds.map(toElk)
    if (state.initialId) children.unshift({ id: initialDotId(stateId), width: METRICS.dot, height: METRICS.dot })
    return {
      id: stateId,
      children,
      layoutOptions: {
        ...spacing,
        'elk.padding': `[top=${header.height + METRICS.childPad / 2},left=${METRICS.childPad},bottom=${METRICS.childPad},right=${METRICS.childPad}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        // Laid out top to bottom with INCLUDE_CHILDREN, ELK (0.12) reads a compound node's minimum size
        // transposed: height first. Without the swap a long row in its header would overflow its box.
        'elk.nodeSize.minimum': `(${header.height + 40}, ${contentWidth})`,
      },
    }
  }

  const groups = edgeGroups(graph)
  const edges: ElkExtendedEdge[] = [
    ...graph.states
      .filter((state) => state.initialId)
      .map((state) => ({
        id: `initial-edge:${state.id}`,
        sources: [initialDotId(state.id)],
        targets: [state.initialId!],
      })),
    ...groups.map((group) => {
      const entries = group.transitions.map(entrySize)
      return {
        id: group.id,
        sources: [group.sourceId],
        targets: [group.targetId],
        labels: [
          {
            id: `label:${group.id}`,
            // ELK leaves a label without text unplaced.
            text: group.transitions.map(transitionLabel).join('\n'),
            width: Math.max(...entries.map((entry) => entry.width)),
            height: entries.reduce((sum, entry) => sum + entry.height, 0) + (entries.length - 1) * METRICS.entryGap,
          },
        ],
      }
    }),
  ]

  // The machine's root is the drawing itself: its children are ELK's top-level nodes.
  const rootNode = toElk(graph.rootId)
  const graphNode: ElkNode = {
    id: graph.rootId,
    layoutOptions: rootNode.layoutOptions ? { ...rootNode.layoutOptions, ...layered } : layered,
    children: rootNode.children ?? [],
    edges,
  }
  const laidOut: ElkNode = await elk.layout(graphNode)

  // ELK gives children relative to their parent, and an edge relative to its container node.
  const origin = new Map<string, Point>([[graph.rootId, { x: 0, y: 0 }]])
  const boxes = new Map<string, Box>()
  const place = (node: ElkNode, offset: Point) => {
    const x = offset.x + (node.x ?? 0)
    const y = offset.y + (node.y ?? 0)
    origin.set(node.id, { x, y })
    boxes.set(node.id, { x, y, width: node.width ?? 0, height: node.height ?? 0 })
    for (const child of node.children ?? []) place(child, { x, y })
  }
  boxes.set(graph.rootId, { x: 0, y: 0, width: laidOut.width ?? 0, height: laidOut.height ?? 0 })
  for (const child of laidOut.children ?? []) place(child, { x: 0, y: 0 })

  const routeOf = (edge: ElkExtendedEdge): { points: Point[]; offset: Point } => {
    const offset = origin.get(edge.container ?? graph.rootId) ?? { x: 0, y: 0 }
    const points = (edge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ])
    return { points: points.map((p) => ({ x: p.x + offset.x, y: p.y + offset.y })), offset }
  }

  const states: StateLayout[] = graph.states.flatMap((state) => {
    const box = boxes.get(state.id)
    if (!box) return []
    const header = headerOf(state.id)
    return [
      {
        ...box,
        stateId: state.id,
        headerHeight: METRICS.headerHeight,
        rows: header.rows.map((transition, index) => ({
          transitionId: transition.id,
          x: box.x + METRICS.padX - 4,
          y: box.y + METRICS.headerHeight + index * METRICS.rowHeight,
          width: box.width - 2 * (METRICS.padX - 4),
          height: METRICS.rowHeight - 2,
        })),
      },
    ]
  })

  const laidOutEdges = (laidOut.edges ?? []) as ElkExtendedEdge[]
  const initials: InitialLayout[] = graph.states.flatMap((state) => {
    const edge = laidOutEdges.find((candidate) => candidate.id === `initial-edge:${state.id}`)
    const dot = boxes.get(initialDotId(state.id))
    if (!edge || !dot || !state.initialId) return []
    return [{ parentId: state.id, targetId: state.initialId, dot, points: routeOf(edge).points }]
  })

  const edgeLayouts: EdgeLayout[] = groups.flatMap((group) => {
    const edge = laidOutEdges.find((candidate) => candidate.id === group.id)
    if (!edge) return []
    const { points, offset } = routeOf(edge)
    const elkLabel = edge.labels?.[0]
    const label = elkLabel
      ? {
          x: (elkLabel.x ?? 0) + offset.x,
          y: (elkLabel.y ?? 0) + offset.y,
          width: elkLabel.width ?? 0,
          height: elkLabel.height ?? 0,
        }
      : null
    let top = label?.y ?? 0
    const entries = group.transitions.map((transition) => {
      const size = entrySize(transition)
      const entry = {
        transitionId: transition.id,
        lines: size.lines,
        x: label?.x ?? 0,
        y: top,
        width: label?.width ?? size.width,
        height: size.height,
      }
      top += size.height + METRICS.entryGap
      return entry
    })
    return [
      {
        id: group.id,
        sourceId: group.sourceId,
        targetId: group.targetId,
        transitionIds: group.transitions.map((t) => t.id),
        points,
        label,
        entries,
      },
    ]
  })

  return {
    width: Math.ceil(laidOut.width ?? 0),
    height: Math.ceil(laidOut.height ?? 0),
    states,
    edges: edgeLayouts,
    initials,
  } satisfies DiagramLayout
}
