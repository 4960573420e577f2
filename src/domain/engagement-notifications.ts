// Who receives the product's e-mails about one engagement (rule engagement.notifications, the Notifications tab): the
// kinds of mail the server really sends about an engagement, whom each goes to by default (derived from the
// engagement), the organisation users added to receive a copy, and the recipients who unsubscribed. The one rule
// of who receives what, used by the tab and by the outbox handlers that send the mail.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'

/** Whom a kind goes to by default, as the engagement's own facts say. */
export type NotificationAudience = 'contractor' | 'reviewers' | 'assessor' | 'parties' | 'client'

export type NotificationKindDefinition = {
  readonly code: string
  readonly label: string
  readonly audience: NotificationAudience
  /** Why its default recipients may not unsubscribe: the law (or the process) needs the mail to reach them. */
  readonly required: string | null
}

const SDS_DUTY =
  'The law requires the SDS to reach each party (ITEPA 2003 s.61NA); without it the client stays liable as fee-payer.'
const DISPUTE_DUTY = 'The end client must answer a dispute within 45 days (ITEPA 2003 s.61T).'

export const NOTIFICATION_KINDS = [
  {
    code: 'CONTRACTOR_QUESTIONS',
    label: 'Contractor asked to answer questions',
    audience: 'contractor',
    required: 'The contractor cannot answer their questions without it; retract the questions instead.',
  },
  { code: 'REVIEW_REQUESTED', label: 'Reviewer asked to sign off', audience: 'reviewers', required: null },
  { code: 'SIGN_OFF_COMPLETED', label: 'Every reviewer has signed off', audience: 'assessor', required: null },
  { code: 'SDS_SENT', label: 'SDS sent to a party', audience: 'parties', required: SDS_DUTY },
  { code: 'DISPUTE_RAISED', label: 'SDS disputed', audience: 'client', required: DISPUTE_DUTY },
  { code: 'DISPUTE_DUE', label: 'Dispute due: respond soon', audience: 'client', required: DISPUTE_DUTY },
  { code: 'DISPUTE_DEADLINE_PASSED', label: 'Dispute deadline passed', audience: 'client', required: DISPUTE_DUTY },
  {
    code: 'DISPUTE_ANSWERED',
    label: 'Dispute answered',
    audience: 'parties',
    required: 'The end client must give the disputing party its answer and reasons (ITEPA 2003 s.61T).',
  },
  { code: 'REASSESSMENT_DUE', label: 'Reassessment due', audience: 'assessor', required: null },
] as const satisfies readonly NotificationKindDefinition[]

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['code']

/** An added recipient chosen for every kind rather than one. */
export const ALL_KINDS = 'ALL' as const

export const notificationKind = (code: NotificationKind): NotificationKindDefinition =>
  NOTIFICATION_KINDS.find((kind) => kind.code === code)!

export const NOTIFICATION_MESSAGES = {
  kindUnknown: `kind must be one of ${NOTIFICATION_KINDS.map((kind) => kind.code).join(', ')}.`,
  addedKindUnknown: `kind must be ${ALL_KINDS} or one of ${NOTIFICATION_KINDS.map((kind) => kind.code).join(', ')}.`,
  notAUser: 'actor_id is not a user of this engagement’s organisation.',
  alreadyAdded: 'This person already receives these e-mails for this engagement.',
  notARecipient: 'email does not receive this kind of e-mail for this engagement.',
  required: 'This e-mail is required and cannot be unsubscribed.',
  empty: 'No one receives e-mails about this engagement yet.',
  noOptions: 'No options available',
  unsubscribeConfirmTitle: 'Unsubscribe from this e-mail?',
} as const

/** Someone who receives mail: an organisation user (actor_id), or a party known by their e-mail alone. */
export type Person = { readonly email: string; readonly name: string; readonly actorId: string | null }

/** An organisation user added to receive a copy of one kind (or of every kind) for the engagement. */
export type AddedRecipient = Person & { readonly id: string; readonly kind: NotificationKind | typeof ALL_KINDS }

export type NotificationSettings = {
  readonly added: readonly AddedRecipient[]
  /** Who no longer wants which kind: e-mails as stored (lower case). */
  readonly unsubscribed: readonly { readonly kind: string; readonly email: string }[]
}

