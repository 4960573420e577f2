// What the app's first page brings: the shell and the route parsers, not the domain's Effect Schema decoders,
// which load beside the calls and forms that use them (about 27 kB gzip kept off every first load); all of it in a
// few files, within the first-load budget, under an app shell that the HTML paints before any script runs.
import { gzipSync } from 'node:zlib'
import { registeredMachine } from '../../machines/index.ts'
import { HOME_COOKIE } from '../../src/domain/home-hint.ts'
import { DIRECTORY_HEADING } from '../../src/web/features/assessments-directory/directory-heading.ts'
import { CONTRACTOR_WELCOME_HEADING } from '../../src/web/features/contractor-profile/welcome-heading.ts'
import { BOARD_HEADING } from '../../src/web/features/progress-board/board-heading.ts'
import { acceptTermsIfShown, chooseOrganisation, signIn } from './support.ts'
import { type APIRequestContext, expect, test } from './test.ts'

/** A string only Effect Schema's code holds: its error's type id survives minifying. */
const SCHEMA_MARK = '~effect/Schema/SchemaError'

/** Issue 28's first-load budget (gzip), which every route's first load must keep; the shell is part of each. */
const FIRST_LOAD_BUDGET_KB = 200

/** The scripts and stylesheets the HTML asks for before the app runs: the entry and its module preloads. */
const firstLoadOf = async (request: APIRequestContext) => {
  const page = await request.get('/')
  expect(page.headers()['content-type']).toMatch(/^text\/html/)
  const html = await page.text()
  const files = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)
  return {
    html,
    scripts: files(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
    styles: files(/href="(\/assets\/[^"]+\.css)"/g),
  }
}

test('the first load carries no Effect Schema', async ({ request }) => {
  const { scripts } = await firstLoadOf(request)
  // The entry and what it imports at once: the router, React, Query, the session machine among them.
  expect(scripts.length).toBeGreaterThan(0)
  const carrying: string[] = []
  for (const script of scripts)
    if ((await (await request.get(script)).text()).includes(SCHEMA_MARK)) carrying.push(script)
  expect(carrying).toEqual([])
})

test('the shell comes in a few files within the first-load budget', async ({ request }) => {
  const { scripts, styles } = await firstLoadOf(request)
  // One file for everything the entry imports at once, beside the entry and the bundler's runtime: forty-odd
  // files, a request each over a phone's network, before.
  expect(scripts.length).toBeLessThanOrEqual(4)
  expect(styles).toHaveLength(1)
  let bytes = 0
  for (const file of [...scripts, ...styles]) bytes += gzipSync(await (await request.get(file)).body()).length
  expect(bytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)
})

test('the HTML paints the app shell before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  // The header's band with the brand, as the app draws it, and an announced loading line under it.
  const header = page.getByRole('banner')
  await expect(header).toContainText('IR35 Portal')
  await expect(page.getByRole('status')).toHaveText('Loading the IR35 Portal…')
  // Styled by the stylesheet alone: the band is the app header's height and dark, the page's outline is drawn.
  const band = await header.boundingBox()
  expect(band?.height).toBe(60)
  expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  await expect(page.locator('.boot-shell__block').first()).toBeVisible()
  await context.close()
})

