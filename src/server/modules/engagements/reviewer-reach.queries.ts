// Whether a person reviews an engagement: a current record of theirs, or of a group they belong to (they
// hold one of its member roles in the group's organisation or above it).
import { sql } from 'drizzle-orm'
import { type Queryable, queryRows } from '../../db/client.ts'

const groupMembership = (actorId: string) => sql`
  exists (
    with recursive chain as (
      select o.id, o.parent_id from organisations o where o.id = g.organisation_id
      union all
      select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
    )
    select 1 from actor_roles ar join permission_roles r on r.id = ar.role_id
    where ar.actor_id = ${actorId} and ar.organisation_id in (select id from chain) and g.member_roles ? r.name
  )`

/** The ids of the engagement's current records the person may finalise: their own and their groups'. */
export const recordsOfReviewer = async (db: Queryable, engagementId: string, actorId: string) =>
  (
    await queryRows<{ id: string }>(
      db,
      sql`
      select er.id from engagement_reviewers er left join reviewer_groups g on g.id = er.group_id
      where er.engagement_id = ${engagementId} and er.status <> 'Removed'
        and (er.actor_id = ${actorId} or (er.group_id is not null and ${groupMembership(actorId)}))`,
    )
  ).map((row) => row.id)

export const isReviewerOn = async (db: Queryable, engagementId: string, actorId: string) =>
  (await recordsOfReviewer(db, engagementId, actorId)).length > 0
