// Credits: real usage per month per organisation of a subtree: assessments started (engagements created) and
// completed (an audit event that reached Complete). Months are counted in Europe/London.
import { sql } from 'drizzle-orm'
import { addMonths, type UsageQuery, type UsageResponse, type UsageRow, usageRange } from '#domain/reporting'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, queryRows, uuidList } from '../../db/client.ts'
import { Invalid } from '../../http/errors.ts'
import { organisationInReach } from '../actors/organisation-records.service.ts'
import { subtreesOf } from '../actors/organisation-tree.queries.ts'

const LONDON = 'Europe/London'

export const currentLondonMonth = (now = new Date()) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, year: 'numeric', month: '2-digit' }).formatToParts(
    now,
  )
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`
}

type Count = { organisation_id: string; month: string; total: number }

export const usageOf = async (options: {
  db: Database
  session: AccessTokenClaims
  query: UsageQuery
  now?: Date
}): Promise<UsageResponse> => {
  const { db, session, query } = options
  const range = usageRange(query, currentLondonMonth(options.now))
  if (!range.ok) throw Invalid(range.message)
  await organisationInReach(db, session, query.org_id, ['Engagements:Read', 'Audit:Read'])
  const subtree = await subtreesOf(db, [query.org_id])
  const ids = uuidList(subtree.map((o) => o.id))
  // Local midnight on the first of each month, so an engagement created at 00:30 BST on the 1st counts there.
  const start = sql`(${`${range.from}-01`}::timestamp at time zone ${LONDON})`
  const end = sql`(${`${addMonths(range.to, 1)}-01`}::timestamp at time zone ${LONDON})`
  const [started, completed] = await Promise.all([
    queryRows<Count>(
      db,
      sql`select e.organisation_id, to_char(e.created_at at time zone ${LONDON}, 'YYYY-MM') as month,
                 count(*)::int as total
          from engagements e
          where e.organisation_id in (${ids}) and e.created_at >= ${start} and e.created_at < ${end}
          group by 1, 2`,
    ),
    queryRows<Count>(
      db,
      sql`select e.organisation_id, to_char(a.occurred_at at time zone ${LONDON}, 'YYYY-MM') as month,
                 count(distinct a.entity_id)::int as total
          from audit_events a join engagements e on e.id = a.entity_id
          where a.entity_type = 'engagement' and a.to_state = '"complete"'::jsonb
            and (a.from_state is null or a.from_state <> a.to_state)
            and e.organisation_id in (${ids}) and a.occurred_at >= ${start} and a.occurred_at < ${end}
          group by 1, 2`,
    ),
  ])
  const rows = new Map<string, { -readonly [K in keyof UsageRow]: UsageRow[K] }>()
  const rowFor = (count: Count) => {
    const key = `${count.month}|${count.organisation_id}`
    const organisation = subtree.find((o) => o.id === count.organisation_id)!
    const row = rows.get(key) ?? {
      month: count.month,
      organisation_id: organisation.id,
      organisation_name: organisation.name,
      parent_id: organisation.parent_id,
      started: 0,
      completed: 0,
    }
    rows.set(key, row)
    return row
  }
  for (const count of started) rowFor(count).started = count.total
  for (const count of completed) rowFor(count).completed = count.total
  const items = [...rows.values()].sort(
    (a, b) => b.month.localeCompare(a.month) || a.organisation_name.localeCompare(b.organisation_name),
  )
  return {
    organisation_id: query.org_id,
    from: range.from,
    to: range.to,
    items,
    totals: {
      started: items.reduce((sum, row) => sum + row.started, 0),
      completed: items.reduce((sum, row) => sum + row.completed, 0),
    },
  }
}
