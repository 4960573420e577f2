// The reviewed assessment's side of the review screen, loaded beside the engagement (see review-screen.tsx): the
// result with its reasons, the answers read-only but open to comments, every comment thread, the review panel and,
// for a reviewer whose own review is open, "Finalise review".
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { unresolvedCommentCount } from '#domain/comments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { useAssessmentComments } from '../assessment/api/get-assessment-comments'
import { type PublishedQuestionSet, questionSetQueryOptions } from '../assessment/api/get-question-set'
import { questionnaireOpeningOf } from '../assessment/panel-view'
import { Questionnaire } from '../assessment/questionnaire'
import { ResultPanel } from '../assessment/result-panel'
import { useEngagementReviewers } from './api/get-reviewers'
import { FinaliseReview } from './finalise-review'
import { LoadingLine } from './loading-line'
import { ReviewComments } from './review-comments'
import { ReviewPanel } from './review-panel'
import { ownOpenReview } from './review-panel-view'
import type { ReviewTools } from './review-screen'

export const ReviewedAssessment = ({
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
  if (!questionSet.data) return <LoadingLine what="the questions" />
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
