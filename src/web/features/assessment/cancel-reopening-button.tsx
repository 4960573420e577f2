// Cancel of a reopened assessment (rule lifecycle.reopen): after confirming, the reopened answers are dropped and
// the previous assessment, with its result, is current again. A failure is logged only (rule errors.logged-only).
import { useState } from 'react'
import type { AssessmentRecord } from '#domain/assessments'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { notify } from '../../ui/toaster'
import { useCancelReopening } from './api/cancel-reopening'

export const CancelReopeningButton = ({ assessment }: { assessment: AssessmentRecord }) => {
  const cancel = useCancelReopening()
  const [confirming, setConfirming] = useState(false)
  // Awaited rather than given callbacks: on success this button leaves the screen with the reopened assessment.
  const confirm = () =>
    cancel.mutateAsync(assessment.id).then(
      () => notify.success({ title: 'Reopening cancelled', description: 'The previous result is back in place.' }),
      (error: unknown) => {
        console.error('Cancelling the reopened assessment failed', error)
        setConfirming(false)
      },
    )
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel the reopened assessment?"
        description="The answers given since it was reopened are discarded and the previous result is restored."
        confirmLabel="Yes, cancel it"
        cancelLabel="No, keep answering"
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
