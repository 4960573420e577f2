// The client's side while the contractor answers (rule result.panel): the client's submission stands,
// the role based questions are answered, and "Retract questions" withdraws the contractor's questions after
// asking, so that the result is worked out from the client's answers alone.
import { useState } from 'react'
import type { AssessmentRecord } from '#domain/assessments'
import { CONTRACTOR_PORTAL_MESSAGES, RETRACT_MESSAGES } from '#domain/contractor-portal'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { notify } from '../../ui/toaster'
import { useRetractContractorQuestions } from './api/retract-contractor-questions'

type AwaitingContractorPanelProps = {
  assessment: AssessmentRecord
  /** The engagement machine lets this person retract the contractor's questions now. */
  canRetract: boolean
  onViewAnswers: () => void
}

export const AwaitingContractorPanel = ({ assessment, canRetract, onViewAnswers }: AwaitingContractorPanelProps) => {
  const retract = useRetractContractorQuestions()
  const [confirming, setConfirming] = useState(false)
  const headingId = `awaiting-contractor-${assessment.id}`

  const retractQuestions = () =>
    retract
      .mutateAsync({ assessmentId: assessment.id, version: assessment.version })
      .then(() =>
        notify.success({
          title: 'Questions retracted',
          description: "The result has been worked out from your answers. The contractor's questions stay unanswered.",
        }),
      )
      // 400 and 409 are toasted by the HTTP client; anything else is logged.
      .catch((error: unknown) => {
        if (!isHttpError(error)) console.error('Retracting the contractor questions failed', error)
      })
      .finally(() => setConfirming(false))

  return (
    <section aria-labelledby={headingId} className={card()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <div className={block}>
          <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
            {CONTRACTOR_PORTAL_MESSAGES.submittedTitle}
          </h2>
          <p>{CONTRACTOR_PORTAL_MESSAGES.submittedBody}</p>
        </div>
        <div className={block}>
          <h3 className={css({ fontSize: 'lg', fontWeight: '700' })}>
            {CONTRACTOR_PORTAL_MESSAGES.roleQuestionsTitle}
          </h3>
          <p>{CONTRACTOR_PORTAL_MESSAGES.roleQuestionsBody}</p>
        </div>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          The contractor has been asked to answer their questions. The result shows here once they have.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button variant="outline" onClick={onViewAnswers}>
            View answers
          </Button>
          {canRetract && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {CONTRACTOR_PORTAL_MESSAGES.retract}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={RETRACT_MESSAGES.confirmTitle}
        description={RETRACT_MESSAGES.confirmBody}
        confirmLabel={CONTRACTOR_PORTAL_MESSAGES.retract}
        cancelLabel="Cancel"
        tone="danger"
        busy={retract.isPending}
        onConfirm={retractQuestions}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}

const block = css({ display: 'flex', flexDirection: 'column', gap: '1' })
