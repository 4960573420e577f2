// The database: one Drizzle pg-core schema for PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ExposureSummary } from '../../domain/exposure/summary.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Generated secrets shared by every server process: signing keys, cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
})

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    reference: text('reference'),
    parentId: uuid('parent_id'),
    isProvider: boolean('is_provider').notNull().default(false),
    insuranceValidationTool: boolean('insurance_validation_tool').notNull().default(false),
    showInsuredWithProvider: boolean('show_insured_with_provider').notNull().default(false),
    mandatorySignOff: boolean('mandatory_sign_off').notNull().default(false),
    mandatorySignOffRole: boolean('mandatory_sign_off_role').notNull().default(false),
    hideRateField: boolean('hide_rate_field').notNull().default(false),
    hideOffset: boolean('hide_offset').notNull().default(false),
    childCreation: boolean('child_creation').notNull().default(true),
    questionDissemination: boolean('question_dissemination').notNull().default(false),
    showTerms: boolean('show_terms').notNull().default(true),
    shareLeads: boolean('share_leads').notNull().default(false),
    /** The annual pay bill, for the Apprenticeship Levy in the financial exposure (null: not known, left out). */
    annualPayBillPence: bigint('annual_pay_bill_pence', { mode: 'number' }),
    logoFileId: uuid('logo_file_id'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('organisations_parent_idx').on(t.parentId), index('organisations_name_idx').on(t.name)],
)

export const terms = pgTable('terms', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: text('version').notNull(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Forms of address a person may choose for their own details; ids are fixed so the seed stays idempotent. */
export const titles = pgTable('titles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

/** A person known to the product. Personal fields live here so they can be erased apart from the audit trail. */
export const actors = pgTable(
  'actors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    jobDescription: text('job_description'),
    titleId: integer('title_id'),
    agreedTermsId: uuid('agreed_terms_id').references(() => terms.id),
    /** Set once a contractor finishes onboarding (rule session.destination: contractor vs newContractor). */
    turnoverId: integer('turnover_id'),
    contractorId: uuid('contractor_id'),
    /** An API key's own actor (not a person): it acts and is named in the audit trail, but is never listed as a user. */
    isService: boolean('is_service').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('actors_email_idx').on(sql`lower(${t.email})`)],
)

export const permissionRoles = pgTable('permission_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  isProviderOnly: boolean('is_provider_only').notNull(),
  kind: text('kind').notNull(),
})

/** Which roles an actor holds in which organisation; contractor roles hold no organisation. */
export const actorRoles = pgTable(
  'actor_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => permissionRoles.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('actor_roles_actor_idx').on(t.actorId),
    index('actor_roles_org_idx').on(t.organisationId),
    uniqueIndex('actor_roles_unique_idx').on(t.actorId, t.organisationId, t.roleId),
  ],
)

/**
 * An organisation's API key (docs/api-keys.md): only the SHA-256 hash of the secret is kept, looked up on every call,
 * so a revoked key stops working at once in every server process. The key acts as its own service actor.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => actors.id),
    name: text('name').notNull(),
    /** The first characters of the key, shown in the list so a person can tell keys apart; not enough to use it. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** What the key may do (API_KEY_CAPABILITIES in the domain). */
    capabilities: jsonb('capabilities').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => actors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => actors.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_idx').on(t.secretHash),
    index('api_keys_organisation_idx').on(t.organisationId, t.createdAt),
  ],
)

/**
 * An organisation's webhook endpoints (docs/webhooks.md). The signing secret is kept as it is, not hashed: each
 * delivery is signed with it, so the server must be able to read it back.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it receives (WEBHOOK_EVENT_TYPES in the domain). */
    events: jsonb('events').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    /** `whsec_` and the base64 of the key. */
    secret: text('secret').notNull(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => actors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_organisation_idx').on(t.organisationId, t.createdAt)],
)

