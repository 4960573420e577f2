// An organisation's webhooks on the wire (docs/webhooks.md): the endpoints its administrators register, the events
// each receives, and the log of deliveries. Read by the server and by the Settings screen's Webhooks tab.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { PageOf } from './list.ts'
import { maxLengthMessage } from './messages.ts'
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
} from './webhook-events.ts'

/**
 * Whether the text is an absolute web address. That it is https, and where it points (no private, loopback or
 * link-local address), is the server's check when the endpoint is saved and again at each delivery: plain http is
 * accepted only for a host the server's allow-list names (a receiver in development or in the tests).
 */
const isWebUrl = (text: string) => {
  if (!URL.canParse(text)) return false
  const { protocol, hostname } = new URL(text)
  return (protocol === 'https:' || protocol === 'http:') && hostname !== ''
}

export const WebhookUrl = Schema.Trim.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: WEBHOOK_MESSAGES.urlRequired }),
    Schema.isMaxLength(WEBHOOK_URL_MAX_LENGTH, { message: maxLengthMessage(WEBHOOK_URL_MAX_LENGTH) }),
    Schema.makeFilter(isWebUrl, { message: WEBHOOK_MESSAGES.urlNotValid }),
  ),
)

export const WebhookDescription = Schema.Trim.pipe(
  Schema.check(
    Schema.isMaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, { message: maxLengthMessage(WEBHOOK_DESCRIPTION_MAX_LENGTH) }),
  ),
)

export const WebhookEventTypeSchema = Schema.Literals(WEBHOOK_EVENT_TYPES)

const WebhookEvents = Schema.Array(WebhookEventTypeSchema).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: WEBHOOK_MESSAGES.eventsRequired }),
    Schema.isMaxLength(WEBHOOK_EVENT_TYPES.length),
  ),
)

/** POST /api/actors/organisations/{id}/webhooks */
export const CreateWebhook = Schema.Struct({
  url: WebhookUrl,
  description: Schema.optionalKey(WebhookDescription),
  events: WebhookEvents,
}).annotate({ identifier: 'CreateWebhook' })
export type CreateWebhook = typeof CreateWebhook.Type

/** PATCH /api/actors/organisations/{id}/webhooks/{webhookId}: any of these; `active: false` pauses deliveries. */
export const UpdateWebhook = Schema.Struct({
  url: Schema.optionalKey(WebhookUrl),
  description: Schema.optionalKey(WebhookDescription),
  events: Schema.optionalKey(WebhookEvents),
  active: Schema.optionalKey(Schema.Boolean),
}).annotate({ identifier: 'UpdateWebhook' })
export type UpdateWebhook = typeof UpdateWebhook.Type

export const WebhookRecord = Schema.Struct({
  id: Uuid,
  url: Schema.String,
  description: Schema.String,
  events: Schema.Array(WebhookEventTypeSchema),
  active: Schema.Boolean,
  /** The secret's first characters (`whsec_AbC3`), to tell which secret a receiver holds; never the secret. */
  secret_prefix: Schema.String,
  created_at: Schema.String,
  created_by: Schema.NullOr(Schema.String),
  secret_rotated_at: Schema.NullOr(Schema.String),
}).annotate({ identifier: 'Webhook' })
export type WebhookRecord = typeof WebhookRecord.Type

export const WebhookList = Schema.Struct({ items: Schema.Array(WebhookRecord) }).annotate({
  identifier: 'WebhookList',
})
export type WebhookList = typeof WebhookList.Type

/** The answer of a create or a rotation: the signing secret itself (`whsec_` and base64), never shown again. */
export const WebhookWithSecret = Schema.Struct({ ...WebhookRecord.fields, secret: Schema.String }).annotate({
  identifier: 'WebhookWithSecret',
})
export type WebhookWithSecret = typeof WebhookWithSecret.Type

export const WebhookParams = Schema.Struct({ id: Uuid, webhookId: Uuid })
export const WebhookDeliveryParams = Schema.Struct({ id: Uuid, webhookId: Uuid, deliveryId: Uuid })

