// The reviewer records of an engagement, moved with the engagement in one transaction: chosen on the role or
// engagement form (the engagement machine's reviewers.update, each record's machine for its own move), opened
// when the engagement reaches Awaiting Review, and counted for the engagement's guards.
import { and, asc, eq, ne } from 'drizzle-orm'
import { meetsMandatorySignOff, REVIEW_MESSAGES, type ReviewerChoice, reviewerChoiceKey } from '#domain/reviewers'
import { PARTY } from '#machines/meta'
import { reviewerStatus } from '#machines/state-map'
import type { Queryable, Transaction } from '../../db/client.ts'
import { engagementReviewers, engagements, organisations } from '../../db/schema.ts'
import { Invalid } from '../../http/errors.ts'
import { type Firer, persist, runCommand, startEntity } from '../../workflow/engine.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { consultancyGroup, openManualReview } from '../manual-reviews/manual-review-records.ts'
import { reviewerEntity, reviewerStatusOf } from './reviewer.entity.ts'
import { reviewerOptionsFor } from './reviewer-options.queries.ts'

export type ReviewerRow = typeof engagementReviewers.$inferSelect

export const SYSTEM_FIRER: Firer = { actorId: null, roles: [PARTY.system] }

/** The records still on the engagement (removed ones stay for the "Removed Users" group). */
export const currentReviewersOf = (db: Queryable, engagementId: string) =>
  db
    .select()
    .from(engagementReviewers)
    .where(and(eq(engagementReviewers.engagementId, engagementId), ne(engagementReviewers.status, 'Removed')))
    .orderBy(asc(engagementReviewers.createdAt))

const choiceKeyOf = (row: ReviewerRow) => (row.groupId ? `group:${row.groupId}` : `actor:${row.actorId}`)

const fieldError = (message: string) => Invalid(message, [{ path: 'reviewers', message }])

/**
 * The choices checked against the organisation's rule and its reviewer options: mandatory sign-off wants one
 * person (for the full question set), and each person or group must be one the organisation offers. A record
 * already on the engagement may stay even if its person has since lost the role.
 */
const checkChoices = async (
  tx: Queryable,
  engagement: typeof engagements.$inferSelect,
  choices: readonly ReviewerChoice[],
  current: readonly ReviewerRow[],
) => {
  const organisation = (
    await tx.select().from(organisations).where(eq(organisations.id, engagement.organisationId))
  )[0]!
  const mandatory = organisation.mandatorySignOff && engagement.questionSetTypeCode === 'FULL'
  if (!meetsMandatorySignOff(mandatory, choices)) throw fieldError(REVIEW_MESSAGES.mandatorySignOff)
  const kept = new Set(current.map(choiceKeyOf))
  const added = choices.filter((choice) => !kept.has(reviewerChoiceKey(choice)))
  // Most roles and engagements are made without reviewers: the options are read only when someone is added.
  if (added.length === 0) return mandatory
  const options = await reviewerOptionsFor(tx, engagement.organisationId, mandatory)
  for (const choice of added) {
    if ('GroupId' in choice) {
      if (!options.groups.some((group) => group.id === choice.GroupId)) throw fieldError(REVIEW_MESSAGES.unknownGroup)
    } else if (
      !options.actors.some((actor) => actor.id === choice.ActorId) &&
      !options.invites.some((invite) => invite.actor_id === choice.ActorId)
    )
      throw fieldError(REVIEW_MESSAGES.notEligible)
  }
  return mandatory
}

const addRecord = async (
  tx: Transaction,
  engagementId: string,
  choice: ReviewerChoice,
  mandatory: boolean,
  firer: Firer,
) => {
  const id = crypto.randomUUID()
  const person = 'ActorId' in choice ? choice : null
  const input = {
    actorId: person?.ActorId ?? null,
    groupId: 'GroupId' in choice ? choice.GroupId : null,
    mandatorySignOff: mandatory,
  }
  await startEntity({
    tx,
    entity: reviewerEntity,
    id,
    input,
    firer,
    eventType: 'review.choose',
    auditPayload: { engagementId, actorId: input.actorId, groupId: input.groupId },
    insert: async (initial) => {
      await tx.insert(engagementReviewers).values({
        id,
        engagementId,
        actorId: input.actorId,
        groupId: input.groupId,
        organisationId: person?.OrganisationId ?? null,
        state: persist(initial),
        status: reviewerStatusOf(initial),
      })
    },
  })
  return id
}

