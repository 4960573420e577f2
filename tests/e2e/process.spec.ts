// Auditors read the process as diagrams drawn from the machines the server enforces: an overview in plain words
// first, the exact machine one press away, and an engagement's real history laid over the lifecycle.

import { readFileSync } from 'node:fs'
import { MACHINES } from '../../machines/index.ts'
import { COVERAGE_MEANING, coverageWords, type MachineCoverage } from '../../src/web/features/process/coverage-words.ts'
import { acceptTermsIfAsked, chooseOrganisation, expectAccessible, screenshotIfAsked, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

const diagram = (page: Page) => page.locator('svg[data-machine]')

/**
 * Every drawn state and transition is named by what it shows first (WCAG 2.5.3, Label in Name): each line of text
 * inside it, but for the loop glyph and the step badges, is in its accessible name.
 */
const namesContainTheirText = (page: Page) =>
  diagram(page).evaluate((svg) =>
    [...svg.querySelectorAll('[role="button"]')].flatMap((part) => {
      const name = part.getAttribute('aria-label') ?? ''
      return [...part.querySelectorAll('text')]
        .filter((text) => !text.closest('[data-step-badge]'))
        .map((text) => (text.textContent ?? '').replace('↺', '').trim())
        .filter((shown) => shown !== '' && !name.includes(shown))
        .map((shown) => `"${shown}" is not in "${name}"`)
    }),
  )

/** The diagram is no wider than its frame (it scales to fit at desk width). */
const fitsItsFrame = (page: Page) =>
  page
    .locator('[data-diagram-scroller]')
    .evaluate((frame) => frame.scrollWidth <= frame.clientWidth + 1 && frame.clientWidth > 0)

const COVERAGE: Record<string, MachineCoverage> = JSON.parse(
  readFileSync(new URL('../../machines/coverage.json', import.meta.url), 'utf8'),
)

test('an auditor reads the process in plain words, opens the exact machine, and follows an engagement’s path', async ({
  page,
}) => {
  // Three diagrams laid out and five axe scans on a busy machine: more than the default minute.
  test.setTimeout(120_000)
  await signIn(page, 'readonly.full')
  // Another spec may have signed this account in first (the terms rules are checked in sign-in.spec.ts).
  await acceptTermsIfAsked(page)
  await chooseOrganisation(page, 'IR35 Portal Provider')

  await page.getByRole('link', { name: 'Process' }).click()
  await expect(page).toHaveURL(/\/process$/)
  const machines = page.getByRole('list', { name: 'Machines' })
  for (const title of ['Engagement lifecycle', 'Questionnaire', 'Reviewer record', 'SDS distribution', 'Dispute'])
    await expect(machines.getByRole('link', { name: title })).toBeVisible()
  // Each machine's badge says what machines/coverage.json, written by the walks through the portal, says.
  for (const entry of MACHINES)
    await expect(page.locator(`[data-machine="${entry.id}"]`)).toContainText(coverageWords(COVERAGE[entry.id]).text)
  await expect(page.getByText(COVERAGE_MEANING)).toBeVisible()
  await expectAccessible(page)

  // A machine opens on its overview: states by title, actions in words, the two deadline facts folded into Open.
  await machines.getByRole('link', { name: 'Dispute' }).click()
  await expect(page).toHaveURL(/\/process\/dispute$/)
  // The layout engine (the app's largest file) loads on the first diagram: on a busy machine, well over 10 s.
  await expect(page.locator('svg[data-view="overview"]')).toBeVisible({ timeout: 30_000 })
  const open = page.getByRole('button', { name: /^Open \(state\)/ })
  await expect(open).toContainText('2 actions stay here')
  await expect(page.getByRole('button', { name: /^Resolved \(final state\)/ })).toBeVisible()
  // No camelCase key, no guard in [brackets], no "Partner +2": plain words only.
  const shown = await diagram(page).locator('text').allTextContents()
  expect(shown.filter((text) => /\b[a-z]+[A-Z]|\[|\+\d/.test(text))).toEqual([])
  expect(shown).toContain('The client confirms the')
  expect(await namesContainTheirText(page)).toEqual([])
  expect(await fitsItsFrame(page)).toBe(true)

  // A transition opens the side panel: its words, who may fire it with every role named in full, then the exact event.
  await page
    .getByRole('button', { name: /^The client confirms the SDS, giving its reasons: from Open to Resolved/ })
    .click()
  const panel = page.getByRole('complementary', { name: 'The client confirms the SDS, giving its reasons' })
  await expect(panel).toBeVisible()
  const firers = panel.getByRole('definition').filter({ has: page.getByRole('listitem') })
  await expect(firers.getByRole('listitem')).toHaveText(['Partner', 'Partner Admin', 'Provider Admin'])
  await expect(panel.getByText('dispute.uphold')).toBeVisible()
  await expectAccessible(page)

  // The exact machine is one press away: events and guards, as the server runs them.
  await page.getByRole('button', { name: 'Exact machine' }).click()
  await expect(page.locator('svg[data-view="exact"]')).toBeVisible({ timeout: 30_000 })
  await expect(
    page.getByRole('button', { name: /^dispute\.deadlinePassed \[isNotOverdue\]: stays in Open/ }),
  ).toBeVisible()
  expect(await namesContainTheirText(page)).toEqual([])
  await expectAccessible(page)

  // An engagement's real history, on the overview of the lifecycle with its main path.
  await page.getByRole('link', { name: 'All machines' }).click()
  await machines.getByRole('link', { name: 'Engagement lifecycle' }).click()
  await expect(page.locator('svg[data-view="overview"]')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[data-main]')).not.toHaveCount(0)
  expect(await fitsItsFrame(page)).toBe(true)
  expect(await namesContainTheirText(page)).toEqual([])
  await screenshotIfAsked(page, { path: 'test-results/process-engagement-overview.png', fullPage: true })
  // Specs that ran earlier add engagements of their own: find this one by name, as an auditor would. Its trail:
  // created, its sign-off user chosen, answered, signed off, sent, acknowledged, reopened.
  await page.getByLabel('Search engagements by name').fill('Interim finance director')
  await page
    .getByRole('list', { name: 'Engagements' })
    .getByRole('link', { name: /Interim finance director/ })
    .click()
  await expect(page).toHaveURL(/\/process\/engagement\?engagement=/)
  await expect(page.locator('[data-chain="intact"]')).toContainText('Audit trail intact: 7 events')
  // A new document: the layout engine loads and lays the diagram out again, as after the reload below.
  await expect(page.locator('g[data-state-id="engagement.reopened"][data-current="true"]')).toBeVisible({
    timeout: 30_000,
  })
  for (const visited of ['started', 'awaitingReview', 'awaitingDistribution', 'awaitingSdsAcceptance', 'complete'])
    await expect(page.locator(`g[data-state-id="engagement.${visited}"][data-highlighted="path"]`)).toHaveCount(1)
  await expect(page.locator('g[data-state-id="engagement.inDispute"][data-highlighted="path"]')).toHaveCount(0)
  await expect(page.locator('tr[data-seq]')).toHaveCount(7)
  await expectAccessible(page)

  // The link survives a reload.
  await page.reload()
  // The diagram is laid out again after the reload (the layout engine is the heaviest chunk): allow for it.
  await expect(page.locator('g[data-state-id="engagement.reopened"][data-current="true"]')).toBeVisible({
    timeout: 30_000,
  })
})
