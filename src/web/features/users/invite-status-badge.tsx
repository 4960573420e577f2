// An invite's status as a coloured label: the word carries the meaning, the colour only helps.
import { css, cx } from '../../../../styled-system/css'

const TONES: Record<string, string> = {
  Pending: css({ bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.border' }),
  Accepted: css({ bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' }),
  Rejected: css({ bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.border' }),
  Cancelled: css({ bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.default' }),
}

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: 'sm',
  fontWeight: '600',
  whiteSpace: 'nowrap',
})

export const InviteStatusBadge = ({ status }: { status: string }) => (
  <span className={cx(badge, TONES[status])}>{status}</span>
)
