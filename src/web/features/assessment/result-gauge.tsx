// The half-doughnut gauge of the result panel: the score on its 0–5 scale, filled in the result's colour,
// read out as "Score 3.5 out of 5".
import { css } from '../../../../styled-system/css'
import type { ResultTone } from '../../ui/result-badge'
import { GAUGE_MAX, type GaugeFrame, gaugeArcPath, gaugeScoreOf } from './gauge-geometry'

const FRAME: GaugeFrame = { cx: 100, cy: 100, radius: 80 }
const SCORE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })

const STROKES: Record<ResultTone, string> = {
  green: css({ stroke: 'success.default' }),
  amber: css({ stroke: 'warning.default' }),
  red: css({ stroke: 'danger.default' }),
  neutral: css({ stroke: 'fg.muted' }),
}

export const ResultGauge = ({ score, tone }: { score: number | null; tone: ResultTone }) => {
  const shown = gaugeScoreOf(score)
  const label = `Score ${SCORE.format(shown)} out of ${GAUGE_MAX}`
  const value = gaugeArcPath(FRAME, shown / GAUGE_MAX)
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 200 116"
      className={css({ width: '100%', maxWidth: '15rem', height: 'auto' })}
    >
      <title>{label}</title>
      <path
        d={gaugeArcPath(FRAME, 1)}
        fill="none"
        strokeWidth={22}
        strokeLinecap="round"
        className={css({ stroke: 'bg.muted' })}
      />
      {value && <path d={value} fill="none" strokeWidth={22} strokeLinecap="round" className={STROKES[tone]} />}
      <text
        x={FRAME.cx}
        y={FRAME.cy - 8}
        textAnchor="middle"
        className={css({ fill: 'fg.default', fontSize: '32px', fontWeight: '700' })}
      >
        {SCORE.format(shown)}
      </text>
      <text x={FRAME.cx} y={FRAME.cy + 12} textAnchor="middle" className={css({ fill: 'fg.muted', fontSize: '13px' })}>
        out of {GAUGE_MAX}
      </text>
    </svg>
  )
}
