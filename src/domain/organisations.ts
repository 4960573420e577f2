// Organisations on the wire and the organisation form's rules (rules records.organisation, org.form, org.feature-flags,
// api.organisations). Pure: read by the server (validation, authorisation of flag changes) and the browser (the form).
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { ListQueryFields, PageOf } from './list.ts'
import { MESSAGES } from './messages.ts'
import { type AdminType, FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from './organisation-values.ts'
import { PatchList, ReplaceOperation } from './patch.ts'
import { ROLE } from './roles.ts'

// The flags, their labels and which the form shows live in organisation-values.ts, so the pages that only show an
// organisation do not load these schemas with their code; the server and the tests may import them here too.
export {
  type AdminType,
  FEATURE_FLAG_LABELS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
  formFlags,
  visibleFlags,
} from './organisation-values.ts'

/** The flags a new organisation starts with when the request does not say otherwise. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  insurance_validation_tool: false,
  show_insured_with_provider: false,
  mandatory_sign_off: false,
  mandatory_sign_off_role: false,
  hide_rate_field: false,
  hide_offset: false,
  child_creation: true,
  question_dissemination: false,
  show_terms: true,
  share_leads: false,
}

const featureFlagFields = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, Schema.Boolean])) as {
  [K in FeatureFlag]: typeof Schema.Boolean
}

const organisationFields = {
  id: Uuid,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  parent_id: Schema.NullOr(Uuid),
  parent_name: Schema.NullOr(Schema.String),
  /** `/api/files/logos/{fileId}` when the organisation has a logo, else null. */
  logo_url: Schema.NullOr(Schema.String),
  /** The annual pay bill in whole pounds (the Apprenticeship Levy counts only when it is known); null: not set. */
  annual_pay_bill: Schema.NullOr(Schema.Number),
  ...featureFlagFields,
  /** Send it back as If-Match on PATCH to refuse a change made meanwhile by someone else (409). */
  version: Schema.Int,
}

/** An organisation with its feature flags (rule records.organisation). */
export const OrganisationResponse = Schema.Struct(organisationFields).annotate({ identifier: 'Organisation' })
export type OrganisationResponse = typeof OrganisationResponse.Type

const AdminTypeSchema = Schema.Literals(['provider', 'parent', 'child'])

/** GET /api/actors/organisations/{id}: the organisation and what its form may show to this caller. */
export const OrganisationDetailResponse = Schema.Struct({
  ...organisationFields,
  /** The caller's admin type for editing this organisation (rule org.admin-type). */
  admin_type: AdminTypeSchema,
  /** The caller's admin type for a new child of this organisation. */
  child_admin_type: AdminTypeSchema,
  /** Has children or sits directly under the provider: its customer reference is required (rule org.form). */
  is_parent: Schema.Boolean,
  /** The provider's own root organisation: a new child of it is a parent organisation. */
  is_provider: Schema.Boolean,
  /** The caller's permissions in this organisation, held there or above. */
  permissions: Schema.Array(Schema.String),
}).annotate({ identifier: 'OrganisationDetail' })
export type OrganisationDetailResponse = typeof OrganisationDetailResponse.Type

/** GET /api/actors/organisations/{id}/children: a page of its children. */
export const OrganisationChildren = PageOf(OrganisationResponse)

export type OrganisationSummary = {
  id: string
  name: string
  reference: string | null
  parent_id: string | null
}

/** A row of GET /api/actors/organisations and /search: an organisation within reach, with its parent's name. */
export const OrganisationSearchItem = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  parent_id: Schema.NullOr(Uuid),
  parent_name: Schema.NullOr(Schema.String),
})
export const OrganisationSearchPage = PageOf(OrganisationSearchItem)
export type OrganisationSearchPage = typeof OrganisationSearchPage.Type

/** One organisation of the selector, with the organisations below it. */
export interface OrganisationNode {
  readonly id: string
  readonly name: string
  readonly parent_id: string | null
  readonly logo_url: string | null
  readonly children: ReadonlyArray<OrganisationNode>
}
export const OrganisationNode = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  parent_id: Schema.NullOr(Uuid),
  logo_url: Schema.NullOr(Schema.String),
  children: Schema.Array(Schema.suspend((): Schema.Codec<OrganisationNode> => OrganisationNode)),
}).annotate({ identifier: 'OrganisationNode' })

/**
 * GET /api/actors/organisations/selector: the organisations the person holds a role in, as trees; those with
 * organisations below them ("my clients") apart from those without ("clients to whom I belong").
 */
export const OrganisationSelector = Schema.Struct({
  parent_orgs: Schema.Array(OrganisationNode),
  child_orgs: Schema.Array(OrganisationNode),
})
export type OrganisationSelector = typeof OrganisationSelector.Type

// ---- the form's fields ----

export const ORGANISATION_NAME_MAX = 50
export const CUSTOMER_REFERENCE_MAX = 512

export const OrganisationName = Schema.Trim.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: MESSAGES.organisationNameRequired }),
    Schema.isMaxLength(ORGANISATION_NAME_MAX, { message: MESSAGES.organisationNameTooLong }),
  ),
)

/** The customer reference as typed: trimmed, letters, digits and underscore, at most 512. Empty means none. */
export const CustomerReference = Schema.Trim.pipe(
  Schema.check(
    Schema.isPattern(/^[A-Za-z0-9_]*$/, { message: MESSAGES.customerReferenceCharacters }),
    Schema.isMaxLength(CUSTOMER_REFERENCE_MAX, { message: MESSAGES.customerReferenceTooLong }),
  ),
)

