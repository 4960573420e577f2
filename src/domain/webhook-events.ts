// The events an organisation's webhooks may subscribe to, their labels and the messages of the Settings screen
// (docs/webhooks.md). Plain values only, so a page that shows them does not load the schemas in webhooks.ts.

/** Standard Webhooks names: dot-separated, the subject first. */
export const WEBHOOK_EVENT_TYPES = [
  'engagement.status_changed',
  'sds.issued',
  'sds.acknowledged',
  'sds.disputed',
  'dispute.answered',
  'manual_review.finalised',
  'reassessment.due',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** Sent by "Send test event"; never subscribed to, always delivered to the endpoint it is sent to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'engagement.status_changed': "An engagement's status changed",
  'sds.issued': 'An SDS was issued',
  'sds.acknowledged': 'An SDS was acknowledged',
  'sds.disputed': 'An SDS was disputed',
  'dispute.answered': 'A dispute was answered',
  'manual_review.finalised': 'A manual review was finalised',
  'reassessment.due': 'A reassessment is due',
}

/** A delivery's life: pending until its first attempt, retrying after a failed one, then succeeded or failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Waiting to be sent',
  retrying: 'Failed; will retry',
  succeeded: 'Delivered',
  failed: 'Failed; no more retries',
}

/**
 * The waits before each retry after a failed attempt: growing, and about a day in all (23 h 40 min 5 s), after which
 * the delivery is failed and only "Send again" sends it.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 8 * 3600, 8 * 3600] as const

export const WEBHOOK_URL_MAX_LENGTH = 2000
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 100

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please enter the address to send events to.',
  urlNotHttps: 'Please enter an https:// address: events are sent only over HTTPS.',
  urlNotValid: 'Please enter a full web address, such as https://hooks.example.com/ir35.',
  urlNotAllowed:
    'Events cannot be sent to this address: it is private, loopback or link-local. Use an address on the public internet.',
  eventsRequired: 'Please choose at least one event.',
  adminsOnly: 'Only an administrator of this organisation can manage its webhooks.',
  shownOnce: 'Copy the signing secret now: it is shown only once. Use it to check each delivery’s signature.',
  rotateConfirmTitle: 'Rotate the signing secret?',
  rotateConfirmText:
    'A new secret signs every delivery from now on; deliveries signed with the old one stop verifying. Update your receiver straight after.',
  deleteConfirmTitle: 'Delete this webhook?',
  deleteConfirmText: 'No more events are sent to it, and its delivery log is deleted. This cannot be undone.',
  resendDone: 'Sent again: the delivery is queued with the same id, so a receiver that saw it already can ignore it.',
} as const
