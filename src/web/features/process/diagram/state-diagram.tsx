// The interactive state diagram: ELK's layout drawn as SVG, as the overview or the exact machine. States and
// transitions are focusable buttons that select themselves (the side panel shows the details), each named by what
// it shows first (WCAG 2.5.3); an engagement's path is laid over it. Loaded lazily (React.lazy in
// machine-screen.tsx) so that ELK and this file cost other pages nothing.
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { css, cx } from '../../../../../styled-system/css'
import { Button } from '../../../ui/button'
import { type MachinePath, stepsBadge, stepsPhrase } from '../history-path'
import {
  type GraphState,
  type GraphTransition,
  headlineOf,
  type MachineGraph,
  stateKindLabel,
  stateTitleOf,
  staysPut,
  transitionLabel,
} from '../machine-graph'
import { type DiagramSelection, sameSelection } from '../selection'
import { elkEngine } from './elk-engine'
import {
  type Box,
  type DiagramView,
  type EdgeLayout,
  type EntryLayout,
  estimateText,
  FONTS,
  foldedLabel,
  LOOP,
  layoutDiagram,
  METRICS,
  type MeasureText,
  type Point,
  type RowLayout,
  rowLabel,
} from './layout'

export type StateDiagramProps = {
  readonly graph: MachineGraph
  /** Names the diagram for assistive technology, e.g. "Engagement lifecycle". */
  readonly title: string
  readonly selection: DiagramSelection | null
  readonly onSelect: (selection: DiagramSelection) => void
  /** An engagement's history laid over the diagram. */
  readonly path?: MachinePath | null
  readonly view: DiagramView
  readonly onViewChange: (view: DiagramView) => void
  /** The registry's main path, marked on the overview. */
  readonly mainPath?: readonly string[]
}

const canvasMeasure = (): MeasureText => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
  if (!context) return estimateText
  return (text, font) => {
    context.font = font
    return context.measureText(text).width
  }
}

const MIN_SCALE = 0.2
const MAX_SCALE = 2.5
const LEGIBLE_SCALE = 0.75
/** Below this frame width (a phone) the diagram opens at a legible size and pans, rather than shrinking to fit. */
const NARROW_FRAME = 640

/** An orthogonal route with rounded corners. */
const routePath = (points: readonly Point[], radius = 8): string => {
  if (points.length < 2) return ''
  const [first, ...rest] = points
  let d = `M ${first!.x} ${first!.y}`
  for (let i = 0; i < rest.length; i++) {
    const corner = rest[i]!
    const next = rest[i + 1]
    const previous = points[i]!
    if (!next) {
      d += ` L ${corner.x} ${corner.y}`
      break
    }
    const inLength = Math.hypot(corner.x - previous.x, corner.y - previous.y)
    const outLength = Math.hypot(next.x - corner.x, next.y - corner.y)
    const r = Math.min(radius, inLength / 2, outLength / 2)
    const before = {
      x: corner.x - ((corner.x - previous.x) / (inLength || 1)) * r,
      y: corner.y - ((corner.y - previous.y) / (inLength || 1)) * r,
    }
    const after = {
      x: corner.x + ((next.x - corner.x) / (outLength || 1)) * r,
      y: corner.y + ((next.y - corner.y) / (outLength || 1)) * r,
    }
    d += ` L ${before.x} ${before.y} Q ${corner.x} ${corner.y} ${after.x} ${after.y}`
  }
  return d
}

/**
 * A transition's accessible name starts with the words it shows (WCAG 2.5.3, Label in Name), then says where it
 * leads and, on a path, when it was taken; who may fire it is in the side panel, in full.
 */
const transitionAccessibleName = (
  graph: MachineGraph,
  shown: string,
  transition: GraphTransition,
  seqs: readonly number[],
) => {
  const name = (id: string) => stateTitleOf(graph, id)
  const to = staysPut(transition)
    ? `stays in ${name(transition.sourceId)}`
    : `from ${name(transition.sourceId)} to ${transition.targetIds.map(name).join(' and ')}`
  const taken = seqs.length ? `. Taken at ${stepsPhrase(seqs)}` : ''
  return `${shown}: ${to}${taken}`
}

