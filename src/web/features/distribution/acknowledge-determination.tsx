// "Acknowledge determination" (rules sds.download, sds.acknowledge-dispute): the party types a name and completes;
// Complete is disabled until a name is typed. Shared by the contractor's SDS page and a supply-chain party's link.
import { useId, useState } from 'react'
import { formatDateTime } from '#domain/dates'
import type { DistributionWire } from '#domain/sds-distribution'
import { DISTRIBUTION_MESSAGES } from '#domain/sds-distribution-values'
import { distributionStatus } from '#machines/state-map'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'

const M = DISTRIBUTION_MESSAGES

type AcknowledgeDeterminationProps = {
  distribution: DistributionWire
  busy: boolean
  /** Sends the acknowledgement; a refusal is shown by whoever sends it. */
  onAcknowledge: (name: string) => Promise<unknown>
}

export const AcknowledgeDetermination = ({ distribution, busy, onAcknowledge }: AcknowledgeDeterminationProps) => {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const formId = useId()
  if (distributionStatus.hasTag(distribution.status.code, 'acknowledged'))
    return (
      <p role="status" className={css({ color: 'success.text', fontWeight: '600' })}>
        {M.acknowledged}
        {distribution.acknowledged && (
          <span className={css({ display: 'block', fontWeight: '400', color: 'fg.muted', fontSize: 'sm' })}>
            {distribution.acknowledged_name ? `Acknowledged by ${distribution.acknowledged_name}` : 'Acknowledged'} on{' '}
            {formatDateTime(distribution.acknowledged)}
          </span>
        )}
      </p>
    )
  if (!distribution.can.acknowledge) return null
  if (!open)
    return (
      <div>
        <Button onClick={() => setOpen(true)}>{M.acknowledgeTitle}</Button>
      </div>
    )
  const typed = name.trim()
  return (
    <form
      id={formId}
      aria-label={M.acknowledgeTitle}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxWidth: '28rem' })}
      onSubmit={(event) => {
        event.preventDefault()
        if (typed !== '') void onAcknowledge(typed).catch(() => {})
      }}
    >
      <TextField label={M.acknowledgeNameLabel} value={name} onChange={setName} onBlur={() => {}} required />
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" disabled={typed === ''} loading={busy}>
          {M.acknowledgeComplete}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setOpen(false)
            setName('')
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  )
}
