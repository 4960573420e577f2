// Which webhook events a transition the machines made is (docs/webhooks.md). Only observes: every status here is
// the one the machine moved to; nothing is decided. The engine asks this for each command and, when the answer is
// not empty, queues one `webhooks.publish` outbox row with the command's audit event; the webhooks module's
// handler fans it out. It reads only the machines, so the engine below every module may ask it.
import type { WebhookEventType } from '#domain/webhook-events'
import {
  disputeStatus,
  distributionStatus,
  engagementStatus,
  manualReviewStatus,
  type StatusMap,
} from '#machines/state-map'

/** The outbox row's kind; its handler fans the events out to the endpoints (webhook-fanout.ts). */
export const WEBHOOKS_PUBLISH = 'webhooks.publish'

/** What the fan-out needs of the transition besides the subject (the row's entity type and id). */
export type PublishParams = {
  readonly events: readonly WebhookEventType[]
  readonly from_status: string | null
  readonly to_status: string | null
  /** The subject's event type, e.g. `dispute.uphold`. */
  readonly event: string
}

type Transition = {
  readonly entityType: string
  readonly eventType: string
  readonly fromState: unknown
  readonly toState: unknown
}

// The engagement's final state (deleted) shows no status of its own.
const engagementStatusOf = (value: unknown) => engagementStatus.of(value) ?? 'Deleted'
const statusOf = (map: StatusMap<string>, value: unknown) => map.of(value)

/** The webhook events of one transition, with its wire statuses before and after; null when it is none. */
export const webhookEventsOf = (transition: Transition): PublishParams | null => {
  const { entityType, eventType } = transition
  const events: WebhookEventType[] = []
  let from: string | null = null
  let to: string | null = null
  switch (entityType) {
    case 'engagement': {
      from = engagementStatusOf(transition.fromState)
      to = engagementStatusOf(transition.toState)
      if (from !== to) events.push('engagement.status_changed')
      // The SDS is issued by the send that takes the engagement out of Awaiting Distribution; a send to a party
      // added later is the same SDS.
      if (eventType === 'distribution.send' && from === 'Awaiting Distribution') events.push('sds.issued')
      if (eventType === 'reassessment.due') events.push('reassessment.due')
      break
    }
    case 'distribution': {
      from = statusOf(distributionStatus, transition.fromState)
      to = statusOf(distributionStatus, transition.toState)
      if (eventType === 'distribution.acknowledge') events.push('sds.acknowledged')
      if (eventType === 'distribution.dispute') events.push('sds.disputed')
      break
    }
    case 'dispute': {
      from = statusOf(disputeStatus, transition.fromState)
      to = statusOf(disputeStatus, transition.toState)
      if (eventType === 'dispute.uphold' || eventType === 'dispute.withdrawSds') events.push('dispute.answered')
      break
    }
    case 'manual review': {
      from = statusOf(manualReviewStatus, transition.fromState)
      to = statusOf(manualReviewStatus, transition.toState)
      if (eventType === 'review.finalise') events.push('manual_review.finalised')
      break
    }
  }
  return events.length > 0 ? { events, from_status: from, to_status: to, event: eventType } : null
}