/**
 * One event for one endpoint and its attempts. `body` is the exact bytes signed and sent, so every retry and
 * "send again" sends the same message under the same `message_id` (the `webhook-id` header).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /**
     * pending (due at next_attempt_at; "retrying" on the wire once an attempt failed) -> claimed (leased from
     * claimed_at) -> succeeded | failed, or pending again for the next retry.
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When the next attempt is due; null once it succeeded or failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_idx').on(t.endpointId, t.messageId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
  ],
)

// ---- Embedded identity provider (a separate concern: it knows accounts, not actors) ----

export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    changePasswordId: text('change_password_id'),
    changePasswordExpiresAt: timestamp('change_password_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idp_accounts_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('idp_accounts_change_password_idx').on(t.changePasswordId),
  ],
)

/** oidc-provider's storage (sessions, grants, codes, interactions), shared by every process. */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('idp_payloads_grant_idx').on(t.grantId),
    index('idp_payloads_uid_idx').on(t.uid),
    index('idp_payloads_user_code_idx').on(t.userCode),
  ],
)

/** Rate-limit buckets for public identity calls, shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

// ---- Mail: an outbox drained after commit; the local mailbox is the same table ----

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** `<{id}@{public host}>`, fixed at enqueue: every attempt sends the same one, so inboxes drop repeats. */
    messageId: text('message_id').notNull(),
    /** pending -> claimed (leased from claimed_at) -> sent | delivered-locally; back to pending on failure. */
    status: text('status').notNull().default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
)

// ---- The workflow engine: governed entities, their append-only audit trail, and the action outbox ----

