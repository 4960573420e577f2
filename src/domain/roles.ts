// The product's roles, what each may do, and which session role a signed-in person plays.
// One table, read by the server (authorisation) and the browser (navigation and route guards).

export const ROLE = {
  providerAdmin: 'Provider Admin',
  providerManualReviewer: 'Provider Manual Reviewer',
  partner: 'Partner',
  partnerAdmin: 'Partner Admin',
  partnerReadOnly: 'Partner Read-Only',
  signOffUser: 'Sign Off User',
  readOnlyFullTool: 'Read-Only Full Tool',
  consultancyManager: 'Consultancy Manager',
  customerService: 'Provider Customer Service Team',
  readOnlyOneOff: 'Read-Only One-Off Assessments',
  contractor: 'Contractor',
  contractorType1: 'Contractor Type 1',
} as const

export type RoleName = (typeof ROLE)[keyof typeof ROLE]

export type RoleDefinition = {
  readonly code: string
  readonly name: RoleName
  /** Offered on invite only for the provider's own root organisation. */
  readonly providerOnly: boolean
  readonly kind: 'organisation' | 'contractor'
}

export const ROLES: readonly RoleDefinition[] = [
  { code: 'PROVIDER_ADMIN', name: ROLE.providerAdmin, providerOnly: true, kind: 'organisation' },
  { code: 'PROVIDER_MANUAL_REVIEWER', name: ROLE.providerManualReviewer, providerOnly: true, kind: 'organisation' },
  { code: 'PARTNER', name: ROLE.partner, providerOnly: false, kind: 'organisation' },
  { code: 'PARTNER_ADMIN', name: ROLE.partnerAdmin, providerOnly: false, kind: 'organisation' },
  { code: 'PARTNER_READ_ONLY', name: ROLE.partnerReadOnly, providerOnly: false, kind: 'organisation' },
  { code: 'SIGN_OFF_USER', name: ROLE.signOffUser, providerOnly: false, kind: 'organisation' },
  { code: 'READ_ONLY_FULL_TOOL', name: ROLE.readOnlyFullTool, providerOnly: true, kind: 'organisation' },
  { code: 'CONSULTANCY_MANAGER', name: ROLE.consultancyManager, providerOnly: true, kind: 'organisation' },
  { code: 'PROVIDER_CUSTOMER_SERVICE', name: ROLE.customerService, providerOnly: true, kind: 'organisation' },
  { code: 'READ_ONLY_ONE_OFF', name: ROLE.readOnlyOneOff, providerOnly: true, kind: 'organisation' },
  { code: 'CONTRACTOR', name: ROLE.contractor, providerOnly: false, kind: 'contractor' },
  { code: 'CONTRACTOR_TYPE_1', name: ROLE.contractorType1, providerOnly: false, kind: 'contractor' },
]

export const roleByName = (name: string): RoleDefinition | undefined => ROLES.find((role) => role.name === name)

/** The role a person plays in this browser session (rule session.state). */
export type SessionRole = 'organisationUser' | 'contractor' | 'newContractor' | 'reviewer-via-email-link'
export const REVIEWER_LINK_ROLE = 'reviewer-via-email-link' as const

// Permissions are `Resource:Action`, held per organisation and carried in the access token.
const RESOURCES = [
  'Organisations',
  'Actors',
  'Invites',
  'Contractors',
  'JobRoles',
  'Engagements',
  'Assessments',
  'Reviews',
  'ManualReviews',
  'OneOffAssessments',
  'Audit',
  'Mailbox',
] as const
export type Resource = (typeof RESOURCES)[number]
export type Action = 'Read' | 'Create' | 'Update' | 'Delete'
export type Permission =
  | `${Resource}:${Action}`
  | 'ManualReviews:OverrideOutside'
  | 'Reviews:SignOff'
  /** Start, reply to, resolve and reopen comment threads: whoever answers, and whoever reviews. */
  | 'Assessments:Comment'

