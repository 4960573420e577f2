// Lays a machine graph out with ELK's layered algorithm (compound nodes for nested states, edges across
// levels) and returns absolute boxes and edge routes for the SVG. Two views of the same machine: the overview, for
// reading (states by title, transitions in the plain words of their descriptions, the transitions that stay in a
// state folded into one line of it, the main path marked), and the exact machine (state keys, each transition by
// event and guard, those that stay drawn as rows inside their state). Transitions between the same two states
// share one edge whose label lists each of them. ELK itself is large, so it is passed in: the browser runs it in a
// web worker (elk-engine.ts), tests and tools in-process.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import {
  ancestorsOf,
  eventLabel,
  type GraphTransition,
  headlineOf,
  isMainStep,
  keepsState,
  type MachineGraph,
  mainPathIds,
  stateOf,
  staysPut,
  transitionLabel,
} from '../machine-graph'

/** 'overview': plain words, self-transitions folded, the main path marked; 'exact': the machine as written. */
export type DiagramView = 'overview' | 'exact'

export type Point = { readonly x: number; readonly y: number }
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** A transition drawn as a row inside its state (it names no target). */
export type RowLayout = Box & { readonly transitionId: string }

export type StateLayout = Box & {
  readonly stateId: string
  /** What its title band reads: the state's title in the overview, its key in the exact view. */
  readonly title: string
  /** The title band; rows start below it. */
  readonly headerHeight: number
  /** Exact view: the transitions that stay in it, a row each. */
  readonly rows: readonly RowLayout[]
  /** Overview: the transitions that stay in it (or leave and re-enter it), summed up in one line. */
  readonly folded: readonly string[]
  readonly main: boolean
}

/** A line of an edge label's entry: the event and the guard (exact), or the plain words (overview). */
export type EntryLine = { readonly kind: 'event' | 'guard' | 'headline'; readonly text: string }

/**
 * One transition in an edge's label; in the overview, the transitions between the same states that read the same
 * (`transitionIds`), selected as the first of them.
 */
export type EntryLayout = Box & {
  readonly transitionId: string
  readonly transitionIds: readonly string[]
  readonly lines: readonly EntryLine[]
}

export type EdgeLayout = {
  readonly id: string
  readonly sourceId: string
  readonly targetId: string
  readonly transitionIds: readonly string[]
  readonly points: readonly Point[]
  readonly label: Box | null
  readonly entries: readonly EntryLayout[]
  /** A step of the machine's main path. */
  readonly main: boolean
}

/** A choice point of the overview, drawn as a small diamond. */
export type ChoiceLayout = Box & { readonly id: string }

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
  readonly choices: readonly ChoiceLayout[]
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
  headline: `500 12px ${FONT_FAMILY}`,
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
  choice: 14,
  /** The overview wraps a transition's words at this width. */
  headlineWidth: 150,
} as const

/** Roughly 0.6em a character: for tests and for a browser without canvas. */
export const estimateText: MeasureText = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? 12)
  return text.length * size * 0.6
}

/** The loop glyph that marks a transition staying in its state. */
export const LOOP = '↺'

/** A row inside a state (exact view): the loop glyph, then `event [guard]`. */
export const rowLabel = (transition: GraphTransition): string => `${LOOP} ${transitionLabel(transition)}`

/** The overview's line for the transitions folded into a state. */
export const foldedLabel = (count: number): string =>
  `${LOOP} ${count} ${count === 1 ? 'action stays' : 'actions stay'} here`

/** An edge label's entry in the exact view, line by line: the event, then the guard. Who may fire it: the panel. */
export const entryLines = (transition: GraphTransition): EntryLine[] => [
  { kind: 'event', text: eventLabel(transition) },
  ...(transition.guard ? [{ kind: 'guard' as const, text: `[${transition.guard}]` }] : []),
]

