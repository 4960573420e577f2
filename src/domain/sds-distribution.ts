// The SDS reaches every party (rules sds.distribution-block, disputes.screens, sds-hub.screen,
// records.distribution, records.dispute, sds.distribution, sds.acknowledge-dispute, disputes.reason, sds.ack-name,
// api.distribution): the wire shapes, requests and messages the browser and the server share.
// The distribution, dispute and engagement machines decide every move; `can` on the wire is their answer.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { RemarkText } from './comments.ts'
import { withinDayBounds } from './days.ts'
import { PatchList, ReplaceOperation } from './patch.ts'
import {
  ACKNOWLEDGED_STATUS_ID,
  DISPUTE_MESSAGES,
  DISPUTE_TEXT_MAX,
  DISTRIBUTION_MESSAGES,
  RESOLVED_STATUS_ID,
} from './sds-distribution-values.ts'

// What the SDS, dispute and hub screens show (messages, caps, statuses) lives in sds-distribution-values.ts, so they
// do not load these schemas with their code; the server and the tests may import it here too.
export {
  ACKNOWLEDGED_STATUS_ID,
  DISPUTE_FILES_MAX,
  DISPUTE_FLOW_MESSAGES,
  DISPUTE_MESSAGES,
  DISPUTE_STATUSES,
  DISPUTE_TEXT_MAX,
  DISTRIBUTION_LINK_DAYS,
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_STATUSES,
  type DisputeStatusCode,
  type DistributionStatusCode,
  daysLeftText,
  disputeReasonProblem,
  isNewPartyAddress,
  RESOLVED_STATUS_ID,
  statusByCode,
} from './sds-distribution-values.ts'

// ---- Requests ----

/**
 * POST assessments/engagements/{id}/distributions { email }. An address already listed or not matching
 * the pattern is silently ignored (rule sds.distribution), so the schema only bounds the string; the service decides
 * (200, nothing added).
 */
export const AddDistribution = Schema.Struct({ email: Schema.Trim.pipe(Schema.check(Schema.isMaxLength(254))) })
export type AddDistribution = typeof AddDistribution.Type

const TypedName = Schema.Trim.pipe(
  Schema.check(Schema.isMinLength(1, { message: DISTRIBUTION_MESSAGES.nameRequired })),
  Schema.check(Schema.isMaxLength(120)),
)

/**
 * PATCH assessments/distributions/{engagementId}/{distributionId}: acknowledge is replace /status_id with the
 * ACKNOWLEDGED status (rule api.distribution), with the typed name (rule sds.ack-name).
 */
export const AcknowledgeDistribution = PatchList([
  ReplaceOperation('/status_id', Schema.Literal(ACKNOWLEDGED_STATUS_ID)),
  ReplaceOperation('/name', TypedName),
])
export type AcknowledgeDistribution = typeof AcknowledgeDistribution.Type

const ReasonText = Schema.Trim.pipe(
  Schema.check(
    Schema.isMaxLength(DISPUTE_TEXT_MAX, {
      message: `Maximum characters limit exceeded. Please limit to ${DISPUTE_TEXT_MAX} characters or lower.`,
    }),
  ),
)

/**
 * POST assessments/engagements/{engagementId}/disputes (organisation_id, details, distribution_id). JSON, or
 * multipart/form-data with the same fields and `File` parts, so a dispute with files only is one command.
 * Text and files may not both be empty (DISPUTE_MESSAGES.disputeReasonRequired).
 */
export const RaiseDispute = Schema.Struct({
  organisation_id: Uuid,
  details: ReasonText,
  distribution_id: Uuid,
})
export type RaiseDispute = typeof RaiseDispute.Type

export const DISPUTE_RESOLUTIONS = ['upheld', 'withdrawn'] as const
export type DisputeResolutionCode = (typeof DISPUTE_RESOLUTIONS)[number]

const CalendarDay = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: DISPUTE_MESSAGES.newSdsFromRequired }),
    withinDayBounds,
  ),
)

