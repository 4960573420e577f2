// The reviewer records of an engagement as the review panel shows them (rule records.reviewer).
import { sql } from 'drizzle-orm'
import type { Reviewer, ReviewerStatus } from '#domain/reviewers'
import { engagementMachine } from '#machines/engagement.machine'
import { PARTY } from '#machines/meta'
import { reviewerMachine } from '#machines/reviewer.machine'
import { type Queryable, queryRows } from '../../db/client.ts'
import { mayFire } from '../../workflow/engine.ts'
import { recordsOfReviewer } from './reviewer-reach.queries.ts'

type ReviewerListRow = {
  id: string
  actor_id: string | null
  organisation_id: string | null
  group_id: string | null
  group_name: string | null
  first_name: string | null
  last_name: string | null
  email: string | null
  job_description: string | null
  organisation_name: string | null
  status: ReviewerStatus
  signed_off_at: string | Date | null
  state: unknown
  engagement_state: unknown
  /** The person holds no role where the engagement is: they review through an e-mailed link. */
  outsider: boolean
}

const isoOf = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/** Every record, the removed ones last; `is_mine` marks those the reader (if any) may finalise. */
export const engagementReviewerList = async (
  db: Queryable,
  engagementId: string,
  readerActorId: string | null,
): Promise<Reviewer[]> => {
  const rows = await queryRows<ReviewerListRow>(
    db,
    sql`
    with recursive chain as (
      select o.id, o.parent_id from organisations o
        where o.id = (select organisation_id from engagements where id = ${engagementId})
      union all
      select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
    )
    select er.id, er.actor_id, er.organisation_id, er.group_id, g.name as group_name,
      a.first_name, a.last_name, a.email, a.job_description, o.name as organisation_name,
      er.status, er.signed_off_at, er.state, e.state as engagement_state,
      (er.actor_id is not null and not exists (
        select 1 from actor_roles ar where ar.actor_id = er.actor_id and ar.organisation_id in (select id from chain)
      )) as outsider
    from engagement_reviewers er
      join engagements e on e.id = er.engagement_id
      left join reviewer_groups g on g.id = er.group_id
      left join actors a on a.id = er.actor_id
      left join organisations o on o.id = er.organisation_id
    where er.engagement_id = ${engagementId}
    order by (er.status = 'Removed'), er.created_at`,
  )
  // Whose records they are is asked only of an engagement that has some.
  const mine = rows.length > 0 && readerActorId ? await recordsOfReviewer(db, engagementId, readerActorId) : []
  // Whether the reader may finalise a record is the two machines' answer: the engagement takes a sign-off now,
  // and the record takes the reader's completion.
  const mayFinalise = (row: ReviewerListRow) => {
    if (readerActorId === null || !mine.includes(row.id)) return false
    // The reader acts on their own record (or their group's) as its reviewer.
    const reviewer = { actorId: readerActorId, roles: [PARTY.reviewer] }
    return (
      mayFire(
        engagementMachine,
        engagementMachine.resolveState(row.engagement_state as never),
        { type: 'review.signOff', allSignedOff: false },
        reviewer,
      ) &&
      mayFire(
        reviewerMachine,
        reviewerMachine.resolveState(row.state as never),
        { type: 'review.complete', actorId: readerActorId, actorIsGroupMember: row.group_id !== null },
        reviewer,
      )
    )
  }
  return rows.map((row) => ({
    id: row.id,
    actor_id: row.actor_id,
    organisation_id: row.organisation_id,
    group_id: row.group_id,
    group: row.group_id ? { id: row.group_id, name: row.group_name ?? '' } : null,
    actor: row.actor_id
      ? { id: row.actor_id, first_name: row.first_name, last_name: row.last_name, email: row.email ?? '' }
      : null,
    organisation: row.organisation_id ? { id: row.organisation_id, name: row.organisation_name ?? '' } : null,
    job_description: row.job_description,
    status: row.status,
    signed_off_date: isoOf(row.signed_off_at),
    is_mine: mine.includes(row.id),
    can_sign_off: mayFinalise(row),
    via_email_link: row.outsider,
  }))
}
