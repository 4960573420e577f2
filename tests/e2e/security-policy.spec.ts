// The built app works under its Content-Security-Policy: the browser refuses nothing on the pages that load the
// most (sign-in, the lists, the process diagram's layout engine, the terms' HTML).
import { expect, type Page, test } from '@playwright/test'
import { signInToOrganisation } from './support.ts'

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