/** A state's accessible name: the title it shows, what it is, what it holds, and the engagement's path. */
const stateAccessibleName = (
  graph: MachineGraph,
  shown: string,
  state: GraphState,
  folded: number,
  seqs: readonly number[],
  current: boolean,
): string => {
  const kind = stateKindLabel(graph, state, 'machine').toLowerCase()
  const parts = [
    `${shown} (${kind})${state.description ? `: ${state.description}` : ''}`,
    folded ? foldedLabel(folded).replace(`${LOOP} `, '') : '',
    current ? 'Now: the current state' : '',
    seqs.length ? `Entered at ${stepsPhrase(seqs)}` : '',
  ]
  return parts.filter(Boolean).join('. ')
}

/** The text a part shows, as one line, for its accessible name. */
const shownText = (lines: readonly { text: string }[]) =>
  lines
    .map((line) => line.text)
    .join(' ')
    .replace(`${LOOP} `, '')

type Hint = { box: Box; title: string; text: string }

type Margin = { readonly x: number; readonly y: number }

/** The outline around a selectable part, `margin` outside its area: shown on focus and hover, dashed once selected. */
const FocusRing = ({ area, margin, rx, selected }: { area: Box; margin: Margin; rx: number; selected: boolean }) => (
  <rect
    data-ring=""
    x={area.x - margin.x}
    y={area.y - margin.y}
    width={area.width + 2 * margin.x}
    height={area.height + 2 * margin.y}
    rx={rx}
    className={cx(ring, selected && ringSelected)}
  />
)

