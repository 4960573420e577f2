// What the one-off assessment screens show while their data loads or when it could not be loaded.
import { css } from '../../../../styled-system/css'
import { Spinner } from '../../ui/spinner'

export const Loading = ({ what }: { what: string }) => (
  <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
    <Spinner size="sm" /> Loading the {what}…
  </p>
)

export const Failed = ({ what }: { what: string }) => (
  <p role="alert" className={css({ color: 'danger.text' })}>
    The {what} could not be loaded. Reload the page to try again.
  </p>
)
