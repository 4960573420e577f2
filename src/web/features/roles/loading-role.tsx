import { css } from '../../../../styled-system/css'
import { Spinner } from '../../ui/spinner'

/** The saved role's screen while the role, its agency's name or the screen's code load: one line for all three. */
export const LoadingRole = () => (
  <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
    <Spinner size="sm" /> Loading the role…
  </p>
)
