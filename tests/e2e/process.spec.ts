// Auditors read the process as diagrams drawn from the machines the server enforces.
import { expect, test } from '@playwright/test'
import { acceptTermsIfAsked, chooseOrganisation, expectAccessible, signIn } from './support.ts'

test('an auditor opens /process, a machine, and an engagement’s path through it', async ({ page }) => {
  await signIn(page, 'readonly.full')
  // Another spec may have signed this account in first (the terms rules are checked in sign-in.spec.ts).
  await acceptTermsIfAsked(page)
  await chooseOrganisation(page, 'IR35 Portal Provider')

  await page.getByRole('link', { name: 'Process' }).click()
  await expect(page).toHaveURL(/\/process$/)
  const machines = page.getByRole('list', { name: 'Machines' })
  for (const title of ['Engagement lifecycle', 'Questionnaire', 'Reviewer record', 'SDS distribution', 'Dispute'])
    await expect(machines.getByRole('link', { name: title })).toBeVisible()
  await expect(page.getByText(/Every transition verified by a test/).first()).toBeVisible()
  await expectAccessible(page)

  // A machine drawn from its definition: every state is there, and a state's details open on selection.
  await machines.getByRole('link', { name: 'Dispute' }).click()
  await expect(page).toHaveURL(/\/process\/dispute$/)
  // The layout engine (the app's largest file) loads on the first diagram: on a busy machine, well over 10 s.
  await expect(page.locator('g[data-state-id="dispute.open"]')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('g[data-state-id="dispute.resolved"]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download Mermaid' })).toBeVisible()
  await expectAccessible(page)

  // An engagement's real history, highlighted on the engagement machine.
  await page.goto('/process')
  await machines.getByRole('link', { name: 'Engagement lifecycle' }).click()
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