/** The files a route's split chunks (component and loader) bring with their static imports, as the entry names them. */
const routeFilesOf = async (request: APIRequestContext, entry: string, routeFile: string) => {
  const entryText = await (await request.get(entry)).text()
  const own = [
    ...entryText.matchAll(new RegExp(`["\`]\\./(${routeFile.replaceAll('.', '\\.')}-[\\w-]+\\.js)["\`]`, 'g')),
  ]
  const texts = new Map<string, string>()
  const visit = async (file: string) => {
    if (texts.has(file)) return
    const text = await (await request.get(`/assets/${file}`)).text()
    texts.set(file, text)
    // Static imports only: `import(...)` loads later and is no part of the first load.
    for (const [, imported] of text.matchAll(/(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g)) await visit(imported!)
  }
  for (const [, file] of own) await visit(file!)
  return { own: own.length, texts }
}

/** Strings only the code a screen loads beside its data holds. */
const LOADED_LATER = {
  questionnaire: 'Save progress',
  'the HTML sanitiser': 'DOMPurify',
  'the data table': 'getCoreRowModel',
}

const ASSESSMENT_SCREENS = [
  'review._engagementId',
  'manual-review._engagementId',
  'sds-hub.complete-questions._engagementId',
  'working-practices-review._engagementId',
  'edit-contractor._contractorId.edit-engagement._engagementId.index',
  'edit-role._roleId',
  'update-role._roleId',
]

test("the assessment screens' first load is their frame: the questionnaire, sanitiser and tables load with the data", async ({
  request,
}) => {
  const { scripts } = await firstLoadOf(request)
  const entry = scripts.find((script) => /\/index-[\w-]+\.js$/.test(script))!
  for (const routeFile of ASSESSMENT_SCREENS) {
    const { own, texts } = await routeFilesOf(request, entry, routeFile)
    // The entry names the route's code (its component, and its loader that starts the rest).
    expect(own, routeFile).toBeGreaterThan(0)
    for (const [what, mark] of Object.entries(LOADED_LATER))
      expect(
        [...texts].filter(([, text]) => text.includes(mark)).map(([file]) => file),
        `${what} in ${routeFile}`,
      ).toEqual([])
  }
})

/** Screens whose form or content loads beside their data (or behind a moment's spinner), Effect Schema with it. */
const FRAME_ONLY_SCREENS = [
  'edit-contractor._contractorId.edit-engagement._engagementId.index',
  'edit-role._roleId',
  'working-practices-review.start',
  'edit-info',
  'additional-info',
  'edit-direct-contractor._contractorId.edit-engagement._engagementId',
  'sds',
  'sds-hub.view-sds._engagmentId',
]

test('the saved engagement and role screens, the start of a review, the profile and the SDS pages carry no Effect Schema and keep within the first-load budget', async ({
  request,
}) => {
  const { scripts, styles } = await firstLoadOf(request)
  const entry = scripts.find((script) => /\/index-[\w-]+\.js$/.test(script))!
  let shell = 0
  for (const file of [...scripts, ...styles]) shell += gzipSync(await (await request.get(file)).body()).length
  const shellFiles = new Set(scripts.map((script) => script.replace('/assets/', '')))
  for (const routeFile of FRAME_ONLY_SCREENS) {
    const { own, texts } = await routeFilesOf(request, entry, routeFile)
    expect(own, routeFile).toBeGreaterThan(0)
    expect(
      [...texts].filter(([, text]) => text.includes(SCHEMA_MARK)).map(([file]) => file),
      routeFile,
    ).toEqual([])
    let bytes = shell
    for (const [file, text] of texts) if (!shellFiles.has(file)) bytes += gzipSync(text).length
    expect(bytes / 1024, routeFile).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)
  }
})

test('the shell shows the page’s heading where it is the same for everyone, and at / the home this browser showed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const shellHeading = () => page.locator('#boot-shell').getByRole('heading', { level: 1 })
  await page.goto('/assessments')
  await expect(shellHeading()).toHaveText(DIRECTORY_HEADING.title)
  await expect(page.locator('#boot-shell')).toContainText(DIRECTORY_HEADING.description)
  // Beside it, still the announced loading line.
  await expect(page.getByRole('status')).toHaveText('Loading the IR35 Portal…')
  await page.goto('/process/engagement')
  await expect(shellHeading()).toHaveText(registeredMachine('engagement')!.title)
  // A page whose heading depends on its record (or that does not exist) has none in its shell.
  await page.goto(`/contractors/${crypto.randomUUID()}`)
  await expect(shellHeading()).toHaveCount(0)
  // `/` is the board or the contractor's welcome: with no home told by this browser, no heading.
  await page.goto('/')
  await expect(shellHeading()).toHaveCount(0)
  await context.addCookies([{ name: HOME_COOKIE, value: 'contractor', url: baseURL! }])
  await page.goto('/')
  await expect(shellHeading()).toHaveText(CONTRACTOR_WELCOME_HEADING.title)
  await expect(page.locator('#boot-shell')).toContainText(CONTRACTOR_WELCOME_HEADING.description)
  await context.addCookies([{ name: HOME_COOKIE, value: '<script>', url: baseURL! }])
  await page.goto('/')
  await expect(shellHeading()).toHaveCount(0)
  await context.close()
})

test('the app takes over from the shell: one heading throughout, and / remembers the home it showed', async ({
  page,
}) => {
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, 'Northbridge Partners')
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIRECTORY_HEADING.title)
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.locator('#boot-shell')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD_HEADING.title)
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === HOME_COOKIE)?.value)
    .toBe('board')
  // The next load of / paints the board's heading before any script has run.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain(`<h1 class="boot-shell__heading">${BOARD_HEADING.title}</h1>`)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === HOME_COOKIE))
    .toBe(false)
})

test("a list's rows come in without moving what is drawn: the pager appears with them", async ({ page }) => {
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, 'Northbridge Partners')
  // A phone, where the pager drawn above the loading row was on screen and pushed down by the rows (Lighthouse's
  // layout shift on the directory).
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/assessments')
  await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible()
  await expect(page.getByLabel('Rows per page')).toBeVisible()
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true })
        // No entry at all is no shift: the observer is only called with entries.
        setTimeout(() => resolve(0), 1000)
      }),
  )
  expect(shifted).toBe(0)
})
