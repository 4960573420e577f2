// "Every transition verified by a test": the model tests' coverage of one machine, from machines/coverage.json.
import { css, cx } from '../../../../styled-system/css'
import { CheckIcon } from '../../ui/icons'
import { coverageOf, isFullyCovered } from './coverage'

export const CoverageBadge = ({ machineId }: { machineId: string }) => {
  const coverage = coverageOf(machineId)
  if (!coverage)
    return <span className={cx(badge, css({ bg: 'warning.subtle', color: 'warning.text' }))}>No coverage recorded</span>
  const full = isFullyCovered(coverage)
  return (
    <span
      data-coverage={`${coverage.covered}/${coverage.transitions}`}
      className={cx(
        badge,
        full
          ? css({ bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' })
          : css({ bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.border' }),
      )}
    >
      {full && <CheckIcon size={14} />}
      {full
        ? `Every transition verified by a test (${coverage.covered}/${coverage.transitions}, ${coverage.paths} paths)`
        : `${coverage.covered} of ${coverage.transitions} transitions verified by a test`}
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
