// What every answer write does, whoever answers (the client, the contractor, a worker on their own review): the
// columns it stamps, the locked row checked again with the answer history written beside it, and a draft save.
import { eq, sql } from 'drizzle-orm'
import type { AnswerSubmission } from '#domain/assessments'
import type { QuestionSetDefinition, Respondent } from '#domain/questionnaire'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Transaction } from '../../db/client.ts'
import { assessments } from '../../db/schema.ts'
import { executeCommand, type Firer } from '../../workflow/engine.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import type { EngagementRow } from '../engagements/engagement-access.ts'
import { recordAnswerChanges } from '../notes/answer-history.ts'
import { checkSubmission, lockedCurrent } from './answer-rules.ts'

/** Where the person stopped, the next version, and when: on every write of answers. */
export const answerWriteStamp = (body: AnswerSubmission) => ({
  lastCategoryId: body.last_category_id ?? null,
  version: sql`${assessments.version} + 1`,
  updatedAt: new Date(),
})

export type AnswerWrite = {
  assessmentId: string
  engagement: EngagementRow
  /** Where the writer's nearest role over the engagement is held, if the access check found it (EngagementReach). */
  roleHeldAt?: string | null
  body: AnswerSubmission
  set: QuestionSetDefinition
  /** Every answer the assessment will hold once written. */
  answerIds: readonly string[]
  /** Whose answers the history records them as (a worker's own review answers for both). */
  respondents: readonly Respondent[]
  session: AccessTokenClaims
}

/** Every write starts here: the locked row checked again, and the answer history written with the answers. */
export const lockAndRecordAnswers = async (tx: Transaction, write: AnswerWrite) => {
  await lockedCurrent(tx, write.assessmentId, (row) => checkSubmission(row, write.engagement, write.body))
  await recordAnswerChanges(tx, {
    assessmentId: write.assessmentId,
    set: write.set,
    answerIds: write.answerIds,
    respondents: write.respondents,
    session: write.session,
    reach: write,
  })
}

/** Saving without submitting: the engagement machine's save event, and the draft kept as the answers in progress. */
export const saveDraftAnswers = async (
  db: Database,
  write: AnswerWrite & {
    event: 'answers.save' | 'contractorAnswers.save'
    firer: Firer
    /** The draft as stored: the caller's own answers only, where the others' stand apart. */
    inProgressAnswerIds: readonly string[]
    /** Columns of the caller's own beside the stamp (the client's notes and dissemination choice). */
    columns?: Partial<typeof assessments.$inferInsert>
  },
) => {
  await executeCommand({
    db,
    entity: engagementEntity,
    id: write.engagement.id,
    event: { type: write.event },
    firer: write.firer,
    auditPayload: { assessmentId: write.assessmentId, answers: write.inProgressAnswerIds.length },
    within: async (tx) => {
      await lockAndRecordAnswers(tx, write)
      await tx
        .update(assessments)
        .set({ ...write.columns, ...answerWriteStamp(write.body), inProgressAnswerIds: [...write.inProgressAnswerIds] })
        .where(eq(assessments.id, write.assessmentId))
    },
  })
}
