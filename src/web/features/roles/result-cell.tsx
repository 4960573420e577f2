// The Result column (rule roles.result-column): Update, Reopened, Incomplete, or the result beside its colour dot.
import { Link } from '@tanstack/react-router'
import { resultDisplayOf } from '#domain/job-role-values'
import type { JobRoleListItem } from '#domain/job-roles'
import { engagementStatus } from '#machines/state-map'
import { css, cx } from '../../../../styled-system/css'
import { buttonStyles } from '../../ui/button'

const DOT_COLOURS = {
  amber: css({ bg: 'warning.default' }),
  red: css({ bg: 'danger.default' }),
  green: css({ bg: 'success.default' }),
} as const
const dot = css({ width: '2.5', height: '2.5', borderRadius: 'full', flexShrink: 0 })

export const ResultCell = ({ role }: { role: JobRoleListItem }) => {
  const display = resultDisplayOf(role, engagementStatus.hasTag(role.assessment_status, 'reopenMode'))
  switch (display.kind) {
    case 'update':
      return (
        <Link to="/update-role/$roleId" params={{ roleId: role.id }} className={buttonStyles({ size: 'sm' })}>
          Update
        </Link>
      )
    case 'reopened':
      return <span>Reopened</span>
    case 'incomplete':
      return <span className={css({ color: 'fg.muted' })}>Incomplete</span>
    case 'result':
      return (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <span aria-hidden="true" className={cx(dot, DOT_COLOURS[display.colour])} />
          {display.result}
        </span>
      )
  }
}
