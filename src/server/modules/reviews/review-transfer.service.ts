// Swapping a user's sign-off reviews (rules reviews.swap, api.reviews): an administrator of the
// selected organisation moves every outstanding review of one person, on that organisation's engagements and
// those below it, to another Sign Off User; each record moves by the reviewer machine's review.transfer.
import { sql } from 'drizzle-orm'
import { type ActorReview, REVIEW_MESSAGES, type ReviewTransferTargets } from '#domain/reviewers'
import { permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, type Queryable, queryRows, uuidList } from '../../db/client.ts'
import { Forbidden, Invalid } from '../../http/errors.ts'
import { type Firer, runCommand } from '../../workflow/engine.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { reviewerEntity } from './reviewer.entity.ts'
import { eligibleActors } from './reviewer-options.queries.ts'
import { currentReviewersOf } from './reviewer-records.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/** The caller administers users in their selected organisation: its id and their roles there. */
const administeredOrganisation = async (db: Queryable, session: AccessTokenClaims) => {
  if (!session.organisationId) throw Forbidden('Select an organisation first.')
  const { roles } = await rolesForOrganisation(db, session.actorId, session.organisationId)
  if (!permissionsFor(roles).includes('Actors:Update'))
    throw Forbidden('You do not have permission to manage the users of this organisation.')
  return { organisationId: session.organisationId, firer: { actorId: session.actorId, roles } satisfies Firer }
}

type OutstandingRow = ActorReview & { engagement_organisation_id: string }

/** The person's reviews still to finalise: on the organisation's engagements and below it, or (null) anywhere. */
const outstandingReviews = (db: Queryable, organisationId: string | null, actorId: string) =>
  queryRows<OutstandingRow>(
    db,
    sql`
    with recursive tree as (
      select id from organisations where ${organisationId === null ? sql`parent_id is null` : sql`id = ${organisationId}`}
      union all
      select o.id from organisations o join tree on o.parent_id = tree.id
    )
    select er.id as reviewer_id, e.id as engagement_id, e.name as engagement_name, o.name as organisation,
      er.status, e.organisation_id as engagement_organisation_id
    from engagement_reviewers er
      join engagements e on e.id = er.engagement_id and e.deleted_at is null
      join organisations o on o.id = e.organisation_id
    where er.actor_id = ${actorId} and er.group_id is null and er.status in ('Created', 'Opened')
      and e.organisation_id in (select id from tree)
    order by e.name`,
  )

/**
 * GET /api/assessments/engagements/reviews/{actorId}: for an administrator, the person's reviews in the selected
 * organisation and below it; for the person themselves, every review waiting for them (their landing page's
 * "Awaiting your review"), wherever it is: being a reviewer is what lets them open it (docs/navigation.md).
 */
export const reviewsOfActor = async ({ db, session }: Caller, actorId: string): Promise<ActorReview[]> => {
  const rows =
    actorId === session.actorId && !session.engagementId
      ? await outstandingReviews(db, null, actorId)
      : await outstandingReviews(db, (await administeredOrganisation(db, session)).organisationId, actorId)
  return rows.map(({ engagement_organisation_id: _organisation, ...review }) => review)
}

/** GET /api/assessments/engagements/reviews/{actorId}/targets: the other Sign Off Users (may be none). */
export const transferTargets = async ({ db, session }: Caller, actorId: string): Promise<ReviewTransferTargets> => {
  const { organisationId } = await administeredOrganisation(db, session)
  const eligible = await eligibleActors(db, organisationId)
  const others = eligible.filter((actor) => actor.id !== actorId)
  if (others.length === 0) return []
  const emails = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from actors where id in (${uuidList(others.map((actor) => actor.id))})`,
  )
  return others.map((actor) => ({
    id: actor.id,
    first_name: actor.first_name,
    last_name: actor.last_name,
    email: emails.find((row) => row.id === actor.id)?.email ?? '',
  }))
}

/** PATCH /api/assessments/engagements/{actorId}/transfer/signoff: every outstanding review, in one transaction. */
export const transferReviews = async ({ db, session }: Caller, actorId: string, replacementActorId: string) => {
  const { organisationId, firer } = await administeredOrganisation(db, session)
  if (replacementActorId === actorId)
    throw Invalid(REVIEW_MESSAGES.noTargets, [{ path: 'actor_id', message: 'Choose another person.' }])
  return db.transaction(async (tx) => {
    const reviews = await outstandingReviews(tx, organisationId, actorId)
    for (const review of reviews) {
      const eligible = await eligibleActors(tx, review.engagement_organisation_id)
      if (!eligible.some((actor) => actor.id === replacementActorId))
        throw Invalid(REVIEW_MESSAGES.notEligible, [{ path: 'actor_id', message: REVIEW_MESSAGES.notEligible }])
      // One record per person on an engagement: where the replacement already reviews it, the person is only
      // taken off (the replacement's own record stands for both).
      const current = await currentReviewersOf(tx, review.engagement_id)
      if (current.some((record) => record.actorId === replacementActorId)) {
        await runCommand(tx, {
          entity: reviewerEntity,
          id: review.reviewer_id,
          event: { type: 'review.remove', otherIndividualReviewers: current.filter((r) => r.actorId).length - 1 },
          firer,
          auditPayload: { replacedBy: replacementActorId },
        })
        continue
      }
      await runCommand(tx, {
        entity: reviewerEntity,
        id: review.reviewer_id,
        event: { type: 'review.transfer', toActorId: replacementActorId, targetEligible: true },
        firer,
        auditPayload: { fromActorId: actorId },
      })
    }
    return { transferred: reviews.length }
  })
}