/** The end client's size on a working practices review (rule records.wpr-row); ids never change. */
export const businessSizes = pgTable('business_sizes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

/**
 * An engagement: one contractor's assignment or a role-level assessment. `state` is the engagement
 * machine's persisted snapshot ({ value, context }); `status` is its wire name, kept for queries.
 */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    contractorId: uuid('contractor_id'),
    roleId: uuid('role_id'),
    /** A role's reference ID as the client gives it (spec "Role form" referenceId). */
    reference: text('reference'),
    /** The agency between the end client (organisation_id) and the contractor, if any. */
    agencyId: uuid('agency_id').references(() => organisations.id),
    reassessedFromId: uuid('reassessed_from_id'),
    /** The end client of a contractor engagement (for a role, organisation_id is the end client). */
    endClientId: uuid('end_client_id').references(() => organisations.id),
    /** The end client as written on an original SDS (insurance validation) or by a worker on their own review. */
    endClientText: text('end_client_text'),
    /** The agency as the worker writes it on their own working practices review. */
    agencyText: text('agency_text'),
    /** The end client's size as the worker gives it on their own working practices review (business_sizes). */
    businessSizeId: integer('business_size_id').references(() => businessSizes.id),
    /** The client engagement a worker links their own review to, so their answers can be compared with the client's. */
    linkedEngagementId: uuid('linked_engagement_id').references((): AnyPgColumn => engagements.id),
    sdsProvider: text('sds_provider'),
    reassessmentFrequencyId: uuid('reassessment_frequency_id'),
    questionSetTypeCode: text('question_set_type_code').notNull().default('FULL'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    dailyRatePence: integer('daily_rate_pence'),
    /** How the fee-payer pays the worker's company, for the exposure's per-payment PAYE (docs/financial-exposure.md). */
    invoicingFrequency: text('invoicing_frequency').notNull().default('monthly'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    scottishTaxpayer: boolean('scottish_taxpayer').notNull().default(false),
    /** Expenses per working day that would have been deductible had the worker been employed; they come off the fees. */
    deductibleExpensesPence: integer('deductible_expenses_pence').notNull().default(0),
    /** public_sector, medium_or_large or small; null while not known (it decides Chapter 10 or Chapter 8). */
    clientSize: text('client_size'),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** The contractor's own archive flag for the SDS hub, apart from the organisation's. */
    contractorArchived: boolean('contractor_archived').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('engagements_org_status_idx').on(t.organisationId, t.status),
    index('engagements_contractor_idx').on(t.contractorId),
    index('engagements_role_idx').on(t.roleId),
    // An engagement is reassessed once: its one live successor points back to it. The index, not a check before
    // the insert, is what makes two reassessments at the same moment impossible (docs/reassessment.md).
    uniqueIndex('engagements_reassessed_from_idx').on(t.reassessedFromId).where(sql`${t.deletedAt} is null`),
    // The assessments directory's default order (rule lists.defaults): a page
    // is a walk of this index, not a sort of every engagement in reach.
    index('engagements_live_start_idx')
      .on(t.startDate.desc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The progress board: each status's newest cards, a walk that stops at the column's cap.
    index('engagements_live_status_created_idx')
      .on(t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
)

/**
 * How many live engagements stand in each (organisation, type, status, archived) bucket: the board's column counts
 * and the directory's total read these few rows instead of counting every engagement in reach. Kept by a trigger on
 * `engagements` in the transaction of each write (migration 0022), so it is never ahead of or behind the rows;
 * `engagement_counts_rebuild()` makes it again from them (after a bulk load with triggers off).
 */
export const engagementCounts = pgTable(
  'engagement_counts',
  {
    organisationId: uuid('organisation_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    archived: boolean('archived').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.type, t.status, t.archived] })],
)

/**
 * Every transition of every governed entity, chained by hash per entity (a global chain would serialise
 * every write). It holds ids and facts, never names or e-mails, so personal data can be erased apart.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    seq: integer('seq').notNull(),
    eventType: text('event_type').notNull(),
    fromState: jsonb('from_state'),
    toState: jsonb('to_state').notNull(),
    actorId: uuid('actor_id'),
    actorRoles: jsonb('actor_roles').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('audit_events_entity_seq_idx').on(t.entityType, t.entityId, t.seq)],
)

/** Side effects a transition asked for, run after commit and claimed with FOR UPDATE SKIP LOCKED. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending -> claimed (leased from claimed_at) -> done | no-handler; back to pending on failure. */
    status: text('status').notNull().default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.createdAt)],
)

/** A party's disagreement with an SDS (s.61T). `state` is the dispute machine's snapshot. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    distributionId: uuid('distribution_id'),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    details: text('details').notNull().default(''),
    /** The contractor who disputes (a Contractor party); null for a supply-chain party. */
    contractorId: uuid('contractor_id'),
    /** The person who raised it, as they signed (their name, or the supply-chain party's e-mail). */
    raisedBy: text('raised_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The client's answer: upheld or withdrawn (the machine's resolution), its reasons, who and when. */
    resolution: text('resolution').$type<'upheld' | 'withdrawn'>(),
    responseDetails: text('response_details'),
    respondedBy: uuid('responded_by'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** A withdrawal: the day from which the new SDS applies. */
    newSdsFrom: text('new_sds_from'),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('disputes_engagement_idx').on(t.engagementId)],
)

/** Time as events: the scheduler sends each one through the workflow engine when it falls due. */
export const scheduledEvents = pgTable(
  'scheduled_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    event: jsonb('event').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** pending -> claimed (leased from claimed_at) -> sent | not-applicable | failed, marked as the event is sent. */
    status: text('status').notNull().default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    outcome: text('outcome'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('scheduled_events_due_idx').on(t.status, t.dueAt)],
)

// ---- Files: bytes live in the blob store (a directory or object storage); this is what we know of them ----

/** A stored file. `storageKey` names the bytes in the blob store; `sha256` proves they are unchanged. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('files_organisation_idx').on(t.organisationId, t.kind)],
)

/**
 * Files that belong to an engagement (the original SDS of an insurance validation): one row per file, removed
 * with it. `kind` says what the file is to the engagement.
 */
export const engagementFiles = pgTable(
  'engagement_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('engagement_files_engagement_idx').on(t.engagementId, t.kind)],
)

// ---- Invites: governed by the invite machine; `state` is its persisted snapshot ----

/** An invitation of a person (an actor, created with the invite when new) to an organisation with roles. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by'),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invites_organisation_idx').on(t.organisationId, t.status),
    index('invites_actor_idx').on(t.actorId),
    index('invites_email_idx').on(sql`lower(${t.email})`),
  ],
)

/** The roles an invite grants on acceptance (and that an accepted invite's user holds). */
export const inviteRoles = pgTable(
  'invite_roles',
  {
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => permissionRoles.id),
  },
  (t) => [primaryKey({ columns: [t.inviteId, t.roleId] })],
)

/**
 * A contractor an organisation engages (rule records.contractor): one record per organisation
 * and e-mail. Deleting one erases its personal fields and keeps a tombstone, so the audit trail (ids and
 * facts only) still points somewhere.
 */
export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    companyNumber: text('company_number').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    externalReference: text('external_reference'),
    shareWithProvider: boolean('share_with_provider').notNull().default(false),
    /** Whether the contractor holds IR35 insurance, as far as we know (null: not known). */
    ir35Insured: boolean('ir35_insured'),
    /** The person's portal account, once an engagement has needed them (answers to give, an SDS to receive). */
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contractors_org_email_idx')
      .on(t.organisationId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('contractors_email_idx').on(sql`lower(${t.email})`),
    index('contractors_actor_idx').on(t.actorId),
  ],
)

// ---- The contractor's own business information (rule records.onboarding-profile) ----

/** Annual turnover bands; ids never change once released. */
export const turnovers = pgTable('turnovers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

/** Sectors a contractor works in, each with its occupations (spec "Lookups: sectors (id, name, occupations)"). */
export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const occupations = pgTable(
  'occupations',
  {
    id: integer('id').primaryKey(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('occupations_industry_name_idx').on(t.industryId, t.name)],
)

/**
 * A contractor's business as they describe it themselves, one per person (title, names and turnover live on
 * the actor). Personal data: erased with the actor.
 */
export const contractorProfiles = pgTable('contractor_profiles', {
  actorId: uuid('actor_id')
    .primaryKey()
    .references(() => actors.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number'),
  companyName: text('company_name'),
  companyNumber: text('company_number'),
  occupationId: integer('occupation_id').references(() => occupations.id),
  hasBusinessInsurance: boolean('has_business_insurance'),
  /** yyyy-mm-dd; only with business insurance. */
  renewalDate: text('renewal_date'),
  /** When the person signed up for the newsletter (null: not signed up). */
  newsletterSince: timestamp('newsletter_since', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---- Question sets and assessments ----

/** A released question set: its definition as served, never changed once released (a new version is a new row). */
export const questionSets = pgTable(
  'question_sets',
  {
    id: uuid('id').primaryKey(),
    typeCode: text('type_code').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    releasedAt: createdAt(),
  },
  (t) => [uniqueIndex('question_sets_type_version_idx').on(t.typeCode, t.version)],
)

/** How often a full assessment is to be reconsidered (rule reassessment.schedule). */
export const reassessmentFrequencies = pgTable('reassessment_frequencies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  months: integer('months').notNull(),
})

/**
 * One run of the questionnaire on an engagement. Exactly one is current per engagement; a reopening makes a
 * new current one and keeps the previous as superseded (restored if the reopening is cancelled).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    /** current, superseded (replaced by a reopening or a newer run) or cancelled (a cancelled reopening). */
    standing: text('standing').notNull().default('current'),
    /** The assessment a reopening replaced: it comes back if the reopening is cancelled. */
    previousAssessmentId: uuid('previous_assessment_id'),
    inProgressAnswerIds: jsonb('in_progress_answer_ids').$type<string[]>().notNull().default([]),
    answerIds: jsonb('answer_ids').$type<string[]>().notNull().default([]),
    lastCategoryId: text('last_category_id'),
    result: text('result'),
    resultCode: text('result_code'),
    resultSummary: text('result_summary'),
    reasons: jsonb('reasons').notNull().default([]),
    score: doublePrecision('score'),
    hmrcOutcome: text('hmrc_outcome'),
    hmrcReason: text('hmrc_reason'),
    needsManualReview: boolean('needs_manual_review').notNull().default(false),
    categoryResults: jsonb('category_results').notNull().default([]),
    submittedBy: text('submitted_by'),
    notes: text('notes'),
    dissemination: boolean('dissemination').notNull().default(false),
    completedOn: timestamp('completed_on', { withTimezone: true }),
    assessorActorId: uuid('assessor_actor_id'),
    assessorOrganisationId: uuid('assessor_organisation_id'),
    manualOverrideReason: text('manual_override_reason'),
    manualOverrideBy: text('manual_override_by'),
    /** The potential exposure and offset at submission, in pence (kept for the record and the SDS). */
    exposurePence: bigint('exposure_pence', { mode: 'number' }),
    offsetPence: bigint('offset_pence', { mode: 'number' }),
    exposureNotes: jsonb('exposure_notes').$type<string[]>().notNull().default([]),
    /** The exposure's breakdown at submission: three coding figures, set-off, time limits, interest, penalties. */
    exposureDetail: jsonb('exposure_detail').$type<ExposureSummary>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_engagement_idx').on(t.engagementId, t.createdAt),
    uniqueIndex('assessments_current_idx').on(t.engagementId).where(sql`${t.standing} = 'current'`),
  ],
)

/**
 * An issued status determination statement: rendered once, its bytes stored (files) and hashed, and those
 * bytes are what every party downloads. Each version is kept; a withdrawn one stays on record.
 */
export const sdsDocuments = pgTable(
  'sds_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    /** 1 for the engagement's first SDS, then 2, 3 ... */
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sha256: text('sha256').notNull(),
    conclusion: text('conclusion').notNull(),
    /** The day the determination was made, in the UK. */
    issuedOn: text('issued_on').notNull(),
    issuedBy: uuid('issued_by'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** A withdrawn SDS: the day from which the SDS that replaces it applies. */
    replacedFrom: text('replaced_from'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sds_documents_engagement_version_idx').on(t.engagementId, t.version),
    uniqueIndex('sds_documents_assessment_idx').on(t.assessmentId),
  ],
)

// ---- Working together on an assessment: notes (evidence) and the answer history of each question ----

/**
 * A note (evidence) on one question of an assessment. Names are read from actors and organisations when
 * shown, never copied here, so erasing a person leaves the note without their name. Deleting keeps the row
 * with its reason and date; the evidence and files are then no longer shown.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    questionId: text('question_id').notNull(),
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    /** The author's organisation; null for a contractor's note, which names the contractor instead. */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    contractorId: uuid('contractor_id').references(() => contractors.id),
    evidence: text('evidence').notNull(),
    deletedReason: text('deleted_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notes_assessment_question_idx').on(t.assessmentId, t.questionId, t.createdAt)],
)

/** The files attached to a note: one row per file, removed with it. */
export const noteFiles = pgTable(
  'note_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id),
    createdAt: createdAt(),
  },
  (t) => [index('note_files_note_idx').on(t.noteId)],
)

/**
 * Each change of a question's chosen answer, written with the save or submission that made it. answerId is
 * null when the answer was cleared (another answer above it hid the question, or it was unselected).
 */
export const answerHistory = pgTable(
  'answer_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    questionId: text('question_id').notNull(),
    answerId: text('answer_id'),
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answer_history_assessment_question_idx').on(t.assessmentId, t.questionId, t.at)],
)

// ---- Working together on an assessment: comment threads on each question ----

/** A comment thread on one question of an assessment; resolved follows its latest resolve or reopen remark. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    questionId: text('question_id').notNull(),
    resolved: boolean('resolved').notNull().default(false),
    createdBy: uuid('created_by').references(() => actors.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    createdAt: createdAt(),
  },
  (t) => [index('comments_assessment_question_idx').on(t.assessmentId, t.questionId, t.createdAt)],
)

/**
 * One remark of a thread: its first words, a reply, or the resolve or reopen that changed the thread (their
 * text is optional). Names are read from actors and organisations when shown, as for notes.
 */
export const remarks = pgTable(
  'remarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id),
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    text: text('text'),
    kind: text('kind').$type<'reply' | 'resolve' | 'reopen'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remarks_comment_idx').on(t.commentId, t.createdAt)],
)

// ---- Sign-off: reviewer groups, each engagement's reviewer records, and the links e-mailed to reviewers ----

/**
 * A group that can be chosen as one reviewer (rule reviewers.options): any actor holding
 * one of `memberRoles` in the group's organisation (or above it) completes the group's record.
 */
export const reviewerGroups = pgTable('reviewer_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id),
  name: text('name').notNull(),
  memberRoles: jsonb('member_roles').$type<string[]>().notNull(),
  /** Offered to every organisation (the provider's consultancy team), not only its own tree. */
  offeredToAll: boolean('offered_to_all').notNull().default(false),
  createdAt: createdAt(),
})

/**
 * One reviewer on an engagement, for one actor or one group: the reviewer machine's snapshot. A removed
 * record stays (shown under "Removed Users"); `status` is the state's wire name, kept for queries.
 */
export const engagementReviewers = pgTable(
  'engagement_reviewers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => reviewerGroups.id),
    /** The organisation the reviewer was chosen from (a person's; null for a group). */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffBy: uuid('signed_off_by').references(() => actors.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('engagement_reviewers_engagement_idx').on(t.engagementId, t.status),
    index('engagement_reviewers_actor_idx').on(t.actorId, t.status),
  ],
)

/**
 * The provider's manual review of an engagement (rule records.manual-review-item): one per record of the
 * consultancy group on an engagement, sharing its id, holding the manual-review machine's snapshot. `status`
 * (Open, Closed) and the assignee are the state's columns for the list; the row appears when the group's
 * record is opened (review_submitted) and is dated again when a reset opens it anew.
 */
export const manualReviews = pgTable(
  'manual_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => engagementReviewers.id),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    assigneeActorId: uuid('assignee_actor_id').references(() => actors.id, { onDelete: 'set null' }),
    reviewSubmittedAt: timestamp('review_submitted_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's default order within Open or Closed (rule lists.defaults).
    index('manual_reviews_status_submitted_idx').on(t.status, t.reviewSubmittedAt.desc(), t.id),
    index('manual_reviews_assignee_idx').on(t.assigneeActorId, t.status),
    index('manual_reviews_engagement_idx').on(t.engagementId),
  ],
)

/** The assignee key of manual_review_counts' unassigned reviews: a key column cannot be null. */
export const NO_ASSIGNEE = '00000000-0000-0000-0000-000000000000'

/**
 * How many manual reviews of live engagements stand in each (organisation, status, archived, assignee) bucket: the
 * Manual Reviews list's count reads these few rows instead of joining every review its filters select to its
 * engagement. Kept by triggers on `manual_reviews` and `engagements` in the transaction of each write (migration
 * 0023); `manual_review_counts_rebuild()` makes it again from the rows (after a bulk load with triggers off).
 */
export const manualReviewCounts = pgTable(
  'manual_review_counts',
  {
    organisationId: uuid('organisation_id').notNull(),
    status: text('status').notNull(),
    archived: boolean('archived').notNull(),
    /** NO_ASSIGNEE for the unassigned. */
    assigneeActorId: uuid('assignee_actor_id').notNull(),
    n: integer('n').notNull(),
  },
  // Named: the name drizzle makes of four columns is longer than PostgreSQL keeps.
  (t) => [
    primaryKey({
      name: 'manual_review_counts_pk',
      columns: [t.organisationId, t.status, t.archived, t.assigneeActorId],
    }),
  ],
)

/**
 * A sign-in link e-mailed to a reviewer who is not a user of the organisation. Only the token's hash is kept; the
 * link opens its review until the review is finished or the link expires; `usedAt` is when it was first opened.
 */
export const reviewerLinks = pgTable(
  'reviewer_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => engagementReviewers.id),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviewer_links_token_idx').on(t.tokenHash)],
)

