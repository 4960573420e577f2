// Shared steps for the browser tests: sign in through the identity provider's own page, accept the
// terms as a person would, and scan each page with axe.
import { type BrowserContext, expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test'
import axe from 'axe-core'
import { SESSION_COOKIE } from '../../src/server/auth/sign-in-sessions.ts'
import { DEMO_PASSWORD, demoEmail } from '../../src/server/seed/demo-data.ts'
import { claimsOf } from '../support/api.ts'

export const signIn = async (page: Page, account: string, password = DEMO_PASSWORD) =>
  signInWithEmail(page, demoEmail(account), password)

/** Signs in someone who is not a demo account (an invited or registered person). */
export const signInWithEmail = async (page: Page, email: string, password: string) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Reads the terms to the end, ticks the box and saves; checks the rules of the screen on the way. */
export const acceptTerms = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible()
  const accept = page.getByRole('checkbox', { name: /I have read and accept/ })
  const save = page.getByRole('button', { name: 'Save' })
  await expect(accept).toBeDisabled()
  await expect(save).toBeDisabled()
  await expectAccessible(page)
  await page
    .getByRole('region', { name: 'Terms and conditions text' })
    .evaluate((area) => area.scrollTo({ top: area.scrollHeight }))
  await expect(accept).toBeEnabled()
  await expect(save).toBeDisabled()
  // Ark's checkbox keeps the real input visually hidden: tick it as a keyboard user does.
  await accept.focus()
  await page.keyboard.press('Space')
  await expect(accept).toBeChecked()
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeHidden()
}

/** The selector's button once an organisation is selected (for a person of one organisation, at sign-in). */
const organisationSelected = (page: Page) => page.getByRole('button', { name: /^Organisation: (?!Please select)/ })

/**
 * After signing in: the terms screen shows on an account's first sign-in of the run only, so an account that
 * two spec files use accepts it in whichever runs first; then the organisation is selected (a person of one
 * organisation) or the prompt asks for one.
 */
export const acceptTermsIfShown = async (page: Page) => {
  const terms = page.getByRole('heading', { name: 'Updated Terms and Conditions' })
  const prompt = page.getByRole('alertdialog', { name: 'Select an organisation' })
  await expect(terms.or(prompt).or(organisationSelected(page))).toBeVisible()
  if (await terms.isVisible()) await acceptTerms(page)
}

/**
 * After signing in an account that several spec files use without an organisation to choose (contractors): the
 * terms screen shows on its first sign-in of the run only, then the browser goes straight to the destination.
 */
export const acceptTermsIfAsked = async (page: Page) => {
  const terms = page.getByRole('heading', { name: 'Updated Terms and Conditions' })
  // Past the identity provider (/idp) and the sign-in callback (/login): either the terms, or the destination.
  const pastSignIn = () => !/^\/(login|idp)\b/.test(new URL(page.url()).pathname)
  await expect.poll(async () => (await terms.isVisible()) || pastSignIn()).toBe(true)
  if (await terms.isVisible()) await acceptTerms(page)
}

/** The labels of the main navigation, in order. */
export const navigationOf = async (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').allInnerTexts()

/**
 * An axe scan with no serious or critical violation: every axe-core rule, run in the page itself. axe-core is
 * injected once per document; AxeBuilder injected its 580 kB source again on every scan and finished each scan in
 * a new blank page, several seconds a scan on CI's two cores (the app has no frames, which that served).
 */
export const expectAccessible = async (page: Page) => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Only the violations come back, already summed up: axe's whole result (every passing node's HTML) is megabytes
  // for the test runner to receive and parse, on every scan.
  const serious = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  })
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * A picture of the screen for a person to look at, taken only when E2E_SCREENSHOTS=1: no test reads it, and a
 * full-page one costs a second or more of layout and encoding on CI. A failing test gets its picture anyway.
 */
export const screenshotIfAsked = async (page: Page, options: PageScreenshotOptions) => {
  if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot(options)
}

/**
 * Works on the organisation: the one already selected for a person of one organisation, or one found by searching
 * the selector (after the "Select an organisation" prompt, for a person of several), as a person would.
 */
/**
 * Clicks a cell of a row whose one link stretches over the row, as a person clicking anywhere on it does. The click
 * goes to the link at the cell's place, so Playwright still waits for the row to stand still and checks the link
 * is what takes the click (a forced click on the cell skips both and may land on a page still moving).
 */
