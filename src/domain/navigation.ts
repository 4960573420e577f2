// Who sees which top-navigation item and who may open which route (rules nav.shell, nav.visibility, nav.routes).
// One table, read by the browser's shell and route guards; the server enforces access on its own calls.
import { REVIEWER_LINK_ROLE, ROLE, type RoleName, type SessionRole } from './roles.ts'

/** Deployment feature flags, from `GET /api/config`. */
export type FeatureFlags = { readonly contractors_and_roles: boolean }
export type FeatureFlag = keyof FeatureFlags

/** Role names that see Progress (and reach the home board). */
export const PROGRESS_ROLES: readonly RoleName[] = [
  ROLE.providerAdmin,
  ROLE.providerManualReviewer,
  ROLE.partner,
  ROLE.partnerAdmin,
  ROLE.partnerReadOnly,
  ROLE.signOffUser,
  ROLE.readOnlyFullTool,
]
/** Role names that see Assessments, Contractors and Roles. */
export const CLIENT_WORK_ROLES: readonly RoleName[] = [
  ROLE.providerAdmin,
  ROLE.partner,
  ROLE.partnerAdmin,
  ROLE.partnerReadOnly,
  ROLE.signOffUser,
  ROLE.readOnlyFullTool,
]
/** Role names that see Settings and Old Settings. */
export const SETTINGS_ROLES: readonly RoleName[] = [ROLE.providerAdmin, ROLE.partnerAdmin, ROLE.readOnlyFullTool]
/** Role names that see Direct (one-off assessments). */
export const DIRECT_ROLES: readonly RoleName[] = [
  ROLE.providerAdmin,
  ROLE.consultancyManager,
  ROLE.providerManualReviewer,
  ROLE.customerService,
  ROLE.readOnlyOneOff,
  ROLE.readOnlyFullTool,
]
/** Role names that see Manual Reviews. */
export const MANUAL_REVIEW_ROLES: readonly RoleName[] = [
  ROLE.providerManualReviewer,
  ROLE.consultancyManager,
  ROLE.readOnlyFullTool,
]
/**
 * The "narrower role set" of the edit-engagement and edit-assessment routes (rule nav.routes; the exact
 * list is not given). Sign Off Users review an engagement on /review/{id}, so they are the ones left out here.
 */
export const ENGAGEMENT_EDIT_ROLES: readonly RoleName[] = [
  ROLE.providerAdmin,
  ROLE.partner,
  ROLE.partnerAdmin,
  ROLE.partnerReadOnly,
  ROLE.readOnlyFullTool,
]

/**
 * A path pattern: `/x` matches exactly `/x`; `/x/*` matches anything below `/x/`; `/x*` matches `/x` and
 * anything below it.
 */
export type PathPattern = string

export type NavItemId =
  | 'progress'
  | 'home'
  | 'assessments'
  | 'contractors'
  | 'roles'
  | 'direct'
  | 'manualReviews'
  | 'review'
  | 'sdsHub'
  | 'workingPracticesReview'
  | 'settings'
  | 'oldSettings'
  | 'process'

/** Who may see or open something: a session role, and the role names it needs ('any' for none in particular). */
export type Grant = { readonly sessionRole: SessionRole; readonly roles: readonly RoleName[] | 'any' }

export type NavItem = {
  readonly id: NavItemId
  readonly label: string
  /** Where the item leads. The Review item leads to the reviewer's own engagement, `/review/{state}`. */
  readonly path: string
  readonly tooltip: string
  readonly grants: readonly Grant[]
  /** Hidden unless this deployment flag is on. */
  readonly featureFlag?: FeatureFlag
  /** The item stays highlighted on these paths. */
  readonly highlights: readonly PathPattern[]
}

const organisationUser = (roles: readonly RoleName[] | 'any'): Grant => ({ sessionRole: 'organisationUser', roles })
const contractor = (roles: readonly RoleName[] | 'any'): Grant => ({ sessionRole: 'contractor', roles })
const anyRole = (sessionRole: SessionRole): Grant => ({ sessionRole, roles: 'any' })

