// Comment threads on the questions of an assessment (rules comments.threads, api.comments): started with a
// remark, answered with replies, resolved and reopened; each command in one transaction.
import { ENGAGEMENT_MESSAGES } from '#domain/assessments'
import {
  type AddRemark,
  COMMENT_MESSAGES,
  type CommentThread,
  type CreateComment,
  remarkKindFor,
} from '#domain/comments'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable } from '../../db/client.ts'
import { Conflict, Invalid, NotFound } from '../../http/errors.ts'
import {
  assessmentInReach,
  questionSetHolding,
  requestedAuthorOrganisationId,
} from '../engagements/question-work-access.ts'
import { insertComment, insertRemark, lockComment, setCommentResolved, threadsOf } from './comments.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const reach = (db: Queryable, session: AccessTokenClaims, assessmentId: string, permission: Permission) =>
  assessmentInReach(db, session, assessmentId, permission, COMMENT_MESSAGES.organisationUsersOnly)

/** The assessment being answered, for a write: a superseded run is the record of what was said then. */
const currentAssessmentInReach = async (db: Queryable, session: AccessTokenClaims, assessmentId: string) => {
  const reached = await reach(db, session, assessmentId, 'Assessments:Comment')
  if (reached.assessment.standing !== 'current') throw Conflict(ENGAGEMENT_MESSAGES.notCurrentAssessment)
  return reached
}

const refuseContractorNamed = (body: { contractor_id?: string | null | undefined }) => {
  if (body.contractor_id) throw Invalid(COMMENT_MESSAGES.organisationUsersOnly)
}

export const createComment = async ({ db, session }: Caller, assessmentId: string, body: CreateComment) =>
  db.transaction(async (tx) => {
    const reached = await currentAssessmentInReach(tx, session, assessmentId)
    await questionSetHolding(tx, reached.assessment.questionSetId, body.question_id)
    refuseContractorNamed(body)
    const organisationId = await requestedAuthorOrganisationId(tx, session, reached, body.organisation_id)
    const resolved = body.resolved ?? false
    const { id } = await insertComment(tx, {
      assessmentId,
      questionId: body.question_id,
      resolved,
      createdBy: session.actorId,
      organisationId,
    })
    await insertRemark(tx, {
      commentId: id,
      actorId: session.actorId,
      organisationId,
      text: body.remark,
      kind: resolved ? 'resolve' : 'reply',
    })
    return { id }
  })

/** A reply, a resolve or a reopen, depending on what the thread is now; answered with the thread. */
export const addRemark = async (
  { db, session }: Caller,
  assessmentId: string,
  commentId: string,
  body: AddRemark,
): Promise<CommentThread> =>
  db.transaction(async (tx) => {
    const reached = await currentAssessmentInReach(tx, session, assessmentId)
    const comment = await lockComment(tx, commentId)
    if (!comment || comment.assessmentId !== assessmentId) throw NotFound('The comment')
    refuseContractorNamed(body)
    const kind = remarkKindFor(comment.resolved, body.resolved)
    if (!kind) throw Conflict(COMMENT_MESSAGES.alreadyResolved)
    // A reply is what someone says; resolving and reopening may be done without a word.
    if (kind === 'reply' && !body.remark)
      throw Invalid(COMMENT_MESSAGES.remarkLength, [{ path: 'remark', message: COMMENT_MESSAGES.remarkLength }])
    await insertRemark(tx, {
      commentId,
      actorId: session.actorId,
      organisationId: await requestedAuthorOrganisationId(tx, session, reached, body.organisation_id),
      text: body.remark ?? null,
      kind,
    })
    if (kind !== 'reply') await setCommentResolved(tx, commentId, kind === 'resolve')
    return (await threadsOf(tx, assessmentId, { commentId }))[0]!
  })

export const listComments = async (
  { db, session }: Caller,
  assessmentId: string,
  questionId?: string,
): Promise<CommentThread[]> => {
  const { assessment } = await reach(db, session, assessmentId, 'Assessments:Read')
  if (questionId !== undefined) await questionSetHolding(db, assessment.questionSetId, questionId)
  return threadsOf(db, assessmentId, { questionId })
}
