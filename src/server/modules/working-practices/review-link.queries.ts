// The engagements on either side of a review's link: the client engagements a worker may link their own review
// to (those whose contractor record is linked to their account), and the review linked to a client engagement.
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { LinkableEngagement } from '#domain/answer-contradictions'
import { WORKING_PRACTICES_REVIEW } from '#domain/working-practices'
import type { Queryable } from '../../db/client.ts'
import { contractors, engagements, organisations } from '../../db/schema.ts'

/** The client engagements (type Contractor) the worker is the contractor of, optionally only the one asked for. */
export const linkableEngagements = async (
  db: Queryable,
  actorId: string,
  only?: string,
): Promise<LinkableEngagement[]> => {
  const conditions: SQL[] = [
    eq(contractors.actorId, actorId),
    isNull(contractors.deletedAt),
    isNull(engagements.deletedAt),
    eq(engagements.type, 'Contractor'),
  ]
  if (only) conditions.push(eq(engagements.id, only))
  return db
    .select({ id: engagements.id, name: engagements.name, organisation: organisations.name })
    .from(engagements)
    .innerJoin(contractors, eq(contractors.id, engagements.contractorId))
    .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
    .where(and(...conditions))
    .orderBy(organisations.name, engagements.name)
}

/** A live engagement by id; null once deleted. */
export const liveEngagement = async (db: Queryable, id: string) =>
  (
    await db
      .select()
      .from(engagements)
      .where(and(eq(engagements.id, id), isNull(engagements.deletedAt)))
  )[0] ?? null

/** The review most recently linked to a client engagement (a worker may have reviewed the same work again). */
export const linkedReviewOf = async (db: Queryable, clientEngagementId: string) =>
  (
    await db
      .select()
      .from(engagements)
      .where(
        and(
          eq(engagements.linkedEngagementId, clientEngagementId),
          eq(engagements.type, WORKING_PRACTICES_REVIEW),
          isNull(engagements.deletedAt),
        ),
      )
      .orderBy(desc(engagements.updatedAt))
      .limit(1)
  )[0] ?? null
