// Who may work on the questions of an assessment (notes, comments, the answer history): the organisation users
// who reach its engagement, with the Assessments permission the call needs, writing for their own organisation.
// Contractors are not given this work yet (a later slice); each feature says so in its own words.
import { NOTE_MESSAGES } from '#domain/notes'
import { findQuestion } from '#domain/questionnaire'
import type { Permission } from '#domain/roles'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import type { Queryable } from '../../db/client.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { findAssessment } from './assessments.queries.ts'
import { type EngagementReach, engagementInReach } from './engagement-access.ts'
import { questionSetById } from './question-sets.queries.ts'

/**
 * The assessment and its engagement; 403 with `contractorRefusal` for a contractor, 404 when the caller cannot
 * reach it, 403 without the permission.
 */
export const assessmentInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  assessmentId: string,
  permission: Permission,
  contractorRefusal: string,
) => {
  if (isContractorClaims(session)) throw Forbidden(contractorRefusal)
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  return { assessment, ...(await engagementInReach(db, session, assessment.engagementId, permission)) }
}

/** The assessment's question set; 400 unless the question is one of it (nested questions included). */
export const questionSetHolding = async (db: Queryable, questionSetId: string, questionId: string) => {
  const set = await questionSetById(db, questionSetId)
  if (!findQuestion(set, questionId))
    throw Invalid(NOTE_MESSAGES.questionNotInSet, [{ path: 'question_id', message: NOTE_MESSAGES.questionNotInSet }])
  return set
}

/** The engagement a person writes on, with where their nearest role over it is held if the access check found it. */
export type AuthorReach = Pick<EngagementReach, 'roleHeldAt'> & { engagement: { organisationId: string } }

/**
 * The organisation a person writes for on an engagement: the one they signed in to, or, when they have not
 * chosen one yet, the nearest where they hold a role over the engagement (as the access check found it, not asked
 * twice); null for a contractor.
 */
export const authorOrganisationId = async (db: Queryable, session: AccessTokenClaims, reach: AuthorReach) =>
  session.organisationId ??
  (reach.roleHeldAt !== undefined
    ? reach.roleHeldAt
    : (await rolesForOrganisation(db, session.actorId, reach.engagement.organisationId)).heldAt)

/**
 * authorOrganisationId for a request that may name the organisation: naming another than the one signed in to
 * would misattribute what is written, so it is refused.
 */
export const requestedAuthorOrganisationId = async (
  db: Queryable,
  session: AccessTokenClaims,
  reach: AuthorReach,
  requested: string | null | undefined,
) => {
  if (requested && requested !== session.organisationId)
    throw Invalid(NOTE_MESSAGES.organisationNotYours, [
      { path: 'organisation_id', message: NOTE_MESSAGES.organisationNotYours },
    ])
  return authorOrganisationId(db, session, reach)
}