/**
 * A sign-in session: what a browser's session cookie renews its short-lived access tokens from, and what every
 * access token names (its `sid`). Ending it (sign-out, a new password) ends the access its tokens gave, in every
 * server process within seconds. An e-mailed review link opens a session of its own kind, confined to one
 * engagement's review. See docs/sessions.md.
 */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The hash of the cookie's value; the value itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    /** 'account' (signed in at the identity provider) or 'review-link' (an e-mailed review link). */
    kind: text('kind').notNull(),
    /** The one engagement a review-link session reaches. */
    engagementId: uuid('engagement_id').references(() => engagements.id, { onDelete: 'cascade' }),
    reviewerLinkId: uuid('reviewer_link_id').references(() => reviewerLinks.id, { onDelete: 'cascade' }),
    /** The hash of the identity token that opened an account session: exchanging it again reuses this session. */
    identityTokenHash: text('identity_token_hash'),
    /** The organisation the person works in now; a renewed token is for it. */
    organisationId: uuid('organisation_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sign_in_sessions_secret_idx').on(t.secretHash),
    uniqueIndex('sign_in_sessions_identity_token_idx').on(t.identityTokenHash),
    index('sign_in_sessions_actor_idx').on(t.actorId).where(sql`${t.endedAt} is null`),
    // Where a person's next sign-in starts: their latest session's organisation.
    index('sign_in_sessions_actor_recent_idx').on(t.actorId, t.createdAt),
  ],
)

