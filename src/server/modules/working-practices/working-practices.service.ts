// A worker starts their own working practices review (rules wpr.screens, wpr.start-form,
// api.working-practices), and lists their reviews. The review is an engagement of the provider organisation
// (one-off workers are the provider's direct customers), on the worker's contractor record there: the
// master_contractor_id, made on the first review from the worker's own details.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { utcDay } from '#domain/days'
import { penceOf } from '#domain/job-roles'
import { pagingOf } from '#domain/list'
import { ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import {
  BUSINESS_SIZES,
  type CreateWorkingPracticeReview,
  type OwnReviewPatch,
  type ReviewListQuery,
  WORKING_PRACTICES_MESSAGES,
  WORKING_PRACTICES_REVIEW,
  type WorkingPracticeReviewPage,
} from '#domain/working-practices'
import { REVIEW_DEFAULTS } from '#domain/working-practices-lists'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { actors, contractorProfiles, contractors, organisations } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { auditContractor } from '../actors/contractors.service.ts'
import { insertAssessment } from '../assessments/create-engagement.service.ts'
import { createEngagement } from '../assessments/engagement-commands.service.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { ownReviewInReach } from '../engagements/own-review-access.ts'
import { latestQuestionSet, questionSetById } from '../engagements/question-sets.queries.ts'
import { reviewRows } from './working-practices.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const fieldError = (path: string, message: string) => Invalid(message, [{ path, message }])

/** The Working Practices Review belongs to the Contractor role (rule nav.visibility). */
export const requireReviewingContractor = (session: AccessTokenClaims) => {
  if (!session.roles.includes(ROLE.contractor)) throw Forbidden(WORKING_PRACTICES_MESSAGES.contractorsOnly)
}

/** The provider organisation: the root that serves one-off workers directly. */
export const providerOrganisationId = async (db: Queryable) => {
  const [provider] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.isProvider, true), isNull(organisations.parentId)))
    .orderBy(organisations.createdAt)
    .limit(1)
  if (!provider) throw Conflict('There is no provider organisation to run working practices reviews.')
  return provider.id
}

/** The worker's contractor record under the provider, made (or linked by e-mail) on their first review. */
const masterContractorOf = async (
  tx: Transaction,
  session: AccessTokenClaims,
  providerId: string,
  named: string | null | undefined,
) => {
  const underProvider = and(eq(contractors.organisationId, providerId), isNull(contractors.deletedAt))
  const [linked] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(underProvider, eq(contractors.actorId, session.actorId)))
  if (named && named !== linked?.id)
    throw fieldError('master_contractor_id', WORKING_PRACTICES_MESSAGES.notYourContractor)
  if (linked) return linked.id
  const [person] = await tx
    .select({ actor: actors, profile: contractorProfiles })
    .from(actors)
    .leftJoin(contractorProfiles, eq(contractorProfiles.actorId, actors.id))
    .where(eq(actors.id, session.actorId))
  if (!person) throw Forbidden(WORKING_PRACTICES_MESSAGES.contractorsOnly)
  const { actor, profile } = person
  // The provider may already hold a record with the worker's e-mail (added by its team): it becomes theirs.
  const [byEmail] = await tx
    .select({ id: contractors.id, actorId: contractors.actorId })
    .from(contractors)
    .where(and(underProvider, sql`lower(${contractors.email}) = ${actor.email.toLowerCase()}`))
  if (byEmail) {
    if (byEmail.actorId) throw Conflict('Your e-mail address belongs to another contractor record.')
    await tx.update(contractors).set({ actorId: actor.id }).where(eq(contractors.id, byEmail.id))
    return byEmail.id
  }
  const [row] = await tx
    .insert(contractors)
    .values({
      organisationId: providerId,
      firstName: actor.firstName ?? '',
      lastName: actor.lastName ?? '',
      companyName: profile?.companyName ?? '',
      companyNumber: profile?.companyNumber ?? '',
      email: actor.email,
      phoneNumber: profile?.phoneNumber ?? '',
      actorId: actor.id,
    })
    .returning({ id: contractors.id })
  await auditContractor(tx, session, row!.id, 'contractor.create', {
    organisation_id: providerId,
    reason: 'working practices review',
  })
  return row!.id
}

const reviewQuestionSet = async (db: Queryable, id: string | null | undefined) => {
  const set = id ? await questionSetById(db, id) : await latestQuestionSet(db, 'FULL')
  if (set.type_code !== 'FULL')
    throw fieldError('question_set_id', 'A working practices review is answered with the full question set.')
  return set
}

export const createWorkingPracticeReview = async ({ db, session }: Caller, body: CreateWorkingPracticeReview) => {
  requireReviewingContractor(session)
  if (!BUSINESS_SIZES.some((size) => size.id === body.business_size_id))
    throw fieldError('business_size_id', WORKING_PRACTICES_MESSAGES.unknownBusinessSize)
  const set = await reviewQuestionSet(db, body.question_set_id)
  const providerId = await providerOrganisationId(db)
  const firer = { actorId: session.actorId, roles: session.roles }
  return db.transaction(async (tx) => {
    const contractorId = await masterContractorOf(tx, session, providerId, body.master_contractor_id)
    const id = await createEngagement({
      tx,
      firer,
      engagement: {
        organisationId: providerId,
        name: body.name,
        type: WORKING_PRACTICES_REVIEW,
        questionSetTypeCode: 'FULL',
        contractorId,
        endClientText: body.end_client,
        agencyText: body.agency || null,
        businessSizeId: body.business_size_id,
        startDate: utcDay(body.start_date),
        endDate: utcDay(body.end_date),
        dailyRatePence: body.daily_rate === null ? null : penceOf(body.daily_rate),
      },
    })
    await insertAssessment(tx, { engagementId: id, questionSetId: set.id })
    return { id }
  })
}

/** GET .../working-practise-reviews: the worker's own reviews. */
export const listOwnReviews = async ({ db, session }: Caller, query: ReviewListQuery) => {
  requireReviewingContractor(session)
  return reviewPage(db, { actorId: session.actorId }, query)
}

export const reviewPage = async (
  db: Queryable,
  owner: { actorId: string } | { contractorId: string },
  query: ReviewListQuery,
): Promise<WorkingPracticeReviewPage> => {
  const { page, pageSize } = pagingOf(query, REVIEW_DEFAULTS.pageSize)
  const { items, count } = await reviewRows(db, {
    ...owner,
    search: query.search?.trim() ?? '',
    includeArchived: query.show_archived === 'true' || query.include_archived === 'true',
    sortBy: query.sort_by ?? REVIEW_DEFAULTS.sortBy,
    direction: query.sort_direction ?? REVIEW_DEFAULTS.sortDirection,
    page,
    pageSize,
  })
  return { items, count, pages: Math.ceil(count / pageSize) }
}

/**
 * PATCH .../working-practise-reviews/{id} with replace /archived: the worker hides their own review from the list
 * (or brings it back); the engagement machine allows it in every status and changes only the flag.
 */
export const setOwnReviewArchived = async ({ db, session }: Caller, reviewId: string, patch: OwnReviewPatch) => {
  const { firer } = await ownReviewInReach(db, session, reviewId)
  const archived = patch[0]!.value
  await executeCommand({
    db,
    entity: engagementEntity,
    id: reviewId,
    event: { type: archived ? 'engagement.archive' : 'engagement.unarchive' },
    firer,
  })
}
