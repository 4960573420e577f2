// How the outbox handlers apply the Notifications tab to the mail they send about an engagement: the rule of
// #domain/engagement-notifications decides, from the recipients a handler has found for its mail, who still
// gets it (an opted-out recipient does not, unless the mail is required) and who gets a copy (the organisation
// users added for that kind). A copy carries what the mail says, never its personal links.
import { mailingList, type NotificationKind, notificationKind, type Person } from '#domain/engagement-notifications'
import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/client.ts'
import { enqueueMail, mailIdFor } from '../../mail/outbox.ts'
import { plainMail } from '../../mail/plain-mail.ts'
import { notificationSettingsOf } from './engagement-notifications.queries.ts'

/** A recipient the handler knows by address only (the rule matches on addresses). */
export const byAddress = (email: string): Person => ({ email, name: email, actorId: null })

/** Where the organisation's people see the engagement: a role's page, or the contractor's engagement. */
export const engagementPath = (engagement: { id: string; type: string; contractorId: string | null }) =>
  engagement.type === 'Role' || !engagement.contractorId
    ? `/edit-role/${engagement.id}`
    : `/edit-contractor/${engagement.contractorId}/edit-engagement/${engagement.id}`

export const deliveryListOf = async (
  db: Queryable,
  engagementId: string,
  kind: NotificationKind,
  defaults: readonly Person[],
) => mailingList(kind, defaults, await notificationSettingsOf(db, engagementId))

type EngagementRef = { id: string; name: string; type: string; contractorId: string | null }

/**
 * One copy per added recipient: the mail's subject and words, a line saying why, and the engagement's page. `key`
 * names what sends them (the outbox row's id, or the SDS receipt's): each copy's id comes from it and the
 * recipient, so the action run again after a crash queues no second copy.
 */
export const sendCopies = async (
  db: Queryable,
  config: Pick<Config, 'publicUrl'>,
  options: {
    key: string
    engagement: EngagementRef
    kind: NotificationKind
    copies: readonly string[]
    subject: string
    paragraphs: readonly string[]
  },
) => {
  const { engagement, kind } = options
  for (const to of options.copies)
    await enqueueMail(
      db,
      config,
      plainMail({
        to,
        subject: `Copy: ${options.subject}`,
        paragraphs: [
          `You receive a copy of the "${notificationKind(kind).label}" e-mails of "${engagement.name}" because you were added to its notifications.`,
          ...options.paragraphs,
        ],
        action: { label: 'Open the engagement', url: `${config.publicUrl}${engagementPath(engagement)}` },
      }),
      mailIdFor(options.key, 'copy', to),
    )
}