/**
 * PATCH assessments/engagements/{engagementId}/disputes/{disputeId} (replace /status_id with RESOLVED, rule
 * api.distribution), with how it is resolved: /resolution, its reasons /details (files uploaded beforehand to the
 * dispute with purpose "response" count as reasons too), and for a withdrawal /new_sds_from, the day the new SDS
 * applies from.
 */
export const ResolveDispute = PatchList([
  ReplaceOperation('/status_id', Schema.Literal(RESOLVED_STATUS_ID)),
  ReplaceOperation('/resolution', Schema.Literals(DISPUTE_RESOLUTIONS)),
  ReplaceOperation('/details', ReasonText),
  ReplaceOperation('/new_sds_from', CalendarDay),
])
export type ResolveDispute = typeof ResolveDispute.Type

/** POST assessments/engagements/{engagementId}/{disputeId}/disputes/comment (details): 2 to 250 characters. */
export const DisputeComment = Schema.Struct({ details: RemarkText })
export type DisputeComment = typeof DisputeComment.Type

// ---- Wire ----

/** A status as the API names it: its fixed id, code and label. */
export const StatusWire = Schema.Struct({ id: Schema.Int, code: Schema.String, name: Schema.String })
export type StatusWire = typeof StatusWire.Type

/** GET assessments/distribution-statuses and GET assessments/dispute-statuses. */
export const StatusList = Schema.Array(StatusWire)

/** One SDS version sent to one party: the chain of custody (ISO instants, null until the fact happens). */
export const DistributionReceiptWire = Schema.Struct({
  id: Uuid,
  sds_version: Schema.Int,
  sha256: Schema.String,
  sent_at: Schema.String,
  delivered_at: Schema.NullOr(Schema.String),
  opened_at: Schema.NullOr(Schema.String),
  acknowledged_at: Schema.NullOr(Schema.String),
}).annotate({ identifier: 'DistributionReceipt' })
export type DistributionReceiptWire = typeof DistributionReceiptWire.Type

export const DISTRIBUTION_PARTIES = ['Contractor', 'Supply Chain'] as const

/** GET assessments/engagements/{id}/distributions items (rule records.distribution, with its chain of custody). */
export const DistributionWire = Schema.Struct({
  id: Uuid,
  email: Schema.String,
  party: Schema.Literals(DISTRIBUTION_PARTIES),
  contractor_id: Schema.NullOr(Uuid),
  status: StatusWire,
  /** The acknowledgement's date (ISO), and the name typed. */
  acknowledged: Schema.NullOr(Schema.String),
  acknowledged_name: Schema.NullOr(Schema.String),
  /** Newest first. */
  receipts: Schema.Array(DistributionReceiptWire),
  /** The distribution machine's answers for the caller. */
  can: Schema.Struct({
    send: Schema.Boolean,
    resend: Schema.Boolean,
    remove: Schema.Boolean,
    acknowledge: Schema.Boolean,
    dispute: Schema.Boolean,
    /** The party may download the SDS: once acknowledged (rule sds.download), or while their dispute is open. */
    download: Schema.Boolean,
  }),
}).annotate({ identifier: 'Distribution' })
export type DistributionWire = typeof DistributionWire.Type

export const DisputeFileWire = Schema.Struct({ id: Uuid, name: Schema.String, url: Schema.String })
export type DisputeFileWire = typeof DisputeFileWire.Type

export const DisputeCommentWire = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  organisation_name: Schema.NullOr(Schema.String),
  created: Schema.String,
  details: Schema.String,
})
export type DisputeCommentWire = typeof DisputeCommentWire.Type

