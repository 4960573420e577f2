// Who may read and write the notes of an assessment: the organisation users who reach its engagement, with
// the Assessments permission the call needs. Contractors are not given notes yet (a later slice).
import { NOTE_MESSAGES } from '#domain/notes'
import { findQuestion } from '#domain/questionnaire'
import type { Permission } from '#domain/roles'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import type { Queryable } from '../../db/client.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { findAssessment } from './assessments.queries.ts'
import { engagementInReach } from './engagement-access.ts'
import { findNote } from './notes.queries.ts'
import { questionSetById } from './question-sets.queries.ts'

/** The assessment and its engagement; 404 when the caller cannot reach it, 403 without the permission. */
export const assessmentInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  assessmentId: string,
  permission: Permission,
) => {
  if (isContractorClaims(session)) throw Forbidden(NOTE_MESSAGES.organisationUsersOnly)
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  return { assessment, ...(await engagementInReach(db, session, assessment.engagementId, permission)) }
}

/** The note and its assessment, answered as missing unless the caller reaches that assessment. */
export const noteInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  noteId: string,
  permission: Permission,
) => {
  const note = await findNote(db, noteId)
  if (!note) throw NotFound('The note')
  return { note, ...(await assessmentInReach(db, session, note.assessmentId, permission)) }
}

/** The assessment's question set; 400 unless the question is one of it (nested questions included). */
export const questionSetHolding = async (db: Queryable, questionSetId: string, questionId: string) => {
  const set = await questionSetById(db, questionSetId)
  if (!findQuestion(set, questionId))
    throw Invalid(NOTE_MESSAGES.questionNotInSet, [{ path: 'question_id', message: NOTE_MESSAGES.questionNotInSet }])
  return set
}

/**
 * The organisation a person writes for on an engagement: the one they signed in to, or, when they have not
 * chosen one yet, the nearest where they hold a role over the engagement; null for a contractor.
 */
export const authorOrganisationId = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagementOrganisationId: string,
) => session.organisationId ?? (await rolesForOrganisation(db, session.actorId, engagementOrganisationId)).heldAt