/** Opens a record for review: a created record opens, a completed one is reset (its sign-off is given again). */
const openRecord = async (tx: Transaction, record: ReviewerRow) => {
  const snapshot = reviewerEntity.machine.resolveState(record.state as never)
  if (snapshot.can({ type: 'review.open' }))
    await runCommand(tx, { entity: reviewerEntity, id: record.id, event: { type: 'review.open' }, firer: SYSTEM_FIRER })
  else if (snapshot.can({ type: 'review.reset' }))
    await runCommand(tx, {
      entity: reviewerEntity,
      id: record.id,
      event: { type: 'review.reset' },
      firer: SYSTEM_FIRER,
    })
  else return
  await openManualReview(tx, record)
}

/** The engagement machine's openReviews, as it enters Awaiting Review: every record opens again. */
export const openReviews = async (tx: Transaction, engagementId: string) => {
  for (const record of await currentReviewersOf(tx, engagementId)) await openRecord(tx, record)
}

/** The engagement machine's openAddedReviews: records chosen while the others review open at once. */
export const openAddedReviews = async (tx: Transaction, engagementId: string) => {
  for (const record of await currentReviewersOf(tx, engagementId))
    if (reviewerStatus.hasTag(record.status, 'unopened')) await openRecord(tx, record)
}

/**
 * The sign-off users of a role or engagement set to `choices`, as one reviewers.update of the engagement
 * machine: records for new choices, removal for the dropped ones, and in review the new ones open at once.
 * Nothing happens when the choices are those already on it.
 */
export const replaceReviewers = async (
  tx: Transaction,
  options: {
    engagementId: string
    choices: readonly ReviewerChoice[]
    firer: Firer
    /** A new role or engagement: the organisation's rule applies even to an empty list. */
    creating?: boolean
  },
) => {
  // Locked first: a submission at the same moment then counts these reviewers, or waits for them.
  const engagement = (
    await tx.select().from(engagements).where(eq(engagements.id, options.engagementId)).for('update')
  )[0]!
  const current = await currentReviewersOf(tx, engagement.id)
  const wanted = new Set(options.choices.map(reviewerChoiceKey))
  const dropped = current.filter((record) => !wanted.has(choiceKeyOf(record)))
  const added = options.choices.filter(
    (choice) => !current.some((record) => choiceKeyOf(record) === reviewerChoiceKey(choice)),
  )
  if (dropped.length === 0 && added.length === 0 && !options.creating) return
  const mandatory = await checkChoices(tx, engagement, options.choices, current)
  if (dropped.length === 0 && added.length === 0) return
  const individualsAfter = options.choices.filter((choice) => 'ActorId' in choice).length
  // The records change first, so that the engagement's facts (all signed off?) are read with them.
  for (const record of dropped)
    await runCommand(tx, {
      entity: reviewerEntity,
      id: record.id,
      event: { type: 'review.remove', otherIndividualReviewers: individualsAfter },
      firer: options.firer,
    })
  for (const choice of added) await addRecord(tx, engagement.id, choice, mandatory, options.firer)
  await runCommand(tx, {
    entity: engagementEntity,
    id: engagement.id,
    event: { type: 'reviewers.update' },
    firer: options.firer,
    auditPayload: { added: added.length, removed: dropped.length },
  })
}

/**
 * Borderline results are never a dead end (rule manual-review.flow): a result that needs manual review
 * puts the provider's consultancy group on the engagement, if it is not there already, in the transaction
 * that stores the result; the engagement then goes to Awaiting Review and opens it with the others.
 */
export const ensureConsultancyReview = async (tx: Transaction, engagementId: string) => {
  const group = await consultancyGroup(tx)
  if (!group) return
  const current = await currentReviewersOf(tx, engagementId)
  if (current.some((record) => record.groupId === group.id)) return
  await addRecord(tx, engagementId, { GroupId: group.id }, false, SYSTEM_FIRER)
}