/** Words wrapped greedily into lines no wider than `maxWidth` (a word longer than that gets a line of its own). */
export const wrapWords = (text: string, maxWidth: number, font: string, measure: MeasureText): string[] => {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && measure(`${last} ${word}`, font) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/**
 * An arrow to draw: between two states, or (overview) into or out of a choice point. `from` and `to` are the states
 * it joins as far as the main path is concerned; an arrow out of a choice point has no label.
 */
type Group = {
  id: string
  sourceId: string
  targetId: string
  from: string
  to: readonly string[]
  labelled: boolean
  transitions: GraphTransition[]
}

/** A choice point (overview): one action whose outcome the machine decides, fanning out to each state it may reach. */
type Choice = { id: string; containerId: string }

const addTo = (groups: Map<string, Group>, group: Omit<Group, 'transitions'>, transitions: GraphTransition[]) => {
  const existing = groups.get(group.id)
  if (existing) existing.transitions.push(...transitions)
  else groups.set(group.id, { ...group, transitions: [...transitions] })
}

/** The innermost state that holds all of these (the root at the least). */
const commonContainer = (graph: MachineGraph, ids: readonly string[]): string => {
  const chains = ids.map((id) => [id, ...ancestorsOf(graph, id).map((state) => state.id)])
  const shared = chains[0]!.find((candidate) => chains.every((chain) => chain.includes(candidate))) ?? graph.rootId
  return stateOf(graph, shared)?.childIds.length ? shared : (stateOf(graph, shared)?.parentId ?? graph.rootId)
}

const edgeGroups = (graph: MachineGraph, view: DiagramView): { groups: Group[]; choices: Choice[] } => {
  const groups = new Map<string, Group>()
  const choices: Choice[] = []
  if (view === 'exact') {
    for (const transition of graph.transitions)
      for (const targetId of transition.targetIds)
        addTo(
          groups,
          {
            id: `edge:${transition.sourceId}->${targetId}`,
            sourceId: transition.sourceId,
            targetId,
            from: transition.sourceId,
            to: [targetId],
            labelled: true,
          },
          [transition],
        )
    return { groups: [...groups.values()], choices }
  }
  // The overview words each action once: where the same words lead to several states (the machine decides which by
  // its guards), one labelled arrow reaches a choice point that fans out to them.
  for (const state of graph.states) {
    const byWords = new Map<string, GraphTransition[]>()
    for (const transition of graph.transitions)
      if (transition.sourceId === state.id && !keepsState(transition)) {
        const words = headlineOf(transition)
        byWords.set(words, [...(byWords.get(words) ?? []), transition])
      }
    for (const transitions of byWords.values()) {
      const targets = [...new Set(transitions.flatMap((t) => t.targetIds))]
      if (targets.length === 1) {
        const targetId = targets[0]!
        addTo(
          groups,
          {
            id: `edge:${state.id}->${targetId}`,
            sourceId: state.id,
            targetId,
            from: state.id,
            to: targets,
            labelled: true,
          },
          transitions,
        )
        continue
      }
      const choiceId = `choice:${state.id}:${choices.length}`
      choices.push({ id: choiceId, containerId: commonContainer(graph, [state.id, ...targets]) })
      addTo(
        groups,
        {
          id: `edge:${state.id}->${choiceId}`,
          sourceId: state.id,
          targetId: choiceId,
          from: state.id,
          to: targets,
          labelled: true,
        },
        transitions,
      )
      for (const targetId of targets)
        addTo(
          groups,
          {
            id: `edge:${choiceId}->${targetId}`,
            sourceId: choiceId,
            targetId,
            from: state.id,
            to: [targetId],
            labelled: false,
          },
          transitions.filter((t) => t.targetIds.includes(targetId)),
        )
    }
  }
  return { groups: [...groups.values()], choices }
}

/** An edge's entries: a transition each (exact), or one for each different wording (overview). */
const entriesOf = (group: Group, view: DiagramView): GraphTransition[][] => {
  if (view === 'exact') return group.transitions.map((transition) => [transition])
  const byWords = new Map<string, GraphTransition[]>()
  for (const transition of group.transitions) {
    const words = headlineOf(transition)
    byWords.set(words, [...(byWords.get(words) ?? []), transition])
  }
  return [...byWords.values()]
}

export type LayoutOptions = {
  readonly view?: DiagramView
  /** The registry's main path (state paths from the root); the overview marks it. */
  readonly mainPath?: readonly string[]
  readonly measure?: MeasureText
  /** ELK options that replace the defaults (for experiments and tests). */
  readonly overrides?: Record<string, string>
}

const initialDotId = (parentId: string) => `initial:${parentId}`

/** What layoutDiagram needs of ELK: `new ELK()` from elkjs, in-process or backed by a worker. */
export type LayoutEngine = { layout(graph: ElkNode): Promise<ElkNode> }

export const layoutDiagram = async (graph: MachineGraph, elk: LayoutEngine, options: LayoutOptions = {}) => {
  const { view = 'exact', measure = estimateText, overrides = {} } = options
  const overview = view === 'overview'
  const mainPath = overview ? mainPathIds(graph, options.mainPath) : []
  const width = (text: string, font: string) => Math.ceil(measure(text, font) * 1.04)
  const rowsOf = (stateId: string) =>
    overview ? [] : graph.transitions.filter((t) => t.sourceId === stateId && staysPut(t))
  const foldedOf = (stateId: string) =>
    overview ? graph.transitions.filter((t) => t.sourceId === stateId && keepsState(t)) : []
  const headerOf = (stateId: string) => {
    const rows = rowsOf(stateId)
    const lines = rows.length + (foldedOf(stateId).length ? 1 : 0)
    return {
      rows,
      height: METRICS.headerHeight + (lines ? lines * METRICS.rowHeight + METRICS.rowsPadBottom : 0),
    }
  }
  const stateContentWidth = (stateId: string, title: string) => {
    const folded = foldedOf(stateId).length
    return Math.max(
      METRICS.minStateWidth,
      width(title, FONTS.title) + 2 * METRICS.padX,
      ...rowsOf(stateId).map((t) => width(rowLabel(t), FONTS.row) + 2 * METRICS.padX + 8),
      folded ? width(foldedLabel(folded), FONTS.row) + 2 * METRICS.padX + 8 : 0,
    )
  }
  const state = (stateId: string) => graph.states.find((s) => s.id === stateId)
  const titleOf = (stateId: string) => (overview ? state(stateId)?.title : state(stateId)?.key) ?? stateId

  const linesOf = (transitions: readonly GraphTransition[]): EntryLine[] =>
    overview
      ? wrapWords(headlineOf(transitions[0]!), METRICS.headlineWidth, FONTS.headline, measure).map((text) => ({
          kind: 'headline' as const,
          text,
        }))
      : entryLines(transitions[0]!)
  const entrySize = (transitions: readonly GraphTransition[]) => {
    const lines = linesOf(transitions)
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
    // reads top to bottom in the machine's own order (for the engagement, its lifecycle). The overview lets ELK
    // break cycles its own way, the model's order breaking ties: with its choice points, a strict order spreads the
    // engagement lifecycle nearly twice as wide.
    'elk.layered.cycleBreaking.strategy': overview ? 'GREEDY_MODEL_ORDER' : 'MODEL_ORDER',
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

  const { groups, choices } = edgeGroups(graph, view)
  // Each step of the main path is drawn by one arrow (through its choice point, if any): the first that takes it, in
  // the machine's order.
  const mainGroups = new Set<string>()
  mainPath.slice(1).forEach((to, index) => {
    const from = mainPath[index]!
    const step = groups.find(
      (group) => group.labelled && group.to.some((target) => isMainStep(graph, [from, to], group.from, target)),
    )
    if (!step) return
    mainGroups.add(step.id)
    const fanOut = groups.find(
      (group) => group.sourceId === step.targetId && isMainStep(graph, [from, to], group.from, group.targetId),
    )
    if (fanOut) mainGroups.add(fanOut.id)
  })
  const isMain = (group: Group) => mainGroups.has(group.id)
  const choiceNodesIn = (containerId: string): ElkNode[] =>
    choices
      .filter((choice) => choice.containerId === containerId)
      .map((choice) => ({ id: choice.id, width: METRICS.choice, height: METRICS.choice }))

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
    const children = [...state.childIds.map(toElk), ...choiceNodesIn(stateId)]
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

  const edges: ElkExtendedEdge[] = [
    ...graph.states
      .filter((state) => state.initialId)
      .map((state) => ({
        id: `initial-edge:${state.id}`,
        sources: [initialDotId(state.id)],
        targets: [state.initialId!],
      })),
    ...groups.map((group) => {
      const entries = group.labelled ? entriesOf(group, view).map(entrySize) : []
      return {
        id: group.id,
        sources: [group.sourceId],
        targets: [group.targetId],
        // The main path is kept straight where ELK can, so that it reads as the spine of the diagram.
        ...(isMain(group)
          ? { layoutOptions: { 'elk.layered.priority.straightness': '50', 'elk.layered.priority.direction': '50' } }
          : {}),
        labels: entries.length
          ? [
              {
                id: `label:${group.id}`,
                // ELK leaves a label without text unplaced.
                text: entries.flatMap((entry) => entry.lines.map((line) => line.text)).join('\n'),
                width: Math.max(...entries.map((entry) => entry.width)),
                height: entries.reduce((sum, entry) => sum + entry.height, 0) + (entries.length - 1) * METRICS.entryGap,
              },
            ]
          : [],
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
        title: state.id === graph.rootId ? state.title : titleOf(state.id),
        folded: foldedOf(state.id).map((t) => t.id),
        main: mainPath.includes(state.id),
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
    const entries = (group.labelled ? entriesOf(group, view) : []).map((transitions) => {
      const size = entrySize(transitions)
      const entry = {
        transitionId: transitions[0]!.id,
        transitionIds: transitions.map((t) => t.id),
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
        main: isMain(group),
      },
    ]
  })

  return {
    width: Math.ceil(laidOut.width ?? 0),
    height: Math.ceil(laidOut.height ?? 0),
    states,
    edges: edgeLayouts,
    initials,
    choices: choices.flatMap((choice) => {
      const box = boxes.get(choice.id)
      return box ? [{ ...box, id: choice.id }] : []
    }),
  } satisfies DiagramLayout
}
