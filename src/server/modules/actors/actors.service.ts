// Reading and updating an actor's own details and accepted terms.
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { ActorPatch, ActorResponse, TermsResponse, TitleResponse } from '#domain/actors'
import { MESSAGES } from '#domain/messages'
import { changesOf } from '#domain/patch'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { actors, terms, titles } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'

type ActorRow = typeof actors.$inferSelect

const toResponse = (row: ActorRow): ActorResponse => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  job_description: row.jobDescription,
  title_id: row.titleId,
  email: row.email,
  agreed_terms_id: row.agreedTermsId,
  turnover_id: row.turnoverId,
  contractor_id: row.contractorId,
})

const loadActor = async (db: Database, actorId: string) => {
  const rows = await db.select().from(actors).where(eq(actors.id, actorId))
  if (!rows[0]) throw NotFound('The user')
  return rows[0]
}

// Only the person themselves reads or changes these details here; user management comes with invites.
const assertSelf = (session: AccessTokenClaims, actorId: string) => {
  if (session.actorId !== actorId) throw Forbidden('You can only see and change your own details here.')
}

export const getActor = async (options: { db: Database; session: AccessTokenClaims; actorId: string }) => {
  assertSelf(options.session, options.actorId)
  return toResponse(await loadActor(options.db, options.actorId))
}

export const latestTerms = async (db: Database): Promise<TermsResponse | null> => {
  const rows = await db.select().from(terms).orderBy(desc(terms.publishedAt)).limit(1)
  return rows[0] ? { id: rows[0].id, content: rows[0].content } : null
}

export const listTitles = async (db: Database): Promise<TitleResponse[]> =>
  db.select({ id: titles.id, name: titles.name }).from(titles).orderBy(asc(titles.id))

export const updateActor = async (options: {
  db: Database
  session: AccessTokenClaims
  actorId: string
  patch: ActorPatch
}): Promise<ActorResponse> => {
  const { db, actorId } = options
  assertSelf(options.session, actorId)
  const changes = changesOf(options.patch)
  return db.transaction(async (tx) => {
    const current = (await tx.select().from(actors).where(eq(actors.id, actorId)).for('update'))[0]
    if (!current) throw NotFound('The user')
    if (typeof changes.agreed_terms_id === 'string') {
      const known = await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, changes.agreed_terms_id))
      if (known.length === 0) throw Invalid('These terms do not exist; reload the page to see the latest terms.')
    }
    if (typeof changes.title_id === 'number') {
      const known = await tx.select({ id: titles.id }).from(titles).where(eq(titles.id, changes.title_id))
      if (known.length === 0) throw Invalid(MESSAGES.titleUnknown)
    }
    const updated = await tx
      .update(actors)
      .set({
        ...('agreed_terms_id' in changes ? { agreedTermsId: changes.agreed_terms_id as string } : {}),
        ...('first_name' in changes ? { firstName: changes.first_name as string } : {}),
        ...('last_name' in changes ? { lastName: changes.last_name as string } : {}),
        ...('job_description' in changes ? { jobDescription: changes.job_description as string | null } : {}),
        ...('title_id' in changes ? { titleId: changes.title_id as number | null } : {}),
        version: sql`${actors.version} + 1`,
      })
      .where(sql`${actors.id} = ${actorId} and ${actors.version} = ${current.version}`)
      .returning()
    if (!updated[0]) throw Conflict('Someone else changed these details at the same time. Reload and try again.')
    return toResponse(updated[0])
  })
}
