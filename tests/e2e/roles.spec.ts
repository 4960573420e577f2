// The job roles screens as a Partner Admin uses them (rules roles.list, roles.result-column, roles.delete,
// roles.form, engagement.role-screens): page, sort, search and reload the list, show archived roles, archive and
// unarchive, a used role that cannot be deleted, a new role with every rule of its form and the exposure's terms,
// editing it, a concurrent change, and deleting it. After each step the API is asked what it now holds.

import { DEDUCTIBLE_EXPENSES_MESSAGE } from '../../src/domain/exposure-terms.ts'
import { JOB_ROLE_MESSAGES } from '../../src/domain/job-roles.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import {
  apiAnswer,
  apiCall,
  clickRowAt,
  expectAccessible,
  screenshotIfAsked,
  selectedOrganisation,
  signInToOrganisation,
} from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/roles-${name}.png`, fullPage: true })
const NEW_ROLE = 'Playwright Store Planner'

const rolesTable = (page: Page) => page.getByRole('table', { name: 'Roles' })
const roleRow = (page: Page, name: string | RegExp) => rolesTable(page).getByRole('row').filter({ hasText: name })
const searchRoles = async (page: Page, text: string) => {
  await page.getByLabel('Search roles').fill(text)
  await expect(page).toHaveURL((url) => (url.searchParams.get('search') ?? '') === text)
}
const roleIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? ''

test('a Partner Admin keeps the roles of a client', async ({ page }) => {
  test.setTimeout(240_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')

  await test.step('the list pages through the roles, newest first, 30 a page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click()
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible()
    await expect(page.getByText(/^1 - 30 of \d+$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Date created' })).toBeVisible()
    await expect(rolesTable(page).locator('th[aria-sort="descending"]')).toHaveText('Date created')
    await expect(rolesTable(page).getByRole('row')).toHaveCount(31)
    await expect(page.getByRole('link', { name: 'Add new role' })).toBeVisible()
    // Dates as DD/MM/YYYY, and a role never assessed reads Incomplete.
    await expect(
      rolesTable(page)
        .getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })
        .first(),
    ).toBeVisible()
    await expect(rolesTable(page).getByText('Incomplete').first()).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'list')
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^31 - \d+ of \d+$/)).toBeVisible()
  })

  await test.step('sort and search stay in the address, and a reload shows the same list', async () => {
    await page.getByRole('button', { name: 'Role name' }).click()
    await expect(page).toHaveURL(/sort_by=name&sort_direction=asc/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(rolesTable(page).getByRole('row').nth(1)).toContainText('Business Analyst')
    await page.getByRole('button', { name: 'Page 2' }).click()
    await searchRoles(page, 'Data Engineer')
    // A new search starts again at page 1.
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page.getByText(/^1 - \d of \d$/)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Search roles')).toHaveValue('Data Engineer')
    await expect(rolesTable(page).locator('th[aria-sort="ascending"]')).toHaveText('Role name')
    await expect(rolesTable(page).getByRole('row').nth(1)).toContainText('Data Engineer')
    await searchRoles(page, 'no such role anywhere')
    await expect(page.getByText('No roles match your search.', { exact: false })).toBeVisible()
  })

  await test.step('"Show archived roles" adds the archived ones, faded', async () => {
    await searchRoles(page, 'ACME_R104')
    await expect(page.getByText('0 - 0 of 0')).toBeVisible()
    await page.getByText('Show archived roles').click()
    await expect(page).toHaveURL(/include_archived=true/)
    const archived = roleRow(page, 'ACME_R104')
    await expect(archived.getByRole('button', { name: /^Unarchive/ })).toBeVisible()
    await expect(archived.getByText('Archived', { exact: true })).toBeVisible()
    // Faded: the row sits on the subtle background, unlike an active row.
    const background = (cell: ReturnType<Page['locator']>) =>
      cell.evaluate((td) => getComputedStyle(td).backgroundColor)
    expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).not.toContain(
      await background(archived.getByRole('cell').first()),
    )
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Show archived roles' })).toBeChecked()
    await expectAccessible(page)
    await shot(page, 'archived')
  })

  await test.step('archive and unarchive a role', async () => {
    await searchRoles(page, 'ACME_R101')
    const row = roleRow(page, 'ACME_R101')
    await row.getByRole('button', { name: /^Archive/ }).click()
    await expect(row.getByRole('button', { name: /^Unarchive/ })).toBeVisible()
    const list = await apiAnswer(
      page,
      `/assessments/jobroles?org_id=${await selectedOrganisation(page)}&search=ACME_R101&include_archived=true`,
    )
    const id = (list.body as { items: { id: string }[] }).items[0]?.id
    expect(((await apiAnswer(page, `/assessments/jobroles/${id}`)).body as { archived: boolean }).archived).toBe(true)
    await row.getByRole('button', { name: /^Unarchive/ }).click()
    await expect(row.getByRole('button', { name: /^Archive/ })).toBeVisible()
    expect(((await apiAnswer(page, `/assessments/jobroles/${id}`)).body as { archived: boolean }).archived).toBe(false)
  })

  await test.step('a role used for an assessment offers no delete, and the API refuses one', async () => {
    await searchRoles(page, 'ACME_R100')
    const row = roleRow(page, 'ACME_R100')
    await expect(row.getByRole('button', { name: /^Archive/ })).toBeVisible()
    await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    await expect(row.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toHaveCount(2)
    const list = await apiAnswer(
      page,
      `/assessments/jobroles?org_id=${await selectedOrganisation(page)}&search=ACME_R100`,
    )
    const id = (list.body as { items: { id: string }[] }).items[0]?.id
    const refused = await apiAnswer(page, `/assessments/jobroles/${id}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain(JOB_ROLE_MESSAGES.usedRole)
    // A click anywhere on the row opens the role.
    await clickRowAt(row, row.getByRole('cell', { name: 'ACME_R100' }))
    await expect(page).toHaveURL(new RegExp(`/edit-role/${id}$`))
    await expect(page.getByRole('heading', { name: /^Edit Role: / })).toBeVisible()
    await page.goBack()
    await expect(page.getByLabel('Search roles')).toHaveValue('ACME_R100')
  })

  await test.step('a new role: every rule of the form is told in the browser', async () => {
    await page.getByRole('link', { name: 'Add new role' }).click()
    await expect(page).toHaveURL(/\/create-role$/)
    await expect(page.getByRole('heading', { name: 'New Role', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Create an assessment for this Role' })).toBeVisible()
    const save = page.getByRole('button', { name: 'Save' })
    await save.click()
    for (const message of [
      JOB_ROLE_MESSAGES.nameRequired,
      JOB_ROLE_MESSAGES.endClientRequired,
      JOB_ROLE_MESSAGES.startDateRequired,
      JOB_ROLE_MESSAGES.endDateRequired,
      JOB_ROLE_MESSAGES.dailyRateRequired,
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'create-empty')

    await page.getByLabel('Role name').fill('R'.repeat(51))
    await expect(page.getByText(maxLengthMessage(50))).toBeVisible()
    await page.getByLabel('Role name').fill(NEW_ROLE)
    await expect(page.getByText(JOB_ROLE_MESSAGES.nameRequired)).toBeHidden()

    await page.getByLabel('Day rate').fill('lots')
    await expect(page.getByText(JOB_ROLE_MESSAGES.dailyRateInvalid, { exact: true })).toBeVisible()
    await page.getByLabel('Day rate').fill('-5')
    await expect(page.getByText(JOB_ROLE_MESSAGES.dailyRateNegative, { exact: true })).toBeVisible()
    await page.getByLabel('Day rate').fill('450.50')

    await page.getByLabel('Start date').fill('30/06/2027')
    await page.getByLabel('End date').fill('01/06/2027')
    await expect(page.getByText(JOB_ROLE_MESSAGES.startAfterEnd)).toBeVisible()
    await page.getByLabel('End date').fill('31/12/2027')
    await expect(page.getByText(JOB_ROLE_MESSAGES.startAfterEnd)).toBeHidden()
    // The days read DD/MM/YYYY, as typed.
    await expect(page.getByLabel('Start date')).toHaveValue('30/06/2027')
    await expect(page.getByLabel('End date')).toHaveValue('31/12/2027')

    await page.getByRole('searchbox', { name: 'End client' }).fill('Ac')
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible()
    await page.getByRole('searchbox', { name: 'End client' }).fill('Acme Retail G')
    await page
      .getByRole('region', { name: 'End client results' })
      .getByRole('button', { name: /^Acme Retail Group/ })
      .click()
    await expect(page.getByText(JOB_ROLE_MESSAGES.endClientRequired)).toBeHidden()

    await page.getByRole('searchbox', { name: 'Agency' }).fill('Northbr')
    await save.click()
    await expect(page.getByText(JOB_ROLE_MESSAGES.agencyRequired)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Agency' }).fill('Acme Retail G')
    await page
      .getByRole('region', { name: 'Agency results' })
      .getByRole('button', { name: /^Acme Retail Group/ })
      .click()
    await expect(page.getByText(JOB_ROLE_MESSAGES.sameEndClientAndAgency)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'create-errors')
    await page.getByRole('button', { name: 'Change agency' }).click()
    await page.getByRole('searchbox', { name: 'Agency' }).fill('Northbridge')
    await page
      .getByRole('region', { name: 'Agency results' })
      .getByRole('button', { name: /^Northbridge Partners/ })
      .click()
    await expect(page.getByText(JOB_ROLE_MESSAGES.sameEndClientAndAgency)).toBeHidden()
    await page.getByLabel('Reference ID').fill('PW_ROLE_1')
    // The exposure's terms, as an engagement's: monthly in arrears at 30 days until changed.
    await expect(page.getByLabel('Invoicing frequency')).toHaveValue('monthly')
    await page.getByLabel('Invoicing frequency').selectOption({ label: 'Weekly in arrears' })
    await page.getByLabel('Payment terms (days)').fill('121')
    await expect(page.getByText('Please enter payment terms from 0 to 120 days.')).toBeVisible()
    await page.getByLabel('Payment terms (days)').fill('14')
    await expect(page.getByText('Please enter payment terms from 0 to 120 days.')).toBeHidden()
    // Deductible expenses a working day: optional, pounds with at most two decimals.
    const expenses = page.getByLabel('Deductible expenses per working day (optional)')
    await expect(expenses).toHaveValue('')
    await expenses.fill('12.345')
    await expect(page.getByText(DEDUCTIBLE_EXPENSES_MESSAGE)).toBeVisible()
    await expenses.fill('45.50')
    await expect(page.getByText(DEDUCTIBLE_EXPENSES_MESSAGE)).toBeHidden()
    await shot(page, 'create-filled')
    await save.click()
    await expect(page).toHaveURL(/\/edit-role\/[0-9a-f-]{36}$/)
    const saved = await apiCall<{ deductible_expenses_per_day: number }>(
      page,
      `/assessments/jobroles/${new URL(page.url()).pathname.split('/').pop()}`,
    )
    expect(saved.deductible_expenses_per_day).toBe(45.5)
  })

  await test.step('an end client that hides the rate field: no day rate is asked or kept', async () => {
    const client = await apiAnswer(page, '/actors/organisations', {
      method: 'POST',
      body: {
        name: 'Playwright Hidden Rate Client',
        parent_id: await organisationIdOf(page, 'Northbridge Partners'),
        hide_rate_field: true,
      },
    })
    expect(client.status, JSON.stringify(client.body)).toBe(201)
    const roleUrl = page.url()
    await page.goto('/create-role')
    await page.getByLabel('Role name').fill('Playwright Hidden Rate Role')
    await page.getByLabel('Start date').fill('04/01/2027')
    await page.getByLabel('End date').fill('31/03/2027')
    await expect(page.getByLabel('Day rate')).toBeVisible()
    await page.getByRole('searchbox', { name: 'End client' }).fill('Playwright Hidden')
    await page
      .getByRole('region', { name: 'End client results' })
      .getByRole('button', { name: /^Playwright Hidden Rate Client/ })
      .click()
    await expect(page.getByLabel('Day rate')).toBeHidden()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/edit-role\/[0-9a-f-]{36}$/)
    await expect(page.getByLabel('Day rate')).toBeHidden()
    const stored = (await apiAnswer(page, `/assessments/jobroles/${roleIdOf(page)}`)).body as Record<string, unknown>
    expect(stored).toMatchObject({ name: 'Playwright Hidden Rate Role', daily_rate: null })
    expect((await apiAnswer(page, `/assessments/jobroles/${roleIdOf(page)}`, { method: 'DELETE' })).status).toBe(204)
    await page.goto(roleUrl)
  })

  let roleId = ''
  await test.step('the saved role opens for editing, end client and agency read-only', async () => {
    roleId = roleIdOf(page)
    await expect(page.getByRole('heading', { name: `Edit Role: ${NEW_ROLE}`, level: 1 })).toBeVisible()
    await expect(page.getByText('Save Engagement details to commence assessment')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'End client' })).toHaveValue('Acme Retail Group')
    await expect(page.getByRole('textbox', { name: 'End client' })).toHaveAttribute('readonly', '')
    await expect(page.getByRole('textbox', { name: 'Agency' })).toHaveValue('Northbridge Partners')
    await expect(page.getByLabel('Start date')).toHaveValue('30/06/2027')
    await expect(page.getByLabel('Day rate')).toHaveValue('450.50')
    const stored = (await apiAnswer(page, `/assessments/jobroles/${roleId}`)).body as Record<string, unknown>
    expect(stored).toMatchObject({
      name: NEW_ROLE,
      reference: 'PW_ROLE_1',
      daily_rate: 450.5,
      organisation_name: 'Acme Retail Group',
      archived: false,
      invoicing_frequency: 'weekly',
      payment_terms_days: 14,
      scottish_taxpayer: false,
      client_size: null,
    })
    expect(String(stored.start_date)).toContain('2027-06-30')
    await expect(page.getByLabel('Invoicing frequency')).toHaveValue('weekly')
    await expect(page.getByLabel('Payment terms (days)')).toHaveValue('14')
    await expectAccessible(page)
    await shot(page, 'edit')
  })

  await test.step('Save sends the changes; a change made meanwhile by someone else is told, and reloaded', async () => {
    await page.getByLabel('Role name').fill(`${NEW_ROLE} II`)
    await page.getByLabel('Day rate').fill('475')
    await page.getByLabel("Client's size").selectOption({ label: 'Private sector, small' })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: `Edit Role: ${NEW_ROLE} II`, level: 1 })).toBeVisible()
    let stored = (await apiAnswer(page, `/assessments/jobroles/${roleId}`)).body as Record<string, unknown>
    expect(stored).toMatchObject({
      name: `${NEW_ROLE} II`,
      daily_rate: 475,
      reference: 'PW_ROLE_1',
      invoicing_frequency: 'weekly',
      client_size: 'small',
    })

    // Someone else renames it while this page is open.
    const changed = await apiAnswer(page, `/assessments/jobroles/${roleId}`, {
      method: 'PATCH',
      body: [{ op: 'replace', path: '/reference', value: 'PW_ROLE_2' }],
      version: stored.version as number,
    })
    expect(changed.status).toBe(200)
    await page.getByLabel('End date').fill('30/11/2027')
    await page.getByRole('button', { name: 'Save' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this role' })
    await expect(notice).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'edit-conflict')
    await notice.getByRole('button', { name: 'Reload the role' }).click()
    await expect(page.getByLabel('Reference ID')).toHaveValue('PW_ROLE_2')
    await expect(page.getByLabel('End date')).toHaveValue('31/12/2027')
    stored = (await apiAnswer(page, `/assessments/jobroles/${roleId}`)).body as Record<string, unknown>
    expect(String(stored.end_date)).toContain('2027-12-31')
  })

  await test.step('a role never used is deleted after the confirmation', async () => {
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/roles/)
    await searchRoles(page, 'Playwright Store')
    const row = roleRow(page, `${NEW_ROLE} II`)
    await row.getByRole('button', { name: /^Delete/ }).click()
    const dialog = page.getByRole('alertdialog', { name: JOB_ROLE_MESSAGES.deleteConfirmTitle })
    await expect(dialog).toContainText(JOB_ROLE_MESSAGES.deleteConfirmText)
    await expectAccessible(page)
    await shot(page, 'delete-confirm')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: /^Delete/ }).click()
    await dialog.getByRole('button', { name: JOB_ROLE_MESSAGES.deleteConfirm }).click()
    await expect(page.getByText('No roles match your search.', { exact: false })).toBeVisible()
    expect((await apiAnswer(page, `/assessments/jobroles/${roleId}`)).status).toBe(404)
  })
})

const organisationIdOf = async (page: Page, name: string) => {
  const found = await apiAnswer(page, `/actors/organisations/search?search=${encodeURIComponent(name)}`)
  return (found.body as { items: { id: string; name: string }[] }).items.find((item) => item.name === name)?.id
}
