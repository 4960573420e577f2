// The buttons under a result (rules result.panel, lifecycle.reopen): View answers, Edit Answers, Reopen and
// "Reassess now", each shown when the engagement machine allows it (`can`). Reassessing asks first and
// opens the new engagement.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ENGAGEMENT_MESSAGES, type EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { notify } from '../../ui/toaster'
import { useReassessEngagement } from './api/reassess-engagement'
import { useReopenAssessment } from './api/reopen-assessment'
import { resultActionsOf } from './panel-view'

type ResultActionsProps = {
  engagement: EngagementRecord
  onViewAnswers: () => void
  onEditAnswers: () => void
}

export const ResultActions = ({ engagement, onViewAnswers, onEditAnswers }: ResultActionsProps) => {
  const allowed = resultActionsOf(engagement)
  const reopen = useReopenAssessment()
  const reassess = useReassessEngagement()
  const navigate = useNavigate()
  const [confirmingReassess, setConfirmingReassess] = useState(false)

  // Awaited rather than given callbacks: on success the result, and these buttons, leave the screen.
  const reopenAssessment = () =>
    reopen.mutateAsync(engagement.id).then(
      () => notify.success({ title: 'Assessment reopened', description: 'Change the answers and submit them again.' }),
      (error: unknown) => console.error('Reopening the assessment failed', error),
    )

  const reassessNow = async () => {
    const engagementId = await reassess.mutateAsync(engagement.id).catch(() => null)
    setConfirmingReassess(false)
    if (!engagementId || !engagement.contractor_id) return
    notify.success({ title: 'Reassessment created', description: 'The new engagement is ready to be assessed.' })
    await navigate({
      to: '/edit-contractor/$contractorId/edit-engagement/$engagementId',
      params: { contractorId: engagement.contractor_id, engagementId },
    })
  }

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      <Button variant="outline" onClick={onViewAnswers}>
        View answers
      </Button>
      {allowed.editAnswers && (
        <Button variant="outline" onClick={onEditAnswers}>
          Edit Answers
        </Button>
      )}
      {allowed.reopen && (
        <Button variant="outline" loading={reopen.isPending} onClick={reopenAssessment}>
          Reopen
        </Button>
      )}
      {allowed.reassess && <Button onClick={() => setConfirmingReassess(true)}>Reassess now</Button>}
      <ConfirmDialog
        open={confirmingReassess}
        title="Reassess now?"
        description={ENGAGEMENT_MESSAGES.reassessConfirm}
        confirmLabel="Reassess now"
        cancelLabel="Cancel"
        busy={reassess.isPending}
        onConfirm={reassessNow}
        onCancel={() => setConfirmingReassess(false)}
      />
    </div>
  )
}
