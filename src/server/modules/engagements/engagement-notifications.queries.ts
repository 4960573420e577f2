// What the rule of engagement-notifications.ts reads from the database: the engagement's default recipients per
// audience, the added recipients and the opt-outs, and the organisation users who may be added.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type {
  AddedRecipient,
  NotificationAudience,
  NotificationSettings,
  Person,
} from '#domain/engagement-notifications'
import { ROLES } from '#domain/roles'
import { CLIENT_ROLES } from '#machines/meta'
import { type Queryable, queryRows, readAll } from '../../db/client.ts'
import {
  actorRoles,
  actors,
  assessments,
  contractors,
  distributions,
  engagementNotificationOptOuts,
  engagementNotificationRecipients,
  engagementReviewers,
  permissionRoles,
} from '../../db/schema.ts'
import type { EngagementRow } from './engagement-access.ts'

type NamedRow = { firstName: string | null; lastName: string | null; email: string; actorId: string | null }

const personOf = (row: NamedRow): Person => ({
  email: row.email,
  name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email,
  actorId: row.actorId,
})

const actorColumns = {
  firstName: actors.firstName,
  lastName: actors.lastName,
  email: actors.email,
  actorId: actors.id,
}

export const contractorOf = async (db: Queryable, engagement: EngagementRow): Promise<Person[]> => {
  if (!engagement.contractorId) return []
  const rows = await db
    .select({
      firstName: contractors.firstName,
      lastName: contractors.lastName,
      email: contractors.email,
      actorId: contractors.actorId,
    })
    .from(contractors)
    .where(eq(contractors.id, engagement.contractorId))
  return rows.map(personOf)
}

/** The sign-off reviewers chosen by name (a group hears through its own list), not those removed. */
const reviewersOf = async (db: Queryable, engagementId: string) =>
  (
    await db
      .select(actorColumns)
      .from(engagementReviewers)
      .innerJoin(actors, eq(actors.id, engagementReviewers.actorId))
      .where(and(eq(engagementReviewers.engagementId, engagementId), ne(engagementReviewers.status, 'Removed')))
  ).map(personOf)

/** Whoever submitted the current answers: the person who knows the engagement best. */
export const assessorOf = async (db: Queryable, engagementId: string) =>
  (
    await db
      .select(actorColumns)
      .from(assessments)
      .innerJoin(actors, eq(actors.id, assessments.assessorActorId))
      .where(and(eq(assessments.engagementId, engagementId), eq(assessments.standing, 'current')))
      .orderBy(desc(assessments.createdAt))
      .limit(1)
  ).map(personOf)

/** The parties on the SDS distribution list: the contractor by name, a supply-chain party by address. */
const partiesOf = async (db: Queryable, engagement: EngagementRow) => {
  const [contractor] = await contractorOf(db, engagement)
  const rows = await db
    .select({ email: distributions.email, party: distributions.party })
    .from(distributions)
    .where(and(eq(distributions.engagementId, engagement.id), ne(distributions.status, 'REMOVED')))
  return rows.map(
    (row): Person =>
      row.party === 'Contractor' && contractor
        ? { ...contractor, email: row.email }
        : { email: row.email, name: row.email, actorId: null },
  )
}

/**
 * Who answers for the client: the people who submitted the engagement's answers, else those holding a client
 * role (Partner, Partner Admin) at the engagement's own organisation.
 */
export const clientOf = async (db: Queryable, engagementId: string, organisationId: string): Promise<Person[]> => {
  const assessors = await db
    .selectDistinct(actorColumns)
    .from(assessments)
    .innerJoin(actors, eq(actors.id, assessments.assessorActorId))
    // An API key that answered is no one to write to: the organisation's client people are told instead.
    .where(and(eq(assessments.engagementId, engagementId), eq(actors.isService, false)))
  if (assessors.length > 0) return assessors.map(personOf)
  const holders = await db
    .selectDistinct(actorColumns)
    .from(actorRoles)
    .innerJoin(actors, eq(actors.id, actorRoles.actorId))
    .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
    .where(
      and(
        eq(actorRoles.organisationId, organisationId),
        eq(actors.isService, false),
        inArray(
          permissionRoles.name,
          CLIENT_ROLES.filter((role) => role !== 'Provider Admin'),
        ),
      ),
    )
  return holders.map(personOf)
}

/** Each audience's people for this engagement, as the tab lists them. */
export const audiencesOf = async (
  db: Queryable,
  engagement: EngagementRow,
): Promise<Record<NotificationAudience, Person[]>> => {
  const [contractor, reviewers, assessor, parties, client] = await readAll(db, [
    () => contractorOf(db, engagement),
    () => reviewersOf(db, engagement.id),
    () => assessorOf(db, engagement.id),
    () => partiesOf(db, engagement),
    () => clientOf(db, engagement.id, engagement.organisationId),
  ])
  return { contractor, reviewers, assessor, parties, client }
}

export const notificationSettingsOf = async (db: Queryable, engagementId: string): Promise<NotificationSettings> => {
  const [added, unsubscribed] = await readAll(db, [
    () =>
      db
        .select({
          ...actorColumns,
          id: engagementNotificationRecipients.id,
          kind: engagementNotificationRecipients.kind,
        })
        .from(engagementNotificationRecipients)
        .innerJoin(actors, eq(actors.id, engagementNotificationRecipients.actorId))
        .where(eq(engagementNotificationRecipients.engagementId, engagementId))
        .orderBy(engagementNotificationRecipients.createdAt),
    () =>
      db
        .select({ kind: engagementNotificationOptOuts.kind, email: engagementNotificationOptOuts.email })
        .from(engagementNotificationOptOuts)
        .where(eq(engagementNotificationOptOuts.engagementId, engagementId)),
  ])
  return {
    added: added.map((row) => ({ ...personOf(row), id: row.id, kind: row.kind as AddedRecipient['kind'] })),
    unsubscribed,
  }
}

const ORGANISATION_ROLE_NAMES = ROLES.filter((role) => role.kind === 'organisation').map((role) => role.name)

/**
 * The organisation users who may be added: those holding an organisation role at the engagement's organisation
 * or above it (the people who reach the engagement), never a contractor.
 */
export const notificationCandidates = (db: Queryable, organisationId: string) =>
  queryRows<{ actor_id: string; name: string; email: string }>(
    db,
    sql`
    with recursive chain as (
      select id, parent_id from organisations where id = ${organisationId}
      union all
      select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
    )
    select distinct on (a.id) a.id as actor_id,
      coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), a.email) as name, a.email
    from actor_roles ar
      join permission_roles r on r.id = ar.role_id
      join actors a on a.id = ar.actor_id
    where ar.organisation_id in (select id from chain) and not a.is_service
      and r.name in (${sql.join(
        ORGANISATION_ROLE_NAMES.map((name) => sql`${name}`),
        sql`, `,
      )})
    order by a.id`,
  )
