// A result in words beside its colour (rule results.colours): the colour never carries the
// meaning alone.
import { type ResultColour, resultColour, resultText } from '#domain/determination/results'
import { css, cx } from '../../../styled-system/css'

/** A result's colour; an absent (Incomplete) or unknown result is neutral. */
export type ResultTone = ResultColour | 'neutral'
export const resultToneOf = (result: string | null): ResultTone => resultColour(result) ?? 'neutral'

/** Text colour per tone. */
const TONE_TEXT: Record<ResultTone, string> = {
  green: css({ color: 'success.text' }),
  amber: css({ color: 'warning.text' }),
  red: css({ color: 'danger.text' }),
  neutral: css({ color: 'fg.muted' }),
}
const TONE_DOT: Record<ResultTone, string> = {
  green: css({ bg: 'success.default' }),
  amber: css({ bg: 'warning.default' }),
  red: css({ bg: 'danger.default' }),
  neutral: css({ bg: 'border.strong' }),
}

export const ResultBadge = ({ result, size = 'md' }: { result: string | null; size?: 'md' | 'lg' }) => {
  const tone = resultToneOf(result)
  return (
    <span
      data-tone={tone}
      className={cx(
        css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: '700' }),
        size === 'lg' && css({ fontSize: '2xl' }),
        TONE_TEXT[tone],
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          css({ borderRadius: 'full', flexShrink: 0 }),
          size === 'lg' ? css({ width: '4', height: '4' }) : css({ width: '2.5', height: '2.5' }),
          TONE_DOT[tone],
        )}
      />
      {resultText(result)}
    </span>
  )
}
