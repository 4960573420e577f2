// "I do not agree" (rule sds.acknowledge-dispute): the party opens the dispute form, gives its
// reasons as text up to 250 characters and/or files, and submits; the dispute is then shown read-only.
import { useState } from 'react'
import {
  DISPUTE_FLOW_MESSAGES,
  DISPUTE_MESSAGES,
  DISTRIBUTION_MESSAGES,
  disputeReasonProblem,
} from '#domain/sds-distribution'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { notify } from '../../ui/toaster'
import type { DisputeTarget } from './api/dispute-target'
import { useRaiseDispute } from './api/raise-dispute'
import { ReasonFields } from './reason-fields'

type DisputeFormProps = { target: DisputeTarget; organisationId: string; distributionId: string }

export const DisputeForm = ({ target, organisationId, distributionId }: DisputeFormProps) => {
  const raise = useRaiseDispute(target)
  const [open, setOpen] = useState(false)
  const [details, setDetails] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  if (!open)
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {DISTRIBUTION_MESSAGES.disagree}
        </Button>
      </div>
    )
  return (
    <form
      noValidate
      aria-label={DISPUTE_MESSAGES.disputeTitle}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        const problem = disputeReasonProblem(details, files.length, 'dispute')
        setError(problem)
        if (problem) return
        raise
          .mutateAsync({ organisationId, distributionId, details, files })
          // The dispute now shows read-only below, with the client's 45 days: said there, once.
          .then(() => {
            setOpen(false)
            notify.success({ title: 'Dispute sent', description: 'Your dispute is shown on this page.' })
          })
          // The HTTP client has said what went wrong; the form keeps what was typed.
          .catch(() => undefined)
      }}
    >
      <p className={css({ color: 'fg.muted' })}>
        Say why you disagree with this determination. {DISPUTE_MESSAGES.responseDuty}
      </p>
      <ReasonFields
        label={DISPUTE_FLOW_MESSAGES.reasonsLabel}
        details={details}
        onDetails={setDetails}
        files={files}
        onFiles={setFiles}
        error={error}
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={raise.isPending}>
          {DISPUTE_FLOW_MESSAGES.submitDispute}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
