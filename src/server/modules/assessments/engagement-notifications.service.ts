// The Notifications tab of an engagement (rule engagement.notifications): who receives which of the engagement's
// e-mails, add an organisation user, unsubscribe or resubscribe a recipient. Read as the engagement is read;
// changed by those who may edit it. Each change is a fact on the engagement's trail that leaves its status as it
// was; the trail keeps ids, never addresses.
import { and, eq } from 'drizzle-orm'
import {
  type AddNotificationRecipient,
  type EngagementNotifications,
  NOTIFICATION_MESSAGES,
  type NotificationSubscription,
  normalEmail,
  notificationRows,
} from '#domain/engagement-notifications'
import { type Permission, permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, type Queryable, readAll, type Transaction } from '../../db/client.ts'
import { engagementNotificationOptOuts, engagementNotificationRecipients } from '../../db/schema.ts'
import { Conflict, Invalid, NotFound } from '../../http/errors.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import type { Firer } from '../../workflow/engine.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import {
  audiencesOf,
  notificationCandidates,
  notificationSettingsOf,
} from '../engagements/engagement-notifications.queries.ts'
import { lockEngagement } from '../sds/engagement-files.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const reach = (db: Queryable, session: AccessTokenClaims, engagementId: string, permission: Permission) => {
  // The tab is the organisation's: a contractor is refused outright, whatever their engagement.
  refuseContractor(session)
  return engagementInReach(db, session, engagementId, permission)
}

const notificationsOf = async (
  db: Queryable,
  engagement: EngagementRow,
  canChange: boolean,
): Promise<EngagementNotifications> => {
  const [audiences, settings, candidates] = await readAll(db, [
    () => audiencesOf(db, engagement),
    () => notificationSettingsOf(db, engagement.id),
    () => notificationCandidates(db, engagement.organisationId),
  ])
  return {
    rows: notificationRows(audiences, settings),
    candidates: candidates.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    can_change: canChange,
  }
}

export const listNotifications = async ({ db, session }: Caller, engagementId: string) => {
  const { engagement, firer } = await reach(db, session, engagementId, 'Engagements:Read')
  // Those who may edit the engagement change its notifications (a reviewer's own permissions never edit).
  return notificationsOf(db, engagement, permissionsFor(firer.roles).includes('Engagements:Update'))
}

/** A change under the engagement's lock, recorded on its trail, answered with the tab as it now is. */
const change = (
  { db, session }: Caller,
  engagementId: string,
  work: (tx: Transaction, engagement: EngagementRow) => Promise<AuditFact | null>,
) =>
  db.transaction(async (tx) => {
    const { firer } = await reach(tx, session, engagementId, 'Engagements:Update')
    const engagement = await lockEngagement(tx, engagementId)
    if (!engagement || engagement.deletedAt) throw NotFound('The engagement')
    const fact = await work(tx, engagement)
    if (fact) await recordFact(tx, engagement, firer, fact)
    return notificationsOf(tx, engagement, true)
  })

type AuditFact = { eventType: string; payload: Record<string, unknown> }

const recordFact = (tx: Transaction, engagement: EngagementRow, firer: Firer, fact: AuditFact) => {
  const state = (engagement.state as { value: unknown }).value
  return appendAuditEvent(tx, {
    entityType: engagementEntity.type,
    entityId: engagement.id,
    eventType: fact.eventType,
    fromState: state,
    toState: state,
    actorId: firer.actorId,
    actorRoles: firer.roles,
    payload: fact.payload,
    occurredAt: new Date().toISOString(),
  })
}

export const addNotificationRecipient = (caller: Caller, engagementId: string, body: AddNotificationRecipient) =>
  change(caller, engagementId, async (tx, engagement) => {
    const candidates = await notificationCandidates(tx, engagement.organisationId)
    if (!candidates.some((candidate) => candidate.actor_id === body.actor_id))
      throw Invalid(NOTIFICATION_MESSAGES.notAUser)
    const added = await tx
      .insert(engagementNotificationRecipients)
      .values({ engagementId, actorId: body.actor_id, kind: body.kind, addedBy: caller.session.actorId })
      .onConflictDoNothing()
      .returning({ id: engagementNotificationRecipients.id })
    if (added.length === 0) throw Conflict(NOTIFICATION_MESSAGES.alreadyAdded)
    return {
      eventType: 'engagement.notificationRecipientAdded',
      payload: { recipientId: added[0]!.id, actorId: body.actor_id, kind: body.kind },
    }
  })

export const removeNotificationRecipient = (caller: Caller, engagementId: string, recipientId: string) =>
  change(caller, engagementId, async (tx) => {
    const removed = await tx
      .delete(engagementNotificationRecipients)
      .where(
        and(
          eq(engagementNotificationRecipients.id, recipientId),
          eq(engagementNotificationRecipients.engagementId, engagementId),
        ),
      )
      .returning()
    if (removed.length === 0) throw NotFound('The recipient')
    return {
      eventType: 'engagement.notificationRecipientRemoved',
      payload: { recipientId, actorId: removed[0]!.actorId, kind: removed[0]!.kind },
    }
  })

/** Unsubscribe or resubscribe one recipient of one kind: only someone the rule lists for it, and not for required mail. */
export const setNotificationSubscription = (caller: Caller, engagementId: string, body: NotificationSubscription) =>
  change(caller, engagementId, async (tx, engagement) => {
    const email = normalEmail(body.email)
    const { rows } = await notificationsOf(tx, engagement, true)
    const row = rows.find((candidate) => candidate.kind === body.kind && normalEmail(candidate.email) === email)
    if (!row) throw Invalid(NOTIFICATION_MESSAGES.notARecipient)
    if (!row.can_unsubscribe) throw Conflict(NOTIFICATION_MESSAGES.required)
    // Asking for the state it is already in changes nothing and leaves no fact.
    if (row.unsubscribed !== body.subscribed) return null
    if (body.subscribed)
      await tx
        .delete(engagementNotificationOptOuts)
        .where(
          and(
            eq(engagementNotificationOptOuts.engagementId, engagementId),
            eq(engagementNotificationOptOuts.kind, body.kind),
            eq(engagementNotificationOptOuts.email, email),
          ),
        )
    else
      await tx
        .insert(engagementNotificationOptOuts)
        .values({ engagementId, kind: body.kind, email, createdBy: caller.session.actorId })
        .onConflictDoNothing()
    // The trail names an organisation user by id; a party without an account by its place in the rule only.
    return {
      eventType: body.subscribed ? 'engagement.notificationResubscribed' : 'engagement.notificationUnsubscribed',
      payload: { kind: body.kind, actorId: row.actor_id, recipientId: row.recipient_id },
    }
  })
