// Reading assessments with the names their records show (who completed each, for which organisation).
import { and, desc, eq, sql } from 'drizzle-orm'
import { builtOnce, type Queryable } from '../../db/client.ts'
import { actors, assessments, engagements, organisations } from '../../db/schema.ts'
import { releasedVersionsOf } from './question-sets.queries.ts'

export type AssessmentRow = typeof assessments.$inferSelect
export type AssessmentWithNames = AssessmentRow & { assessorName: string | null; assessorOrganisation: string | null }

const nameColumns = {
  row: assessments,
  assessorName: sql<string | null>`nullif(trim(concat_ws(' ', ${actors.firstName}, ${actors.lastName})), '')`,
  assessorOrganisation: organisations.name,
}

const withNames = (db: Queryable) =>
  db
    .select(nameColumns)
    .from(assessments)
    .leftJoin(actors, eq(actors.id, assessments.assessorActorId))
    .leftJoin(organisations, eq(organisations.id, assessments.assessorOrganisationId))

const flatten = (found: { row: AssessmentRow; assessorName: string | null; assessorOrganisation: string | null }) => ({
  ...found.row,
  assessorName: found.assessorName,
  assessorOrganisation: found.assessorOrganisation,
})

/** An engagement's assessments, the current one first, then the newest. */
export const assessmentsOfEngagement = async (db: Queryable, engagementId: string): Promise<AssessmentWithNames[]> =>
  (
    await withNames(db)
      .where(eq(assessments.engagementId, engagementId))
      .orderBy(sql`(${assessments.standing} = 'current') desc`, desc(assessments.createdAt))
  ).map(flatten)

export const findAssessment = async (db: Queryable, id: string): Promise<AssessmentWithNames | null> => {
  const found = (await withNames(db).where(eq(assessments.id, id)))[0]
  return found ? flatten(found) : null
}

// What an assessment's record shows besides the question set, in one statement: the row and its names, the
// engagement's status, and the released versions of its type ("requires update").
const forRecord = builtOnce((db) =>
  db
    .select({
      ...nameColumns,
      engagementStatus: engagements.status,
      versions: releasedVersionsOf(engagements.questionSetTypeCode),
    })
    .from(assessments)
    .leftJoin(actors, eq(actors.id, assessments.assessorActorId))
    .leftJoin(organisations, eq(organisations.id, assessments.assessorOrganisationId))
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .where(eq(assessments.id, sql.placeholder('id')))
    .prepare('assessment_for_record'),
)

export const assessmentForRecord = async (db: Queryable, id: string) => {
  const found = (await forRecord(db).execute({ id }))[0]
  return found
    ? { assessment: flatten(found), engagementStatus: found.engagementStatus, versions: found.versions }
    : null
}

export const currentAssessmentOf = async (db: Queryable, engagementId: string): Promise<AssessmentRow | null> =>
  (
    await db
      .select()
      .from(assessments)
      .where(and(eq(assessments.engagementId, engagementId), eq(assessments.standing, 'current')))
  )[0] ?? null

/** Locks the assessment row for the rest of the transaction, so two submissions are applied one at a time. */
export const lockAssessment = async (db: Queryable, id: string): Promise<AssessmentRow | null> =>
  (await db.select().from(assessments).where(eq(assessments.id, id)).for('update'))[0] ?? null