const all = (resource: Resource): Permission[] => [
  `${resource}:Read`,
  `${resource}:Create`,
  `${resource}:Update`,
  `${resource}:Delete`,
]
const read = (...resources: Resource[]): Permission[] => resources.map((resource) => `${resource}:Read` as const)
const clientWork: Resource[] = ['Contractors', 'JobRoles', 'Engagements', 'Assessments']

export const PERMISSIONS_BY_ROLE: Record<RoleName, readonly Permission[]> = {
  [ROLE.providerAdmin]: [...RESOURCES.flatMap(all), 'Reviews:SignOff'],
  [ROLE.partnerAdmin]: [
    ...['Organisations', 'Actors', 'Invites', ...clientWork].flatMap((r) => all(r as Resource)),
    ...read('Audit', 'Reviews'),
  ],
  [ROLE.partner]: [
    ...clientWork.flatMap((r) => [`${r}:Read`, `${r}:Create`, `${r}:Update`] as Permission[]),
    ...read('Organisations', 'Audit', 'Reviews'),
  ],
  [ROLE.partnerReadOnly]: read('Organisations', 'Audit', 'Reviews', ...clientWork),
  [ROLE.signOffUser]: [
    ...read('Organisations', 'Audit', 'Reviews', ...clientWork),
    'Reviews:SignOff',
    'Assessments:Comment',
  ],
  // The mailbox carries set-password links: read by the Provider Admin only.
  [ROLE.readOnlyFullTool]: read(...RESOURCES.filter((resource) => resource !== 'Mailbox')),
  [ROLE.providerManualReviewer]: [
    ...read('Organisations', 'Audit', 'Engagements', 'Assessments', 'OneOffAssessments'),
    'ManualReviews:Read',
    'ManualReviews:Update',
  ],
  [ROLE.consultancyManager]: [
    ...read('Organisations', 'Audit', 'Engagements', 'Assessments'),
    ...all('ManualReviews'),
    ...all('OneOffAssessments'),
    'ManualReviews:OverrideOutside',
  ],
  [ROLE.customerService]: [
    ...read('Organisations', 'Engagements', 'Assessments'),
    'OneOffAssessments:Read',
    'OneOffAssessments:Update',
  ],
  [ROLE.readOnlyOneOff]: read('OneOffAssessments'),
  [ROLE.contractor]: [],
  [ROLE.contractorType1]: [],
}

export const permissionsFor = (roles: readonly string[]): Permission[] => {
  const granted = new Set<Permission>()
  for (const role of roles) for (const p of PERMISSIONS_BY_ROLE[role as RoleName] ?? []) granted.add(p)
  if (granted.has('Assessments:Update')) granted.add('Assessments:Comment')
  return [...granted].sort()
}

/** What a sign-off reviewer may do on the engagement they review, whatever roles they hold. */
export const REVIEWER_PERMISSIONS: readonly Permission[] = [
  'Engagements:Read',
  'Assessments:Read',
  'Assessments:Comment',
  'Reviews:Read',
  'Reviews:SignOff',
]

export const hasPermission = (permissions: readonly string[], permission: Permission): boolean =>
  permissions.includes(permission)

/**
 * Whether a role administers where it is held: Organisations:Update or Actors:Update (rule org.list: only such
 * organisations are listed for user management and settings).
 */
export const administers = (role: string): boolean => {
  const permissions = PERMISSIONS_BY_ROLE[role as RoleName] ?? []
  return permissions.includes('Organisations:Update') || permissions.includes('Actors:Update')
}

/** Provider Admin and Read-Only Full Tool search across all clients (rule org.admin-type). */
export const searchesAllClients = (roles: readonly string[]): boolean =>
  roles.includes(ROLE.providerAdmin) || roles.includes(ROLE.readOnlyFullTool)

export const isContractorUserType = (roles: readonly string[]): boolean =>
  roles.includes(ROLE.contractor) || roles.includes(ROLE.contractorType1)
