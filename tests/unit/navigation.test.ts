import { describe, expect, it } from 'vitest'
import {
  canOpenRoute,
  isNavItemActive,
  NAV_ITEMS,
  type NavItemId,
  ROUTE_ACCESS,
  type RouteId,
  visibleNavItems,
  whoMayOpen,
} from '#domain/navigation'
import { ROLE, ROLES } from '#domain/roles'

const flagsOn = { contractors_and_roles: true }
const flagsOff = { contractors_and_roles: false }
const ids = (items: readonly { id: NavItemId }[]) => items.map((item) => item.id)
const item = (id: NavItemId) => {
  const found = NAV_ITEMS.find((candidate) => candidate.id === id)
  if (!found) throw new Error(id)
  return found
}

describe('visibleNavItems', () => {
  it('shows a Provider Admin every organisation item of the table, in display order', () => {
    expect(ids(visibleNavItems([ROLE.providerAdmin], 'organisationUser', flagsOn))).toEqual([
      'progress',
      'assessments',
      'contractors',
      'roles',
      'direct',
      'settings',
      'oldSettings',
      'process',
    ])
  })

  it('hides Contractors and Roles unless the contractors_and_roles flag is on', () => {
    const visible = ids(visibleNavItems([ROLE.partner], 'organisationUser', flagsOff))
    expect(visible).toEqual(['progress', 'assessments', 'process'])
  })

  it('shows a Partner Progress, Assessments, Contractors, Roles and Process only', () => {
    expect(ids(visibleNavItems([ROLE.partner], 'organisationUser', flagsOn))).toEqual([
      'progress',
      'assessments',
      'contractors',
      'roles',
      'process',
    ])
  })

  it('shows a Consultancy Manager Direct and Manual Reviews but not Progress', () => {
    expect(ids(visibleNavItems([ROLE.consultancyManager], 'organisationUser', flagsOn))).toEqual([
      'direct',
      'manualReviews',
      'process',
    ])
  })

  it('shows a Provider Manual Reviewer Progress, Direct and Manual Reviews', () => {
    expect(ids(visibleNavItems([ROLE.providerManualReviewer], 'organisationUser', flagsOn))).toEqual([
      'progress',
      'direct',
      'manualReviews',
      'process',
    ])
  })

  it('shows Read-Only Full Tool every organisation item', () => {
    expect(ids(visibleNavItems([ROLE.readOnlyFullTool], 'organisationUser', flagsOn))).toEqual([
      'progress',
      'assessments',
      'contractors',
      'roles',
      'direct',
      'manualReviews',
      'settings',
      'oldSettings',
      'process',
    ])
  })

  it('combines the items of several roles without repeating one', () => {
    const visible = ids(visibleNavItems([ROLE.partner, ROLE.consultancyManager], 'organisationUser', flagsOn))
    expect(visible).toEqual(['progress', 'assessments', 'contractors', 'roles', 'direct', 'manualReviews', 'process'])
  })

  it('shows an organisation user without roles (no organisation chosen yet) only Process', () => {
    expect(ids(visibleNavItems([], 'organisationUser', flagsOn))).toEqual(['process'])
  })

  it('shows a Contractor Home and Working Practices Review, and a Contractor Type 1 the SDS Hub', () => {
    expect(ids(visibleNavItems([ROLE.contractor], 'contractor', flagsOn))).toEqual(['home', 'workingPracticesReview'])
    expect(ids(visibleNavItems([ROLE.contractorType1], 'contractor', flagsOn))).toEqual(['sdsHub'])
  })

  it('shows a new contractor nothing: onboarding comes first', () => {
    expect(visibleNavItems([ROLE.contractor], 'newContractor', flagsOn)).toEqual([])
  })

  it('shows a reviewer by e-mail link only Review, whatever role names the token carries', () => {
    expect(ids(visibleNavItems([], 'reviewer-via-email-link', flagsOn))).toEqual(['review'])
    expect(ids(visibleNavItems([ROLE.partner], 'reviewer-via-email-link', flagsOn))).toEqual(['review'])
  })

  it('does not let organisation role names leak into a contractor session', () => {
    expect(ids(visibleNavItems([ROLE.providerAdmin], 'contractor', flagsOn))).toEqual([])
  })

  it('shows nothing without a session', () => {
    expect(visibleNavItems([ROLE.providerAdmin], null, flagsOn)).toEqual([])
  })

  it('carries the spec tooltips word for word', () => {
    expect(Object.fromEntries(NAV_ITEMS.map((navItem) => [navItem.label, navItem.tooltip]))).toMatchObject({
      Progress: 'Track your assessments progress',
      Assessments: 'All your assessments',
      Contractors: 'Add and view your contractors',
      Roles: 'Add and view your roles',
      Settings: 'Manage your users and clients',
      Review: 'This page is the review page',
      Home: 'Learn about your portal',
      'SDS Hub': 'Manage your Assessments and SDS',
      'Working Practices Review': 'Do your own working practice review',
      Process: 'How the process works, drawn from the rules the server enforces',
    })
    for (const navItem of NAV_ITEMS) expect(navItem.tooltip.length).toBeGreaterThan(0)
  })
})

