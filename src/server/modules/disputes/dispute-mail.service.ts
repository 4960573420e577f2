// The mails of a dispute (run from the outbox, after commit): the client hears of a new dispute, is reminded
// once 31 days have passed, and is told when the 45-day deadline has passed (the trail holds that fact too);
// the party who disputed hears the client's answer, by its link when it has no account. These mails are the
// client's legal duty and the party's answer: no default recipient opts out of them, and the organisation users
// added on the engagement's Notifications tab get a copy. Every mail's id comes from the outbox row and its
// recipient, so a row run again after a crash (its claim's lease ran out) queues nothing new.
import { and, desc, eq, isNull } from 'drizzle-orm'
import { formatDate, formatDay } from '#domain/dates'
import { disputeDaysLeft, disputeLastDay } from '#domain/dispute-clock'
import type { NotificationKind } from '#domain/engagement-notifications'
import { DISPUTE_MESSAGES } from '#domain/sds-distribution'
import { disputeStatus } from '#machines/state-map'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { disputes, distributions, engagements, organisations } from '../../db/schema.ts'
import { enqueueMail, mailIdFor } from '../../mail/outbox.ts'
import { plainMail } from '../../mail/plain-mail.ts'
import type { OutboxHandler, OutboxRow } from '../../workflow/outbox.ts'
import { clientOf } from '../engagements/engagement-notifications.queries.ts'
import { byAddress, deliveryListOf, sendCopies } from '../engagements/notification-delivery.ts'
import { distributionLinkUrl, issueDistributionLink } from '../sds/distribution-link.ts'

type Deps = { db: Database; config: Config; distributionLinkSecret: string }

const engagementOf = async (db: Database, engagementId: string) =>
  (
    await db
      .select({ engagement: engagements, organisation: organisations.name })
      .from(engagements)
      .innerJoin(organisations, eq(organisations.id, engagements.organisationId))
      .where(and(eq(engagements.id, engagementId), isNull(engagements.deletedAt)))
  )[0]

const engagementUrl = (config: Config, engagement: { id: string; contractorId: string | null }) =>
  `${config.publicUrl}/edit-contractor/${engagement.contractorId}/edit-engagement/${engagement.id}`

/** Who answers for the client (engagement-notifications.queries.ts), and a copy for those added to the kind. */
const mailClient = async (
  { db, config }: Deps,
  row: OutboxRow,
  engagementId: string,
  kind: NotificationKind,
  compose: (engagement: { name: string; organisation: string }) => { subject: string; paragraphs: string[] },
) => {
  const found = await engagementOf(db, engagementId)
  if (!found) return
  const { subject, paragraphs } = compose({ name: found.engagement.name, organisation: found.organisation })
  const client = await clientOf(db, engagementId, found.engagement.organisationId)
  const list = await deliveryListOf(db, engagementId, kind, client)
  await sendCopies(db, config, {
    key: row.id,
    engagement: found.engagement,
    kind,
    copies: list.copies,
    subject,
    paragraphs,
  })
  for (const to of list.defaults)
    await enqueueMail(
      db,
      config,
      plainMail({
        to,
        subject,
        paragraphs,
        action: { label: 'Open the engagement', url: engagementUrl(config, found.engagement) },
      }),
      mailIdFor(row.id, to),
    )
}

const disputeById = async (db: Database, id: string) => (await db.select().from(disputes).where(eq(disputes.id, id)))[0]

/** notifyClientOfDispute (an engagement's action): the newest dispute of the engagement. */
const notifyClientOfDispute =
  (deps: Deps): OutboxHandler =>
  async (row) => {
    const dispute = (
      await deps.db
        .select()
        .from(disputes)
        .where(eq(disputes.engagementId, row.entityId))
        .orderBy(desc(disputes.receivedAt))
        .limit(1)
    )[0]
    if (!dispute) return
    await mailClient(deps, row, row.entityId, 'DISPUTE_RAISED', (engagement) => ({
      subject: `The SDS of ${engagement.name} is disputed`,
      paragraphs: [
        `${dispute.raisedBy ?? 'A party'} disputes the status determination statement of "${engagement.name}" (${engagement.organisation}), received on ${formatDate(dispute.receivedAt)}.`,
        ...(dispute.details ? [`Their reasons: "${dispute.details}"`] : ['They sent their reasons as files.']),
        `${DISPUTE_MESSAGES.responseDuty} Uphold the determination with your reasons, or withdraw the SDS and issue a new one, by ${formatDay(disputeLastDay(dispute.receivedAt))}.`,
      ],
    }))
  }

