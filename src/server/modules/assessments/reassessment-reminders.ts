// Scheduled reassessment (rules reassessment.schedule, lifecycle.reassess): when a full
// assessment with a frequency gets its result, the clock is set for that many months on; when it falls due
// the scheduler sends `reassessment.due` through the engagement machine, whose action e-mails the assessor
// (unless they opted out on the Notifications tab) and a copy to those added there.
import { addMonths } from 'date-fns'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Database, Queryable } from '../../db/client.ts'
import { engagements, reassessmentFrequencies, scheduledEvents } from '../../db/schema.ts'
import { escapeHtml, PRODUCT_NAME } from '../../idp/pages.ts'
import { enqueueMail, mailIdFor } from '../../mail/outbox.ts'
import type { OutboxHandler } from '../../workflow/outbox.ts'
import type { EngagementRow } from '../engagements/engagement-access.ts'
import { assessorOf } from '../engagements/engagement-notifications.queries.ts'
import { deliveryListOf, engagementPath, sendCopies } from '../engagements/notification-delivery.ts'

/** Sets the reminder of an engagement that has just got its result, if it has a reassessment frequency. */
export const scheduleReassessment = async (tx: Queryable, engagement: EngagementRow, resultOn: Date) => {
  if (!engagement.reassessmentFrequencyId || engagement.type !== 'Contractor') return
  const frequency = (
    await tx
      .select()
      .from(reassessmentFrequencies)
      .where(eq(reassessmentFrequencies.id, engagement.reassessmentFrequencyId))
  )[0]
  if (!frequency) return
  await tx.insert(scheduledEvents).values({
    entityType: 'engagement',
    entityId: engagement.id,
    event: { type: 'reassessment.due' },
    dueAt: addMonths(resultOn, frequency.months),
  })
}

const reminderSubject = (engagement: EngagementRow) => `Reassessment due: ${engagement.name}`
const reminderIntro = (engagement: EngagementRow) =>
  `The scheduled reassessment of "${engagement.name}" is due. Working practices may have changed since the last determination: reassess it so that the status determination stays right.`

const reminderMail = (config: Config, engagement: EngagementRow, to: string) => {
  const link = `${config.publicUrl}${engagementPath(engagement)}`
  const subject = reminderSubject(engagement)
  const intro = reminderIntro(engagement)
  return {
    to,
    subject,
    text: ['Hello,', intro, `Open the engagement and choose "Reassess now":\n${link}`, PRODUCT_NAME].join('\n\n'),
    html: `<!DOCTYPE html><html lang="en-GB"><body style="font-family:system-ui,Arial,sans-serif;color:#1b2333;line-height:1.5">
<p>Hello,</p><p>${escapeHtml(intro)}</p>
<p>Open the engagement and choose "Reassess now":<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${PRODUCT_NAME}</p></body></html>`,
  }
}

export const reassessmentOutboxHandlers = (deps: { db: Database; config: Config }): Record<string, OutboxHandler> => ({
  remindReassessment: async (row) => {
    const engagement = (await deps.db.select().from(engagements).where(eq(engagements.id, row.entityId)))[0]
    if (!engagement || engagement.deletedAt) return
    // The person who completed the current assessment is the one who knows the engagement best.
    const list = await deliveryListOf(
      deps.db,
      engagement.id,
      'REASSESSMENT_DUE',
      await assessorOf(deps.db, engagement.id),
    )
    // One reminder per recipient and row: the row run again after a crash queues nothing new. (The scheduler
    // sends a due event once, so each reminder has a row of its own.)
    for (const to of list.defaults)
      await enqueueMail(deps.db, deps.config, reminderMail(deps.config, engagement, to), mailIdFor(row.id, to))
    await sendCopies(deps.db, deps.config, {
      key: row.id,
      engagement,
      kind: 'REASSESSMENT_DUE',
      copies: list.copies,
      subject: reminderSubject(engagement),
      paragraphs: [reminderIntro(engagement)],
    })
  },
})
