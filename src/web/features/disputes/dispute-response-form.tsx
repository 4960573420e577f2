// The end client's response to an open dispute (s.61T ITEPA 2003): uphold the determination with reasons, or
// withdraw the SDS with reasons and the day from which the new SDS applies; withdrawing asks for confirmation
// first, since it reopens the assessment.
import { useState } from 'react'
import {
  DISPUTE_FLOW_MESSAGES,
  DISPUTE_MESSAGES,
  type DisputeResolutionCode,
  type DisputeWire,
  disputeReasonProblem,
} from '#domain/sds-distribution'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { ChoiceField } from '../../ui/choice-field'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { DateField } from '../../ui/date-field'
import { notify } from '../../ui/toaster'
import { useRespondToDispute } from './api/respond-to-dispute'
import { ReasonFields } from './reason-fields'

const CHOICES = [
  { value: 'upheld', label: DISPUTE_MESSAGES.uphold },
  { value: 'withdrawn', label: DISPUTE_MESSAGES.withdraw },
] as const

type Errors = { resolution?: string; details?: string; newSdsFrom?: string }

export const DisputeResponseForm = ({ engagementId, dispute }: { engagementId: string; dispute: DisputeWire }) => {
  const respond = useRespondToDispute(engagementId)
  const [resolution, setResolution] = useState<DisputeResolutionCode | ''>('')
  const [details, setDetails] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [newSdsFrom, setNewSdsFrom] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)

  const send = () => {
    if (!resolution) return
    respond
      .mutateAsync({ disputeId: dispute.id, resolution, details, newSdsFrom, files })
      .then(() =>
        notify.success({
          title: 'Response sent',
          description:
            resolution === 'withdrawn'
              ? 'The SDS is withdrawn and the assessment reopened: submit the answers again to issue the new SDS.'
              : 'The determination stands; the party has been told.',
        }),
      )
      .catch(() => undefined)
      .finally(() => setConfirming(false))
  }

  return (
    <form
      noValidate
      aria-label={DISPUTE_MESSAGES.respondTitle}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '4',
      })}
      onSubmit={(event) => {
        event.preventDefault()
        const next: Errors = {
          ...(resolution ? {} : { resolution: DISPUTE_FLOW_MESSAGES.resolutionRequired }),
          ...(disputeReasonProblem(details, files.length, 'response')
            ? { details: DISPUTE_MESSAGES.resolveReasonRequired }
            : {}),
          ...(resolution === 'withdrawn' && !/^\d{4}-\d{2}-\d{2}$/.test(newSdsFrom)
            ? { newSdsFrom: DISPUTE_MESSAGES.newSdsFromRequired }
            : {}),
        }
        setErrors(next)
        if (Object.keys(next).length > 0) return
        if (resolution === 'withdrawn') setConfirming(true)
        else send()
      }}
    >
      <h4 className={css({ fontSize: 'md', fontWeight: '700' })}>{DISPUTE_MESSAGES.respondTitle}</h4>
      <ChoiceField
        legend="Your response"
        name={`resolution-${dispute.id}`}
        choices={CHOICES}
        value={resolution}
        onChange={setResolution}
        onBlur={() => undefined}
        error={errors.resolution}
        required
      />
      <ReasonFields
        label={DISPUTE_FLOW_MESSAGES.responseReasonsLabel}
        details={details}
        onDetails={setDetails}
        files={files}
        onFiles={setFiles}
        error={errors.details ?? null}
      />
      {resolution === 'withdrawn' && (
        <DateField
          label={DISPUTE_MESSAGES.newSdsFromLabel}
          value={newSdsFrom}
          onChange={setNewSdsFrom}
          onBlur={() => undefined}
          error={errors.newSdsFrom}
          required
        />
      )}
      <div>
        <Button type="submit" loading={respond.isPending && !confirming}>
          {DISPUTE_FLOW_MESSAGES.submitResponse}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Withdraw the SDS?"
        description={DISPUTE_FLOW_MESSAGES.confirmWithdraw}
        confirmLabel="Yes, withdraw the SDS"
        tone="danger"
        busy={respond.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  )
}