/** One event for one endpoint, with every attempt to send it. */
export const WebhookDelivery = Schema.Struct({
  id: Uuid,
  /** The `webhook-id` header: the same on every attempt and on "send again", so a receiver can drop repeats. */
  message_id: Schema.String,
  event_type: Schema.Literals([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
  status: Schema.Literals(WEBHOOK_DELIVERY_STATUSES),
  attempts: Schema.Int,
  /** The HTTP status of the last attempt; null before one, or when no answer came (refused, timed out). */
  response_status: Schema.NullOr(Schema.Int),
  /** Why the last attempt failed, in a line (e.g. "timed out after 10 s"); null when it succeeded. */
  last_error: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  last_attempt_at: Schema.NullOr(Schema.String),
  next_attempt_at: Schema.NullOr(Schema.String),
}).annotate({ identifier: 'WebhookDelivery' })
export type WebhookDelivery = typeof WebhookDelivery.Type

/** GET .../webhooks/{webhookId}/deliveries?page=&page_size=: newest first. */
export const WebhookDeliveryPage = PageOf(WebhookDelivery).annotate({ identifier: 'WebhookDeliveryPage' })
export type WebhookDeliveryPage = typeof WebhookDeliveryPage.Type

// ---- What a receiver is sent: the Standard Webhooks payload, `{ type, timestamp, data }` ----
// The data holds ids and statuses only, never a name or an e-mail: a receiver that needs more asks the API.

const EngagementRef = {
  /** The organisation the engagement belongs to (the end client, or the client that assessed a role). */
  organisation_id: Uuid,
  engagement_id: Uuid,
}

export const EngagementStatusChangedData = Schema.Struct({
  ...EngagementRef,
  from_status: Schema.String,
  to_status: Schema.String,
}).annotate({ identifier: 'EngagementStatusChangedData' })

export const SdsIssuedData = Schema.Struct({
  ...EngagementRef,
  sds_id: Schema.NullOr(Uuid),
  /** 1 for the first SDS of the engagement; a new SDS after a withdrawal is the next. */
  sds_version: Schema.NullOr(Schema.Int),
}).annotate({ identifier: 'SdsIssuedData' })

export const SdsAcknowledgedData = Schema.Struct({
  ...EngagementRef,
  /** The party's copy of the SDS. */
  distribution_id: Uuid,
  from_status: Schema.String,
  to_status: Schema.String,
}).annotate({ identifier: 'SdsAcknowledgedData' })

export const SdsDisputedData = Schema.Struct({
  ...EngagementRef,
  distribution_id: Uuid,
  dispute_id: Schema.NullOr(Uuid),
  from_status: Schema.String,
  to_status: Schema.String,
}).annotate({ identifier: 'SdsDisputedData' })

export const DisputeAnsweredData = Schema.Struct({
  ...EngagementRef,
  dispute_id: Uuid,
  /** upheld: the SDS stands; withdrawn: a new SDS follows. */
  resolution: Schema.Literals(['upheld', 'withdrawn']),
  from_status: Schema.String,
  to_status: Schema.String,
}).annotate({ identifier: 'DisputeAnsweredData' })

export const ManualReviewFinalisedData = Schema.Struct({
  ...EngagementRef,
  manual_review_id: Uuid,
  from_status: Schema.String,
  to_status: Schema.String,
}).annotate({ identifier: 'ManualReviewFinalisedData' })

export const ReassessmentDueData = Schema.Struct({
  ...EngagementRef,
  /** The day the reassessment fell due (YYYY-MM-DD); null if the schedule no longer says. */
  due_date: Schema.NullOr(Schema.String),
}).annotate({ identifier: 'ReassessmentDueData' })

export const WebhookTestData = Schema.Struct({
  organisation_id: Uuid,
  webhook_id: Uuid,
}).annotate({ identifier: 'WebhookTestData' })

/** Each event type's data. */
export const WEBHOOK_EVENT_DATA = {
  'engagement.status_changed': EngagementStatusChangedData,
  'sds.issued': SdsIssuedData,
  'sds.acknowledged': SdsAcknowledgedData,
  'sds.disputed': SdsDisputedData,
  'dispute.answered': DisputeAnsweredData,
  'manual_review.finalised': ManualReviewFinalisedData,
  'reassessment.due': ReassessmentDueData,
  [WEBHOOK_TEST_EVENT]: WebhookTestData,
} as const

export type WebhookEventData = {
  [K in keyof typeof WEBHOOK_EVENT_DATA]: (typeof WEBHOOK_EVENT_DATA)[K]['Type']
}

/** The body of a delivery of one event type: what is signed and sent. */
export const webhookPayloadOf = <K extends keyof typeof WEBHOOK_EVENT_DATA>(type: K) =>
  Schema.Struct({
    type: Schema.Literal(type),
    /** When the change happened (ISO 8601, UTC); the `webhook-timestamp` header is when this attempt was made. */
    timestamp: Schema.String,
    data: WEBHOOK_EVENT_DATA[type],
  }).annotate({ identifier: `WebhookPayload_${type.replace(/\./g, '_')}` })