export const clickRowAt = async (row: Locator, cell: Locator) => {
  const link = row.getByRole('link').first()
  await expect(link).toBeVisible()
  const [linkBox, cellBox] = await Promise.all([link.boundingBox(), cell.boundingBox()])
  if (!linkBox || !cellBox) throw new Error('The row is not on the page')
  await link.click({
    position: { x: cellBox.x + cellBox.width / 2 - linkBox.x, y: cellBox.y + cellBox.height / 2 - linkBox.y },
  })
}

export const chooseOrganisation = async (page: Page, name: string) => {
  const prompt = page.getByRole('alertdialog', { name: 'Select an organisation' })
  await expect(prompt.or(organisationSelected(page))).toBeVisible()
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'OK' }).click()
  else if ((await organisationSelected(page).textContent())?.includes(name)) return
  const search = page.getByPlaceholder('Please start typing to search for an organisation')
  if (!(await search.isVisible())) await page.getByRole('button', { name: /Organisation:/ }).click()
  await search.fill(name)
  await page.getByRole('region', { name: 'Search results' }).getByRole('button', { name }).click()
  await expect(page.getByRole('button', { name: /Organisation:/ })).toContainText(name)
}

type BrowserState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The browser state (cookies: the sign-in session; local storage) each account left once it worked on an organisation. */
const keptSessions = new Map<string, BrowserState>()

/** When the state's sign-in session ends, in seconds since 1970: its cookie's expiry (0 without one). */
const expiryOf = (state: BrowserState) => state.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.expires ?? 0

/**
 * Signs a demo account in and works on the organisation, for a test about what comes after (sign-in.spec.ts is
 * about signing in). The account's first time in this worker goes through the identity provider's page, the terms
 * if they are shown, and the organisation prompt; later tests start from the browser state that left, as the
 * person's next visit does (the page resumes the sign-in session), which saves a sign-in of several seconds each.
 */
export const signInToOrganisation = async (page: Page, account: string, organisation: string) => {
  const key = `${account} in ${organisation}`
  const kept = keptSessions.get(key)
  // A session that would end during the test is not worth keeping.
  if (kept && expiryOf(kept) * 1000 > Date.now() + 10 * 60_000) {
    await page.context().setStorageState(kept)
    await page.goto('/')
    await expect(page.getByRole('button', { name: /Organisation:/ })).toContainText(organisation)
    return
  }
  await signIn(page, account)
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, organisation)
  keptSessions.set(key, await page.context().storageState())
}

/**
 * The page's access token, obtained the way the app obtains one: a renewal from the sign-in session, asked from
 * inside the page so that its session cookie goes with it. The app keeps its own token in memory only, out of a
 * test's reach; this one is of the same session and organisation.
 */
export const pageToken = async (page: Page) => {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/identity/session/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    return { status: response.status, text: await response.text() }
  })
  expect(answer.status, `the page's sign-in session gave no token: ${answer.text}`).toBe(200)
  return (JSON.parse(answer.text) as { access_token: string }).access_token
}

/** The claims of the page's access token: who is signed in, in which organisation. */
export const pageClaims = async (page: Page) =>
  claimsOf(await pageToken(page)) as { actorId: string; organisationId: string | null }

/** The organisation the page works on. */
export const selectedOrganisation = async (page: Page) => (await pageClaims(page)).organisationId as string

export type ApiAnswer<T = unknown> = { status: number; body: T }

type ApiInit = { method?: string; body?: unknown; version?: number }

/** A call to the API with the page's own token, whatever it answers: the status, and the JSON body (null if none). */
export const apiAnswer = async <T = unknown>(page: Page, path: string, init: ApiInit = {}): Promise<ApiAnswer<T>> =>
  page.evaluate(
    async ({ token, path, method, body, version }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` }
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (version !== undefined) headers['if-match'] = `"${version}"`
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : null }
    },
    { token: await pageToken(page), path, method: init.method ?? 'GET', body: init.body, version: init.version },
  )

/** A call with the page's own token that must succeed (a GET with 200): the body, what the server now holds. */
export const apiCall = async <T>(page: Page, path: string, init: ApiInit = {}) => {
  const method = init.method ?? 'GET'
  const answer = await apiAnswer<T>(page, path, init)
  const message = `${method} ${path}: ${JSON.stringify(answer.body)}`
  if (method === 'GET') expect(answer.status, message).toBe(200)
  else expect(answer.status, message).toBeLessThan(300)
  return answer.body
}
