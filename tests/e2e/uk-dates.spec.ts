// Dates are typed and shown day first (DD/MM/YYYY) whatever the browser's language. This browser is American:
// its own date input would read mm/dd/yyyy and take 01042027 as 4 January. A Partner Admin moves a role to
// April by typing its start date and picking its end date from the calendar, and the API holds 1 to 30 April.

import { DAY_MESSAGES } from '../../src/domain/days.ts'
import { apiCall, expectAccessible, screenshotIfAsked, signInToOrganisation } from './support.ts'
import { expect, test } from './test.ts'

test.use({ locale: 'en-US' })

/** A demo role of Acme Retail Group no other spec uses: 1 to 28 March 2027. */
const ROLE_REFERENCE = 'ACME_R126'

test('in an en-US browser a role’s dates are typed and shown day first', async ({ page }) => {
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click()
  await page.getByLabel('Search roles').fill(ROLE_REFERENCE)
  await expect(page.getByText(/^1 - 1 of 1$/)).toBeVisible()
  await page.getByRole('table', { name: 'Roles' }).getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /^Edit Role: /, level: 1 })).toBeVisible()

  const start = page.getByLabel('Start date')
  const end = page.getByLabel('End date')
  await expect(start).toHaveValue('01/03/2027')
  await expect(end).toHaveValue('28/03/2027')

  // Eight digits, day first, as a person types them without the slashes.
  await start.clear()
  await start.pressSequentially('01042027')
  await start.press('Tab')
  await expect(start).toHaveValue('01/04/2027')

  // What is no day stays as typed, with the way to write one.
  await end.clear()
  await end.pressSequentially('31/02/2027')
  await end.press('Tab')
  await expect(end).toHaveValue('31/02/2027')
  await expect(page.getByText(DAY_MESSAGES.notATypedDay)).toBeVisible()

  // Or picked from the calendar, whose weeks start on Monday.
  await end.clear()
  await end.locator('..').getByRole('button', { name: 'Open calendar' }).click()
  const calendar = page.getByRole('application', { name: 'calendar' })
  await expect(calendar).toBeVisible()
  await expect(calendar.getByRole('gridcell').first()).toHaveAccessibleName(/^Choose Monday, /)
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: '/work/shots/everyone/uk-dates-calendar.png' })
  for (let month = 0; month < 24 && !(await calendar.getByText('April 2027').isVisible()); month += 1)
    await calendar.getByRole('button', { name: 'Switch to next month' }).click()
  await calendar.getByRole('button', { name: 'Choose Friday, 30 April 2027' }).click()
  await expect(end).toHaveValue('30/04/2027')
  await expect(page.getByText(DAY_MESSAGES.notATypedDay)).toBeHidden()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Role saved')).toBeVisible()
  const roleId = new URL(page.url()).pathname.split('/').pop()
  const stored = await apiCall<{ start_date: string; end_date: string }>(page, `/assessments/jobroles/${roleId}`)
  expect(stored.start_date.slice(0, 10)).toBe('2027-04-01')
  expect(stored.end_date.slice(0, 10)).toBe('2027-04-30')
})
