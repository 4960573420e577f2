// The Assessment log of /settings/{organisationId}: the audit events of every engagement in an organisation
// and the organisations below it, newest first, described by the engagement machine's transition meta.
import { sql } from 'drizzle-orm'
import type { AuditLogEntry } from '#domain/reporting'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, queryRows, uuidList } from '../../db/client.ts'
import { organisationInReach } from '../actors/organisation-records.service.ts'
import { subtreesOf } from '../actors/organisation-tree.queries.ts'
import { statusOfSnapshot } from '../engagements/engagement.entity.ts'
import { auditActorName, describeTransition } from './engagement-audit.service.ts'

type AuditRow = {
  id: string
  occurred_at: string
  engagement_id: string
  engagement_name: string
  organisation_name: string
  event_type: string
  from_state: unknown
  to_state: unknown
  actor_id: string | null
  first_name: string | null
  last_name: string | null
  person_found: boolean
  total: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export const organisationAuditLog = async (options: {
  db: Database
  session: AccessTokenClaims
  organisationId: string
  search: string
  page: number
  pageSize: number
}) => {
  const { db, session } = options
  await organisationInReach(db, session, options.organisationId, 'Audit:Read')
  const subtree = await subtreesOf(db, [options.organisationId])
  const term = options.search.trim()
  // Searches the engagement's name and the person's name: what someone reading the log looks for.
  const search = term
    ? sql`and (e.name ilike ${`%${escapeLike(term)}%`}
               or concat_ws(' ', p.first_name, p.last_name) ilike ${`%${escapeLike(term)}%`})`
    : sql``
  const rows = await queryRows<AuditRow>(
    db,
    sql`select a.id, a.occurred_at, e.id as engagement_id, e.name as engagement_name, o.name as organisation_name,
               a.event_type, a.from_state, a.to_state, a.actor_id, p.first_name, p.last_name,
               (p.id is not null) as person_found, count(*) over ()::int as total
        from audit_events a
        join engagements e on e.id = a.entity_id
        join organisations o on o.id = e.organisation_id
        left join actors p on p.id = a.actor_id
        where a.entity_type = 'engagement'
          and e.organisation_id in (${uuidList(subtree.map((o) => o.id))}) ${search}
        order by a.occurred_at desc, a.seq desc, a.id
        limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  )
  const count = rows[0]?.total ?? 0
  const items: AuditLogEntry[] = rows.map((row) => ({
    id: row.id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    engagement_id: row.engagement_id,
    engagement_name: row.engagement_name,
    organisation_name: row.organisation_name,
    event_type: row.event_type,
    description: describeTransition(row.from_state, row.event_type, row.to_state),
    from_status: row.from_state === null ? null : statusOfSnapshot({ value: row.from_state }),
    to_status: statusOfSnapshot({ value: row.to_state }),
    actor_name: auditActorName(
      row.actor_id,
      row.person_found ? { firstName: row.first_name, lastName: row.last_name } : undefined,
    ),
  }))
  return { items, count, pages: Math.ceil(count / options.pageSize) }
}
