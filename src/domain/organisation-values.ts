// What the pages show of an organisation beside the organisation schemas (organisations.ts): the feature flags,
// how each is named, and which the form shows to whom (rule org.feature-flags). Plain values only, so a page that
// shows an organisation does not load the schemas with its code (docs/first-load.md).

export const FEATURE_FLAGS = [
  'insurance_validation_tool',
  'show_insured_with_provider',
  'mandatory_sign_off',
  'mandatory_sign_off_role',
  'hide_rate_field',
  'hide_offset',
  'child_creation',
  'question_dissemination',
  'show_terms',
  'share_leads',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]
export type FeatureFlags = Record<FeatureFlag, boolean>

export type AdminType = 'provider' | 'parent' | 'child'

const VISIBLE_FLAGS: Record<AdminType, readonly FeatureFlag[]> = {
  provider: FEATURE_FLAGS,
  parent: [
    'insurance_validation_tool',
    'show_insured_with_provider',
    'mandatory_sign_off',
    'mandatory_sign_off_role',
    'hide_rate_field',
    'hide_offset',
    'share_leads',
  ],
  child: ['mandatory_sign_off', 'mandatory_sign_off_role'],
}

/** The flags shown on the form; insurance_validation_tool is shown to everyone once it is on. */
export const visibleFlags = (adminType: AdminType, flags: Pick<FeatureFlags, 'insurance_validation_tool'>) =>
  FEATURE_FLAGS.filter(
    (flag) =>
      VISIBLE_FLAGS[adminType].includes(flag) ||
      (flag === 'insurance_validation_tool' && flags.insurance_validation_tool),
  )

/**
 * The flags an organisation form shows: visibleFlags, less child_creation on a child organisation
 * (rule org.feature-flags).
 */
export const formFlags = (
  adminType: AdminType,
  flags: Pick<FeatureFlags, 'insurance_validation_tool'>,
  isParentOrganisation: boolean,
) => visibleFlags(adminType, flags).filter((flag) => flag !== 'child_creation' || isParentOrganisation)

/** How each feature is named on screen. */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = {
  insurance_validation_tool: 'Insurance validation tool',
  show_insured_with_provider: 'Show "insured with" the provider',
  mandatory_sign_off: 'Mandatory sign-off',
  mandatory_sign_off_role: 'Mandatory sign-off for roles',
  hide_rate_field: 'Hide the day rate field',
  hide_offset: 'Hide the offset',
  child_creation: 'Child organisation creation',
  question_dissemination: 'Question dissemination',
  show_terms: 'Show terms and conditions',
  share_leads: 'Share leads',
}
