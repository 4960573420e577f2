// The contractors screens as a Partner Admin uses them (rules contractors.list, lists.paging,
// contractors.form, errors.empty-texts, lists.defaults, contractors.edit-screen): page, sort, search and filter the
// list and keep it across a reload; create a contractor through every validation message and the companies register
// search; edit, save and delete with a confirmation.

import { NO_COMPANIES_FOUND } from '../../src/domain/companies.ts'
import { CONTRACTOR_MESSAGES } from '../../src/domain/contractors.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import { DEMONSTRATION_NOTE } from '../../src/web/features/contractors/company-search-field.tsx'
import { NO_ASSESSMENTS_TEXT } from '../../src/web/features/contractors/contractor-assessments.tsx'
import { STALE_TEXT } from '../../src/web/features/contractors/contractor-details.tsx'
import { NO_CONTRACTORS_TEXT, NO_MATCHES_TEXT } from '../../src/web/features/contractors/contractors-list-page.tsx'
import { NO_INSURANCE_TEXT } from '../../src/web/features/contractors/insurance-status.tsx'
import { PREFILLED_NOTE } from '../../src/web/features/contractors/new-contractor.tsx'
import {
  apiAnswer,
  apiCall,
  expectAccessible,
  screenshotIfAsked,
  selectedOrganisation,
  signInToOrganisation,
} from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/contractors-${name}.png`, fullPage: true })

/** Signs in as a Partner Admin of Northbridge Partners and works on one of its clients. */
const signInToAcme = async (page: Page, organisation = 'Acme Retail Group') => {
  await signInToOrganisation(page, 'northbridge.admin', organisation)
}

/** How many contractors the selected organisation holds, as the API counts them. */
const acmeContractorCount = async (page: Page): Promise<number> => {
  const answer = await apiCall<{ count: number }>(
    page,
    `/actors/contractors?org_id=${await selectedOrganisation(page)}`,
  )
  return answer.count
}

const rangeLabel = (page: Page) => page.getByText(/^\d+ - \d+ of \d+$/)
const table = (page: Page, name = 'Contractors') => page.getByRole('table', { name })
/** The visible text of one column of the table's body rows (a name's first line: the dot's words follow). */
const column = async (page: Page, index: number, name = 'Contractors') =>
  (await table(page, name).locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map(
    (text) => text.split('\n')[0]!,
  )

/**
 * The column once the rows in it are in `order`: the range and the header change at the click, the rows when the
 * new page arrives (the old ones stay meanwhile), so a read straight after the click may see the old rows.
 */
const sortedColumn = async (page: Page, index: number, order: 'ascending' | 'descending', rows: number) => {
  const inOrder = (values: string[]) =>
    values.every(
      (value, i) => i === 0 || (order === 'ascending' ? 1 : -1) * values[i - 1]!.localeCompare(value, 'en') <= 0,
    )
  await expect
    .poll(async () => {
      const values = await column(page, index)
      return values.length === rows && inOrder(values)
    })
    .toBe(true)
  return column(page, index)
}

test('the contractors list pages, sorts, searches and filters, and a reload keeps where it was', async ({ page }) => {
  await signInToAcme(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contractors' }).click()
  await expect(page).toHaveURL(/\/contractors$/)
  await expect(page.getByRole('heading', { name: 'Contractors', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add new contractor' })).toBeVisible()
  // Acme's demo contractors, and those that specs running earlier added (read from the API, not assumed).
  const total = await acmeContractorCount(page)
  expect(total).toBeGreaterThan(30)
  expect(total).toBeLessThanOrEqual(60)
  await expect(rangeLabel(page)).toHaveText(`1 - 30 of ${total}`)
  await expect(table(page).locator('tbody tr')).toHaveCount(30)
  // Acme does not share leads: no "IR35 Insurance requested" column.
  await expect(page.getByRole('columnheader', { name: 'IR35 Insurance requested' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending')
  const names = await column(page, 1)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  await expectAccessible(page)
  await shot(page, 'list')

  // Page 2, kept in the URL across a reload.
  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(rangeLabel(page)).toHaveText(`31 - ${total} of ${total}`)
  await page.reload()
  await expect(rangeLabel(page)).toHaveText(`31 - ${total} of ${total}`)
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  // Sorting by company starts again at page 1; a second click turns it round.
  const companyHeader = page.getByRole('columnheader', { name: /LTD Company Name/ })
  await companyHeader.getByRole('button').click()
  await expect(page).toHaveURL(/sort_by=company_name/)
  await expect(companyHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(rangeLabel(page)).toHaveText(`1 - 30 of ${total}`)
  const ascending = await sortedColumn(page, 2, 'ascending', 30)
  await companyHeader.getByRole('button').click()
  await expect(companyHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/sort_direction=desc/)
  const descending = await sortedColumn(page, 2, 'descending', 30)
  expect(descending).not.toEqual(ascending)

  // Rows per page 10: four page buttons at a time.
  await page.getByLabel('Rows per page').selectOption('10')
  await expect(rangeLabel(page)).toHaveText(`1 - 10 of ${total}`)
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page / })).toHaveCount(4)
  await page.reload()
  await expect(rangeLabel(page)).toHaveText(`1 - 10 of ${total}`)
  await expect(companyHeader).toHaveAttribute('aria-sort', 'descending')

  // Search (debounced) goes back to page 1 and lands in the URL.
  await page.getByRole('button', { name: 'Page 3' }).click()
  await expect(rangeLabel(page)).toHaveText(`21 - 30 of ${total}`)
  await page.getByLabel('Search contractors').fill('Hughes')
  await expect(page).toHaveURL(/search=Hughes/)
  await expect(page).not.toHaveURL(/page=3/)
  // The URL changes before the answer arrives: wait for the new range (6 of them are Hughes).
  await expect(rangeLabel(page)).toHaveText('1 - 6 of 6')
  const hughes = await column(page, 1)
  expect(hughes.length).toBeGreaterThan(0)
  for (const name of hughes) expect(name).toContain('Hughes')

  // The IR35 Insurance column filter, kept in the URL.
  await page.getByLabel('Search contractors').fill('')
  await expect(page).not.toHaveURL(/search=/)
  await page.getByLabel('IR35 Insurance').selectOption({ label: 'Insured' })
  await expect(page).toHaveURL(/ir35_insurance=insured/)
  await expect(rangeLabel(page)).toHaveText('1 - 10 of 12')
  for (const value of await column(page, 3)) expect(value).toBe('Insured')
  await page.reload()
  await expect(page.getByLabel('IR35 Insurance')).toHaveValue('insured')
  await expect(rangeLabel(page)).toHaveText('1 - 10 of 12')
  await expectAccessible(page)
  await shot(page, 'list-filtered')

  // Nothing matches: say so, and how to get back.
  await page.getByLabel('Search contractors').fill('no such contractor')
  await expect(page.getByText(NO_MATCHES_TEXT)).toBeVisible()
  await expect(rangeLabel(page)).toHaveText('0 - 0 of 0')

  // A contractor with an assessment awaiting review carries the dot, with words for a screen reader.
  await page.getByLabel('IR35 Insurance').selectOption({ label: 'All' })
  await page.getByLabel('Search contractors').fill('grace.morgan.2@')
  await expect(table(page).locator('tbody tr')).toHaveCount(1)
  await expect(table(page).getByText('(has an assessment awaiting review)')).toBeAttached()
  await expect(table(page).getByTitle('Awaiting review')).toBeVisible()
})

test('a new contractor: e-mail first, every validation message, the companies register, then the edit page', async ({
  page,
}) => {
  await signInToAcme(page)
  await page.goto('/contractors')
  await page.getByRole('link', { name: 'Add new contractor' }).click()
  await expect(page).toHaveURL(/\/create-contractor$/)
  await expect(page.getByRole('heading', { name: 'New Contractor', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'create-email')

  const email = page.getByLabel('E-mail')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText(CONTRACTOR_MESSAGES.emailRequired)).toBeVisible()
  await email.fill('not an address')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText(CONTRACTOR_MESSAGES.emailInvalid)).toBeVisible()

  // Already one of Acme's contractors: open that record instead.
  await email.fill('grace.morgan.2@contractors.demo.ir35.test')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert').filter({ hasText: CONTRACTOR_MESSAGES.contractorExists })).toBeVisible()
  await shot(page, 'create-existing')
  await page.getByRole('link', { name: "Open Grace Morgan's details" }).click()
  await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+$/)
  await expect(page.getByLabel('First name')).toHaveValue('Grace')
  await page.goBack()

  // Known at Acme Retail Logistics, within reach: the form is filled from that record.
  await page.getByLabel('E-mail').fill('harry.patel.37@contractors.demo.ir35.test')
  await page.getByLabel('E-mail').blur()
  await expect(page.getByText(PREFILLED_NOTE)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Harry')
  await expect(page.getByLabel('Last name')).toHaveValue('Patel')
  await expect(page.getByRole('combobox', { name: 'LTD company name' })).toHaveValue('Patel Digital 37 Ltd')

  // A new address: nobody holds it, so the form keeps what is typed. Save with everything empty.
  const form = page.getByRole('form', { name: 'New contractor' })
  const company = form.getByRole('combobox', { name: 'LTD company name' })
  const newEmail = `e2e.contractor.${Date.now()}@example.test`
  await form.getByLabel('E-mail').fill(newEmail)
  await form.getByLabel('E-mail').blur()
  for (const label of ['First name', 'Last name', 'Company number', 'Phone number'])
    await form.getByLabel(label).fill('')
  await company.fill('')
  await form.getByRole('button', { name: 'Save' }).click()
  for (const message of [
    CONTRACTOR_MESSAGES.firstNameRequired,
    CONTRACTOR_MESSAGES.lastNameRequired,
    CONTRACTOR_MESSAGES.companyNameRequired,
    CONTRACTOR_MESSAGES.companyNumberRequired,
    CONTRACTOR_MESSAGES.phoneRequired,
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  await form.getByLabel('E-mail').fill('')
  await expect(form.getByText(CONTRACTOR_MESSAGES.emailRequired)).toBeVisible()
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await shot(page, 'create-required')

  // Too long, wrong shape.
  await form.getByLabel('First name').fill('f'.repeat(51))
  await form.getByLabel('Last name').fill('Okonjo')
  await expect(form.getByText(maxLengthMessage(50))).toHaveCount(1)
  await company.fill('c'.repeat(161))
  await expect(form.getByText(maxLengthMessage(160))).toBeVisible()
  await form.getByLabel('Company number').fill('AB12')
  await expect(form.getByText(CONTRACTOR_MESSAGES.companyNumberShape)).toBeVisible()
  await form.getByLabel('E-mail').fill('ada at example')
  await expect(form.getByText(CONTRACTOR_MESSAGES.emailInvalid)).toBeVisible()
  await form.getByLabel('Phone number').fill('+4477009001234567')
  await expect(form.getByText(CONTRACTOR_MESSAGES.phoneTooLong)).toBeVisible()
  await form.getByLabel('Phone number').fill('07700 900123')
  await expect(form.getByText(CONTRACTOR_MESSAGES.phoneShape)).toBeVisible()
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('External reference').fill('r'.repeat(51))
  await expect(form.getByText(maxLengthMessage(50))).toHaveCount(1)
  await expectAccessible(page)
  await shot(page, 'create-invalid')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/create-contractor$/)

  // The companies register: nothing found, then a name search and a number search of the demonstration register.
  await company.fill('zzqx')
  await expect(page.getByText(NO_COMPANIES_FOUND)).toBeVisible()
  await company.fill('walsh')
  const option = page.getByRole('option', { name: /WALSH DIGITAL CONSULTING LTD/ })
  await expect(option).toBeVisible()
  await expect(form.getByText(DEMONSTRATION_NOTE)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'create-company-search')
  await option.click()
  await expect(company).toHaveValue('WALSH DIGITAL CONSULTING LTD')
  await expect(form.getByLabel('Company number')).toHaveValue('DM000101')
  await company.fill('DM00010')
  await expect(page.getByRole('option', { name: /BENNETT DATA SERVICES LTD/ })).toBeVisible()
  await company.press('ArrowDown')
  await company.press('ArrowDown')
  await company.press('Enter')
  await expect(company).toHaveValue('BENNETT DATA SERVICES LTD')
  await expect(form.getByLabel('Company number')).toHaveValue('DM000102')

  await form.getByLabel('E-mail').fill(newEmail)
  await form.getByLabel('Phone number').fill('+447700900555')
  await form.getByLabel('External reference').fill('E2E-1')
  await form.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+$/)
  await expect(page.getByRole('heading', { name: 'Edit Contractor Details', level: 1 })).toBeVisible()
  await expect(page.getByText('BENNETT DATA SERVICES LTD (DM000102)')).toBeVisible()
  const id = page.url().split('/').pop()!
  expect(await apiCall(page, `/actors/master-contractors/${id}`)).toMatchObject({
    first_name: 'Ada',
    last_name: 'Okonjo',
    company_name: 'BENNETT DATA SERVICES LTD',
    company_number: 'DM000102',
    email: newEmail,
    phone_number: '+447700900555',
    external_reference: 'E2E-1',
    share_with_provider: false,
  })
})

test('edit a contractor: save only changes, meet a concurrent change, delete after confirming', async ({ page }) => {
  await signInToAcme(page)
  await page.goto('/contractors?search=grace.morgan.2%40')
  await page.getByRole('link', { name: 'Grace Morgan' }).click()
  await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+$/)
  const id = page.url().split('/').pop()!
  const form = page.getByRole('form', { name: 'Edit Grace Morgan' })
  await expect(form.getByLabel('First name')).toHaveValue('Grace')
  const save = form.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()

  // The Assessments table: this contractor's engagement, and New Assessment for a Partner Admin.
  const assessments = page.getByRole('table', { name: 'Assessments of this contractor' })
  await expect(assessments.locator('tbody tr')).toHaveCount(1)
  await expect(assessments.getByRole('link', { name: 'Payments architect' })).toBeVisible()
  await expect(assessments).toContainText('Acme Retail Group')
  await expect(assessments).toContainText('Full assessment')
  await expect(assessments).toContainText('05/10/2026')
  await expect(page.getByRole('link', { name: 'New Assessment' })).toHaveAttribute(
    'href',
    `/edit-contractor/${id}/create-engagement`,
  )
  await expect(page.getByRole('heading', { name: 'Insurance Status' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'edit')

  // Save sends only the phone number, with the version read.
  await form.getByLabel('Phone number').fill('+447700900777')
  await save.click()
  await expect(page.getByText("Grace Morgan's details have been updated.")).toBeVisible()
  const saved = await apiCall(page, `/actors/master-contractors/${id}`)
  expect(saved).toMatchObject({ first_name: 'Grace', phone_number: '+447700900777', version: 2 })
  await page.reload()
  await expect(form.getByLabel('Phone number')).toHaveValue('+447700900777')

  // Someone else changes it meanwhile: Save says so and Reload shows their change.
  const changed = await apiAnswer(page, `/actors/master-contractors/${id}`, {
    method: 'PATCH',
    body: [{ op: 'replace', path: '/external_reference', value: 'CHANGED-ELSEWHERE' }],
  })
  expect(changed.status).toBe(200)
  await form.getByLabel('Last name').fill('Morgan-Lee')
  await save.click()
  await expect(page.getByRole('alert').filter({ hasText: STALE_TEXT })).toBeVisible()
  await shot(page, 'edit-stale')
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(form.getByLabel('External reference')).toHaveValue('CHANGED-ELSEWHERE')
  await expect(form.getByLabel('Last name')).toHaveValue('Morgan')
  await expect(page.getByText(STALE_TEXT)).toBeHidden()

  // A contractor with assessments cannot be deleted; the page says why.
  await form.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this contractor?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'delete-confirm')
  await dialog.getByRole('button', { name: 'Delete contractor' }).click()
  // The toast says it too; the page keeps it.
  await expect(page.getByRole('alert').filter({ hasText: CONTRACTOR_MESSAGES.hasEngagements }).first()).toBeVisible()
  expect((await apiAnswer(page, `/actors/master-contractors/${id}`)).status).toBe(200)
})

test('a contractor without assessments is deleted after confirming; Keep leaves it', async ({ page }) => {
  await signInToAcme(page)
  // A contractor of this test's own, so that no other spec's engagements can be theirs.
  const name = `Zara Unassessed ${Date.now().toString(36).slice(-4)}`
  const organisationId = await selectedOrganisation(page)
  const [firstName, ...lastName] = name.split(' ')
  const { id } = await apiCall<{ id: string }>(page, '/actors/contractors', {
    method: 'POST',
    body: {
      first_name: firstName,
      last_name: lastName.join(' '),
      company_name: 'Unassessed Ltd',
      company_number: 'UN123456',
      email: `${name.replaceAll(' ', '.').toLowerCase()}@example.test`,
      phone_number: '+447700900111',
      organisation_id: organisationId,
    },
  })
  await page.goto(`/contractors?search=${encodeURIComponent(name)}`)
  await table(page).getByRole('link', { name }).click()
  await expect(page).toHaveURL(new RegExp(`/edit-contractor/${id}$`))
  await expect(page.getByText(NO_ASSESSMENTS_TEXT)).toBeVisible()

  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this contractor?' })
  await dialog.getByRole('button', { name: 'Keep contractor' }).click()
  await expect(dialog).toBeHidden()
  // The focus is back on Delete, which opened the dialog.
  await expect(page.getByRole('button', { name: 'Delete' })).toBeFocused()
  expect((await apiAnswer(page, `/actors/master-contractors/${id}`)).status).toBe(200)

  await page.getByRole('button', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete contractor' }).click()
  await expect(page).toHaveURL(/\/contractors$/)
  await expect(page.getByText(`${name} has been deleted.`)).toBeVisible()
  expect((await apiAnswer(page, `/actors/master-contractors/${id}`)).status).toBe(404)

  // Its old address now reads as a missing contractor.
  await page.goto(`/edit-contractor/${id}`)
  await expect(page.getByText('This contractor could not be found. It may have been deleted.')).toBeVisible()
})

test('an organisation that shares leads shows "IR35 Insurance requested" in the list and the form', async ({
  page,
}) => {
  await signInToAcme(page, 'Northbridge Partners')
  await page.goto('/contractors')
  await expect(page.getByRole('columnheader', { name: 'IR35 Insurance requested' })).toBeVisible()
  await expect(page.getByText(NO_CONTRACTORS_TEXT)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'list-empty-share-leads')

  await page.getByRole('link', { name: 'Add new contractor' }).click()
  await page.getByLabel('E-mail').fill(`leads.${Date.now()}@example.test`)
  await page.getByRole('button', { name: 'Continue' }).click()
  const form = page.getByRole('form', { name: 'New contractor' })
  await form.getByLabel('First name').fill('Lena')
  await form.getByLabel('Last name').fill('Leeds')
  const company = form.getByRole('combobox', { name: 'LTD company name' })
  await company.fill('Leeds Leads Ltd')
  // Close the suggestions as a person does before moving on, so the list cannot take the focus back.
  await company.press('Escape')
  await expect(company).toHaveAttribute('aria-expanded', 'false')
  await form.getByLabel('Company number').fill('LL123456')
  await form.getByLabel('Phone number').fill('07700900111')
  const requested = form.getByRole('checkbox', { name: 'IR35 insurance requested' })
  await requested.focus()
  await page.keyboard.press('Space')
  await expect(requested).toBeChecked()
  await expectAccessible(page)
  await shot(page, 'create-share-leads')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+$/)
  const id = page.url().split('/').pop()!
  expect(
    (await apiCall<{ share_with_provider: boolean }>(page, `/actors/master-contractors/${id}`)).share_with_provider,
  ).toBe(true)
  await expect(page.getByText(NO_INSURANCE_TEXT)).toBeVisible()

  await page.goto('/contractors')
  await expect(table(page).locator('tbody tr')).toHaveCount(1)
  await expect(table(page).locator('tbody tr td').nth(3)).toHaveText('Yes')
})