/** The top navigation in display order (rules nav.visibility, nav.shell). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'progress',
    label: 'Progress',
    path: '/',
    tooltip: 'Track your assessments progress',
    grants: [organisationUser(PROGRESS_ROLES)],
    highlights: ['/'],
  },
  {
    id: 'home',
    label: 'Home',
    path: '/',
    tooltip: 'Learn about your portal',
    grants: [contractor([ROLE.contractor])],
    highlights: ['/'],
  },
  {
    id: 'assessments',
    label: 'Assessments',
    path: '/assessments',
    tooltip: 'All your assessments',
    grants: [organisationUser(CLIENT_WORK_ROLES)],
    highlights: ['/assessments'],
  },
  {
    id: 'contractors',
    label: 'Contractors',
    path: '/contractors',
    tooltip: 'Add and view your contractors',
    grants: [organisationUser(CLIENT_WORK_ROLES)],
    featureFlag: 'contractors_and_roles',
    highlights: ['/contractors', '/create-contractor', '/import-contractors', '/edit-contractor/*'],
  },
  {
    id: 'roles',
    label: 'Roles',
    path: '/roles',
    tooltip: 'Add and view your roles',
    grants: [organisationUser(CLIENT_WORK_ROLES)],
    featureFlag: 'contractors_and_roles',
    highlights: ['/roles', '/create-role', '/edit-role/*', '/update-role/*'],
  },
  {
    id: 'direct',
    label: 'Direct',
    path: '/direct-contractors',
    tooltip: 'Run and view one-off assessments',
    grants: [organisationUser(DIRECT_ROLES)],
    highlights: ['/direct-contractors', '/edit-direct-contractor/*'],
  },
  {
    id: 'manualReviews',
    label: 'Manual Reviews',
    path: '/manual-reviews',
    tooltip: 'Review and override assessment results',
    grants: [organisationUser(MANUAL_REVIEW_ROLES)],
    highlights: ['/manual-reviews', '/manual-review/*'],
  },
  {
    id: 'review',
    label: 'Review',
    path: '/review',
    tooltip: 'This page is the review page',
    grants: [anyRole(REVIEWER_LINK_ROLE)],
    highlights: ['/review*'],
  },
  {
    id: 'sdsHub',
    label: 'SDS Hub',
    path: '/sds-hub',
    tooltip: 'Manage your Assessments and SDS',
    grants: [contractor([ROLE.contractorType1])],
    highlights: ['/sds-hub*'],
  },
  {
    id: 'workingPracticesReview',
    label: 'Working Practices Review',
    path: '/working-practices-review',
    tooltip: 'Do your own working practice review',
    grants: [contractor([ROLE.contractor])],
    highlights: ['/working-practices-review*'],
  },
  {
    id: 'settings',
    label: 'Settings',
    path: '/settings',
    tooltip: 'Manage your users and clients',
    grants: [organisationUser(SETTINGS_ROLES)],
    highlights: ['/settings*'],
  },
  {
    id: 'oldSettings',
    label: 'Old Settings',
    path: '/old-settings/organisation',
    tooltip: 'Organisations, credits and users in the classic settings',
    grants: [organisationUser(SETTINGS_ROLES)],
    highlights: ['/old-settings*'],
  },
  {
    id: 'process',
    label: 'Process',
    path: '/process',
    tooltip: 'How the process works, drawn from the rules the server enforces',
    grants: [organisationUser('any')],
    highlights: ['/process*'],
  },
]

const isGranted = (grants: readonly Grant[], sessionRole: SessionRole | null, roles: readonly string[]): boolean =>
  sessionRole !== null &&
  grants.some(
    (grant) =>
      grant.sessionRole === sessionRole && (grant.roles === 'any' || grant.roles.some((role) => roles.includes(role))),
  )

/** The items this person sees, in display order. */
export const visibleNavItems = (
  roles: readonly string[],
  sessionRole: SessionRole | null,
  flags: FeatureFlags,
): NavItem[] =>
  NAV_ITEMS.filter(
    (item) => (item.featureFlag === undefined || flags[item.featureFlag]) && isGranted(item.grants, sessionRole, roles),
  )

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

export const matchesPathPattern = (pattern: PathPattern, pathname: string): boolean => {
  const path = withoutTrailingSlash(pathname)
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1))
  if (pattern.endsWith('*')) {
    const base = pattern.slice(0, -1)
    return path === base || path.startsWith(`${base}/`)
  }
  return path === pattern
}

/** Whether the item is highlighted on this page: its own path or one of its sub-routes. */
export const isNavItemActive = (item: Pick<NavItem, 'highlights'>, pathname: string): boolean =>
  item.highlights.some((pattern) => matchesPathPattern(pattern, pathname))

// Route access ---------------------------------------------------------------------------------------------------

export type RouteAccess = { readonly public: true } | { readonly public: false; readonly grants: readonly Grant[] }

const open: RouteAccess = { public: true }
const guarded = (...grants: Grant[]): RouteAccess => ({ public: false, grants })
const navGrants = (id: NavItemId): RouteAccess => {
  const item = NAV_ITEMS.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`No navigation item ${id}`)
  return { public: false, grants: item.grants }
}

/**
 * Every route of both spec documents (not the internal /test page), keyed by its path as the router writes it.
 * Role lists follow the navigation item that highlights the route.
 */
