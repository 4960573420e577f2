// The answer history of each question (rules records.answer-history, api.answers, GET
// .../questions/{questionId}/history): every answers save or submission writes, in its own transaction, one row per
// question of the submitter whose chosen answer changed since the last row, so the history is exactly what was stored.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AnswerHistoryEntry } from '#domain/notes'
import { findAnswer, findQuestion, type QuestionSetDefinition, type Respondent } from '#domain/questionnaire'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { actors, answerHistory, organisations } from '../../db/schema.ts'
import { type AuthorReach, authorOrganisationId, questionSetHolding } from '../engagements/question-work-access.ts'
import { assessmentInReachForNotes as assessmentInReach } from './note-access.ts'

/** The answer each question had after its last recorded change (null when it was cleared). */
const lastRecorded = async (tx: Queryable, assessmentId: string) => {
  const rows = await tx
    .selectDistinctOn([answerHistory.questionId], {
      questionId: answerHistory.questionId,
      answerId: answerHistory.answerId,
    })
    .from(answerHistory)
    .where(eq(answerHistory.assessmentId, assessmentId))
    .orderBy(answerHistory.questionId, desc(answerHistory.at))
  return new Map(rows.map((row) => [row.questionId, row.answerId]))
}

/**
 * Records the changes `answerIds` make to the questions of the `respondents` (the other side's answers are carried
 * along by a submission but not changed by it, so they are not the submitter's to record). One read of the history
 * and one insert, whether the write answers for one side or both.
 */
export const recordAnswerChanges = async (
  tx: Transaction,
  change: {
    assessmentId: string
    set: QuestionSetDefinition
    answerIds: readonly string[]
    respondents: readonly Respondent[]
    session: AccessTokenClaims
    /** The engagement, as the write's access check reached it. */
    reach: AuthorReach
  },
) => {
  const { assessmentId, set, respondents, session } = change
  const theirs = (respondent: Respondent | undefined) => respondent !== undefined && respondents.includes(respondent)
  const chosen = new Map<string, string>()
  for (const answerId of change.answerIds) {
    const located = findAnswer(set, answerId)
    if (theirs(located?.question.respondent)) chosen.set(located!.question.id, answerId)
  }
  const before = await lastRecorded(tx, assessmentId)
  const questions = new Set([...chosen.keys(), ...before.keys()])
  const rows = [...questions]
    .filter((questionId) => theirs(findQuestion(set, questionId)?.respondent))
    .filter((questionId) => (before.get(questionId) ?? null) !== (chosen.get(questionId) ?? null))
    .map((questionId) => ({
      assessmentId,
      questionId,
      answerId: chosen.get(questionId) ?? null,
      actorId: session.actorId,
    }))
  if (rows.length === 0) return
  const organisationId = await authorOrganisationId(tx, session, change.reach)
  await tx.insert(answerHistory).values(rows.map((row) => ({ ...row, organisationId })))
}

export const answerHistoryOf = async (
  { db, session }: { db: Database; session: AccessTokenClaims },
  assessmentId: string,
  questionId: string,
): Promise<AnswerHistoryEntry[]> => {
  const { assessment } = await assessmentInReach(db, session, assessmentId, 'Assessments:Read')
  const set = await questionSetHolding(db, assessment.questionSetId, questionId)
  const rows = await db
    .select({
      at: answerHistory.at,
      answerId: answerHistory.answerId,
      actor: sql<string | null>`nullif(trim(concat_ws(' ', ${actors.firstName}, ${actors.lastName})), '')`,
      organisation: organisations.name,
    })
    .from(answerHistory)
    .leftJoin(actors, eq(actors.id, answerHistory.actorId))
    .leftJoin(organisations, eq(organisations.id, answerHistory.organisationId))
    .where(and(eq(answerHistory.assessmentId, assessmentId), eq(answerHistory.questionId, questionId)))
    .orderBy(desc(answerHistory.at))
  return rows.map((row) => ({
    date: row.at.toISOString(),
    answer: row.answerId ? (findAnswer(set, row.answerId)?.answer.title ?? null) : null,
    actor: row.actor,
    organisation: row.organisation,
  }))
}
