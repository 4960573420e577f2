// The questionnaire with a keyboard (WCAG 2.4.3, focus order): after Start, after Next and when a questionnaire in
// progress is continued, the focus is on the category's heading, not left on the page's body; the answers are a
// radio group whose arrow keys move and select, and Space on the selected answer clears it, as a click on it does.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { apiCall, expectAccessible, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

/** A demo role of Acme Retail Group no other spec uses, never assessed. */
const ROLE_REFERENCE = 'ACME_R125'

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })
const categoryHeading = (page: Page) => questionnaire(page).getByRole('heading', { level: 3 })

const openRole = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click()
  await page.getByLabel('Search roles').fill(ROLE_REFERENCE)
  await expect(page.getByText(/^1 - 1 of 1$/)).toBeVisible()
  await page.getByRole('table', { name: 'Roles' }).getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /^Edit Role: /, level: 1 })).toBeVisible()
}

test('a keyboard user starts, pages through and continues a questionnaire', async ({ page }) => {
  test.setTimeout(120_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  await openRole(page)
  const roleId = new URL(page.url()).pathname.split('/').pop() ?? ''

  await page.getByRole('button', { name: 'Commence assessment' }).click()
  await page
    .getByRole('alertdialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Start assessment' })
    .press('Enter')
  await expect(categoryHeading(page)).toBeFocused()
  const firstCategory = await categoryHeading(page).innerText()
  await expectAccessible(page)

  // Tab from the heading reaches the first question's answers (past its help, if it has any).
  const answers = questionnaire(page).getByRole('radiogroup').first()
  const radios = answers.getByRole('radio')
  for (let tab = 0; tab < 4 && !(await radios.first().evaluate((radio) => radio === document.activeElement)); tab += 1)
    await page.keyboard.press('Tab')
  await expect(radios.first()).toBeFocused()

  // The arrows move and select; Space on the selected answer clears it, and selects it again.
  await page.keyboard.press('ArrowRight')
  await expect(radios.nth(1)).toBeFocused()
  await expect(radios.nth(1)).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await expect(radios.first()).toBeFocused()
  await expect(radios.first()).toBeChecked()
  await expect(radios.nth(1)).not.toBeChecked()
  await page.keyboard.press('Space')
  await expect(answers.getByRole('radio', { checked: true })).toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await expect(radios.nth(1)).toBeChecked()
  // A click on the selected answer clears it too (the spec's "clicking again deselects").
  await radios.nth(1).click()
  await expect(answers.getByRole('radio', { checked: true })).toHaveCount(0)
  // No: Yes (an office holder) would end the questionnaire early, with no Next.
  await radios.nth(1).click()
  await expect(radios.nth(1)).toBeChecked()
  const chosen = await radios.nth(1).getAttribute('data-answer-id')

  await questionnaire(page).getByRole('button', { name: 'Next' }).click()
  await expect(categoryHeading(page)).toBeFocused()
  await expect(categoryHeading(page)).not.toHaveText(firstCategory)
  await questionnaire(page).getByRole('button', { name: 'Previous' }).click()
  await expect(categoryHeading(page)).toHaveText(firstCategory)
  await expect(categoryHeading(page)).toBeFocused()

  await questionnaire(page).getByRole('button', { name: 'Save progress' }).click()
  await expect(page.getByText('Your answers so far are saved.')).toBeVisible()
  const saved = await apiCall<EngagementRecord>(page, `/assessments/engagements/${roleId}`)
  expect(saved.assessments[0]?.in_progress_answer_ids).toEqual([chosen])

  // Continuing later: the questionnaire opens where it was left, with the focus on its heading.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click()
  await openRole(page)
  await expect(categoryHeading(page)).toBeFocused()
  await expect(questionnaire(page).getByRole('radiogroup').first().getByRole('radio').nth(1)).toBeChecked()
})
