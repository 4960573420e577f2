// Reading and writing the contractor's business profile: names, title and turnover on the actor, the rest in
// contractor_profiles, the sector through the chosen occupation.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { IndustryResponse, ProfileValues, TurnoverResponse } from '#domain/contractor-profile'
import type { Queryable } from '../../db/client.ts'
import { actors, contractorProfiles, contractors, industries, occupations, titles, turnovers } from '../../db/schema.ts'

export const listTurnovers = async (db: Queryable): Promise<TurnoverResponse[]> =>
  db.select({ id: turnovers.id, name: turnovers.name }).from(turnovers).orderBy(asc(turnovers.id))

export const listIndustries = async (db: Queryable): Promise<IndustryResponse[]> => {
  const sectors = await db.select().from(industries).orderBy(asc(industries.id))
  const jobs = await db.select().from(occupations).orderBy(asc(occupations.id))
  return sectors.map((sector) => ({
    id: sector.id,
    name: sector.name,
    occupations: jobs.filter((job) => job.industryId === sector.id).map((job) => ({ id: job.id, name: job.name })),
  }))
}

/** The actor and their profile row (absent before the first save); the actor row locked when `forUpdate`. */
export const loadProfileRows = async (db: Queryable, actorId: string, forUpdate = false) => {
  const query = db.select().from(actors).where(eq(actors.id, actorId))
  const actor = (await (forUpdate ? query.for('update') : query))[0]
  if (!actor) return null
  const profile = (await db.select().from(contractorProfiles).where(eq(contractorProfiles.actorId, actorId)))[0]
  return { actor, profile: profile ?? null }
}

/** The sector an occupation belongs to, or null when there is no such occupation. */
export const industryOfOccupation = async (db: Queryable, occupationId: number): Promise<number | null> => {
  const rows = await db
    .select({ industryId: occupations.industryId })
    .from(occupations)
    .where(eq(occupations.id, occupationId))
  return rows[0]?.industryId ?? null
}

const exists = async (db: Queryable, table: typeof titles | typeof turnovers, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0
export const titleExists = (db: Queryable, id: number) => exists(db, titles, id)
export const turnoverExists = (db: Queryable, id: number) => exists(db, turnovers, id)

/**
 * The organisation's record of this person (contractors.actor_id), newest first: what onboarding starts from
 * when the person has not said otherwise.
 */
export const linkedContractorRecord = async (db: Queryable, actorId: string) =>
  (
    await db
      .select({
        companyName: contractors.companyName,
        companyNumber: contractors.companyNumber,
        phoneNumber: contractors.phoneNumber,
      })
      .from(contractors)
      .where(and(eq(contractors.actorId, actorId), isNull(contractors.deletedAt)))
      .orderBy(desc(contractors.updatedAt))
      .limit(1)
  )[0] ?? null

/** Writes the actor's part and upserts the profile row, its version one higher than `version` (0: no row yet). */
export const storeProfile = async (db: Queryable, actorId: string, values: ProfileValues, version: number) => {
  await db
    .update(actors)
    .set({
      titleId: values.title_id,
      firstName: values.first_name,
      lastName: values.last_name,
      turnoverId: values.turnover_id,
      version: sql`${actors.version} + 1`,
    })
    .where(eq(actors.id, actorId))
  const fields = {
    phoneNumber: values.phone_number,
    companyName: values.company_name,
    companyNumber: values.company_number,
    occupationId: values.occupation_id,
    hasBusinessInsurance: values.has_business_insurance,
    renewalDate: values.renewal_date,
    version: version + 1,
    updatedAt: new Date(),
  }
  await db
    .insert(contractorProfiles)
    .values({ actorId, ...fields })
    .onConflictDoUpdate({ target: contractorProfiles.actorId, set: fields })
}