export const StateDiagram = ({
  graph,
  title,
  selection,
  onSelect,
  path = null,
  view,
  onViewChange,
  mainPath,
}: StateDiagramProps) => {
  const { data: layout } = useSuspenseQuery({
    queryKey: ['process', 'diagram-layout', graph.machineId, view],
    queryFn: () => layoutDiagram(graph, elkEngine(), { view, mainPath, measure: canvasMeasure() }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
  const overview = view === 'overview'

  const scroller = useRef<HTMLDivElement>(null)
  const [available, setAvailable] = useState(0)
  const [zoom, setZoom] = useState<'legible' | 'fit' | number>('legible')
  const [hint, setHint] = useState<Hint | null>(null)

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Where the diagram pans (a phone), it opens with its start in view: the machine's initial state, in the middle.
  const centredView = useRef<DiagramView | null>(null)
  useEffect(() => {
    const element = scroller.current
    if (!element || available === 0 || centredView.current === view) return
    centredView.current = view
    const start = layout.initials.find((initial) => initial.parentId === graph.rootId)?.dot
    if (start) element.scrollLeft = Math.max(0, (start.x + start.width / 2) * scale - element.clientWidth / 2)
  })

  const fitScale = available > 0 ? Math.min(1, Math.max(MIN_SCALE, (available - 4) / layout.width)) : 1
  // Until someone zooms, the whole diagram fits its frame; on a phone's narrow frame it keeps its text above about
  // 9px instead, and pans within the frame (the page itself never scrolls sideways).
  const legible = available > 0 && available < NARROW_FRAME ? Math.max(fitScale, LEGIBLE_SCALE) : fitScale
  const scale = zoom === 'fit' ? fitScale : zoom === 'legible' ? legible : zoom
  const zoomBy = (factor: number) =>
    setZoom(Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * factor * 100) / 100)))

  // Drag the background to pan.
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = scroller.current
    if (!element || event.button !== 0 || (event.target as Element).closest('[role="button"]')) return
    drag.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop }
    element.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = scroller.current
    if (!element || !drag.current) return
    element.scrollLeft = drag.current.left - (event.clientX - drag.current.x)
    element.scrollTop = drag.current.top - (event.clientY - drag.current.y)
  }
  const endDrag = () => {
    drag.current = null
  }

  const stateById = useMemo(() => new Map(graph.states.map((state) => [state.id, state])), [graph])
  const transitionById = useMemo(() => new Map(graph.transitions.map((t) => [t.id, t])), [graph])
  // A row shows its glyph and `event [guard]`: the words are what its name starts with.
  const rowShown = (row: RowLayout) => {
    const transition = transitionById.get(row.transitionId)
    return transition ? transitionLabel(transition) : ''
  }
  const visitedSeqs = (id: string) => path?.visited.get(id) ?? []
  const takenSeqs = (id: string) => path?.taken.get(id) ?? []
  const isCurrent = (id: string) => path?.current.includes(id) ?? false
  const hasPath = path !== null

  const interactive = (next: DiagramSelection, hintOf: () => Hint, pressed: boolean) => ({
    role: 'button',
    tabIndex: 0,
    'aria-pressed': pressed,
    onClick: () => onSelect(next),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        onSelect(next)
      }
    },
    onFocus: () => setHint(hintOf()),
    onBlur: () => setHint(null),
    onPointerEnter: () => setHint(hintOf()),
    onPointerLeave: () => setHint(null),
  })

  const transitionHint = (transition: GraphTransition, box: Box): Hint => ({
    box,
    title: headlineOf(transition),
    text: [transition.description, transition.roles.length ? `Who: ${transition.roles.join(', ')}` : '']
      .filter(Boolean)
      .join(' — '),
  })

  const badge = (seqs: readonly number[], x: number, y: number, anchor: 'start' | 'end' = 'start') => {
    if (!seqs.length) return null
    const text = stepsBadge(seqs)
    const width = Math.max(20, estimateText(text, FONTS.event) + 12)
    const left = anchor === 'start' ? x : x - width
    return (
      <g data-step-badge={seqs.join(' ')}>
        <rect x={left} y={y - 9} width={width} height={18} rx={9} className={badgeRect} />
        <text x={left + width / 2} y={y} textAnchor="middle" dominantBaseline="central" className={badgeText}>
          {text}
        </text>
      </g>
    )
  }

  // A transition as a selectable button, drawn the same way whether it is a row inside a state or an entry on an
  // edge's label: a focus ring `ringMargin` outside the area, a frame filled once the path took it, then `content`.
  const transitionButton = (
    area: RowLayout | EntryLayout,
    shown: string,
    ringMargin: Margin,
    frame: string,
    frameTaken: string,
    content: (transition: GraphTransition, seqs: readonly number[]) => ReactNode,
  ) => {
    const transition = transitionById.get(area.transitionId)
    if (!transition) return null
    const standsFor = 'transitionIds' in area ? area.transitionIds : [area.transitionId]
    const seqs = standsFor.flatMap(takenSeqs).sort((a, b) => a - b)
    const next = { kind: 'transition', id: transition.id } as const
    const selected = standsFor.some((id) => sameSelection(selection, { kind: 'transition', id }))
    return (
      <g
        key={transition.id}
        data-transition-id={transition.id}
        data-transition-ids={standsFor.join('|')}
        data-highlighted={seqs.length ? 'path' : undefined}
        aria-label={transitionAccessibleName(graph, shown, transition, seqs)}
        className={focusable}
        {...interactive(next, () => transitionHint(transition, area), selected)}
      >
        <FocusRing area={area} margin={ringMargin} rx={6} selected={selected} />
        <rect
          x={area.x}
          y={area.y}
          width={area.width}
          height={area.height}
          rx={5}
          className={cx(frame, seqs.length > 0 && frameTaken)}
        />
        {content(transition, seqs)}
      </g>
    )
  }

  const edgeHighlighted = (edge: EdgeLayout) => edge.transitionIds.some((id) => takenSeqs(id).length > 0)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 })}>
      <fieldset className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <legend className={css({ srOnly: true })}>How to draw the diagram</legend>
        <Button variant="outline" size="sm" onClick={() => onViewChange('overview')} aria-pressed={overview}>
          Overview
        </Button>
        <Button variant="outline" size="sm" onClick={() => onViewChange('exact')} aria-pressed={!overview}>
          Exact machine
        </Button>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {overview
            ? 'In plain words; actions that keep a state are folded into it.'
            : 'Every transition by event and guard, as the server runs it.'}
        </span>
      </fieldset>
      <fieldset className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <legend className={css({ srOnly: true })}>Zoom the diagram</legend>
        <Button variant="outline" size="sm" onClick={() => zoomBy(1 / 1.25)} disabled={scale <= MIN_SCALE}>
          Zoom out
        </Button>
        <Button variant="outline" size="sm" onClick={() => zoomBy(1.25)} disabled={scale >= MAX_SCALE}>
          Zoom in
        </Button>
        <Button variant="outline" size="sm" onClick={() => setZoom('fit')} aria-pressed={zoom === 'fit'}>
          Fit to width
        </Button>
        <Button variant="outline" size="sm" onClick={() => setZoom(1)} aria-pressed={zoom === 1}>
          Actual size
        </Button>
        <span aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted', ml: '1' })}>
          {Math.round(scale * 100)}%
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted', ml: 'auto' })}>
          Drag to pan; select a state or transition for its details.
        </span>
      </fieldset>
      <div
        ref={scroller}
        data-diagram-scroller=""
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={css({
          position: 'relative',
          overflow: 'auto',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border.default',
          borderRadius: 'lg',
          cursor: 'grab',
          touchAction: 'pan-x pan-y',
          _active: { cursor: 'grabbing' },
        })}
      >
        <figure
          aria-label={`${title}: ${overview ? 'overview' : 'exact state diagram'}${hasPath ? ' with the engagement’s path highlighted' : ''}`}
          className={css({ position: 'relative' })}
          style={{ width: layout.width * scale, height: layout.height * scale }}
        >
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: the figure names the diagram; a title here would show as a tooltip over all of it, and each state and transition inside is a named button */}
          <svg
            data-machine={graph.machineId}
            data-view={view}
            data-has-path={hasPath || undefined}
            width={layout.width * scale}
            height={layout.height * scale}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            className={css({ display: 'block', fontFamily: 'body', userSelect: 'none' })}
          >
            <defs>
              {(['plain', 'main', 'path', 'faded'] as const).map((tone) => (
                <marker
                  key={tone}
                  id={`arrow-${graph.machineId}-${tone}`}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerUnits="userSpaceOnUse"
                  markerWidth={tone === 'path' || tone === 'main' ? 13 : 10}
                  markerHeight={tone === 'path' || tone === 'main' ? 13 : 10}
                  orient="auto-start-reverse"
                >
                  <path
                    d="M 0 0 L 10 5 L 0 10 z"
                    className={
                      tone === 'path'
                        ? arrowPath
                        : tone === 'faded'
                          ? arrowFaded
                          : tone === 'main'
                            ? arrowMain
                            : arrowPlain
                    }
                  />
                </marker>
              ))}
            </defs>

            {layout.states.map((box) => {
              const state = stateById.get(box.stateId)
              if (!state) return null
              const seqs = visitedSeqs(state.id)
              const current = isCurrent(state.id)
              const visited = seqs.length > 0 || current
              const foldedSeqs = box.folded.flatMap(takenSeqs).sort((a, b) => a - b)
              // A transition folded into the state is shown, when selected, by the state it stays in.
              const selected = [state.id, ...box.folded].some((id, index) =>
                sameSelection(selection, { kind: index === 0 ? 'state' : 'transition', id }),
              )
              const isRoot = state.id === graph.rootId
              const main = box.main && !hasPath
              const next = { kind: 'state', id: state.id } as const
              return (
                <g
                  key={state.id}
                  data-state-id={state.id}
                  data-transition-ids={box.folded.length ? box.folded.join('|') : undefined}
                  data-highlighted={visited ? 'path' : undefined}
                  data-current={current ? 'true' : undefined}
                  data-main={main || undefined}
                  aria-label={stateAccessibleName(graph, box.title, state, box.folded.length, seqs, current)}
                  className={focusable}
                  {...interactive(next, () => ({ box, title: state.title, text: state.description }), selected)}
                >
                  <FocusRing area={box} margin={{ x: 4, y: 4 }} rx={14} selected={selected} />
                  <rect
                    x={box.x}
                    y={box.y}
                    width={box.width}
                    height={box.height}
                    rx={isRoot ? 14 : 10}
                    className={cx(
                      isRoot ? rootFrame : state.childIds.length ? compoundFrame : stateFrame,
                      main && frameMain,
                      visited && !isRoot && frameVisited,
                      current && frameCurrent,
                    )}
                  />
                  {state.kind === 'final' && (
                    <rect
                      x={box.x + 4}
                      y={box.y + 4}
                      width={box.width - 8}
                      height={box.height - 8}
                      rx={7}
                      className={cx(finalInner, current && frameCurrentInner)}
                    />
                  )}
                  <text
                    x={box.x + METRICS.padX}
                    y={box.y + METRICS.headerHeight / 2 + 1}
                    dominantBaseline="central"
                    className={cx(stateTitle, isRoot && rootTitle)}
                  >
                    {box.title}
                  </text>
                  {box.folded.length > 0 && (
                    <>
                      <text
                        x={box.x + METRICS.padX + 2}
                        y={box.y + METRICS.headerHeight + METRICS.rowHeight / 2 - 1}
                        dominantBaseline="central"
                        className={foldedText}
                      >
                        {foldedLabel(box.folded.length)}
                      </text>
                      {badge(
                        foldedSeqs,
                        box.x + box.width + 4,
                        box.y + METRICS.headerHeight + METRICS.rowHeight / 2 - 1,
                      )}
                    </>
                  )}
                  {(box.rows.length > 0 || box.folded.length > 0 || state.childIds.length > 0) && !isRoot && (
                    <line
                      x1={box.x}
                      x2={box.x + box.width}
                      y1={box.y + METRICS.headerHeight - 2}
                      y2={box.y + METRICS.headerHeight - 2}
                      className={divider}
                    />
                  )}
                  {current && (
                    <g>
                      <rect
                        x={box.x + box.width - 46}
                        y={box.y - 10}
                        width={42}
                        height={20}
                        rx={10}
                        className={nowRect}
                      />
                      <text
                        x={box.x + box.width - 25}
                        y={box.y}
                        textAnchor="middle"
                        dominantBaseline="central"
                        className={nowText}
                      >
                        Now
                      </text>
                    </g>
                  )}
                </g>
              )
            })}

            {layout.initials.map((initial) => {
              const highlighted = initial.parentId === graph.rootId && (path?.initialSeqs.length ?? 0) > 0
              const tone = highlighted ? 'path' : hasPath ? 'faded' : 'plain'
              return (
                <g
                  key={initial.parentId}
                  data-initial-of={initial.parentId}
                  data-highlighted={highlighted ? 'path' : undefined}
                >
                  <title>
                    {highlighted
                      ? `Start: the engagement was created in ${stateTitleOf(graph, initial.targetId)} at ${stepsPhrase(path?.initialSeqs ?? [])}`
                      : `Start: ${stateTitleOf(graph, initial.parentId)} begins in ${stateTitleOf(graph, initial.targetId)}`}
                  </title>
                  <circle
                    cx={initial.dot.x + initial.dot.width / 2}
                    cy={initial.dot.y + initial.dot.height / 2}
                    r={initial.dot.width / 2}
                    className={highlighted ? dotPath : dotPlain}
                  />
                  <path
                    d={routePath(initial.points)}
                    markerEnd={`url(#arrow-${graph.machineId}-${tone})`}
                    className={cx(edgeLine, highlighted && edgeLinePath, tone === 'faded' && edgeLineFaded)}
                  />
                  {highlighted &&
                    badge(
                      path?.initialSeqs ?? [],
                      initial.dot.x + initial.dot.width + 6,
                      initial.dot.y + initial.dot.height / 2,
                    )}
                </g>
              )
            })}

            {layout.edges.map((edge) => {
              const highlighted = edgeHighlighted(edge)
              const main = edge.main && !hasPath
              const tone = highlighted ? 'path' : hasPath ? 'faded' : main ? 'main' : 'plain'
              const selected = edge.transitionIds.some((id) => sameSelection(selection, { kind: 'transition', id }))
              return (
                <path
                  key={edge.id}
                  data-edge-id={edge.id}
                  data-highlighted={highlighted ? 'path' : undefined}
                  data-main={main || undefined}
                  d={routePath(edge.points)}
                  markerEnd={`url(#arrow-${graph.machineId}-${tone})`}
                  className={cx(
                    edgeLine,
                    main && edgeLineMain,
                    highlighted && edgeLinePath,
                    tone === 'faded' && edgeLineFaded,
                    selected && edgeLineSelected,
                  )}
                />
              )
            })}

            {layout.choices.map((choice) => {
              const middle = { x: choice.x + choice.width / 2, y: choice.y + choice.height / 2 }
              const r = choice.width / 2
              return (
                <polygon
                  key={choice.id}
                  data-choice={choice.id}
                  points={`${middle.x},${middle.y - r} ${middle.x + r},${middle.y} ${middle.x},${middle.y + r} ${middle.x - r},${middle.y}`}
                  className={hasPath ? choiceFaded : choiceShape}
                />
              )
            })}

            {layout.states.flatMap((box) =>
              box.rows.map((row) =>
                transitionButton(row, rowShown(row), { x: 2, y: 1 }, rowFrame, rowFramePath, (transition, seqs) => (
                  <>
                    <text x={row.x + 6} y={row.y + row.height / 2} dominantBaseline="central" className={rowText}>
                      {rowLabel(transition)}
                    </text>
                    {badge(seqs, row.x + row.width + 2, row.y + row.height / 2, 'start')}
                  </>
                )),
              ),
            )}

            {layout.edges.map((edge) =>
              edge.label ? (
                <g key={`label:${edge.id}`}>
                  <rect
                    x={edge.label.x - 2}
                    y={edge.label.y - 2}
                    width={edge.label.width + 4}
                    height={edge.label.height + 4}
                    rx={6}
                    className={labelBackdrop}
                  />
                  {edge.entries.map((entry) =>
                    transitionButton(
                      entry,
                      shownText(entry.lines),
                      { x: 3, y: 2 },
                      entryFrame,
                      entryFramePath,
                      (_, seqs) => (
                        <>
                          {entry.lines.map((line, index) => (
                            <text
                              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a label's words in order, and two may read the same
                              key={`${line.kind}:${index}`}
                              x={entry.x + METRICS.entryPadX}
                              y={entry.y + 3 + METRICS.entryLineHeight * (index + 0.5)}
                              dominantBaseline="central"
                              className={
                                line.kind === 'event'
                                  ? entryEvent
                                  : line.kind === 'guard'
                                    ? entryGuard
                                    : cx(entryHeadline, edge.main && !hasPath && entryHeadlineMain)
                              }
                            >
                              {line.text}
                            </text>
                          ))}
                          {badge(seqs, entry.x - 4, entry.y + 2, 'end')}
                        </>
                      ),
                    ),
                  )}
                </g>
              ) : null,
            )}
          </svg>
          {hint && (
            <div
              aria-hidden="true"
              className={hintCard}
              style={{
                left: Math.max(4, hint.box.x * scale),
                top: (hint.box.y + hint.box.height) * scale + 8,
              }}
            >
              <strong className={css({ display: 'block', fontSize: 'sm' })}>{hint.title}</strong>
              {hint.text && <span className={css({ fontSize: 'sm' })}>{hint.text}</span>}
            </div>
          )}
        </figure>
      </div>
    </div>
  )
}

