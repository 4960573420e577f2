// Sign-off users (rules reviewers.options, reviews.swap, roles.form,
// engagement.role-screens, engagement.create-form): a Partner chooses them on a role and on a contractor engagement,
// each person once, the mandatory rule of an organisation that requires sign-off; then a Partner Admin swaps a Sign Off
// User's reviews to another.

import type { JobRoleRecord } from '../../src/domain/job-roles.ts'
import { REVIEW_MESSAGES } from '../../src/domain/reviewers.ts'
import { apiCall, expectAccessible, screenshotIfAsked, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/sign-off-users-${name}.png`, fullPage: true })

const ROLE_NAME = 'Playwright Sign-off Role'
const ENGAGEMENT_NAME = 'Playwright sign-off engagement'
const CONTRACTOR_EMAIL = 'arthur.patel.7@contractors.demo.ir35.test'
const CONTRACTOR_NAME = 'Arthur Patel'

const form = (page: Page) => page.getByRole('form', { name: 'Engagement Details' })
const row = (page: Page, index: number) => form(page).getByLabel(`Sign-off user ${index}`, { exact: true })
const chosenIn = (page: Page, index: number) => row(page, index).locator('option:checked')
const addRow = (page: Page) => form(page).getByRole('button', { name: 'Add sign-off user' }).click()

const chooseEndClient = async (page: Page, name: string) => {
  await form(page).getByRole('searchbox', { name: 'End client' }).fill(name.slice(0, -1))
  await page
    .getByRole('region', { name: 'End client results' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click()
}

const fillSchedule = async (page: Page) => {
  await form(page).getByLabel('Start date').fill('04/01/2027')
  await form(page).getByLabel('End date').fill('30/06/2027')
  await form(page).getByLabel('Day rate').fill('500')
}

test('a Partner chooses sign-off users on a role and on an engagement', async ({ page }) => {
  test.setTimeout(180_000)
  await signInToOrganisation(page, 'partner', 'Acme Retail Group')

  let roleId = ''
  await test.step('a new role at Acme names Sam and Ravi, each once', async () => {
    await page.goto('/create-role')
    await form(page).getByLabel('Role name').fill(ROLE_NAME)
    await fillSchedule(page)
    await chooseEndClient(page, 'Acme Retail Group')
    await addRow(page)
    await addRow(page)
    await row(page, 1).selectOption({ label: 'Sam Okafor' })
    // A person chosen in one row cannot be chosen again in another.
    await expect(row(page, 2).locator('option', { hasText: 'Sam Okafor' })).toBeDisabled()
    await expect(row(page, 2).locator('option', { hasText: 'IR35 Consultancy Team' })).toBeEnabled()
    await row(page, 2).selectOption({ label: 'Ravi Mistry' })
    await expect(row(page, 1).locator('option', { hasText: 'Ravi Mistry' })).toBeDisabled()
    await expectAccessible(page)
    await shot(page, 'role-create')
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/edit-role\/[0-9a-f-]{36}$/)
    roleId = new URL(page.url()).pathname.split('/').pop() ?? ''
  })

  await test.step('after a reload the role shows them; removing one saves only that change', async () => {
    await page.reload()
    await expect(chosenIn(page, 1)).toHaveText('Sam Okafor')
    await expect(chosenIn(page, 2)).toHaveText('Ravi Mistry')
    await form(page).getByRole('button', { name: 'Remove Ravi Mistry' }).click()
    await expect(row(page, 2)).toHaveCount(0)
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Role saved')).toBeVisible()
    const role = await apiCall<JobRoleRecord>(page, `/assessments/jobroles/${roleId}`)
    expect(
      role.reviewers.filter((reviewer) => reviewer.status !== 'Removed').map((reviewer) => reviewer.actor?.first_name),
    ).toEqual(['Sam'])
    await page.reload()
    await expect(chosenIn(page, 1)).toHaveText('Sam Okafor')
    await expect(row(page, 2)).toHaveCount(0)
    await shot(page, 'role-edit')
  })

  await test.step('an organisation that requires sign-off wants a person, not only a group', async () => {
    await page.goto('/create-role')
    await form(page).getByLabel('Role name').fill(`${ROLE_NAME} Halden`)
    await fillSchedule(page)
    await chooseEndClient(page, 'Halden Renewables')
    await addRow(page)
    await row(page, 1).selectOption({ label: 'IR35 Consultancy Team' })
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(form(page).getByRole('alert')).toHaveText(REVIEW_MESSAGES.mandatorySignOff)
    await expect(page).toHaveURL(/\/create-role$/)
    await shot(page, 'mandatory')
  })

  await test.step('a new engagement names Sam as its sign-off user', async () => {
    await page.goto(`/contractors?search=${encodeURIComponent(CONTRACTOR_EMAIL)}`)
    await page.getByRole('link', { name: CONTRACTOR_NAME }).click()
    await page.getByRole('link', { name: 'New Assessment' }).click()
    await expect(page.getByRole('heading', { name: 'New Engagement', level: 1 })).toBeVisible()
    await form(page).getByLabel('Engagement name').fill(ENGAGEMENT_NAME)
    await fillSchedule(page)
    await chooseEndClient(page, 'Acme Retail Group')
    await addRow(page)
    await addRow(page)
    await row(page, 1).selectOption({ label: 'Sam Okafor' })
    await expect(row(page, 2).locator('option', { hasText: 'Sam Okafor' })).toBeDisabled()
    await form(page).getByRole('button', { name: 'Remove sign-off user 2' }).click()
    await expectAccessible(page)
    await shot(page, 'engagement-create')
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/edit-engagement\/[0-9a-f-]{36}$/)
    await page.reload()
    await expect(chosenIn(page, 1)).toHaveText('Sam Okafor')
  })
})

test("a Partner Admin swaps a Sign Off User's reviews to another", async ({ page }) => {
  test.setTimeout(120_000)
  await signInToOrganisation(page, 'partner.admin', 'Acme Retail Group')
  const dialog = page.getByRole('dialog', { name: 'Swap reviews' })

  await test.step("Sam's outstanding reviews are listed, with the users they may move to", async () => {
    await page.goto('/settings')
    await page
      .getByRole('table', { name: 'Organisation users' })
      .getByRole('link', { name: 'Manage Sam Okafor' })
      .click()
    await page.getByRole('button', { name: 'Swap reviews' }).click()
    await expect(dialog.getByRole('row').filter({ hasText: ENGAGEMENT_NAME })).toContainText('Acme Retail Group')
    await dialog.getByLabel('Move the reviews to').selectOption({ label: 'Ravi Mistry' })
    await expectAccessible(page)
    await shot(page, 'swap-dialog')
  })

  await test.step('confirming moves them all; none are left with Sam', async () => {
    await dialog.getByRole('button', { name: 'Swap reviews' }).click()
    await expect(page.getByText('Reviews swapped')).toBeVisible()
    await expect(dialog).toBeHidden()
    // The focus is back on the button that opened the dialog.
    await expect(page.getByRole('button', { name: 'Swap reviews' })).toBeFocused()
    await page.getByRole('button', { name: 'Swap reviews' }).click()
    await expect(dialog.getByText('No outstanding reviews.')).toBeVisible()
    await shot(page, 'swap-done')
  })
})
