// Released question sets. A released version never changes, so what was read once is kept in memory.
import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { QuestionSetDefinition } from '#domain/questionnaire'
import type { Queryable } from '../../db/client.ts'
import { questionSets } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'

const released = new Map<string, QuestionSetDefinition>()

/** Orders versions as numbers part by part, so 1.0.10 comes after 1.0.9. */
export const compareVersions = (a: string, b: string) => {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

const definitionOf = (row: typeof questionSets.$inferSelect) => {
  const definition = row.content as QuestionSetDefinition
  released.set(row.id, definition)
  return definition
}

export const findQuestionSet = async (db: Queryable, id: string): Promise<QuestionSetDefinition | null> => {
  const known = released.get(id)
  if (known) return known
  const row = (await db.select().from(questionSets).where(eq(questionSets.id, id)))[0]
  return row ? definitionOf(row) : null
}

export const questionSetById = async (db: Queryable, id: string): Promise<QuestionSetDefinition> => {
  const definition = await findQuestionSet(db, id)
  if (!definition) throw NotFound('The question set')
  return definition
}

/** Every released version of a type, newest first. */
export const versionsOf = async (db: Queryable, typeCode: string) => {
  const rows = await db
    .select({ id: questionSets.id, version: questionSets.version })
    .from(questionSets)
    .where(eq(questionSets.typeCode, typeCode))
  return rows.sort((a, b) => compareVersions(b.version, a.version))
}

/**
 * The released versions of the type a column names, as a subquery of a larger read (json, null when none): the
 * records that show "requires update" read them with the rest instead of in a round trip of their own.
 */
export const releasedVersionsOf = (typeCode: PgColumn) =>
  sql<string[] | null>`(select json_agg(q.version) from ${questionSets} q where q.type_code = ${typeCode})`

/** The newest of the versions releasedVersionsOf answered ('' when none). */
export const newestVersion = (versions: readonly string[] | null) =>
  [...(versions ?? [])].sort((a, b) => compareVersions(b, a))[0] ?? ''

export const questionSetByVersion = async (db: Queryable, typeCode: string, version: string) => {
  const row = (
    await db
      .select()
      .from(questionSets)
      .where(and(eq(questionSets.typeCode, typeCode), eq(questionSets.version, version)))
  )[0]
  if (!row) throw NotFound(`Version ${version} of the ${typeCode} question set`)
  return definitionOf(row)
}

/** The newest released version of a type: what a new assessment is answered against. */
export const latestQuestionSet = async (db: Queryable, typeCode: string) => {
  const newest = (await versionsOf(db, typeCode))[0]
  if (!newest) throw NotFound(`The ${typeCode} question set`)
  return questionSetById(db, newest.id)
}
