import { css } from '../../../../styled-system/css'
import { Spinner } from '../../ui/spinner'

/** The review screen's placeholder while a part of it loads: the same line for its data and for its code. */
export const LoadingLine = ({ what }: { what: string }) => (
  <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
    <Spinner size="sm" /> Loading {what}…
  </p>
)