describe('isNavItemActive', () => {
  const cases: [NavItemId, string, boolean][] = [
    ['contractors', '/contractors', true],
    ['contractors', '/create-contractor', true],
    ['contractors', '/edit-contractor/c1', true],
    ['contractors', '/edit-contractor/c1/edit-engagement/e1/edit-assessment/a1', true],
    ['contractors', '/edit-contractor', false],
    ['contractors', '/contractors-archive', false],
    ['contractors', '/direct-contractors', false],
    ['roles', '/roles', true],
    ['roles', '/create-role', true],
    ['roles', '/edit-role/r1', true],
    ['roles', '/update-role/r1', true],
    ['roles', '/roles/', true],
    ['settings', '/settings', true],
    ['settings', '/settings/o1/manage-user/i1', true],
    ['settings', '/settingsx', false],
    ['settings', '/old-settings/organisation', false],
    ['oldSettings', '/old-settings/my-organisation/invite-user', true],
    ['oldSettings', '/old-settings', true],
    ['direct', '/direct-contractors', true],
    ['direct', '/edit-direct-contractor/c1/edit-engagement/e1', true],
    ['direct', '/edit-contractor/c1', false],
    ['manualReviews', '/manual-reviews', true],
    ['manualReviews', '/manual-review/e1', true],
    ['manualReviews', '/manual-review', false],
    ['progress', '/', true],
    ['progress', '/assessments', false],
    ['home', '/', true],
    ['home', '/edit-info', false],
    ['review', '/review/e1', true],
    ['sdsHub', '/sds-hub/view-sds/e1', true],
    ['workingPracticesReview', '/working-practices-review/start', true],
    ['process', '/process', true],
    ['assessments', '/assessments', true],
    ['assessments', '/assessments/x', false],
  ]
  for (const [id, pathname, active] of cases) {
    it(`${active ? 'highlights' : 'does not highlight'} ${id} on ${pathname}`, () => {
      expect(isNavItemActive(item(id), pathname)).toBe(active)
    })
  }
})

