// The built app works under its Content-Security-Policy: the browser refuses nothing on the pages that load the
// most (sign-in, the lists, the process diagram's layout engine, the terms' HTML).

import { signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

/** What the browser reports refusing under the page's policy, and any script error. */
const watchRefusals = (page: Page) => {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|violates/i.test(message.text())) refusals.push(message.text())
  })
  page.on('pageerror', (error) => refusals.push(`page error: ${error.message}`))
  return refusals
}

test('the sign-in page and the signed-in app load with nothing refused by the policy', async ({ page }) => {
  const refusals = watchRefusals(page)
  await signInToOrganisation(page, 'partner', 'Acme Retail Group')
  for (const path of ['/assessments', '/settings']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  // A process page lays out its diagram with the layout engine, loaded on demand after the heading shows.
  await page.goto('/process/dispute')
  await expect(page.locator('g[data-state-id="dispute.open"]')).toBeVisible({ timeout: 30_000 })
  expect(refusals).toEqual([])
})

test("an inline script in a page's HTML does not run", async ({ page }) => {
  const refusals = watchRefusals(page)
  await page.goto('/page-not-found')
  // As a stored summary or terms text would if the sanitiser missed it: the policy is the second line of defence.
  const ran = await page.evaluate(async () => {
    const holder = document.createElement('div')
    holder.innerHTML = '<img src="x" onerror="window.__injected = true">'
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(holder, script)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  // Chromium words it "Executing inline script violates …" or "Refused to execute inline …", by version.
  expect(refusals.some((line) => /inline (script|event handler)/i.test(line))).toBe(true)
})

test('the app files go compressed and are kept by the browser; the page is asked for again each time', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js'))
      scripts.push(response.url())
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)

  const script = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(script.status()).toBe(200)
  expect(script.headers()['content-encoding']).toBe('br')
  expect(script.headers()['content-type']).toMatch(/javascript/)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const plain = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect((await plain.body()).length).toBeGreaterThan(Number(script.headers()['content-length']))

  const index = await request.get('/assessments')
  expect(index.headers()['cache-control']).toBe('no-cache')
  expect(index.headers()['content-type']).toMatch(/text\/html/)
  const missing = await request.get('/assets/no-such-chunk-0000.js')
  expect(missing.status()).toBe(404)
})