export default StateDiagram

const focusable = css({
  cursor: 'pointer',
  outline: 'none',
  '&:focus-visible [data-ring]': { stroke: 'accent.emphasized', strokeWidth: '3px', strokeDasharray: 'none' },
  '&:hover [data-ring]': { stroke: 'accent.muted' },
})
const ring = css({ fill: 'none', stroke: 'transparent', strokeWidth: '2px' })
const ringSelected = css({ stroke: 'fg.default!', strokeWidth: '2px', strokeDasharray: '5 3' })

const stateFrame = css({ fill: 'bg.surface', stroke: 'diagram.line', strokeWidth: '1.5px' })
const compoundFrame = css({ fill: 'diagram.compound', stroke: 'diagram.line', strokeWidth: '1.5px' })
const rootFrame = css({ fill: 'bg.surface', stroke: 'diagram.faded', strokeWidth: '1px', strokeDasharray: '6 4' })
const frameVisited = css({ fill: 'accent.subtle', stroke: 'accent.default', strokeWidth: '2.5px' })
const frameCurrent = css({ fill: 'diagram.currentSubtle', stroke: 'diagram.current', strokeWidth: '4px' })
const finalInner = css({ fill: 'none', stroke: 'diagram.line', strokeWidth: '1px' })
const frameCurrentInner = css({ stroke: 'diagram.current' })
const divider = css({ stroke: 'diagram.divider', strokeWidth: '1px' })
const stateTitle = css({ fill: 'fg.default', fontSize: '14px', fontWeight: '600' })
const rootTitle = css({ fill: 'fg.muted', fontSize: '13px' })
const nowRect = css({ fill: 'diagram.current' })
const nowText = css({ fill: 'fg.inverted', fontSize: '11px', fontWeight: '700', letterSpacing: '0.02em' })

