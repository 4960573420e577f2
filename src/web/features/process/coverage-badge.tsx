// How many of one machine's transitions the walks through the portal verified, from machines/coverage.json.
import { css, cx } from '../../../../styled-system/css'
import { CheckIcon } from '../../ui/icons'
import { coverageOf, coverageWords } from './coverage'

export const CoverageBadge = ({ machineId }: { machineId: string }) => {
  const coverage = coverageOf(machineId)
  const { text, full } = coverageWords(coverage)
  return (
    <span
      data-coverage={coverage ? `${coverage.api}/${coverage.view}/${coverage.transitions}` : 'none'}
      className={cx(
        badge,
        full
          ? css({ bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' })
          : css({ bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.border' }),
      )}
    >
      {full && <CheckIcon size={14} />}
      {text}
    </span>
  )
}

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontSize: 'sm',
  fontWeight: '600',
})
