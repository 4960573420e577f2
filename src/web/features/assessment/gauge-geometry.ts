// The half-doughnut gauge of the result panel as numbers: the score on its 0–5 scale and the arc drawn for it.

/** The gauge reads 0 to 5; a missing score shows as 5 (rule determination.score). */
export const GAUGE_MAX = 5

export const gaugeScoreOf = (score: number | null): number =>
  score === null || !Number.isFinite(score) ? GAUGE_MAX : Math.min(GAUGE_MAX, Math.max(0, score))

export type GaugeFrame = { readonly cx: number; readonly cy: number; readonly radius: number }

const round = (value: number) => Math.round(value * 100) / 100

/** The point of the half circle at `fraction` of the way from its left end (0) over the top to its right end (1). */
export const gaugePoint = ({ cx, cy, radius }: GaugeFrame, fraction: number) => {
  const angle = Math.PI * (1 - fraction)
  return { x: round(cx + radius * Math.cos(angle)), y: round(cy - radius * Math.sin(angle)) }
}

/** An SVG path along the half circle from its left end to `fraction` of the way; empty for nothing to draw. */
export const gaugeArcPath = (frame: GaugeFrame, fraction: number): string => {
  const clamped = Math.min(1, Math.max(0, fraction))
  if (clamped === 0) return ''
  const start = gaugePoint(frame, 0)
  const end = gaugePoint(frame, clamped)
  // Never more than half a turn, so the small arc, drawn clockwise on screen (over the top).
  return `M ${start.x} ${start.y} A ${frame.radius} ${frame.radius} 0 0 1 ${end.x} ${end.y}`
}