export const ROUTE_ACCESS = {
  // Public: each of the first three starts the sign-in flow.
  '/login': open,
  '/logout': open,
  '/review': open,
  // A supply-chain party's SDS, opened by the token of its e-mailed link (no account).
  '/sds': open,
  '/register': open,
  '/page-not-found': open,
  '/internal-server-error': open,

  // Home: the progress board for organisation users, the welcome page for contractors.
  '/': guarded(anyRole('organisationUser'), anyRole('contractor')),
  '/process': guarded(anyRole('organisationUser')),
  '/process/$machineId': guarded(anyRole('organisationUser')),
  // The engagement lifecycle, and with ?engagement={id} that engagement's history (the API decides who sees it).
  '/process/engagement': guarded(anyRole('organisationUser')),
  '/edit-org-info': guarded(anyRole('organisationUser')),
  // The local mailbox: its mails carry sign-up links, so only the provider's admin reads it (Mailbox:Read).
  '/mailbox': guarded(organisationUser([ROLE.providerAdmin])),
  '/assessments': navGrants('assessments'),
  '/review/$engagementId': guarded(anyRole('organisationUser'), anyRole(REVIEWER_LINK_ROLE)),
  '/manual-reviews': navGrants('manualReviews'),
  '/manual-review/$engagementId': navGrants('manualReviews'),

  '/contractors': navGrants('contractors'),
  '/create-contractor': navGrants('contractors'),
  '/import-contractors': navGrants('contractors'),
  '/edit-contractor/$contractorId': navGrants('contractors'),
  '/edit-contractor/$contractorId/create-engagement': navGrants('contractors'),
  '/edit-contractor/$contractorId/edit-engagement/$engagementId': guarded(organisationUser(ENGAGEMENT_EDIT_ROLES)),
  '/edit-contractor/$contractorId/edit-engagement/$engagementId/edit-assessment/$assessmentId': guarded(
    organisationUser(ENGAGEMENT_EDIT_ROLES),
  ),

  '/roles': navGrants('roles'),
  '/create-role': navGrants('roles'),
  '/edit-role/$roleId': navGrants('roles'),
  '/update-role/$roleId': navGrants('roles'),

  '/settings': navGrants('settings'),
  '/settings/$organisationId': navGrants('settings'),
  '/settings/$orgId/manage': navGrants('settings'),
  '/settings/$organisationId/manage-user/$inviteId': navGrants('settings'),
  '/settings/$organisationId/add-user': navGrants('settings'),
  '/settings/$organisationId/add-organisation': navGrants('settings'),

  '/old-settings/organisation': navGrants('oldSettings'),
  '/old-settings/organisation/create-organisation': navGrants('oldSettings'),
  '/old-settings/organisation/edit-organisation/$orgId': navGrants('oldSettings'),
  '/old-settings/credits': navGrants('oldSettings'),
  '/old-settings/my-organisation': navGrants('oldSettings'),
  '/old-settings/my-organisation/invite-user': navGrants('oldSettings'),
  '/old-settings/my-organisation/edit-invite-user/$inviteId': navGrants('oldSettings'),

  '/direct-contractors': navGrants('direct'),
  '/edit-direct-contractor/$contractorId': navGrants('direct'),
  '/edit-direct-contractor/$contractorId/edit-engagement/$engagementId': navGrants('direct'),

  // Contractor side.
  '/additional-info': guarded(anyRole('newContractor')),
  '/edit-info': guarded(anyRole('contractor'), anyRole('newContractor')),
  '/sds-hub': navGrants('sdsHub'),
  '/sds-hub/view-sds/$engagmentId': navGrants('sdsHub'),
  // Answering the contractor's questions, opened from the hub's "Complete Questions".
  '/sds-hub/complete-questions/$engagementId': navGrants('sdsHub'),
  '/working-practices-review': navGrants('workingPracticesReview'),
  '/working-practices-review/start': navGrants('workingPracticesReview'),
  '/working-practices-review/$engagementId': navGrants('workingPracticesReview'),
} as const satisfies Record<string, RouteAccess>

export type RouteId = keyof typeof ROUTE_ACCESS

export type RouteVisitor = { readonly sessionRole: SessionRole | null; readonly roles: readonly string[] }

/** Whether someone with this session role and these role names may open the route. */
export const canOpenRoute = (routeId: RouteId, { sessionRole, roles }: RouteVisitor): boolean => {
  const access: RouteAccess = ROUTE_ACCESS[routeId]
  return access.public || isGranted(access.grants, sessionRole, roles)
}

/**
 * Where a contractor's home is (rule nav.contractor-home): the SDS Hub for a Contractor Type 1, who has no Home item;
 * the welcome page at / for a Contractor.
 */
export const contractorHomePath = (roles: readonly string[]): '/' | '/sds-hub' =>
  roles.includes(ROLE.contractorType1) && !roles.includes(ROLE.contractor) ? '/sds-hub' : '/'

const SESSION_ROLE_WORDS: Record<SessionRole, string> = {
  organisationUser: 'organisation users',
  contractor: 'contractors',
  newContractor: 'contractors completing their details',
  [REVIEWER_LINK_ROLE]: 'reviewers following their e-mailed link',
}

/** Who may open a guarded route, in words: the role names, or the kind of person when any role will do. */
export const whoMayOpen = (routeId: RouteId): string[] => {
  const access: RouteAccess = ROUTE_ACCESS[routeId]
  if (access.public) return []
  const who = access.grants.flatMap((grant): readonly string[] =>
    grant.roles === 'any' ? [`any of the ${SESSION_ROLE_WORDS[grant.sessionRole]}`] : grant.roles,
  )
  return [...new Set(who)]
}