// ---- The SDS reaches the parties: distributions, their receipts, supply-chain links, disputes' files and comments ----

/**
 * One party's copy of an engagement's SDS (rule records.distribution): the distribution machine's snapshot.
 * The Contractor party is the engagement's contractor; a Supply Chain party is an e-mail address only.
 */
export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    email: text('email').notNull(),
    party: text('party').$type<'Contractor' | 'Supply Chain'>().notNull(),
    contractorId: uuid('contractor_id').references(() => contractors.id),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The name the party typed to acknowledge. */
    acknowledgedName: text('acknowledged_name'),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('distributions_engagement_idx').on(t.engagementId, t.status)],
)

/**
 * The chain of custody: one row per SDS version sent to a party (sending again to the same party for the same
 * version adds a row). Each time is set once, by the fact that proves it: the mail transport accepting the
 * message (delivered), the party opening the SDS (opened), the party acknowledging it.
 */
export const distributionReceipts = pgTable(
  'distribution_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id),
    sdsDocumentId: uuid('sds_document_id')
      .notNull()
      .references(() => sdsDocuments.id),
    /** The SDS file's SHA-256 at the moment it was sent. */
    sha256: text('sha256').notNull(),
    /** The mail that carried it; its delivery marks the receipt delivered. */
    mailId: uuid('mail_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    index('distribution_receipts_distribution_idx').on(t.distributionId, t.sentAt),
    index('distribution_receipts_mail_idx').on(t.mailId),
  ],
)

