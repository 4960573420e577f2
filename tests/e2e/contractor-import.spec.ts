// Importing contractors from a CSV file as a Partner Admin does it (docs/contractor-import.md): from the contractors
// page to the import screen (which survives a reload), the template, a file with a new, an existing and a bad row,
// the preview with the form's own messages, the confirmation, the result and the refused rows to download; then
// what the API holds. Each screen is scanned with axe and fits a phone.
import { readFile } from 'node:fs/promises'
import { IMPORT_COLUMNS } from '../../src/domain/contractor-import.ts'
import { CONTRACTOR_MESSAGES } from '../../src/domain/contractors.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { apiCall, expectAccessible, screenshotIfAsked, selectedOrganisation, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = async (page: Page, name: string) => {
  await screenshotIfAsked(page, { path: `test-results/contractor-import-${name}-desk.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${name} is ${width} px wide at 390 px`).toBeLessThanOrEqual(390)
  await screenshotIfAsked(page, { path: `test-results/contractor-import-${name}-phone.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })
}

const row = (values: Record<(typeof IMPORT_COLUMNS)[number], string>) =>
  IMPORT_COLUMNS.map((column) => `"${values[column]}"`).join(',')

test('a Partner Admin imports contractors from a CSV file, sees what was refused and downloads it', async ({
  page,
}) => {
  await signInToOrganisation(page, 'northbridge.admin', 'Halden Renewables')
  const organisationId = await selectedOrganisation(page)
  const stamp = Date.now()
  const known = `known.${stamp}@example.test`
  await apiCall(page, '/actors/contractors', {
    method: 'POST',
    body: {
      first_name: 'Kim',
      last_name: 'Known',
      company_name: 'Known Ltd',
      company_number: 'KN123456',
      email: known,
      phone_number: '0123456',
      organisation_id: organisationId,
    },
  })

  await page.goto('/contractors')
  await page.getByRole('link', { name: 'Import from CSV' }).click()
  await expect(page).toHaveURL(/\/import-contractors$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Import contractors', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'choose')

  const template = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the template' }).click()
  const downloaded = await template
  expect(downloaded.suggestedFilename()).toBe('contractors-template.csv')
  expect(await readFile(await downloaded.path(), 'utf8')).toContain(IMPORT_COLUMNS.map((c) => `"${c}"`).join(','))

  const base = {
    last_name: 'Import',
    phone_number: '+447700900123',
    company_name: 'Import Ltd',
    company_number: 'im123456',
    external_reference: '',
    share_with_provider: 'no',
  }
  const fresh = [`ada.${stamp}@example.test`, `ben.${stamp}@example.test`]
  const file = [
    IMPORT_COLUMNS.join(','),
    row({ ...base, first_name: 'Ada', email: fresh[0]! }),
    row({ ...base, first_name: 'Ben', email: fresh[1]!, share_with_provider: 'yes' }),
    row({ ...base, first_name: 'Kim', email: known }),
    row({ ...base, first_name: '', email: `bad.${stamp}@example.test`, phone_number: 'ring me' }),
  ].join('\r\n')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'halden-renewables.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  })

  await expect(page.getByRole('heading', { name: 'Check before importing' })).toBeFocused()
  await expect(
    page.getByText('halden-renewables.csv: 4 rows. 2 contractors ready to import, 1 skipped, 1 refused.'),
  ).toBeVisible()
  const refused = page.getByRole('table', { name: 'Refused rows' })
  await expect(refused.getByRole('row', { name: /^5 / })).toContainText(CONTRACTOR_MESSAGES.phoneShape)
  await expect(refused).toContainText(MESSAGES.firstNameRequired)
  await expect(page.getByRole('table', { name: 'Skipped rows' })).toContainText(known)
  await expectAccessible(page)
  await shot(page, 'preview')

  // Nothing is written before the person confirms.
  const before = await apiCall<{ count: number }>(page, `/actors/contractors?org_id=${organisationId}&search=${stamp}`)
  expect(before.count).toBe(1)
  const importButton = page.getByRole('button', { name: 'Import 2 contractors' })
  const dialog = page.getByRole('alertdialog', { name: 'Import 2 contractors?' })
  // Cancel imports nothing and gives the focus back to the button that asked.
  await importButton.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(importButton).toBeFocused()
  await importButton.click()
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeFocused()
  await expect(page.getByText('Imported 2 contractors from halden-renewables.csv. 1 skipped, 1 refused.')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Imported rows' })).toContainText(fresh[1]!)
  await expectAccessible(page)
  await shot(page, 'result')

  const refusedDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the refused rows' }).click()
  const refusedFile = await refusedDownload
  expect(refusedFile.suggestedFilename()).toBe('refused-halden-renewables.csv')
  const refusedText = await readFile(await refusedFile.path(), 'utf8')
  expect(refusedText).toContain('"errors"')
  expect(refusedText).toContain(CONTRACTOR_MESSAGES.phoneShape)

  // What the server now holds: the two new contractors, the known one untouched, the bad row nowhere.
  const after = await apiCall<{ count: number; items: { email: string; share_with_provider: boolean }[] }>(
    page,
    `/actors/contractors?org_id=${organisationId}&search=${stamp}`,
  )
  expect(after.items.map((item) => item.email).sort()).toEqual([...fresh, known].sort())
  expect(after.items.find((item) => item.email === fresh[1])?.share_with_provider).toBe(true)

  await page.getByRole('link', { name: 'See the contractors' }).click()
  await expect(page).toHaveURL(/\/contractors/)
})
