// "Download full record" on the edit engagement screen: the Partner downloads the engagement's whole record, a ZIP
// named after the engagement and the day, whose manifest matches its files; the screen passes an axe scan.
import { readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import { acceptTermsIfShown, apiCall, chooseOrganisation, expectAccessible, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

const ENGAGEMENT = 'Payments architect'

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/engagement-record-${name}.png`, fullPage: true })

test('the Partner downloads the full record of an engagement from its edit screen', async ({ page }) => {
  // Signing in with the terms, a download and three axe scans: more than the default minute on a busy machine.
  test.setTimeout(120_000)
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, 'Acme Retail Group')
  const found = await apiCall<{ items: { id: string; name: string }[] }>(
    page,
    `/assessments/engagements?search=${encodeURIComponent(ENGAGEMENT)}&page=1&page_size=10`,
  )
  const engagement = await apiCall<{ id: string; contractor_id: string }>(
    page,
    `/assessments/engagements/${found.items.find((item) => item.name === ENGAGEMENT)!.id}`,
  )
  await page.goto(`/edit-contractor/${engagement.contractor_id}/edit-engagement/${engagement.id}`)
  const button = page.getByRole('button', { name: 'Download full record' })
  await expect(button).toBeVisible()
  await expectAccessible(page)
  await button.scrollIntoViewIfNeeded()
  await shot(page, 'edit-engagement')

  const downloading = page.waitForEvent('download')
  await button.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^engagement-record-payments-architect-\d{4}-\d{2}-\d{2}\.zip$/)
  const bytes = new Uint8Array(readFileSync((await download.path())!))
  // A ZIP starts with its first local file header.
  expect(strFromU8(bytes.subarray(0, 4))).toBe('PK\u0003\u0004')
  const entries = unzipSync(bytes)
  const manifest = JSON.parse(strFromU8(entries['manifest.json']!))
  expect(manifest.engagement.name).toBe(ENGAGEMENT)
  expect(manifest.files.map((file: { path: string }) => file.path)).toEqual(
    expect.arrayContaining(['README.txt', 'engagement.json', 'audit-trail.json', 'assessments/1.json']),
  )
  await expect(page.getByRole('status').filter({ hasText: `Saved as ${download.suggestedFilename()}` })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'downloaded')
  await page
    .getByRole('region', { name: 'Full record' })
    .screenshot({ path: 'test-results/engagement-record-panel.png' })

  // The engagement's history, reached as an auditor does, offers the same download and shows the export as what it
  // is: a fact recorded on the trail that left the status as it was, not a stray transition.
  await page.getByRole('link', { name: 'Process' }).click()
  await page.getByRole('list', { name: 'Machines' }).getByRole('link', { name: 'Engagement lifecycle' }).click()
  await page.getByLabel('Search engagements by name').fill(ENGAGEMENT)
  await page.getByRole('list', { name: 'Engagements' }).getByRole('link', { name: ENGAGEMENT }).click()
  await expect(page.getByRole('button', { name: 'Download full record' })).toBeVisible()
  const exported = page.locator('tr[data-seq]').filter({ hasText: 'engagement.recordExported' }).first()
  await expect(exported).toContainText('The full record of the engagement was exported')
  await expect(exported.locator('[data-fact]')).toHaveText('Recorded on the trail; the status did not change')
  await expect(page.getByText('Not a transition of the engagement machine')).toHaveCount(0)
  await expectAccessible(page)
})