/**
 * The link e-mailed to a supply-chain party, who has no account: it opens that one distribution's SDS (view,
 * acknowledge, dispute) and nothing else. Opaque, stored as a hash, expiring; usable more than once.
 */
export const distributionLinks = pgTable(
  'distribution_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('distribution_links_token_idx').on(t.tokenHash)],
)

/** The files of a dispute: the party's, sent with it, or the client's, sent with its response. */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    kind: text('kind').$type<'dispute' | 'response'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_files_dispute_idx').on(t.disputeId, t.kind)],
)

/** A comment on a dispute by the client or the disputing party; names are read from actors when shown. */
export const disputeComments = pgTable(
  'dispute_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    actorId: uuid('actor_id').references(() => actors.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    /** A supply-chain party commenting through its link: its e-mail address. */
    partyEmail: text('party_email'),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_comments_dispute_idx').on(t.disputeId, t.createdAt)],
)

/**
 * An organisation user added to receive a copy of one kind of an engagement's e-mail, or of every kind (kind
 * 'ALL'): one row per person and choice, so adding someone for one kind and later for all is two facts.
 */
export const engagementNotificationRecipients = pgTable(
  'engagement_notification_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    addedBy: uuid('added_by').references(() => actors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('engagement_notification_recipients_idx').on(t.engagementId, t.actorId, t.kind)],
)

/**
 * A recipient who no longer wants one kind of an engagement's e-mail, by address (a supply-chain party has no
 * account). Resubscribing deletes the row.
 */
export const engagementNotificationOptOuts = pgTable(
  'engagement_notification_opt_outs',
  {
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    createdBy: uuid('created_by').references(() => actors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.kind, t.email] })],
)
