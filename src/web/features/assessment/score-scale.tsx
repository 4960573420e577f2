// How the result panel's score reads: the bands on the gauge's 0–5 scale with the one the result is in, and what
// the SDS concludes from it (an SDS states Inside or Outside only, so "Outside Leaning" becomes "Outside IR35").

import { SCORE_BANDS, scaleNumber } from '#domain/determination/full-scoring'
import { RESULTS, resultRowOf } from '#domain/determination/results'
import { sdsConclusionOf } from '#domain/determination/sds-conclusion'
import { css } from '../../../../styled-system/css'

type ScoreScaleProps = { result: string | null; resultCode: string | null; overridden: boolean }

export const ScoreScale = ({ result, resultCode, overridden }: ScoreScaleProps) => {
  const band = resultRowOf(result)?.code
  const conclusion = sdsConclusionOf(resultCode)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', minWidth: '12rem' })}>
      <p className={css({ color: 'fg.muted' })}>The score on the 0–5 scale (0 clearly Outside, 5 clearly Inside):</p>
      <ul aria-label="Score bands" className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {SCORE_BANDS.map((row) => (
          <li
            key={row.code}
            aria-current={!overridden && row.code === band ? 'true' : undefined}
            className={css({ '&[aria-current]': { fontWeight: '700' } })}
          >
            {scaleNumber(row.from)} to {scaleNumber(row.to)}: {RESULTS[row.code].label}
          </li>
        ))}
      </ul>
      {conclusion && (
        <p>
          {overridden
            ? `Manually overridden: the SDS concludes ${conclusion}.`
            : `On the SDS, ${result} concludes ${conclusion} (an SDS states Inside or Outside only).`}
        </p>
      )}
    </div>
  )
}
