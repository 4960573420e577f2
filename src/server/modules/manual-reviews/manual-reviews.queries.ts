// Reading the Manual Reviews list (rules manual-reviews.list, api.manual-reviews): the items of the consultancy group's
// reviews, filtered (open or closed, archived, assignee, submission type, search), sorted by review submitted
// and paged in the database. manual_reviews_status_submitted_idx serves the default order within a status.
import { type SQL, sql } from 'drizzle-orm'
import { type Queryable, queryRows, readAll, uuidList } from '../../db/client.ts'
import { NO_ASSIGNEE } from '../../db/schema.ts'
import { likePattern } from '../engagements/engagement-lists.queries.ts'

export type ManualReviewFilter = {
  open: boolean
  showArchived: boolean
  search: string
  /** An actor id, or "none" for the unassigned. */
  assignee?: string | undefined
  submissionType?: string | undefined
  /** The organisations the list holds; null for every organisation. */
  organisationIds: readonly string[] | null
}

export type ManualReviewRow = {
  id: string
  reviewer_id: string
  organisation_id: string
  review_submitted: string
  engagement_name: string
  contractor: string | null
  partner: string
  partner_path: string[]
  result: string | null
  submitted_by: string | null
  assignee_id: string | null
  assignee: string | null
  archived: boolean
  status: string
  engagement_version: number
}

const FROM = sql`from manual_reviews mr
  join engagements e on e.id = mr.engagement_id
  join organisations o on o.id = e.organisation_id
  left join contractors c on c.id = e.contractor_id
  left join assessments a on a.engagement_id = e.id and a.standing = 'current'
  left join actors asg on asg.id = mr.assignee_actor_id`

/**
 * The count joins only what its filters read: each left join of the page's FROM costs a lookup per item, which
 * on a long queue is most of the count's time.
 */
const countFromOf = (filter: ManualReviewFilter): SQL => {
  const joins: SQL[] = [sql`from manual_reviews mr join engagements e on e.id = mr.engagement_id`]
  if (filter.search.trim())
    joins.push(sql`join organisations o on o.id = e.organisation_id left join contractors c on c.id = e.contractor_id`)
  if (filter.submissionType)
    joins.push(sql`left join assessments a on a.engagement_id = e.id and a.standing = 'current'`)
  return sql.join(joins, sql` `)
}

/**
 * Newest first walks manual_reviews_status_submitted_idx (status, review_submitted_at desc nulls last, id) forwards,
 * oldest first backwards: the tie-break on id and the nulls' place follow the index (the column is never null).
 */
const ORDER = {
  desc: sql`mr.review_submitted_at desc nulls last, mr.id asc`,
  asc: sql`mr.review_submitted_at asc nulls first, mr.id desc`,
}

/** Where a review's bucket is read: on the review and its engagement, or on their counts (see bucketPartsOf). */
type BucketColumns = Record<'organisationId' | 'status' | 'archived' | 'assignee', SQL>
const ON_ROWS: BucketColumns = {
  organisationId: sql`e.organisation_id`,
  status: sql`mr.status`,
  archived: sql`e.archived`,
  assignee: sql`mr.assignee_actor_id`,
}
/** The counts' unassigned bucket is keyed NO_ASSIGNEE, read back as null so that one filter serves both. */
const ON_COUNTS: BucketColumns = {
  organisationId: sql`c.organisation_id`,
  status: sql`c.status`,
  archived: sql`c.archived`,
  assignee: sql`nullif(c.assignee_actor_id, ${NO_ASSIGNEE}::uuid)`,
}

/** What a review's bucket in manual_review_counts settles: reach, open or closed, archived and the assignee. */
const bucketPartsOf = (filter: ManualReviewFilter, on: BucketColumns): SQL[] => {
  const parts: SQL[] = [sql`${on.status} = ${filter.open ? 'Open' : 'Closed'}`]
  if (!filter.showArchived) parts.push(sql`${on.archived} = false`)
  if (filter.assignee === 'none') parts.push(sql`${on.assignee} is null`)
  else if (filter.assignee) parts.push(sql`${on.assignee} = ${filter.assignee}::uuid`)
  if (filter.organisationIds)
    parts.push(
      filter.organisationIds.length === 0
        ? sql`false`
        : sql`${on.organisationId} in (${uuidList(filter.organisationIds)})`,
    )
  return parts
}

/** Whether the counts table can answer: its buckets know nothing of a name or of who submitted the assessment. */
const countedByBucket = (filter: ManualReviewFilter) => !filter.search.trim() && !filter.submissionType

const whereOf = (filter: ManualReviewFilter): SQL => {
  const parts: SQL[] = [sql`e.deleted_at is null`, ...bucketPartsOf(filter, ON_ROWS)]
  if (filter.submissionType) parts.push(sql`a.submitted_by = ${filter.submissionType}`)
  if (filter.search.trim()) {
    const pattern = likePattern(filter.search)
    parts.push(sql`(e.name ilike ${pattern} or o.name ilike ${pattern}
      or (c.first_name || ' ' || c.last_name) ilike ${pattern} or c.company_name ilike ${pattern})`)
  }
  return sql.join(parts, sql` and `)
}

/**
 * How many items the filters select: from the counts table when it can answer (a few rows per organisation in
 * reach), else by counting the reviews themselves (a search or a submission type narrows them).
 */
const countOf = async (db: Queryable, filter: ManualReviewFilter) => {
  const counted = await queryRows<{ count: number }>(
    db,
    countedByBucket(filter)
      ? sql`select coalesce(sum(c.n), 0)::int as count from manual_review_counts c
            where ${sql.join(bucketPartsOf(filter, ON_COUNTS), sql` and `)}`
      : sql`select count(*)::int as count ${countFromOf(filter)} where ${whereOf(filter)}`,
  )
  return counted[0]?.count ?? 0
}

/** The partner's organisations from the top down: the Partner column's tooltip. */
const PARTNER_PATH = sql`(
  with recursive chain as (
    select p.id, p.parent_id, p.name, 0 as depth from organisations p where p.id = e.organisation_id
    union all
    select p.id, p.parent_id, p.name, chain.depth + 1 from organisations p join chain on p.id = chain.parent_id
  )
  select coalesce(json_agg(name order by depth desc), '[]'::json) from chain)`

/** One page of the list, with the count of every item the filters select. */
export const manualReviewPage = async (
  db: Queryable,
  filter: ManualReviewFilter,
  page: { page: number; pageSize: number; direction: 'asc' | 'desc' },
) => {
  const [count, rows] = await readAll(db, [
    () => countOf(db, filter),
    () =>
      queryRows<ManualReviewRow>(
        db,
        sql`select e.id, mr.id as reviewer_id, e.organisation_id, mr.review_submitted_at as review_submitted, e.name as engagement_name,
        case when c.id is null then null else c.first_name || ' ' || c.last_name end as contractor,
        o.name as partner, ${PARTNER_PATH} as partner_path, a.result, a.submitted_by,
        mr.assignee_actor_id as assignee_id,
        case when asg.id is null then null else trim(coalesce(asg.first_name, '') || ' ' || coalesce(asg.last_name, '')) end as assignee,
        e.archived, mr.status, e.version as engagement_version
        ${FROM} where ${whereOf(filter)}
        order by ${ORDER[page.direction]}
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      ),
  ])
  return { count, rows }
}
