// The banner of an assessment answered against an older question set (rule engagement.role-screens): it names the
// new version and, while the assessment is being answered, moves it there on request (answers that still
// exist are kept). A result is moved by reopening it first.
import { useQuery } from '@tanstack/react-query'
import type { AssessmentRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { notify } from '../../ui/toaster'
import { latestQuestionSetQueryOptions } from './api/get-question-set'
import { useUpdateQuestionSet } from './api/update-question-set'

type QuestionSetUpdateProps = {
  assessment: AssessmentRecord
  /** The questionnaire is open for answering (Started or Reopened). */
  answering: boolean
}

export const QuestionSetUpdate = ({ assessment, answering }: QuestionSetUpdateProps) => {
  const latest = useQuery(latestQuestionSetQueryOptions(assessment.question_set_type_code))
  const update = useUpdateQuestionSet()
  const newer = latest.data && latest.data.id !== assessment.question_set_id ? latest.data : null
  if (!newer) return null
  const moveToNewer = () =>
    update.mutateAsync({ assessmentId: assessment.id, questionSetId: newer.id }).then(
      () =>
        notify.success({
          title: 'Questions updated',
          description: `The assessment now uses version ${newer.version}.`,
        }),
      (error: unknown) => console.error('Updating the question set failed', error),
    )
  return (
    <div role="status" className={banner}>
      <p>
        A new version of the questions is available: version {newer.version} (this assessment uses version{' '}
        {assessment.question_set_version}).{!answering && ' Reopen the assessment to answer the newer questions.'}
      </p>
      {answering && (
        <Button size="sm" loading={update.isPending} onClick={moveToNewer}>
          Update to version {newer.version}
        </Button>
      )}
    </div>
  )
}

const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  color: 'fg.default',
  bg: 'accent.subtle',
  borderWidth: '1px',
  borderColor: 'accent.muted',
  borderRadius: 'md',
  p: '3',
})
