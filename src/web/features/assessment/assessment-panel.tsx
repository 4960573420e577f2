// The assessment side of the edit-role and edit-engagement screens (rules engagement.role-screens,
// engagement.edit-screen, questionnaire.screen, result.panel): the notice or the first assessment's start, the
// questionnaire, or the result with its lifecycle buttons. Everything it shows follows the engagement record: its
// current assessment and what the engagement machine allows (`can`); an engagement with sign-off reviewers shows the
// review panel under it.
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useState } from 'react'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { Loading, lazyNamed } from '../../ui/lazy'
import { Spinner } from '../../ui/spinner'
import { useCreateAssessment } from './api/create-assessment'
import { useOrganisationDisseminates } from './api/get-organisation-features'
import { questionSetQueryOptions } from './api/get-question-set'
import { AssessmentNotice } from './assessment-notice'
import { AwaitingContractorPanel } from './awaiting-contractor-panel'
import { CancelAssessmentButton } from './cancel-assessment-button'
import { CancelReopeningButton } from './cancel-reopening-button'
import { mayDisseminate } from './dissemination'
import { canCancelReopening, panelViewOf, questionnaireOpeningOf } from './panel-view'
import { QuestionSetUpdate } from './question-set-update'
import type { QuestionnaireOutcome, QuestionnaireProps } from './questionnaire'
import { ResultActions } from './result-actions'
import { ResultPanel } from './result-panel'

// The questionnaire (its machine, forms and comment panels) loads when the panel opens it, and the review panel
// only for an engagement with sign-off reviewers.
const loadQuestionnaire = () => import('./questionnaire')
const Questionnaire = lazyNamed(loadQuestionnaire, 'Questionnaire')
const ReviewPanel = lazyNamed(() => import('../review/review-panel'), 'ReviewPanel')

/**
 * Who answers on this screen and how the questionnaire greets them: the client by default; the worker on their
 * own working practices review (every question theirs, the disclaimer first, and their own way out).
 */
export type Answering = Pick<QuestionnaireProps, 'respondent' | 'viewer' | 'startPrompt' | 'submittedToast'> & {
  /** Cancel at the start prompt: where the screen leaves to. */
  onLeave?: () => void
}

const CLIENT_ANSWERING: Answering = { respondent: 'CLIENT' }

type PanelProps = { engagement: EngagementRecord; answering?: Answering }

export const AssessmentPanel = ({ engagement, answering = CLIENT_ANSWERING }: PanelProps) => {
  const current = engagement.assessments[0]
  if (!current) return <FirstAssessment engagement={engagement} />
  return (
    <div className={column}>
      {/* A new current assessment (reopened, restored) or a newer question set starts the panel afresh. */}
      <CurrentAssessment
        key={`${current.id}:${current.question_set_id}`}
        engagement={engagement}
        assessment={current}
        answering={answering}
      />
      {engagement.reviewers.length > 0 && (
        <Suspense fallback={<Loading label="Loading the reviewers…" />}>
          <ReviewPanel engagementId={engagement.id} />
        </Suspense>
      )}
    </div>
  )
}

const FirstAssessment = ({ engagement }: { engagement: EngagementRecord }) => {
  const create = useCreateAssessment()
  const view = panelViewOf(engagement, null)
  return (
    <AssessmentNotice>
      {view.kind === 'notStarted' && view.canStart && (
        <Button
          loading={create.isPending}
          onClick={() =>
            create
              .mutateAsync(engagement.id)
              .catch((error: unknown) => console.error('Creating the assessment failed', error))
          }
        >
          Commence assessment
        </Button>
      )}
    </AssessmentNotice>
  )
}

const CurrentAssessment = ({
  engagement,
  assessment,
  answering,
}: {
  engagement: EngagementRecord
  assessment: AssessmentRecord
  answering: Answering
}) => {
  const [chosen, setChosen] = useState<'edit' | 'view' | null>(null)
  const questionSet = useQuery(questionSetQueryOptions(assessment.question_set_id))
  const navigate = useNavigate()
  const view = panelViewOf(engagement, chosen)
  const contractorEngagement = mayDisseminate(engagement, true)
  const organisationDisseminates = useOrganisationDisseminates(engagement.organisation_id, contractorEngagement)
  // The questionnaire's code loads alongside its question set, not after it.
  useEffect(() => {
    if (view.kind === 'questionnaire') void loadQuestionnaire()
  }, [view.kind])

  const finished = useCallback(
    (outcome: QuestionnaireOutcome, purpose: string) => {
      if (outcome === 'submitted' || purpose !== 'answer') return setChosen(null)
      // Cancel at the start prompt: back to where the engagement is listed.
      if (answering.onLeave) answering.onLeave()
      else if (engagement.contractor_id)
        void navigate({ to: '/edit-contractor/$contractorId', params: { contractorId: engagement.contractor_id } })
      else void navigate({ to: '/roles' })
    },
    [engagement.contractor_id, navigate, answering],
  )

  if (view.kind === 'awaitingContractor')
    return (
      <AwaitingContractorPanel
        assessment={assessment}
        canRetract={view.canRetract}
        onViewAnswers={() => setChosen('view')}
      />
    )
  if (view.kind === 'result')
    return (
      <div className={column}>
        {assessment.requires_update && <QuestionSetUpdate assessment={assessment} answering={false} />}
        <ResultPanel
          engagement={engagement}
          assessment={assessment}
          actions={
            <ResultActions
              engagement={engagement}
              onViewAnswers={() => setChosen('view')}
              onEditAnswers={() => setChosen('edit')}
            />
          }
        />
      </div>
    )
  if (view.kind !== 'questionnaire') return null
  if (questionSet.isError)
    return (
      <p role="alert" className={css({ color: 'danger.text' })}>
        The questions of this assessment could not be loaded. Reload the page to try again.
      </p>
    )
  const loadingQuestions = (
    <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
      <Spinner size="sm" /> Loading the questions…
    </p>
  )
  if (!questionSet.data) return loadingQuestions
  const { purpose } = view
  return (
    <div className={column}>
      {assessment.requires_update && (
        <QuestionSetUpdate assessment={assessment} answering={purpose === 'answer' && engagement.can.submit_answers} />
      )}
      <Suspense fallback={loadingQuestions}>
        <Questionnaire
          // Viewing and editing are separate runs of the questionnaire.
          key={purpose}
          subject={{ engagementId: engagement.id, assessmentId: assessment.id, version: assessment.version }}
          respondent={answering.respondent}
          viewer={answering.viewer}
          startPrompt={answering.startPrompt}
          submittedToast={answering.submittedToast}
          questionSet={questionSet.data}
          mayDisseminate={mayDisseminate(engagement, organisationDisseminates)}
          opening={questionnaireOpeningOf(engagement, assessment, purpose)}
          closable={purpose !== 'answer'}
          extraActions={
            purpose !== 'answer' ? null : canCancelReopening(engagement) ? (
              <CancelReopeningButton assessment={assessment} />
            ) : engagement.can.delete ? (
              <CancelAssessmentButton engagement={engagement} />
            ) : null
          }
          onFinished={(outcome) => finished(outcome, purpose)}
        />
      </Suspense>
    </div>
  )
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' })
