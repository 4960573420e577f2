// The mails of sign-off (run from the outbox, after commit): a reviewer whose record opens is told so, with
// the review's address when they are a user of the organisation, else with a single-use sign-in link; the
// person who submitted the answers hears when every reviewer has signed off. The engagement's Notifications tab
// decides who still gets each and who gets a copy. Every mail's id comes from the outbox row (and its recipient),
// so a row run again after a crash (its claim's lease ran out) queues nothing new.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { formatDateTime } from '#domain/dates'
import { engagementStatus, reviewerStatus } from '#machines/state-map'
import type { Config } from '../../config.ts'
import { type Database, queryRows } from '../../db/client.ts'
import { actors, assessments, engagementReviewers, engagements, organisations } from '../../db/schema.ts'
import { enqueueMail, mailIdFor } from '../../mail/outbox.ts'
import { plainMail } from '../../mail/plain-mail.ts'
import type { OutboxHandler } from '../../workflow/outbox.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { byAddress, deliveryListOf, engagementPath, sendCopies } from '../engagements/notification-delivery.ts'
import { issueReviewerLink, reviewerLinkUrl } from './reviewer-link.ts'

type Deps = { db: Database; config: Config; reviewerLinkSecret: string; logger: Logger }

const fullName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email

const engagementOf = async (db: Database, engagementId: string) =>
  (
    await db
      .select({
        id: engagements.id,
        name: engagements.name,
        type: engagements.type,
        contractorId: engagements.contractorId,
        status: engagements.status,
        organisation: organisations.name,
        organisationId: engagements.organisationId,
      })
      .from(engagements)
      .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
      .where(and(eq(engagements.id, engagementId), isNull(engagements.deletedAt)))
  )[0]

/** notifyReviewer: the record opened (or moved to someone else while open); groups hear through their list. */
const notifyReviewer =
  ({ db, config, reviewerLinkSecret }: Deps): OutboxHandler =>
  async (row) => {
    const record = (await db.select().from(engagementReviewers).where(eq(engagementReviewers.id, row.entityId)))[0]
    if (!record?.actorId || !reviewerStatus.hasTag(record.status, 'openToReviewer')) return
    const engagement = await engagementOf(db, record.engagementId)
    if (!engagement || !engagementStatus.hasTag(engagement.status, 'inReview')) return
    const person = (await db.select().from(actors).where(eq(actors.id, record.actorId)))[0]
    if (!person) return
    const subject = `${engagement.organisation} asks you to sign off the IR35 assessment of ${engagement.name}`
    const intro = `You have been chosen to review the IR35 status assessment of "${engagement.name}" for ${engagement.organisation}. Please read the answers and the result, comment where something needs a second look, and finalise your review when you are done.`
    const list = await deliveryListOf(db, engagement.id, 'REVIEW_REQUESTED', [byAddress(person.email)])
    await sendCopies(db, config, {
      key: row.id,
      engagement,
      kind: 'REVIEW_REQUESTED',
      copies: list.copies,
      subject,
      paragraphs: [
        `${fullName(person)} has been asked to sign off the IR35 status assessment of "${engagement.name}".`,
      ],
    })
    // The reviewer opted out of this mail for this engagement: they see the review on their own list.
    if (list.defaults.length === 0) return
    const { roles } = await rolesForOrganisation(db, person.id, engagement.organisationId)
    if (roles.length > 0) {
      await enqueueMail(
        db,
        config,
        plainMail({
          to: person.email,
          subject,
          paragraphs: [intro],
          action: { label: 'Open the review', url: `${config.publicUrl}/review/${engagement.id}` },
        }),
        row.id,
      )
      return
    }
    const link = await issueReviewerLink(db, reviewerLinkSecret, {
      reviewerId: record.id,
      engagementId: engagement.id,
      actorId: person.id,
    })
    await enqueueMail(
      db,
      config,
      plainMail({
        to: person.email,
        subject,
        paragraphs: [
          intro,
          `The link below signs you in to this review only. You can open it again until you have signed the review off, or until ${formatDateTime(link.expiresAt)} (UK time), when it expires; after that, ask for a new one. To reach the rest of your account, sign in with your password.`,
        ],
        action: { label: 'Start the review', url: reviewerLinkUrl(config.publicUrl, link.token) },
      }),
      row.id,
    )
  }

/** notifyReviewsComplete: to whoever submitted the current answers (else nobody: a contractor-only path). */
const notifyReviewsComplete =
  ({ db, config }: Deps): OutboxHandler =>
  async (row) => {
    const engagement = await engagementOf(db, row.entityId)
    if (!engagement) return
    const assessor = (
      await db
        .select({ email: actors.email, firstName: actors.firstName, lastName: actors.lastName })
        .from(assessments)
        .innerJoin(actors, eq(actors.id, assessments.assessorActorId))
        .where(and(eq(assessments.engagementId, engagement.id), eq(assessments.standing, 'current')))
        .orderBy(desc(assessments.createdAt))
    )[0]
    if (!assessor) return
    const reviewers = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from engagement_reviewers where engagement_id = ${engagement.id} and status = 'Completed'`,
    )
    const next = engagementStatus.hasTag(engagement.status, 'sdsReady')
      ? 'The status determination statement is ready to send to the contractor and the parties of the chain.'
      : 'The assessment is complete.'
    const subject = `All reviewers have signed off ${engagement.name}`
    const done = `All ${reviewers[0]?.count ?? 0} reviewers of "${engagement.name}" (${engagement.organisation}) have completed their review.`
    const list = await deliveryListOf(db, engagement.id, 'SIGN_OFF_COMPLETED', [byAddress(assessor.email)])
    for (const to of list.defaults)
      await enqueueMail(
        db,
        config,
        plainMail({
          to,
          subject,
          paragraphs: [`Hello ${fullName({ ...assessor })}: ${done.charAt(0).toLowerCase()}${done.slice(1)}`, next],
          action: { label: 'Open the engagement', url: `${config.publicUrl}${engagementPath(engagement)}` },
        }),
        mailIdFor(row.id, to),
      )
    await sendCopies(db, config, {
      key: row.id,
      engagement,
      kind: 'SIGN_OFF_COMPLETED',
      copies: list.copies,
      subject,
      paragraphs: [done, next],
    })
  }

export const reviewerOutboxHandlers = (
  deps: Deps,
): Record<'notifyReviewer' | 'notifyReviewsComplete', OutboxHandler> => ({
  notifyReviewer: notifyReviewer(deps),
  notifyReviewsComplete: notifyReviewsComplete(deps),
})