describe('canOpenRoute', () => {
  const publicRoutes: RouteId[] = [
    '/login',
    '/logout',
    '/review',
    '/sds',
    '/register',
    '/page-not-found',
    '/internal-server-error',
  ]

  it('opens the public routes to anyone, signed in or not', () => {
    for (const route of publicRoutes) {
      expect(canOpenRoute(route, { sessionRole: null, roles: [] })).toBe(true)
      expect(canOpenRoute(route, { sessionRole: 'contractor', roles: [ROLE.contractor] })).toBe(true)
    }
  })

  it('keeps every other route closed without a session', () => {
    for (const route of Object.keys(ROUTE_ACCESS) as RouteId[]) {
      if (publicRoutes.includes(route)) continue
      expect(canOpenRoute(route, { sessionRole: null, roles: [ROLE.providerAdmin] }), route).toBe(false)
    }
  })

  it('opens / to organisation users and contractors but not to new contractors or reviewers', () => {
    expect(canOpenRoute('/', { sessionRole: 'organisationUser', roles: [] })).toBe(true)
    expect(canOpenRoute('/', { sessionRole: 'contractor', roles: [ROLE.contractorType1] })).toBe(true)
    expect(canOpenRoute('/', { sessionRole: 'newContractor', roles: [ROLE.contractor] })).toBe(false)
    expect(canOpenRoute('/', { sessionRole: 'reviewer-via-email-link', roles: [] })).toBe(false)
  })

  it('uses the navigation role lists for the routes an item highlights', () => {
    const partner = { sessionRole: 'organisationUser' as const, roles: [ROLE.partner] }
    expect(canOpenRoute('/contractors', partner)).toBe(true)
    expect(canOpenRoute('/edit-contractor/$contractorId', partner)).toBe(true)
    expect(canOpenRoute('/update-role/$roleId', partner)).toBe(true)
    expect(canOpenRoute('/settings', partner)).toBe(false)
    expect(canOpenRoute('/old-settings/credits', partner)).toBe(false)
    expect(canOpenRoute('/manual-reviews', partner)).toBe(false)
    expect(canOpenRoute('/direct-contractors', partner)).toBe(false)

    const manualReviewer = { sessionRole: 'organisationUser' as const, roles: [ROLE.providerManualReviewer] }
    expect(canOpenRoute('/manual-review/$engagementId', manualReviewer)).toBe(true)
    expect(canOpenRoute('/edit-direct-contractor/$contractorId/edit-engagement/$engagementId', manualReviewer)).toBe(
      true,
    )
    expect(canOpenRoute('/assessments', manualReviewer)).toBe(false)

    const partnerAdmin = { sessionRole: 'organisationUser' as const, roles: [ROLE.partnerAdmin] }
    expect(canOpenRoute('/settings/$organisationId/manage-user/$inviteId', partnerAdmin)).toBe(true)
    expect(canOpenRoute('/old-settings/organisation/edit-organisation/$orgId', partnerAdmin)).toBe(true)
  })

  it('restricts the engagement editing routes to a narrower role set than the contractor pages', () => {
    const signOff = { sessionRole: 'organisationUser' as const, roles: [ROLE.signOffUser] }
    expect(canOpenRoute('/edit-contractor/$contractorId', signOff)).toBe(true)
    expect(canOpenRoute('/edit-contractor/$contractorId/edit-engagement/$engagementId', signOff)).toBe(false)
    expect(
      canOpenRoute('/edit-contractor/$contractorId/edit-engagement/$engagementId/edit-assessment/$assessmentId', {
        sessionRole: 'organisationUser',
        roles: [ROLE.partner],
      }),
    ).toBe(true)
  })

  it('opens /review/{id} to organisation users and reviewers by e-mail link, and nothing else to a reviewer', () => {
    expect(canOpenRoute('/review/$engagementId', { sessionRole: 'organisationUser', roles: [] })).toBe(true)
    expect(canOpenRoute('/review/$engagementId', { sessionRole: 'reviewer-via-email-link', roles: [] })).toBe(true)
    expect(canOpenRoute('/review/$engagementId', { sessionRole: 'contractor', roles: [ROLE.contractor] })).toBe(false)
    for (const route of Object.keys(ROUTE_ACCESS) as RouteId[]) {
      if (publicRoutes.includes(route) || route === '/review/$engagementId') continue
      expect(canOpenRoute(route, { sessionRole: 'reviewer-via-email-link', roles: [ROLE.providerAdmin] }), route).toBe(
        false,
      )
    }
  })

  it('opens /edit-org-info and /process to any organisation user', () => {
    for (const route of ['/edit-org-info', '/process'] as const) {
      expect(canOpenRoute(route, { sessionRole: 'organisationUser', roles: [] })).toBe(true)
      expect(canOpenRoute(route, { sessionRole: 'contractor', roles: [ROLE.contractor] })).toBe(false)
    }
  })

  it('opens /additional-info to new contractors only and /edit-info to both kinds of contractor', () => {
    expect(canOpenRoute('/additional-info', { sessionRole: 'newContractor', roles: [ROLE.contractor] })).toBe(true)
    expect(canOpenRoute('/additional-info', { sessionRole: 'contractor', roles: [ROLE.contractor] })).toBe(false)
    expect(canOpenRoute('/edit-info', { sessionRole: 'newContractor', roles: [] })).toBe(true)
    expect(canOpenRoute('/edit-info', { sessionRole: 'contractor', roles: [] })).toBe(true)
    expect(canOpenRoute('/edit-info', { sessionRole: 'organisationUser', roles: [ROLE.providerAdmin] })).toBe(false)
  })

  it('opens the SDS hub to Contractor Type 1 and the working practices review to Contractor', () => {
    const type1 = { sessionRole: 'contractor' as const, roles: [ROLE.contractorType1] }
    const plain = { sessionRole: 'contractor' as const, roles: [ROLE.contractor] }
    expect(canOpenRoute('/sds-hub', type1)).toBe(true)
    expect(canOpenRoute('/sds-hub/view-sds/$engagmentId', type1)).toBe(true)
    expect(canOpenRoute('/sds-hub', plain)).toBe(false)
    expect(canOpenRoute('/working-practices-review/$engagementId', plain)).toBe(true)
    expect(canOpenRoute('/working-practices-review/start', type1)).toBe(false)
    expect(canOpenRoute('/working-practices-review', { sessionRole: 'newContractor', roles: [ROLE.contractor] })).toBe(
      false,
    )
  })

  it('never opens an organisation route to a contractor, whatever role names the token carries', () => {
    const contractor = { sessionRole: 'contractor' as const, roles: ROLES.map((role) => role.name) }
    for (const route of ['/assessments', '/contractors', '/settings', '/direct-contractors'] as const) {
      expect(canOpenRoute(route, contractor), route).toBe(false)
    }
  })
})

describe('who may open a route, as the refused page says it', () => {
  it('names the roles, or the kind of person when any role will do', () => {
    expect(whoMayOpen('/manual-reviews')).toEqual([
      ROLE.providerManualReviewer,
      ROLE.consultancyManager,
      ROLE.readOnlyFullTool,
    ])
    expect(whoMayOpen('/process')).toEqual(['any of the organisation users'])
    expect(whoMayOpen('/login')).toEqual([])
  })
})
