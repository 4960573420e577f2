// Cancel assessment (rules lifecycle.cancel-assessment, errors.user-alerts): while the engagement is still Started, the
// role or engagement just created is deleted after confirming, and the person goes back to the progress board.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ENGAGEMENT_MESSAGES, type EngagementRecord } from '#domain/assessments'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { notify } from '../../ui/toaster'
import { useCancelAssessment } from './api/cancel-assessment'

export const CancelAssessmentButton = ({ engagement }: { engagement: EngagementRecord }) => {
  const cancel = useCancelAssessment()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const what = engagement.type === 'Role' ? 'role' : 'engagement'
  const confirm = () =>
    cancel.mutateAsync(engagement.id).then(
      () => navigate({ to: '/' }),
      (error: unknown) => {
        console.error('Cancelling the assessment failed', error)
        setConfirming(false)
        notify.error({ title: 'Assessment not cancelled', description: ENGAGEMENT_MESSAGES.cancelFailed })
      },
    )
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Cancel assessment
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this assessment?"
        description={`The ${what} "${engagement.name}" and any answers saved so far are deleted. This cannot be undone.`}
        confirmLabel={`Yes, delete the ${what}`}
        cancelLabel="No, keep it"
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
