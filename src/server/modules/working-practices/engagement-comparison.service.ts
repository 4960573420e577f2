// GET .../engagements/{id}/contradictions: where a worker's linked review and the client's assessment disagree,
// read from either side. The client's answer texts are shown only to those who may read the client's
// assessment: a contractor never sees the client's answers, so the worker is shown the factors alone.
import { answerContradictions, contradictionsByFactor, type EngagementComparison } from '#domain/answer-contradictions'
import type { AccessTokenClaims } from '#domain/session'
import { isContractorClaims } from '#domain/session'
import { type Database, type Queryable, readAll } from '../../db/client.ts'
import { AppError } from '../../http/errors.ts'
import { currentAssessmentOf } from '../engagements/assessments.queries.ts'
import type { EngagementRow } from '../engagements/engagement-access.ts'
import { engagementInReach } from '../engagements/engagement-access.ts'
import { assessorEngagementInReach, isOwnReview } from '../engagements/own-review-access.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { linkedReviewOf, liveEngagement } from './review-link.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const answeredSetOf = async (db: Queryable, engagementId: string) => {
  const assessment = await currentAssessmentOf(db, engagementId)
  if (!assessment) return null
  return { set: await questionSetById(db, assessment.questionSetId), answerIds: assessment.answerIds }
}

const mayReadClientAnswers = async (db: Queryable, session: AccessTokenClaims, clientEngagementId: string) => {
  if (isContractorClaims(session)) return false
  try {
    await engagementInReach(db, session, clientEngagementId, 'Assessments:Read')
    return true
  } catch (error) {
    if (error instanceof AppError) return false
    throw error
  }
}

const reference = (engagement: EngagementRow | null) =>
  engagement ? { id: engagement.id, name: engagement.name } : null

export const engagementComparison = async ({ db, session }: Caller, engagementId: string) => {
  const { engagement } = await assessorEngagementInReach(db, session, engagementId, 'Engagements:Read')
  const review = isOwnReview(engagement) ? engagement : await linkedReviewOf(db, engagement.id)
  const client = !isOwnReview(engagement)
    ? engagement
    : engagement.linkedEngagementId
      ? await liveEngagement(db, engagement.linkedEngagementId)
      : null
  const comparison: EngagementComparison = {
    review: reference(review),
    client_engagement: reference(client),
    count: 0,
    factors: [],
    items: [],
  }
  if (!review || !client) return comparison
  const [clientAnswers, reviewAnswers] = await readAll(db, [
    () => answeredSetOf(db, client.id),
    () => answeredSetOf(db, review.id),
  ])
  const found = clientAnswers && reviewAnswers ? answerContradictions(clientAnswers, reviewAnswers) : []
  const shown = await mayReadClientAnswers(db, session, client.id)
  return {
    ...comparison,
    count: found.length,
    factors: contradictionsByFactor(found),
    items: shown
      ? found.map((row) => ({
          question_id: row.questionId,
          factor: row.factor,
          question: row.question,
          client_answer: row.clientAnswer,
          contractor_answer: row.contractorAnswer,
        }))
      : null,
  }
}