/** remindClient (dispute.dueSoon): 31 days have passed; the last day is near. */
const remindClient =
  (deps: Deps): OutboxHandler =>
  async (row) => {
    const dispute = await disputeById(deps.db, row.entityId)
    if (!dispute || !disputeStatus.hasTag(dispute.status, 'awaitingResponse')) return
    const left = disputeDaysLeft(dispute.receivedAt, new Date())
    await mailClient(deps, row, dispute.engagementId, 'DISPUTE_DUE', (engagement) => ({
      subject: `Dispute Due: respond to the dispute of ${engagement.name}`,
      paragraphs: [
        `The dispute of the SDS of "${engagement.name}" (${engagement.organisation}) is still open: ${left} ${left === 1 ? 'day' : 'days'} left to respond.`,
        `${DISPUTE_MESSAGES.responseDuty} The last day is ${formatDay(disputeLastDay(dispute.receivedAt))}; after it the client is liable as fee-payer until it responds.`,
      ],
    }))
  }

/** recordMissedDeadline (dispute.deadlinePassed): the fact is in the trail; the client is told. */
const recordMissedDeadline =
  (deps: Deps): OutboxHandler =>
  async (row) => {
    const dispute = await disputeById(deps.db, row.entityId)
    if (!dispute) return
    await mailClient(deps, row, dispute.engagementId, 'DISPUTE_DEADLINE_PASSED', (engagement) => ({
      subject: `Deadline passed: the dispute of ${engagement.name}`,
      paragraphs: [
        `The dispute of the SDS of "${engagement.name}" (${engagement.organisation}) was not answered by ${formatDay(disputeLastDay(dispute.receivedAt))}.`,
        DISPUTE_MESSAGES.deadlineMissed,
        'Respond now: uphold the determination with your reasons, or withdraw the SDS and issue a new one.',
      ],
    }))
  }

/** notifyParty (dispute.uphold, dispute.withdrawSds): the party hears the outcome, on its own page or link. */
const notifyParty =
  ({ db, config, distributionLinkSecret }: Deps): OutboxHandler =>
  async (row) => {
    const dispute = await disputeById(db, row.entityId)
    if (!dispute?.distributionId || !dispute.resolution) return
    const copy = (await db.select().from(distributions).where(eq(distributions.id, dispute.distributionId)))[0]
    const found = await engagementOf(db, dispute.engagementId)
    if (!copy?.email || !found) return
    const { engagement, organisation } = found
    const outcome =
      dispute.resolution === 'upheld'
        ? `${organisation} has considered your dispute of the status determination statement of "${engagement.name}" and upholds its determination.`
        : `${organisation} has considered your dispute of the status determination statement of "${engagement.name}" and withdraws that SDS. A new SDS, applying from ${formatDay(dispute.newSdsFrom ?? '')}, will be sent to you once it is issued.`
    const url =
      copy.party === 'Contractor'
        ? `${config.publicUrl}/sds-hub/view-sds/${engagement.id}`
        : distributionLinkUrl(config.publicUrl, await issueDistributionLink(db, distributionLinkSecret, copy.id))
    const subject = `Your dispute of the SDS of ${engagement.name} has been answered`
    const reasons = dispute.responseDetails ? [`Their reasons: "${dispute.responseDetails}"`] : []
    const list = await deliveryListOf(db, engagement.id, 'DISPUTE_ANSWERED', [byAddress(copy.email)])
    for (const to of list.defaults)
      await enqueueMail(
        db,
        config,
        plainMail({ to, subject, paragraphs: [outcome, ...reasons], action: { label: 'See the response', url } }),
        mailIdFor(row.id, to),
      )
    await sendCopies(db, config, {
      key: row.id,
      engagement,
      kind: 'DISPUTE_ANSWERED',
      copies: list.copies,
      subject: `The dispute of the SDS of ${engagement.name} by ${copy.email} has been answered`,
      paragraphs: [
        `${organisation} has answered the dispute of the SDS of "${engagement.name}" by ${copy.email}: ${dispute.resolution === 'upheld' ? 'it upholds its determination' : 'it withdraws that SDS'}.`,
        ...reasons,
      ],
    })
  }

export const disputeOutboxHandlers = (
  deps: Deps,
): Record<'notifyClientOfDispute' | 'remindClient' | 'recordMissedDeadline' | 'notifyParty', OutboxHandler> => ({
  notifyClientOfDispute: notifyClientOfDispute(deps),
  remindClient: remindClient(deps),
  recordMissedDeadline: recordMissedDeadline(deps),
  notifyParty: notifyParty(deps),
})
