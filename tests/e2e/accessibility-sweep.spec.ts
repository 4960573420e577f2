// An axe sweep, once per page, over the routes each role can reach: for every demo role in turn, each route its
// navigation rules open that no earlier role has had scanned, then the first row of each list it sees (the pages
// with an id in their path). Zero serious or critical violations. The same visits check the phone: at 390 px wide
// no page scrolls sideways, every route of every role (a route another role had scanned is visited again at that
// width only, without the scan). It runs after the screens' own specs (its own Playwright project), so the
// accounts it signs in are met there for the first time as those specs expect.

import { canOpenRoute, ROUTE_ACCESS, type RouteId } from '../../src/domain/navigation.ts'
import type { SessionRole } from '../../src/domain/roles.ts'
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../../src/server/seed/demo-data.ts'
import { acceptTermsIfAsked, chooseOrganisation, expectAccessible, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

/** Routes that are a step of a flow rather than a page to land on, each covered by its own spec. */
const NOT_LANDED_ON = new Set<string>(['/login', '/logout', '/review', '/sds', '/register', '/internal-server-error'])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The route a path belongs to, the way ROUTE_ACCESS writes it, matched segment by segment. */
const routeOf = (pathname: string): RouteId | undefined => {
  const segments = pathname.split('/')
  return (Object.keys(ROUTE_ACCESS) as RouteId[]).find((route) => {
    const pattern = route.split('/')
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith('$') ? UUID.test(segments[i]!) : part === segments[i]))
    )
  })
}

const sessionRoleOf = (account: (typeof DEMO_ACCOUNTS)[number]): SessionRole =>
  account.organisation ? 'organisationUser' : 'contractor'

const scanned = new Set<string>()

const DESK = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }

/** At a phone's width the document is no wider than the screen: nothing scrolls sideways. */
const expectFitsPhone = async (page: Page, who: string) => {
  await page.setViewportSize(PHONE)
  // One frame for what the width changes in React (the navigation drawer) before measuring.
  const width = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
  )
  expect
    .soft(width, `${new URL(page.url()).pathname} for ${who} is ${width} px wide at 390 px`)
    .toBeLessThanOrEqual(PHONE.width)
  await page.setViewportSize(DESK)
}

/** Opens the path and waits for its page heading and for the data behind it. */
const open = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
}

/** Opens the path, scans it, and measures it at a phone's width. */
const scan = async (page: Page, path: string, who: string) => {
  await open(page, path)
  await expectAccessible(page)
  await expectFitsPhone(page, who)
  // Both the route asked for and the one shown (a contractor's / may be their hub).
  scanned.add(routeOf(path) ?? path)
  scanned.add(routeOf(new URL(page.url()).pathname) ?? path)
}

/** One path for each page with an id that this page links to and no scan has reached yet. */
const unscannedLinks = async (page: Page) => {
  const paths = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))
  const byRoute = new Map<string, string>()
  for (const path of paths) {
    const route = routeOf(path)
    if (route?.includes('$') && !scanned.has(route) && !byRoute.has(route)) byRoute.set(route, path)
  }
  return [...byRoute.values()]
}

// One account per role (the first with it); the onboarding route is the contractor-profile spec's own.
const accounts = DEMO_ACCOUNTS.filter(
  (account, i) => account.name !== 'new.contractor' && DEMO_ACCOUNTS.findIndex((a) => a.role === account.role) === i,
)

for (const account of accounts) {
  test(`every page ${account.name} (${account.role}) reaches passes axe`, async ({ page }) => {
    test.setTimeout(180_000)
    const visitor = { sessionRole: sessionRoleOf(account), roles: [account.role] }
    const routes = (Object.keys(ROUTE_ACCESS) as RouteId[]).filter(
      (route) => !route.includes('$') && !NOT_LANDED_ON.has(route) && canOpenRoute(route, visitor),
    )
    await signIn(page, account.name)
    await acceptTermsIfAsked(page)
    const organisation = DEMO_ORGANISATIONS.find((o) => o.key === account.organisation)
    if (organisation) await chooseOrganisation(page, organisation.name)
    for (const route of routes) {
      if (!scanned.has(route)) await scan(page, route, account.name)
      else {
        await open(page, route)
        await expectFitsPhone(page, account.name)
      }
      for (const path of await unscannedLinks(page))
        if (!scanned.has(routeOf(path)!)) await scan(page, path, account.name)
    }
  })
}

// The Settings screen's tabs are one route: each tab (API keys and Webhooks only for an administrator) is scanned and
// measured at a phone's width here, as a Partner Admin opens them by keyboard.
test('every tab of Settings a Partner Admin opens passes axe and fits a phone', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'partner.admin')
  await acceptTermsIfAsked(page)
  await chooseOrganisation(page, 'Northbridge Partners')
  await open(page, '/settings')
  const ready: Record<string, () => Promise<void>> = {
    Users: () => expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible(),
    'Assessment log': () => expect(page.getByRole('table', { name: 'Assessment log' })).toBeVisible(),
    'API keys': () => expect(page.getByRole('heading', { name: 'Keys of this organisation' })).toBeVisible(),
    Webhooks: () => expect(page.getByRole('heading', { name: 'Endpoints of this organisation' })).toBeVisible(),
  }
  for (const [tab, shown] of Object.entries(ready)) {
    await page.getByRole('tab', { name: tab }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await shown()
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    await expectAccessible(page)
    await expectFitsPhone(page, `partner.admin on the ${tab} tab of Settings`)
  }
})

test.afterAll(() => {
  // The sweep must have reached the pages with an id too, or it proved little about them.
  expect([...scanned].filter((route) => route.includes('$')).length).toBeGreaterThanOrEqual(10)
})
