// The server's check of an engagement's hash chain, said plainly: intact, or where it breaks and why.
import { css, cx } from '../../../../styled-system/css'
import { CheckIcon } from '../../ui/icons'
import type { ChainCheck as Check } from './api/get-engagement-audit'

export const ChainCheck = ({ chain }: { chain: Check }) =>
  chain.intact ? (
    <p data-chain="intact" className={cx(box, css({ bg: 'success.subtle', borderColor: 'success.border' }))}>
      <CheckIcon size={18} className={css({ color: 'success.text', mt: '0.5' })} />
      <span>
        <strong className={css({ color: 'success.text' })}>
          Audit trail intact: {chain.events} {chain.events === 1 ? 'event' : 'events'}, each chained to the one before.
        </strong>{' '}
        Every event carries the hash of the one before it, and the server has recomputed them all.
      </span>
    </p>
  ) : (
    <div
      data-chain="broken"
      className={cx(box, css({ bg: 'danger.subtle', borderColor: 'danger.default', borderWidth: '2px' }))}
    >
      <span aria-hidden="true" className={css({ color: 'danger.text', fontWeight: '800', fontSize: 'lg' })}>
        !
      </span>
      <span>
        <strong className={css({ color: 'danger.text' })}>
          Audit trail broken
          {chain.brokenAtSeq !== null ? ` at event ${chain.brokenAtSeq}` : ''}: {chain.reason}.
        </strong>{' '}
        The events from there on do not verify against the ones before them; treat them as altered.
      </span>
    </div>
  )

const box = css({
  display: 'flex',
  gap: '2.5',
  alignItems: 'flex-start',
  px: '4',
  py: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
})
