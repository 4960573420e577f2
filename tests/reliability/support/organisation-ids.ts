// Real ids of one organisation's rows, by the path parameter that names them, so a sweep can aim every route at
// rows that exist: its own (hostile input reaches the validation behind the lookup) or another organisation's
// (the authorisation sweep).
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../../src/server/db/client.ts'

export type OrganisationIds = {
  readonly organisation: string
  readonly engagement: string | null
  readonly role: string | null
  readonly contractor: string | null
  readonly invite: string | null
  readonly assessment: string | null
  readonly note: string | null
  readonly comment: string | null
  readonly questionId: string | null
  readonly dispute: { readonly id: string; readonly engagement: string } | null
  readonly distribution: { readonly id: string; readonly engagement: string } | null
  readonly file: string | null
  readonly actor: string | null
  readonly actorEmail: string | null
  readonly contractorEmail: string | null
}

const first = async <T>(db: Database, query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0] ?? null

export const organisationIds = async (db: Database, name: string): Promise<OrganisationIds> => {
  const org = (await first<{ id: string }>(db, sql`select id from organisations where name = ${name}`))!.id
  const one = async (query: ReturnType<typeof sql>) => (await first<{ id: string }>(db, query))?.id ?? null
  const dispute = await first<{ id: string; engagement: string }>(
    db,
    sql`select id, engagement_id as engagement from disputes where organisation_id = ${org} limit 1`,
  )
  const distribution = await first<{ id: string; engagement: string }>(
    db,
    sql`select d.id, d.engagement_id as engagement from distributions d
        join engagements e on e.id = d.engagement_id where e.organisation_id = ${org} limit 1`,
  )
  const note = await first<{ id: string; question: string }>(
    db,
    sql`select id, question_id as question from notes where organisation_id = ${org} limit 1`,
  )
  const actor = await first<{ id: string; email: string }>(
    db,
    sql`select a.id, a.email from actors a join actor_roles r on r.actor_id = a.id
        where r.organisation_id = ${org} order by a.email limit 1`,
  )
  const contractor = await first<{ id: string; email: string }>(
    db,
    sql`select id, email from contractors where organisation_id = ${org} order by email limit 1`,
  )
  return {
    organisation: org,
    engagement: await one(
      sql`select e.id from engagements e where e.organisation_id = ${org} and e.type = 'Contractor'
          order by (select count(*) from assessments a where a.engagement_id = e.id) desc, e.name limit 1`,
    ),
    role: await one(sql`select id from engagements where organisation_id = ${org} and type = 'Role' limit 1`),
    contractor: contractor?.id ?? null,
    contractorEmail: contractor?.email ?? null,
    invite: await one(sql`select id from invites where organisation_id = ${org} limit 1`),
    assessment: await one(
      sql`select a.id from assessments a join engagements e on e.id = a.engagement_id
          where e.organisation_id = ${org} order by a.created_at limit 1`,
    ),
    note: note?.id ?? null,
    questionId: note?.question ?? null,
    comment: await one(sql`select id from comments where organisation_id = ${org} limit 1`),
    dispute,
    distribution,
    file: await one(sql`select id from files where organisation_id = ${org} limit 1`),
    actor: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
  }
}

/**
 * The id a path parameter names, read from the segment before it where the name alone is ambiguous (`:id` is an
 * organisation under /organisations, an invite under /invites, …). Null when the organisation has no such row.
 */
export const idForParam = (ids: OrganisationIds, path: string, param: string): string | null => {
  const before = path.split(`/:${param}`)[0]!.split('/').pop()
  switch (param) {
    case 'orgId':
      return ids.organisation
    case 'engagementId':
      return ids.dispute && path.includes(':disputeId') ? ids.dispute.engagement : ids.engagement
    case 'disputeId':
      return ids.dispute?.id ?? null
    case 'distributionId':
      return ids.distribution?.id ?? null
    case 'noteId':
      return ids.note
    case 'commentId':
      return ids.comment
    case 'questionId':
      return ids.questionId
    case 'fileId':
      return ids.file
    case 'actorId':
    case 'reviewerId':
      return ids.actor
    case 'email':
      return before === 'contractors' ? ids.contractorEmail : ids.actorEmail
  }
  if (param !== 'id') return null
  switch (before) {
    case 'organisations':
      return ids.organisation
    case 'invites':
      return ids.invite
    case 'contractors':
    case 'master-contractors':
      return ids.contractor
    case 'jobroles':
      return ids.role
    case 'assessments':
      return path.startsWith('/api/assessments/assessments') ? ids.assessment : ids.engagement
    case 'assessment':
    case 'engagements':
      return ids.engagement
  }
  return null
}