/** '' and null both mean "no reference". */
export const normaliseReference = (reference: string | null | undefined): string | null =>
  reference === undefined || reference === null || reference.trim() === '' ? null : reference.trim()

/**
 * A parent organisation (one with children, or one created at the top level under the provider) must
 * carry a customer reference; any other may leave it empty.
 */
export const referenceProblem = (reference: string | null, isParentOrganisation: boolean): string | null =>
  isParentOrganisation && normaliseReference(reference) === null ? MESSAGES.customerReferenceRequired : null

/**
 * The rate flags after a change: turning hide_rate_field on turns hide_offset off (unless the same change
 * sets hide_offset too); hide_offset may be turned on only while hide_rate_field is on.
 */
export const applyRateFlags = (
  current: Pick<FeatureFlags, 'hide_rate_field' | 'hide_offset'>,
  changes: Partial<Pick<FeatureFlags, 'hide_rate_field' | 'hide_offset'>>,
): { ok: true; hide_rate_field: boolean; hide_offset: boolean } | { ok: false; message: string } => {
  const hideRate = changes.hide_rate_field ?? current.hide_rate_field
  const turningOn = hideRate && !current.hide_rate_field
  if (changes.hide_offset === true && !hideRate) return { ok: false, message: MESSAGES.hideOffsetNeedsHiddenRate }
  const hideOffset = changes.hide_offset ?? (turningOn ? false : current.hide_offset)
  return { ok: true, hide_rate_field: hideRate, hide_offset: hideOffset }
}

/** Above any real employer's pay bill: a typing slip, not a figure. */
export const ANNUAL_PAY_BILL_MAX = 100_000_000_000

/**
 * The annual pay bill in whole pounds. The fee-payer's pay bill decides whether the Apprenticeship Levy (0.5%
 * above the £15,000 allowance) applies, so the financial exposure includes the levy only when it is set.
 */
export const AnnualPayBill = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter((value: number) => Number.isInteger(value) && value >= 0 && value <= ANNUAL_PAY_BILL_MAX, {
      message: MESSAGES.annualPayBillInvalid,
    }),
  ),
)

/** The pay bill is a group finance figure: the provider and parent organisation admins set it. */
export const canEditPayBill = (adminType: AdminType): boolean => adminType !== 'child'

// ---- who edits which flag (rule org.feature-flags) ----

/** A role the caller holds in reach of an organisation, and whether it is held at a parent organisation. */
export type RoleHolding = { role: string; atParentOrganisation: boolean }

/** Provider Admin → provider; Partner Admin holding the role at a parent organisation → parent; else child. */
export const adminTypeOf = (holdings: readonly RoleHolding[]): AdminType => {
  if (holdings.some((h) => h.role === ROLE.providerAdmin)) return 'provider'
  if (holdings.some((h) => h.role === ROLE.partnerAdmin && h.atParentOrganisation)) return 'parent'
  return 'child'
}

const EDITABLE_FLAGS: Record<AdminType, readonly FeatureFlag[]> = {
  provider: FEATURE_FLAGS,
  parent: ['mandatory_sign_off', 'mandatory_sign_off_role', 'hide_rate_field', 'hide_offset'],
  child: ['mandatory_sign_off', 'mandatory_sign_off_role'],
}

export const canEditFlag = (adminType: AdminType, flag: FeatureFlag): boolean =>
  EDITABLE_FLAGS[adminType].includes(flag)

/** The first flag in a change the caller may not edit, if any. */
export const forbiddenFlag = (adminType: AdminType, flags: readonly FeatureFlag[]): FeatureFlag | null =>
  flags.find((flag) => !canEditFlag(adminType, flag)) ?? null

export const isFeatureFlag = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key)

// ---- requests ----

const flagFields = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, Schema.optionalKey(Schema.Boolean)])) as {
  [K in FeatureFlag]: Schema.optionalKey<typeof Schema.Boolean>
}

/** POST /api/actors/organisations: a new child of parent_id. */
export const CreateOrganisation = Schema.Struct({
  name: OrganisationName,
  parent_id: Uuid,
  reference: Schema.optionalKey(Schema.NullOr(CustomerReference)),
  annual_pay_bill: Schema.optionalKey(Schema.NullOr(AnnualPayBill)),
  ...flagFields,
})
export type CreateOrganisation = typeof CreateOrganisation.Type

/** PATCH /api/actors/organisations/{id}: replace operations on the name, the reference and the flags. */
export const OrganisationPatch = PatchList([
  ReplaceOperation('/name', OrganisationName),
  ReplaceOperation('/reference', Schema.NullOr(CustomerReference)),
  ReplaceOperation('/annual_pay_bill', Schema.NullOr(AnnualPayBill)),
  ...FEATURE_FLAGS.map((flag) => ReplaceOperation(`/${flag}`, Schema.Boolean)),
])
export type OrganisationPatch = typeof OrganisationPatch.Type

export const CHILDREN_SORT_FIELDS = ['name', 'reference', 'datecreated'] as const

export const ChildrenQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
  sort_by: Schema.optionalKey(Schema.Literals(CHILDREN_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
})
export type ChildrenQuery = typeof ChildrenQuery.Type
