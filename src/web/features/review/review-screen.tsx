// /review/{engagementId} (rules manual-review.screen, signoff.review, manual-review.flow): the engagement's
// facts on the left; on the right what is being signed off (the result with its reasons, HMRC's equivalent
// outcome and the financial exposure), then the current assessment's answers from the first category, read-only
// but open to comments, every comment thread, the review panel and, for a reviewer whose own review is open,
// "Finalise review".
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { unresolvedCommentCount } from '#domain/comment-values'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useAssessmentComments } from '../assessment/api/get-assessment-comments'
import { useEngagement } from '../assessment/api/get-engagement'
import { type PublishedQuestionSet, questionSetQueryOptions } from '../assessment/api/get-question-set'
import { EngagementFacts } from '../assessment/engagement-facts'
import { questionnaireOpeningOf } from '../assessment/panel-view'
import { Questionnaire } from '../assessment/questionnaire'
import { ResultPanel } from '../assessment/result-panel'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { useEngagementReviewers } from './api/get-reviewers'
import { FinaliseReview } from './finalise-review'
import { ReviewComments } from './review-comments'
import { ReviewPanel } from './review-panel'
import { ownOpenReview } from './review-panel-view'

/** What a screen built on this one adds beside the answers (the manual review's result and override tools). */
export type ReviewTools = (view: { engagement: EngagementRecord; assessment: AssessmentRecord }) => ReactNode

export const ReviewScreen = ({
  engagementId,
  title = 'Review',
  tools,
  resultActions,
}: {
  engagementId: string
  title?: string
  tools?: ReviewTools
  /** Buttons under the result (the manual review's override). */
  resultActions?: ReviewTools
}) => {
  const engagement = useEngagement(engagementId)
  const record = engagement.data
  return (
    <Page title={record ? `${title}: ${record.name}` : title}>
      {engagement.isError ? (
        <p role="alert">
          {isHttpError(engagement.error, 404) || isHttpError(engagement.error, 403)
            ? 'This engagement could not be found, or it is not yours to review.'
            : 'The engagement could not be loaded. Reload the page to try again.'}
        </p>
      ) : !record ? (
        <Loading what="the engagement" />
      ) : (
        <ScreenLayout
          details={
            <section aria-label="Engagement details" className={card()}>
              <EngagementFacts view={record} />
            </section>
          }
          assessment={
            record.assessments[0] ? (
              <ReviewedAssessment
                engagement={record}
                assessment={record.assessments[0]}
                tools={tools}
                resultActions={resultActions}
              />
            ) : (
              <p>This engagement has no assessment to review yet.</p>
            )
          }
        />
      )}
    </Page>
  )
}

const ReviewedAssessment = ({
  engagement,
  assessment,
  tools,
  resultActions,
}: {
  engagement: EngagementRecord
  assessment: AssessmentRecord
  tools: ReviewTools | undefined
  resultActions: ReviewTools | undefined
}) => {
  const questionSet = useQuery(questionSetQueryOptions(assessment.question_set_id))
  const reviewers = useEngagementReviewers(engagement.id)
  const comments = useAssessmentComments(assessment.id)
  const [revealComments, setRevealComments] = useState(0)
  const ownReview = ownOpenReview(reviewers.data?.items ?? [])

  if (questionSet.isError)
    return (
      <p role="alert" className={css({ color: 'danger.text' })}>
        The questions of this assessment could not be loaded. Reload the page to try again.
      </p>
    )
  if (!questionSet.data) return <Loading what="the questions" />
  return (
    <>
      {assessment.result && (
        <ResultPanel
          engagement={engagement}
          assessment={assessment}
          actions={resultActions?.({ engagement, assessment }) ?? null}
        />
      )}
      <ReadOnlyAnswers engagement={engagement} assessment={assessment} questionSet={questionSet.data} />
      <ReviewComments assessmentId={assessment.id} questionSet={questionSet.data} revealRequest={revealComments} />
      {tools?.({ engagement, assessment })}
      <ReviewPanel engagementId={engagement.id} />
      {ownReview && (
        <FinaliseReview
          engagementId={engagement.id}
          reviewerId={ownReview.id}
          unresolvedComments={unresolvedCommentCount(comments.data ?? [])}
          onShowComments={() => setRevealComments((count) => count + 1)}
        />
      )}
    </>
  )
}

/** The answers as submitted, read-only, each question open to comments; Close folds them away. */
const ReadOnlyAnswers = ({
  engagement,
  assessment,
  questionSet,
}: {
  engagement: EngagementRecord
  assessment: AssessmentRecord
  questionSet: PublishedQuestionSet
}) => {
  const [shown, setShown] = useState(true)
  if (!shown)
    return (
      <div>
        <Button variant="outline" onClick={() => setShown(true)}>
          View Answers
        </Button>
      </div>
    )
  return (
    <Questionnaire
      subject={{ engagementId: engagement.id, assessmentId: assessment.id, version: assessment.version }}
      respondent="CLIENT"
      questionSet={questionSet}
      opening={questionnaireOpeningOf(engagement, assessment, 'view')}
      closable
      commentable
      onFinished={() => setShown(false)}
    />
  )
}

const Loading = ({ what }: { what: string }) => (
  <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
    <Spinner size="sm" /> Loading {what}…
  </p>
)