/** A dispute (rule records.dispute), with its clocks and its answer. */
export const DisputeWire = Schema.Struct({
  id: Uuid,
  /** The party who raised it, as shown. */
  name: Schema.String,
  details: Schema.String,
  organisation_id: Uuid,
  distribution_id: Schema.NullOr(Uuid),
  contractor_id: Schema.NullOr(Uuid),
  status: StatusWire,
  created: Schema.String,
  /** The day of receipt (London), day 1 of 45; the last day to respond; whole days left (negative once missed). */
  received_on: Schema.String,
  last_day: Schema.String,
  days_left: Schema.Int,
  due_soon: Schema.Boolean,
  overdue: Schema.Boolean,
  resolution: Schema.NullOr(Schema.Literals(DISPUTE_RESOLUTIONS)),
  response: Schema.NullOr(
    Schema.Struct({
      details: Schema.String,
      by: Schema.NullOr(Schema.String),
      at: Schema.String,
      new_sds_from: Schema.NullOr(Schema.String),
    }),
  ),
  files: Schema.Array(DisputeFileWire),
  response_files: Schema.Array(DisputeFileWire),
  comments: Schema.Array(DisputeCommentWire),
  can: Schema.Struct({ respond: Schema.Boolean, comment: Schema.Boolean, add_files: Schema.Boolean }),
}).annotate({ identifier: 'Dispute' })
export type DisputeWire = typeof DisputeWire.Type

/** GET assessments/engagements/{id}/distributions: the block, as the engagement machine has it. */
export const DistributionBlockWire = Schema.Struct({
  items: Schema.Array(DistributionWire),
  /** The block shows (contractor engagements from Awaiting Distribution onwards). */
  shown: Schema.Boolean,
  /** Above the result until every party still listed has the SDS (DELIVERED or ACKNOWLEDGED), below after. */
  all_delivered: Schema.Boolean,
  /** preview: a draft of the SDS that Send would issue (only before it is issued). */
  can: Schema.Struct({ add: Schema.Boolean, send: Schema.Boolean, preview: Schema.Boolean }),
}).annotate({ identifier: 'DistributionBlock' })
export type DistributionBlockWire = typeof DistributionBlockWire.Type

/**
 * GET /api/assessments/sds-links/{token}: what a supply-chain party's link opens, without an account: the
 * engagement as the SDS names it, the SDS sent to them, and their own copy (with what they may do).
 */
export const SdsLinkView = Schema.Struct({
  engagement: Schema.Struct({
    id: Uuid,
    name: Schema.String,
    /** The organisation that made the determination and sent the SDS. */
    organisation: Schema.String,
    end_client: Schema.NullOr(Schema.String),
    start_date: Schema.NullOr(Schema.String),
    end_date: Schema.NullOr(Schema.String),
  }),
  /** The SDS version the party received last; null when it was withdrawn and nothing replaced it yet. */
  sds: Schema.NullOr(
    Schema.Struct({
      version: Schema.Int,
      sha256: Schema.String,
      result: Schema.String,
      issued_on: Schema.String,
      withdrawn: Schema.Boolean,
    }),
  ),
  distribution: DistributionWire,
}).annotate({ identifier: 'SdsLink' })
export type SdsLinkView = typeof SdsLinkView.Type

// ---- Disputes: what the dispute screens and calls add (rules disputes.screens, sds.acknowledge-dispute,
// disputes.reason, api.distribution) ----

/** A file listed by GET files/files/dispute/engagements/{engagementId}/disputes/{disputeId}: whose it is. */
export const DisputeFileItemWire = Schema.Struct({
  ...DisputeFileWire.fields,
  kind: Schema.Literals(['dispute', 'response']),
  created: Schema.String,
}).annotate({ identifier: 'DisputeFile' })
export type DisputeFileItemWire = typeof DisputeFileItemWire.Type

/**
 * The caller's own copy of the SDS as far as disputing goes (GET assessments/engagements/{id}/disputes/distribution):
 * a shape any DistributionWire satisfies, so the distribution block's record can be passed instead.
 */
export const DisputingDistributionWire = Schema.Struct({
  id: Uuid,
  party: DistributionWire.fields.party,
  status: StatusWire,
  can: Schema.Struct({ dispute: Schema.Boolean }),
})
export type DisputingDistributionWire = typeof DisputingDistributionWire.Type

/** GET .../disputes/distribution: the caller's copy (null when it has none to dispute) and the issuing organisation. */
export const DisputingDistributionAnswer = Schema.Struct({
  distribution: Schema.NullOr(DisputingDistributionWire),
  organisation_id: Uuid,
})
