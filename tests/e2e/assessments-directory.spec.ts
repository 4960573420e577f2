// The assessments directory at /assessments (rule directory.screen): every assessment in reach, filtered by
// type, result and progress in the URL, cleared at once, opened by its row, and exported as CSV.
import { readFile } from 'node:fs/promises'
import { acceptTermsIfShown, chooseOrganisation, expectAccessible, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/assessments-directory-${name}.png`, fullPage: true })

const table = (page: Page) => page.getByRole('table', { name: 'Assessments' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
/** The cells of one column, by its position (1-based). */
const columnCells = (page: Page, position: number) => table(page).locator(`tbody tr td:nth-child(${position})`)

test('a Partner finds, filters, opens and exports assessments', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, 'Northbridge Partners')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click()
  await expect(page.getByRole('heading', { name: 'Assessments', level: 1 })).toBeVisible()
  await expect(page.getByText('This page holds all the assessments that you have access to.')).toBeVisible()

  await test.step('ten to a page, newest start date first', async () => {
    await expect(page.getByText(/^1 - 10 of \d+$/)).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(10)
    await expect(table(page).locator('th[aria-sort="descending"]')).toHaveText('Start date')
    for (const header of ['Name', 'Contractor', 'Organisation', 'Type', 'Start date', 'Progress', 'Result'])
      await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'list')
  })

  await test.step('the filters narrow the list, live in the URL, and clear at once', async () => {
    await page.getByLabel('Type').selectOption('Contractor')
    await expect(page).toHaveURL(/type=Contractor/)
    await page.getByLabel('Progress').selectOption('SDS Ready to send')
    await expect(page).toHaveURL(/progress=SDS/)
    await expect(table(page).getByRole('link', { name: 'Mobile app developer' })).toBeVisible()
    await expect(table(page).getByRole('link', { name: 'Route optimisation analyst' })).toBeVisible()
    for (const type of await columnCells(page, 4).allInnerTexts()) expect(type).toBe('Contractor')
    await page.getByLabel('Result').selectOption('Inside IR35')
    await expect(page).toHaveURL(/result=Inside/)
    await expect(table(page).getByRole('link', { name: 'Mobile app developer' })).toBeVisible()
    await expect(table(page).getByRole('link', { name: 'Route optimisation analyst' })).toBeHidden()
    await page.reload()
    await expect(page.getByLabel('Result')).toHaveValue('Inside IR35')
    await expect(bodyRows(page)).toHaveCount(1)
    await shot(page, 'filtered')
    await page.getByRole('button', { name: 'Clear all filters' }).click()
    await expect(page).not.toHaveURL(/type=|progress=|result=/)
    await expect(page.getByLabel('Type')).toHaveValue('')
    await expect(bodyRows(page)).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeDisabled()
  })

  await test.step('archived assessments show on request', async () => {
    await page.getByLabel('Search assessments').fill('fleet telematics')
    await expect(page.getByText('No results have been found.')).toBeVisible()
    await page.getByText('Show archived assessments', { exact: true }).click()
    await expect(page).toHaveURL(/show_archived=true/)
    await expect(table(page).getByRole('link', { name: 'Fleet telematics consultant' })).toBeVisible()
    await expect(bodyRows(page).first()).toContainText('(archived)')
    await page.getByRole('button', { name: 'Clear all filters' }).click()
    await expect(page.getByLabel('Search assessments')).toHaveValue('')
  })

  await test.step('export CSV downloads what the filters select', async () => {
    await page.getByLabel('Type').selectOption('Role')
    await expect(page).toHaveURL(/type=Role/)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^assessments-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
    const lines = text.split('\r\n').filter((line) => line !== '')
    expect(lines[0]).toBe(
      '"Name","Contractor","Organisation","Type","Start date","Progress","Status","Result","Archived"',
    )
    const total = Number((await page.getByText(/^1 - \d+ of \d+$/).innerText()).split(' of ')[1])
    // Every page, not the one on screen.
    expect(lines).toHaveLength(total + 1)
    expect(total).toBeGreaterThan(10)
    expect(lines.slice(1).every((line) => line.includes('"Role"'))).toBe(true)
  })

  await test.step('a row opens its engagement', async () => {
    await page.getByRole('button', { name: 'Clear all filters' }).click()
    await page.getByLabel('Search assessments').fill('payments architect')
    await expect(bodyRows(page)).toHaveCount(1)
    // A click anywhere on the row (the name's link stretches over it): here, well right of the name.
    const row = bodyRows(page).first()
    const box = (await row.boundingBox())!
    await row.click({ position: { x: box.width * 0.6, y: box.height / 2 } })
    await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+\/edit-engagement\/[0-9a-f-]+$/)
  })

  await test.step('a role row opens the role', async () => {
    await page.goto('/assessments?type=Role&search=warehouse')
    await table(page).getByRole('link', { name: 'Warehouse operations lead' }).click()
    await expect(page).toHaveURL(/\/edit-role\/[0-9a-f-]+$/)
  })
})
