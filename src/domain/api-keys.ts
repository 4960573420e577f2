// An organisation's API keys on the wire (docs/api-keys.md): what a key may do, chosen from a short list, and the
// things no key may ever do. Read by the server (which calls a key may make) and by the Settings screen.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { maxLengthMessage } from './messages.ts'
import type { Permission } from './roles.ts'

/** Every key starts with this, so a leaked key is recognisable (and a secret scanner can find it). */
export const API_KEY_PREFIX = 'ir35_live_'

/** What a key may be allowed to do. */
export const API_KEY_CAPABILITIES = ['read', 'records', 'answers', 'results'] as const
export type ApiKeyCapability = (typeof API_KEY_CAPABILITIES)[number]

export const API_KEY_CAPABILITY_LABELS: Record<ApiKeyCapability, string> = {
  read: 'Read organisations, contractors, engagements and their audit trails',
  records: 'Create contractors and engagements',
  answers: "Save and submit the client's answers",
  results: 'Read results and download reports and issued SDSs',
}

/**
 * The organisation's permission names each capability stands for: a key's call is authorised like a person's
 * holding these. None of sign-off, sending an SDS, dispute answers, overrides or deletes is ever among them.
 */
export const API_KEY_CAPABILITY_PERMISSIONS: Record<ApiKeyCapability, readonly Permission[]> = {
  read: [
    'Organisations:Read',
    'Contractors:Read',
    'JobRoles:Read',
    'Engagements:Read',
    'Assessments:Read',
    'Audit:Read',
  ],
  records: ['Contractors:Create', 'Engagements:Create'],
  answers: ['Assessments:Update'],
  results: ['Engagements:Read', 'Assessments:Read'],
}

/** Asked for by name, these are refused with 403: a key can never do them, whoever asks. */
export const API_KEY_REFUSED_CAPABILITIES = ['sign_off', 'send_sds', 'answer_disputes', 'override', 'delete'] as const

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key.',
  capabilitiesRequired: 'Please choose at least one thing the key may do.',
  refusedCapability:
    'An API key can never sign off, send an SDS, answer a dispute, override a result or delete: choose from read, records, answers and results.',
  adminsOnly: 'Only an administrator of this organisation can manage its API keys.',
  outsideScope: 'This API key may not make this call: it was not given the capability for it.',
  keyNotValid: 'The API key is not valid or has been revoked.',
  tooManyRequests: 'This API key has made too many requests. Wait and try again.',
  alreadyRevoked: 'This API key has already been revoked.',
  revokeConfirmTitle: 'Revoke this API key?',
  revokeConfirmText: 'Any system using it is refused from the next call. This cannot be undone.',
  shownOnce: 'Copy the key now: it is shown only once. Only its hash is kept.',
} as const

export const permissionsOfCapabilities = (capabilities: readonly ApiKeyCapability[]): Permission[] =>
  [...new Set(capabilities.flatMap((capability) => API_KEY_CAPABILITY_PERMISSIONS[capability]))].sort()

export const ApiKeyName = Schema.Trim.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: API_KEY_MESSAGES.nameRequired }),
    Schema.isMaxLength(60, { message: maxLengthMessage(60) }),
  ),
)

/** POST /api/actors/organisations/{id}/api-keys */
export const CreateApiKey = Schema.Struct({
  name: ApiKeyName,
  /** One or more of read, records, answers, results; a refused name (sign_off, send_sds ...) answers 403. */
  capabilities: Schema.Array(Schema.Literals([...API_KEY_CAPABILITIES, ...API_KEY_REFUSED_CAPABILITIES])).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: API_KEY_MESSAGES.capabilitiesRequired }),
      Schema.isMaxLength(API_KEY_CAPABILITIES.length + API_KEY_REFUSED_CAPABILITIES.length),
    ),
  ),
}).annotate({ identifier: 'CreateApiKey' })
export type CreateApiKey = typeof CreateApiKey.Type

export const ApiKeyRecord = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  /** The key's first characters, e.g. `ir35_live_AbC3dE9x`: enough to tell keys apart, not to use one. */
  prefix: Schema.String,
  capabilities: Schema.Array(Schema.Literals(API_KEY_CAPABILITIES)),
  /** The permission names the key's calls are authorised with. */
  permissions: Schema.Array(Schema.String),
  /** The key's own service actor: the id its calls carry in the audit trail. */
  actor_id: Uuid,
  created_at: Schema.String,
  created_by: Schema.NullOr(Schema.String),
  /** To the minute: written at most once a minute. */
  last_used_at: Schema.NullOr(Schema.String),
  revoked_at: Schema.NullOr(Schema.String),
}).annotate({ identifier: 'ApiKey' })
export type ApiKeyRecord = typeof ApiKeyRecord.Type

export const ApiKeyList = Schema.Struct({ items: Schema.Array(ApiKeyRecord) }).annotate({ identifier: 'ApiKeyList' })
export type ApiKeyList = typeof ApiKeyList.Type

/** The answer of a create: the record and the key itself, which is never shown again. */
export const CreatedApiKey = Schema.Struct({ ...ApiKeyRecord.fields, key: Schema.String }).annotate({
  identifier: 'CreatedApiKey',
})
export type CreatedApiKey = typeof CreatedApiKey.Type

export const ApiKeyParams = Schema.Struct({ id: Uuid, keyId: Uuid })

/** How the audit trail and the access checks name a key's service actor. */
export const API_KEY_ACTOR_FIRST_NAME = 'API key'
