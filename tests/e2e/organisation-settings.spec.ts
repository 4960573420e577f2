// The settings screens as a Partner Admin uses them: /settings/{id} with its tree, card and tabs, the organisation
// form's rules, adding a client, the old settings' organisation tree and Credits (rules org.list, org.form,
// org.feature-flags). Signs in as northbridge.admin, which the contractors spec uses too: the terms screen comes in
// whichever runs first.

import { PNG } from '../support/logo-samples.ts'
import { expectAccessible, screenshotIfAsked, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/settings-${name}.png`, fullPage: true })
const NEW_CLIENT = 'Settings Test Client'

test('a Partner Admin manages organisations in the settings screens', async ({ page }) => {
  test.setTimeout(240_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Northbridge Partners')

  await test.step('/settings opens the selected organisation: tree, card and features', async () => {
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/settings\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Organisation Settings' })).toBeVisible()
    const tree = page.getByRole('navigation', { name: 'Organisations' })
    await expect(tree.getByRole('heading', { name: 'My Clients' })).toBeVisible()
    await expect(tree.getByRole('link', { name: 'Northbridge Partners' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Northbridge Partners', level: 2 })).toBeVisible()
    const features = page.locator('#organisation-features > li')
    await expect(features).toHaveCount(4)
    await page.getByRole('button', { name: 'Show more' }).click()
    // A parent admin sees seven flags (rule org.feature-flags).
    await expect(features).toHaveCount(7)
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
    await expectAccessible(page)
    await shot(page, 'organisation')
  })

  await test.step('the Assessment log shows the real audit trail of the clients below', async () => {
    await page.getByRole('tab', { name: 'Assessment log' }).click()
    const log = page.getByRole('table', { name: 'Assessment log' })
    await expect(log.getByRole('row').nth(1)).toBeVisible()
    await expect(log.getByRole('cell', { name: 'Paula Grant' }).first()).toBeVisible()
    await expect(log.getByRole('cell', { name: 'The engagement is created in Started' }).first()).toBeVisible()
    await expect(page.getByText(/^1 - 10 of \d+$/)).toBeVisible()
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^11 - 20 of \d+$/)).toBeVisible()
    await page.getByLabel('Search the assessment log').fill('Payments')
    await expect(page).toHaveURL(/search=Payments/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(log.getByRole('link', { name: 'Payments architect' }).first()).toBeVisible()
    // A reload shows the same list.
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Assessment log' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Search the assessment log')).toHaveValue('Payments')
    await expectAccessible(page)
    await shot(page, 'assessment-log')
  })

  await test.step('adds a client of Northbridge and finds it in the tree', async () => {
    await page.getByRole('link', { name: 'Add organisation' }).click()
    await expect(page.getByRole('heading', { name: 'Add an Organisation' })).toBeVisible()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Please enter an organisation name.')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'add-organisation')
    await page.getByLabel('Organisation name').fill(NEW_CLIENT)
    // The logo is held until the organisation exists, then uploaded.
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('heading', { name: 'Organisation Settings' })).toBeVisible()
    const tree = page.getByRole('navigation', { name: 'Organisations' })
    await tree.getByRole('button', { name: 'Expand Northbridge Partners' }).click()
    await tree.getByRole('link', { name: NEW_CLIENT }).click()
    await expect(page.getByRole('heading', { name: NEW_CLIENT, level: 2 })).toBeVisible()
    const logo = page.getByRole('img', { name: `${NEW_CLIENT} logo` })
    await expect(logo).toBeVisible()
    // Visible comes before loaded: wait for the bytes, then check they decoded as an image.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0)
  })

  await test.step('Manage Organisation: the form messages, the rate flags, cancel with confirmation, save', async () => {
    await page.getByRole('link', { name: 'Manage Organisation' }).click()
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible()
    const name = page.getByLabel('Organisation name')
    await name.fill('')
    await name.blur()
    await expect(page.getByText('Please enter an organisation name.')).toBeVisible()
    await name.fill('x'.repeat(51))
    await expect(
      page.getByText('Maximum characters limit exceeded. Please limit to 50 characters or lower.'),
    ).toBeVisible()
    await name.fill(`${NEW_CLIENT} Ltd`)
    await expect(page.getByText('Maximum characters limit exceeded.', { exact: false })).toBeHidden()

    const hideRate = page.getByRole('checkbox', { name: /Hide the day rate field/ })
    const hideOffset = page.getByRole('checkbox', { name: /Hide the offset/ })
    await expect(hideOffset).toBeDisabled()
    await hideRate.focus()
    await page.keyboard.press('Space')
    await expect(hideRate).toBeChecked()
    await expect(hideOffset).toBeEnabled()
    await expect(hideOffset).not.toBeChecked()
    await hideOffset.focus()
    await page.keyboard.press('Space')
    await expect(hideOffset).toBeChecked()
    // A parent admin sees the insurance flags read only.
    await expect(page.getByRole('checkbox', { name: /Insurance validation tool/ })).toBeDisabled()
    const payBill = page.getByLabel('Annual pay bill')
    await payBill.fill('3.5m')
    await payBill.blur()
    await expect(page.getByText('Please enter the annual pay bill in whole pounds', { exact: false })).toBeVisible()
    await payBill.fill('3,500,000')
    await expect(page.getByText('Please enter the annual pay bill in whole pounds', { exact: false })).toBeHidden()
    await expectAccessible(page)
    await shot(page, 'manage')

    await page.getByRole('button', { name: 'Cancel' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(confirm).toBeVisible()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'No' }).click()
    await expect(name).toHaveValue(`${NEW_CLIENT} Ltd`)

    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('heading', { name: `${NEW_CLIENT} Ltd`, level: 2 })).toBeVisible()
    await page.getByRole('link', { name: 'Manage Organisation' }).click()
    await expect(page.getByRole('checkbox', { name: /Hide the offset/ })).toBeChecked()
    await expect(page.getByLabel('Annual pay bill')).toHaveValue('3500000')
    // The logo: an oversized file is refused in the browser; delete asks first.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
    await expect(page.getByRole('alert').filter({ hasText: 'File size should not be more than 5MB' })).toBeVisible()
    await page.getByRole('button', { name: 'Delete logo' }).click()
    const deleting = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expectAccessible(page)
    await deleting.getByRole('button', { name: 'Yes, delete the logo' }).click()
    await expect(page.getByRole('button', { name: 'Delete logo' })).toBeHidden()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByRole('heading', { name: 'Organisation Settings' })).toBeVisible()
  })

  await test.step('old settings: the organisation tree with search and expand', async () => {
    await page.goto('/old-settings/organisation')
    await expect(page.getByRole('navigation', { name: 'Old settings' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Organisations', exact: true })).toHaveAttribute('aria-current', 'page')
    const tree = page.getByRole('navigation', { name: 'Organisations you manage' })
    await tree.getByRole('button', { name: 'Expand Northbridge Partners' }).click()
    await tree.getByRole('button', { name: 'Expand Acme Retail Group' }).click()
    await tree.getByRole('button', { name: 'Expand Acme Retail Logistics' }).click()
    await expect(tree.getByText('This client has no records to display.')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'old-organisations')
    await tree.getByLabel('Search organisations').fill('Halden')
    await expect(
      tree.getByRole('region', { name: 'Search results' }).getByRole('link', { name: 'Halden Energy' }),
    ).toBeVisible()
    await tree.getByLabel('Search organisations').fill('Zzzz no such client')
    await expect(tree.getByText('No results')).toBeVisible()
    await tree.getByLabel('Search organisations').fill('Halden Ren')
    await tree.getByRole('link', { name: 'Halden Renewables' }).click()
    await expect(page.getByRole('heading', { name: 'Edit Organisation' })).toBeVisible()
    await expect(page.getByLabel('Organisation name')).toHaveValue('Halden Renewables')
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'old-edit')
  })

  await test.step('Credits shows the demo engagements started and completed', async () => {
    await page.getByRole('link', { name: 'Credits' }).click()
    await expect(page.getByRole('heading', { name: 'Credits' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Assessments started and completed per month' })
    await page.getByLabel('Organisation').selectOption({ label: 'Northbridge Partners' })
    await expect(table.getByRole('cell', { name: 'Acme Retail Group' })).toBeVisible()
    const totals = table.getByRole('row', { name: /Total/ })
    await expect(totals).toBeVisible()
    expect(Number(await totals.getByRole('cell').first().innerText())).toBeGreaterThan(0)
    await expectAccessible(page)
    await shot(page, 'credits')
  })
})
