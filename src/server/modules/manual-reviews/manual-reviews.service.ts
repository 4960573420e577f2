// The provider's manual reviews (rules manual-reviews.list, manual-review.screen, manual-review.flow,
// manual-review.assignees): the list, assigning a review, and overriding the result. Every change is an event of the
// item's manual-review machine, in one transaction with the rows it talks about; the machine's transition meta says
// whose roles may fire it.
import { and, desc, eq, sql } from 'drizzle-orm'
import { manualOverrideResult } from '#domain/determination/results'
import { pagingOf } from '#domain/list'
import {
  MANUAL_REVIEW_LIST_ROLES,
  MANUAL_REVIEW_MESSAGES,
  type ManualReviewItem,
  type ManualReviewState,
  type ManualReviewsPage,
  type ManualReviewsQuery,
  type OverrideRequest,
  overrideChoiceOf,
} from '#domain/manual-reviews'
import { MANUAL_REVIEW_DEFAULTS, respondentName } from '#domain/manual-reviews-list'
import { REVIEWER_LINK_ROLE, ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { isValidOverrideReason, type ManualReviewEvent, OVERRIDE_REASON_MIN } from '#machines/manual-review.machine'
import { manualReviewStatus } from '#machines/state-map'
import type { Database, Queryable } from '../../db/client.ts'
import { actorRoles, actors, assessments, manualReviews, permissionRoles, reviewerGroups } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { type Firer, mayFire, runCommand } from '../../workflow/engine.ts'
import { subtreesOf } from '../actors/organisation-tree.queries.ts'
import { findAssessment } from '../engagements/assessments.queries.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import { engagementInReach } from '../engagements/engagement-access.ts'
import { manualReviewEntity } from './manual-review.entity.ts'
import { type ManualReviewRow, manualReviewPage } from './manual-reviews.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/** The Manual Reviews menu's roles see the list (rule nav.visibility); anyone else is refused. */
const refuseOutsideManualReviews = (session: AccessTokenClaims) => {
  refuseContractor(session)
  if (session.role === REVIEWER_LINK_ROLE || !MANUAL_REVIEW_LIST_ROLES.some((role) => session.roles.includes(role)))
    throw Forbidden()
}

const itemOf = (row: ManualReviewRow): ManualReviewItem => ({
  id: row.id,
  reviewer_id: row.reviewer_id,
  organisation_id: row.organisation_id,
  review_submitted: new Date(row.review_submitted).toISOString(),
  engagement_name: row.engagement_name,
  contractor: row.contractor,
  partner: row.partner,
  partner_path: row.partner_path,
  result: row.result,
  submission_type: respondentName(row.submitted_by),
  assignee_id: row.assignee_id,
  assignee: row.assignee,
  archived: row.archived,
  open: manualReviewStatus.hasTag(row.status, 'underReview'),
  engagement_version: Number(row.engagement_version),
})

/** GET /api/assessments/engagements/manual-reviews. */
export const listManualReviews = async (
  { db, session }: Caller,
  query: ManualReviewsQuery,
): Promise<ManualReviewsPage> => {
  refuseOutsideManualReviews(session)
  const organisationIds = query.org_id ? (await subtreesOf(db, [query.org_id])).map((o) => o.id) : null
  if (organisationIds?.length === 0) throw NotFound('The organisation')
  const { page, pageSize } = pagingOf(query, MANUAL_REVIEW_DEFAULTS.pageSize)
  const { count, rows } = await manualReviewPage(
    db,
    {
      // Open unless Closed is asked for: the list opens on the reviews still to do.
      open: query.open !== 'false',
      showArchived: query.show_archived === 'true',
      search: query.search ?? '',
      assignee: query.assignee,
      submissionType: query.submission_type,
      organisationIds,
    },
    { page, pageSize, direction: query.sort_direction ?? MANUAL_REVIEW_DEFAULTS.sortDirection },
  )
  return { items: rows.map(itemOf), count, pages: Math.ceil(count / pageSize) }
}

const itemOn = async (db: Queryable, engagementId: string, reviewerId: string) => {
  const item = (
    await db
      .select()
      .from(manualReviews)
      .where(and(eq(manualReviews.id, reviewerId), eq(manualReviews.engagementId, engagementId)))
  )[0]
  if (!item) throw NotFound('The manual review')
  return item
}

/** Assignees are actors of the provider organisation (the consultancy group's) holding the manual reviewer role. */
const isManualReviewer = async (db: Queryable, actorId: string) =>
  (
    await db
      .select({ id: actorRoles.id })
      .from(actorRoles)
      .innerJoin(permissionRoles, eq(permissionRoles.id, actorRoles.roleId))
      .innerJoin(reviewerGroups, eq(reviewerGroups.organisationId, actorRoles.organisationId))
      .where(
        and(
          eq(actorRoles.actorId, actorId),
          eq(permissionRoles.name, ROLE.providerManualReviewer),
          eq(reviewerGroups.offeredToAll, true),
        ),
      )
      .limit(1)
  ).length > 0

/** POST .../{engagementId}/reviewer/{reviewerId}/assign: assign (or, with null, unassign) the review. */
export const assignManualReview = async (
  { db, session }: Caller,
  engagementId: string,
  reviewerId: string,
  actorId: string | null,
) => {
  refuseOutsideManualReviews(session)
  const { firer } = await engagementInReach(db, session, engagementId, 'ManualReviews:Update')
  const item = await itemOn(db, engagementId, reviewerId)
  if (item.assigneeActorId === actorId) return
  if (actorId !== null && !(await isManualReviewer(db, actorId)))
    throw Invalid(MANUAL_REVIEW_MESSAGES.notManualReviewer, [
      { path: 'actor_id', message: MANUAL_REVIEW_MESSAGES.notManualReviewer },
    ])
  const event: ManualReviewEvent =
    actorId === null
      ? { type: 'review.unassign' }
      : { type: 'review.assign', assigneeId: actorId, assigneeIsManualReviewer: true }
  await db.transaction((tx) => runCommand(tx, { entity: manualReviewEntity, id: item.id, event, firer }))
}

/** The engagement's manual review still open, if any: the one an override belongs to. */
const openItemOf = async (db: Queryable, engagementId: string) =>
  (
    await db
      .select()
      .from(manualReviews)
      .where(and(eq(manualReviews.engagementId, engagementId), eq(manualReviews.status, 'Open')))
      .orderBy(desc(manualReviews.reviewSubmittedAt))
      .limit(1)
  )[0] ?? null

const nameOf = async (db: Queryable, actorId: string) => {
  const person = (
    await db
      .select({ firstName: actors.firstName, lastName: actors.lastName, email: actors.email })
      .from(actors)
      .where(eq(actors.id, actorId))
  )[0]
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ') || person?.email || null
}

const MANUAL_OVERRIDE_REASON_ERROR = {
  message: MANUAL_REVIEW_MESSAGES.overrideReason,
  details: [{ path: 'reason', message: MANUAL_REVIEW_MESSAGES.overrideReason }],
}

/**
 * POST /api/assessments/assessments/{assessmentId}/override: the result set by hand, Inside (FAIL) or Outside
 * (PASS), in words, with who and why, and the gauge at the end that agrees; overriding again replaces it. The
 * assessment keeps its determination's summary, which gives the answers' own score.
 */
export const overrideResult = async ({ db, session }: Caller, assessmentId: string, body: OverrideRequest) => {
  refuseOutsideManualReviews(session)
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { firer } = await engagementInReach(db, session, assessment.engagementId, 'ManualReviews:Update')
  const choice = overrideChoiceOf(body.result_id)!
  if (!isValidOverrideReason(body.reason))
    throw Invalid(MANUAL_OVERRIDE_REASON_ERROR.message, MANUAL_OVERRIDE_REASON_ERROR.details)
  if (assessment.standing !== 'current' || !assessment.result) throw Conflict(MANUAL_REVIEW_MESSAGES.notInReview)
  const item = await openItemOf(db, assessment.engagementId)
  if (!item) throw Conflict(MANUAL_REVIEW_MESSAGES.notInReview)
  // Who may choose Outside is the machine's guard; asked first so the refusal carries the spec's own words.
  if (choice === 'Outside' && !mayOverride(item.state, 'override.outside', firer))
    throw Forbidden(MANUAL_REVIEW_MESSAGES.outsideNeedsManager)
  const reason = body.reason.trim()
  const overridden = manualOverrideResult(choice)
  const by = await nameOf(db, session.actorId)
  await db.transaction((tx) =>
    runCommand(tx, {
      entity: manualReviewEntity,
      id: item.id,
      event: { type: choice === 'Inside' ? 'override.inside' : 'override.outside', roles: firer.roles, reason },
      firer,
      auditPayload: { assessmentId, resultCode: overridden.code, previousResultCode: assessment.resultCode },
      within: async (inner) => {
        await inner
          .update(assessments)
          .set({
            result: overridden.result,
            resultCode: overridden.code,
            score: overridden.score,
            manualOverrideReason: reason,
            manualOverrideBy: by,
            version: sql`${assessments.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(assessments.id, assessmentId))
      },
    }),
  )
}

/** Whether the machine takes an override from these roles now (a valid reason assumed: the form asks for it). */
const mayOverride = (state: unknown, type: 'override.inside' | 'override.outside', firer: Firer) => {
  const snapshot = manualReviewEntity.machine.resolveState(state as never)
  return mayFire(
    manualReviewEntity.machine,
    snapshot,
    { type, roles: firer.roles, reason: 'x'.repeat(OVERRIDE_REASON_MIN) },
    firer,
  )
}

/** GET /api/assessments/engagements/{id}/manual-review: the engagement's review and what the caller may do on it. */
export const manualReviewState = async ({ db, session }: Caller, engagementId: string): Promise<ManualReviewState> => {
  refuseOutsideManualReviews(session)
  const { firer } = await engagementInReach(db, session, engagementId, 'ManualReviews:Read')
  const item =
    (await openItemOf(db, engagementId)) ??
    (
      await db
        .select()
        .from(manualReviews)
        .where(eq(manualReviews.engagementId, engagementId))
        .orderBy(desc(manualReviews.reviewSubmittedAt))
        .limit(1)
    )[0]
  if (!item) throw NotFound('The manual review')
  return {
    reviewer_id: item.id,
    open: manualReviewStatus.hasTag(item.status, 'underReview'),
    assignee_id: item.assigneeActorId,
    can_override_inside: mayOverride(item.state, 'override.inside', firer),
    can_override_outside: mayOverride(item.state, 'override.outside', firer),
  }
}
