// The organisation user's own details (rule users.own-details): change them, keep them, and be told
// what is wrong.

import { MESSAGES } from '../../src/domain/messages.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { acceptTermsIfAsked, apiCall, chooseOrganisation, expectAccessible, pageClaims, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

/** What the API now holds for the signed-in person, read with the browser's own token. */
const storedDetails = async (page: Page) =>
  apiCall<{ first_name: string }>(page, `/actors/actors/${(await pageClaims(page)).actorId}`)

test('an organisation user changes their own details, keeps them after a reload and sees field errors', async ({
  page,
}) => {
  await signIn(page, 'partner.readonly')
  // Another spec may have signed this account in first (the terms rules are checked in sign-in.spec.ts).
  await acceptTermsIfAsked(page)
  await chooseOrganisation(page, 'Northbridge Partners')

  await page.getByRole('link', { name: /Your details/ }).click()
  await expect(page).toHaveURL(/\/edit-org-info$/)
  await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Privacy and Security' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'support@ir35.test' })).toBeVisible()

  const title = page.getByLabel('Title', { exact: true })
  const firstName = page.getByLabel('First name')
  const lastName = page.getByLabel('Last name')
  const jobTitle = page.getByLabel('Job title')
  const email = page.getByLabel('E-mail')
  await expect(firstName).toHaveValue('Rosa')
  await expect(lastName).toHaveValue('Lindqvist')
  await expect(email).toHaveValue(demoEmail('partner.readonly'))
  await expect(email).not.toBeEditable()
  await expectAccessible(page)

  await title.selectOption({ label: 'Dr' })
  await firstName.fill('  Tessa ')
  await lastName.fill('Morgan')
  await jobTitle.fill('Head of Contractor Compliance')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your details have been updated.')).toBeVisible()
  // The header's avatar follows the new name.
  await expect(page.getByRole('link', { name: 'TM Your details: Tessa Morgan' })).toContainText('TM')
  expect(await storedDetails(page)).toMatchObject({
    title_id: 6,
    first_name: 'Tessa',
    last_name: 'Morgan',
    job_description: 'Head of Contractor Compliance',
  })

  await page.reload()
  await expect(firstName).toHaveValue('Tessa')
  await expect(lastName).toHaveValue('Morgan')
  await expect(jobTitle).toHaveValue('Head of Contractor Compliance')
  await expect(title.locator('option:checked')).toHaveText('Dr')

  // A cleared first name is refused in the browser; Cancel restores what was saved.
  await firstName.fill('')
  await expect(page.getByText(MESSAGES.firstNameRequired)).toBeVisible()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(MESSAGES.firstNameRequired)).toBeVisible()
  expect((await storedDetails(page)).first_name).toBe('Tessa')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(firstName).toHaveValue('Tessa')
  await expect(page.getByText(MESSAGES.firstNameRequired)).toBeHidden()
})
