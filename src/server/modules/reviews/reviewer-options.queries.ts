// Who may be chosen as a sign-off reviewer for an organisation (rule
// reviewers.options: holding Sign Off User makes a person eligible to receive reviews): the Sign Off Users of the
// organisation and above it, the pending invitees who are to become one, and the reviewer groups offered to it.
import { sql } from 'drizzle-orm'
import type { ReviewerOptions } from '#domain/reviewers'
import { ROLE } from '#domain/roles'
import { type Queryable, queryRows, readAll } from '../../db/client.ts'

// The organisation and its ancestors: a Sign Off User held above an organisation reaches it.
const chainOf = (organisationId: string) => sql`
  with recursive chain as (
    select id, parent_id from organisations where id = ${organisationId}
    union all
    select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
  )`

export const eligibleActors = (db: Queryable, organisationId: string) =>
  queryRows<ReviewerOptions['actors'][number]>(
    db,
    sql`${chainOf(organisationId)}
    select distinct on (a.id) a.id, a.first_name, a.last_name, ar.organisation_id
    from actor_roles ar
      join permission_roles r on r.id = ar.role_id and r.name = ${ROLE.signOffUser}
      join actors a on a.id = ar.actor_id
    where ar.organisation_id in (select id from chain)
    order by a.id`,
  )

export const eligibleInvites = (db: Queryable, organisationId: string) =>
  queryRows<ReviewerOptions['invites'][number]>(
    db,
    sql`${chainOf(organisationId)}
    select distinct on (i.actor_id) i.email, i.actor_id, i.organisation_id, o.name as organisation_name
    from invites i
      join organisations o on o.id = i.organisation_id
      join invite_roles ir on ir.invite_id = i.id
      join permission_roles r on r.id = ir.role_id and r.name = ${ROLE.signOffUser}
    where i.organisation_id in (select id from chain) and i.status = 'Pending' and i.deleted_at is null
      and i.actor_id is not null
    order by i.actor_id, i.created_at desc`,
  )

/** Groups of the organisation's own chain, and those offered to every organisation. */
export const offeredGroups = (db: Queryable, organisationId: string) =>
  queryRows<ReviewerOptions['groups'][number]>(
    db,
    sql`${chainOf(organisationId)}
    select g.id, g.name from reviewer_groups g
    where g.offered_to_all or g.organisation_id in (select id from chain)
    order by g.name`,
  )

export const reviewerOptionsFor = async (
  db: Queryable,
  organisationId: string,
  mandatorySignOff: boolean,
): Promise<ReviewerOptions> => {
  const [actors, invites, groups] = await readAll(db, [
    () => eligibleActors(db, organisationId),
    () => eligibleInvites(db, organisationId),
    () => offeredGroups(db, organisationId),
  ])
  const byName = (a: { first_name: string | null; last_name: string | null }, b: typeof a) =>
    `${a.last_name ?? ''} ${a.first_name ?? ''}`.localeCompare(`${b.last_name ?? ''} ${b.first_name ?? ''}`, 'en-GB')
  return {
    actors: actors.sort(byName),
    // An invitee who is already a Sign Off User is offered once, as a user.
    invites: invites.filter((invite) => !actors.some((actor) => actor.id === invite.actor_id)),
    groups,
    mandatory_sign_off: mandatorySignOff,
  }
}