/** One recipient of one kind of mail, as the Notifications tab lists them. */
export const RecipientRow = Schema.Struct({
  kind: Schema.Literals(NOTIFICATION_KINDS.map((kind) => kind.code)),
  label: Schema.String,
  name: Schema.String,
  email: Schema.String,
  /** The organisation user or contractor account, null for a party known by address only. */
  actor_id: Schema.NullOr(Uuid),
  source: Schema.Literals(['default', 'added']),
  /** The added recipient's id (to remove them), null for a default one. */
  recipient_id: Schema.NullOr(Uuid),
  unsubscribed: Schema.Boolean,
  can_unsubscribe: Schema.Boolean,
  /** Why the row cannot be unsubscribed, when it cannot. */
  required_reason: Schema.NullOr(Schema.String),
})
export type RecipientRow = typeof RecipientRow.Type

export const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * Who receives one kind of mail: its default recipients (the engagement's, or the one a mail is for), then the
 * added recipients who are not among them; each marked unsubscribed as the settings say. The required mail
 * cannot be unsubscribed by its default recipients: they are never marked so, whatever is stored.
 */
export const recipientsOf = (
  code: NotificationKind,
  defaults: readonly Person[],
  settings: NotificationSettings,
): RecipientRow[] => {
  const kind = notificationKind(code)
  const off = new Set(settings.unsubscribed.filter((row) => row.kind === code).map((row) => normalEmail(row.email)))
  const rows: RecipientRow[] = []
  const seen = new Set<string>()
  const push = (person: Person, added: AddedRecipient | null) => {
    // Matched in lower case; sent to the address as it was given.
    const key = normalEmail(person.email)
    if (seen.has(key)) return
    seen.add(key)
    const locked = added === null && kind.required !== null
    rows.push({
      kind: code,
      label: kind.label,
      name: person.name,
      email: person.email,
      actor_id: person.actorId,
      source: added ? 'added' : 'default',
      recipient_id: added?.id ?? null,
      unsubscribed: !locked && off.has(key),
      can_unsubscribe: !locked,
      required_reason: locked ? kind.required : null,
    })
  }
  for (const person of defaults) push(person, null)
  for (const added of settings.added) if (added.kind === ALL_KINDS || added.kind === code) push(added, added)
  return rows
}

/** The e-mails one mail goes out to: the default recipients keep the mail as it is, the added get a copy. */
export const mailingList = (code: NotificationKind, defaults: readonly Person[], settings: NotificationSettings) => {
  const live = recipientsOf(code, defaults, settings).filter((row) => !row.unsubscribed)
  return {
    defaults: live.filter((row) => row.source === 'default').map((row) => row.email),
    copies: live.filter((row) => row.source === 'added').map((row) => row.email),
  }
}

/** Every kind's rows for the tab, from the engagement's default recipients per audience. */
export const notificationRows = (
  audiences: Readonly<Record<NotificationAudience, readonly Person[]>>,
  settings: NotificationSettings,
): RecipientRow[] => NOTIFICATION_KINDS.flatMap((kind) => recipientsOf(kind.code, audiences[kind.audience], settings))

const KindCode = Schema.Literals(NOTIFICATION_KINDS.map((kind) => kind.code)).annotate({
  message: NOTIFICATION_MESSAGES.kindUnknown,
})

/** POST /api/assessments/engagements/{id}/notifications: an organisation user, for one kind or for all. */
export const AddNotificationRecipient = Schema.Struct({
  actor_id: Uuid,
  kind: Schema.Literals([ALL_KINDS, ...NOTIFICATION_KINDS.map((kind) => kind.code)]).annotate({
    message: NOTIFICATION_MESSAGES.addedKindUnknown,
  }),
})
export type AddNotificationRecipient = typeof AddNotificationRecipient.Type

/** PATCH /api/assessments/engagements/{id}/notifications: one recipient of one kind unsubscribes or comes back. */
export const NotificationSubscription = Schema.Struct({
  kind: KindCode,
  email: Schema.Trim.pipe(Schema.check(Schema.isNonEmpty({ message: 'email is required.' }))),
  subscribed: Schema.Boolean,
})
export type NotificationSubscription = typeof NotificationSubscription.Type

/** GET .../notifications: the rows, and the organisation users who may be added; every change answers it too. */
export const EngagementNotifications = Schema.Struct({
  rows: Schema.Array(RecipientRow),
  candidates: Schema.Array(Schema.Struct({ actor_id: Uuid, name: Schema.String, email: Schema.String })),
  /** The caller may add, remove, unsubscribe and resubscribe recipients. */
  can_change: Schema.Boolean,
}).annotate({ identifier: 'EngagementNotifications' })
export type EngagementNotifications = typeof EngagementNotifications.Type