const frameMain = css({ stroke: 'fg.default', strokeWidth: '2.5px' })
const foldedText = css({ fill: 'fg.muted', fontSize: '12px', fontWeight: '500' })

const edgeLine = css({ fill: 'none', stroke: 'diagram.line', strokeWidth: '1.5px' })
const edgeLineMain = css({ stroke: 'fg.default', strokeWidth: '3px' })
const edgeLinePath = css({ stroke: 'accent.default', strokeWidth: '3px' })
const edgeLineFaded = css({ stroke: 'diagram.faded' })
const edgeLineSelected = css({ strokeWidth: '3px' })
const arrowPlain = css({ fill: 'diagram.line' })
const choiceShape = css({ fill: 'bg.surface', stroke: 'diagram.line', strokeWidth: '1.5px' })
const choiceFaded = css({ fill: 'bg.surface', stroke: 'diagram.faded', strokeWidth: '1.5px' })
const arrowMain = css({ fill: 'fg.default' })
const arrowPath = css({ fill: 'accent.default' })
const arrowFaded = css({ fill: 'diagram.faded' })
const dotPlain = css({ fill: 'diagram.dot' })
const dotPath = css({ fill: 'accent.default' })

const rowFrame = css({ fill: 'transparent' })
const rowFramePath = css({ fill: 'accent.subtle', stroke: 'accent.default', strokeWidth: '1.5px' })
const rowText = css({ fill: 'fg.default', fontSize: '12px', fontWeight: '500' })

const labelBackdrop = css({ fill: 'bg.surface', opacity: 0.92 })
const entryFrame = css({ fill: 'bg.surface', stroke: 'diagram.divider', strokeWidth: '1px' })
const entryFramePath = css({ fill: 'accent.subtle', stroke: 'accent.default', strokeWidth: '2px' })
const entryEvent = css({ fill: 'fg.default', fontSize: '12px', fontWeight: '600' })
const entryGuard = css({ fill: 'fg.default', fontSize: '11px', fontWeight: '500' })
const entryHeadline = css({ fill: 'fg.default', fontSize: '12px', fontWeight: '500' })
const entryHeadlineMain = css({ fontWeight: '700' })

const badgeRect = css({ fill: 'accent.default' })
const badgeText = css({ fill: 'fg.inverted', fontSize: '11px', fontWeight: '700' })

const hintCard = css({
  position: 'absolute',
  zIndex: 1,
  maxWidth: '22rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '3',
  py: '2',
  bg: 'header.bg',
  color: 'header.fg',
  borderRadius: 'md',
  boxShadow: 'overlay',
  pointerEvents: 'none',
})
