// A role's assessment as a Partner Admin runs it (rules engagement.role-screens, questionnaire.screen,
// result.panel, questionnaire.flow, questionnaire.required): commence it on a role never assessed, meet the pink
// highlight of an unanswered question, answer every category, save progress and find the answers again after a reload,
// submit, read the result with its gauge and breakdown, download the report, reopen it, meet the leave-page warning,
// and cancel the reopening to get the previous result back. After each step the API is asked what it now holds.
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AssessmentRecord, EngagementRecord } from '../../src/domain/assessments.ts'
import { ENGAGEMENT_MESSAGES } from '../../src/domain/assessments.ts'
import { UNANSWERED_THREE_OPTIONS, UNANSWERED_TWO_OPTIONS } from '../../src/domain/questionnaire.ts'
import {
  apiAnswer,
  apiCall,
  expectAccessible,
  screenshotIfAsked,
  selectedOrganisation,
  signInToOrganisation,
} from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

// Screenshots for a person to look at, kept out of the project.
const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: path.join(tmpdir(), 'ir35-screens', `role-assessment-${name}.png`), fullPage: true })

/** A demo role of Acme Retail Group that no other spec uses. */
const ROLE_REFERENCE = 'ACME_R123'

const engagementOf = (page: Page, id: string) => apiCall<EngagementRecord>(page, `/assessments/engagements/${id}`)
const currentOf = async (page: Page, id: string): Promise<AssessmentRecord | undefined> =>
  (await engagementOf(page, id)).assessments[0]

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })
const resultPanel = (page: Page) => page.getByRole('region', { name: 'IR35 Assessment Result' })
const progressText = (page: Page) => questionnaire(page).getByText(/^Category \d+ of \d+$/)

/** Answers No to every question on the page that has no answer yet, children revealed on the way included. */
const answerPage = async (page: Page) => {
  const groups = questionnaire(page).getByRole('radiogroup')
  for (;;) {
    const count = await groups.count()
    let open: Locator | null = null
    for (let index = 0; index < count && !open; index += 1)
      if ((await groups.nth(index).getByRole('radio', { checked: true }).count()) === 0) open = groups.nth(index)
    if (!open) return
    await open.getByRole('radio', { name: 'No', exact: true }).click()
    await expect(open.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
  }
}

/** The number of the category on screen and how many there are. */
const pageNumbers = async (page: Page) => {
  const [, at, of] = /Category (\d+) of (\d+)/.exec(await progressText(page).innerText()) ?? []
  return { at: Number(at), of: Number(of) }
}

test('a Partner Admin assesses a role, reopens it and cancels the reopening', async ({ page }) => {
  test.setTimeout(300_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')

  const roles = await apiCall<{ items: { id: string; name: string }[] }>(
    page,
    `/assessments/jobroles?org_id=${await selectedOrganisation(page)}&search=${ROLE_REFERENCE}`,
  )
  const role = roles.items[0]!
  const untouched = await engagementOf(page, role.id)
  expect(untouched.assessments).toEqual([])
  // £25 a working day of deductible expenses, for the result to show them coming off the fees.
  await apiCall(page, `/assessments/jobroles/${role.id}`, {
    method: 'PATCH',
    body: [{ op: 'replace', path: '/deductible_expenses_per_day', value: 25 }],
    version: untouched.version,
  })

  await test.step('a role never assessed: the notice, then the start prompt', async () => {
    await page.goto(`/edit-role/${role.id}`)
    await expect(page.getByRole('heading', { name: `Edit Role: ${role.name}`, level: 1 })).toBeVisible()
    await expect(page.getByText('Save Engagement details to commence assessment')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'notice')
    await page.getByRole('button', { name: 'Commence assessment' }).click()
    const prompt = page.getByRole('alertdialog', { name: 'Before you start' })
    await expect(prompt).toBeVisible()
    expect((await currentOf(page, role.id))?.status).toBe('Started')
    await expectAccessible(page)
    await shot(page, 'start-prompt')
    await prompt.getByRole('button', { name: 'Start assessment' }).click()
    await expect(progressText(page)).toHaveText(/^Category 1 of \d+$/)
  })

  await test.step('Submit with a question unanswered: pink, scrolled to, with the message', async () => {
    const first = questionnaire(page).getByRole('listitem').first()
    await expect(questionnaire(page).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(first).toHaveAttribute('data-unanswered', 'true')
    await expect(first).toBeFocused()
    const options = await first.getByRole('radio').count()
    await expect(
      first.getByText(options >= 3 ? UNANSWERED_THREE_OPTIONS : UNANSWERED_TWO_OPTIONS, { exact: true }),
    ).toBeVisible()
    // The spec's pink: the danger palette's lightest tint.
    await expect(first).toHaveCSS('background-color', 'rgb(253, 242, 241)')
    expect((await currentOf(page, role.id))?.result).toBeNull()
    await expectAccessible(page)
    await shot(page, 'unanswered')
    // Keyboard: Space chooses the focused answer, and a second Space clears it again.
    const no = first.getByRole('radio', { name: 'No', exact: true })
    await no.focus()
    await page.keyboard.press('Space')
    await expect(no).toBeChecked()
    await page.keyboard.press('Space')
    await expect(no).not.toBeChecked()
    await answerPage(page)
    await expect(first).not.toHaveAttribute('data-unanswered', 'true')
  })

  let savedAt = 0
  await test.step('answer the next category, with its help opened, and save progress', async () => {
    await questionnaire(page).getByRole('button', { name: 'Next' }).click()
    await expect(progressText(page)).toHaveText(/^Category 2 of \d+$/)
    const help = questionnaire(page).getByRole('button', { name: 'Help with this question' }).first()
    await help.click()
    await expect(help).toHaveAttribute('aria-expanded', 'true')
    await answerPage(page)
    savedAt = (await pageNumbers(page)).at
    await questionnaire(page).getByRole('button', { name: 'Save progress' }).click()
    await expect(page.getByText('Progress saved')).toBeVisible()
    const saved = await currentOf(page, role.id)
    expect(saved?.in_progress_answer_ids.length).toBeGreaterThan(1)
    expect(saved?.last_category_id).not.toBeNull()
    await expectAccessible(page)
    await shot(page, 'saved')
  })

  await test.step('a reload opens on the saved category with the answers kept', async () => {
    await page.reload()
    await expect(progressText(page)).toHaveText(new RegExp(`^Category ${savedAt} of \\d+$`))
    await expect(page.getByRole('alertdialog', { name: 'Before you start' })).toBeHidden()
    const groups = questionnaire(page).getByRole('radiogroup')
    const count = await groups.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index += 1)
      await expect(groups.nth(index).getByRole('radio', { checked: true })).toHaveCount(1)
    await questionnaire(page).getByRole('button', { name: 'Previous' }).click()
    await expect(questionnaire(page).getByRole('radiogroup').first().getByRole('radio', { checked: true })).toHaveCount(
      1,
    )
    await questionnaire(page).getByRole('button', { name: 'Next' }).click()
  })

  await test.step('answer every remaining category and submit', async () => {
    const { of } = await pageNumbers(page)
    for (let at = savedAt + 1; at <= of; at += 1) {
      await questionnaire(page).getByRole('button', { name: 'Next' }).click()
      await expect(progressText(page)).toHaveText(`Category ${at} of ${of}`)
      await answerPage(page)
    }
    await expect(questionnaire(page).getByRole('button', { name: 'Next' })).toBeDisabled()
    await shot(page, 'last-category')
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(resultPanel(page)).toBeVisible()
  })

  let submitted: AssessmentRecord | undefined
  await test.step('the result: overall result, gauge, breakdown by category', async () => {
    submitted = await currentOf(page, role.id)
    expect(submitted?.result).toBeTruthy()
    expect(submitted?.status).toBe('Complete')
    const panel = resultPanel(page)
    await expect(panel.getByText(submitted!.result!, { exact: true }).first()).toBeVisible()
    await expect(panel.getByRole('img', { name: /^Score [\d.]+ out of 5$/ })).toBeVisible()
    await expect(panel.getByText(`Question set version ${submitted!.question_set_version}`)).toBeVisible()
    if (submitted!.hmrc_outcome) await expect(panel.getByText('HMRC CEST equivalent:')).toBeVisible()
    const breakdown = panel.getByRole('button', { name: 'Results breakdown' })
    await breakdown.click()
    await expect(breakdown).toHaveAttribute('aria-expanded', 'true')
    // The category table, not the exposure's tables of tax years and penalties above it.
    const rows = panel.getByRole('table', { name: 'Result of each category' }).getByRole('row')
    await expect(rows).toHaveCount(submitted!.assessment_category_results.length + 1)
    for (const category of submitted!.assessment_category_results)
      await expect(panel.getByRole('rowheader', { name: category.category_title })).toBeVisible()
    // A role has no contractor: no SDS, no reassessment.
    await expect(panel.getByRole('button', { name: 'Download SDS' })).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'Reassess now' })).toHaveCount(0)
    // What the exposure is worked on: the fees less the expenses, and the levy as the agency's (Northbridge, the
    // role's agency, has no pay bill set), apart from the totals.
    const whatIsTaxed = panel.getByLabel('What is taxed')
    await expect(whatIsTaxed.getByText('Less deductible expenses (£25.00 a working day)')).toBeVisible()
    await expect(whatIsTaxed.getByText('Deemed direct payments')).toBeVisible()
    await expect(whatIsTaxed.getByText(/the agency's cost, not the client's/)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'result')
    const wide = page.viewportSize()!
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(whatIsTaxed).toBeVisible()
    await shot(page, 'result-390')
    await page.setViewportSize(wide)
  })

  await test.step('Download report saves the PDF the server renders', async () => {
    const response = page.waitForResponse((answer) => answer.url().endsWith(`/assessment/${submitted!.id}/report`))
    const download = page.waitForEvent('download')
    await resultPanel(page).getByRole('button', { name: 'Download report' }).click()
    expect((await response).headers()['content-type']).toContain('application/pdf')
    expect((await download).suggestedFilename()).toMatch(/IR35 assessment report\.pdf$/)
  })

  await test.step('View answers shows them read-only; Close returns to the result', async () => {
    await resultPanel(page).getByRole('button', { name: 'View answers' }).click()
    await expect(questionnaire(page).getByText('Viewing answers (read-only)')).toBeVisible()
    await expect(questionnaire(page).getByRole('radio').first()).toBeDisabled()
    await expect(questionnaire(page).getByRole('button', { name: 'Submit' })).toHaveCount(0)
    await expectAccessible(page)
    await shot(page, 'view-answers')
    await questionnaire(page).getByRole('button', { name: 'Close' }).click()
    await expect(resultPanel(page)).toBeVisible()
  })

  await test.step('Reopen: the previous answers in progress, and leaving with a change is questioned', async () => {
    await resultPanel(page).getByRole('button', { name: 'Reopen' }).click()
    await expect(questionnaire(page).getByText('This assessment has been reopened')).toBeVisible()
    const reopened = await engagementOf(page, role.id)
    expect(reopened.status).toBe('Reopened')
    expect(reopened.assessments[0]?.id).not.toBe(submitted!.id)
    expect([...(reopened.assessments[0]?.in_progress_answer_ids ?? [])].sort()).toEqual(
      [...submitted!.answer_ids].sort(),
    )
    // Save progress is only offered while Started.
    await expect(questionnaire(page).getByRole('button', { name: 'Save progress' })).toHaveCount(0)
    const first = questionnaire(page).getByRole('radiogroup').first()
    await expect(first.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
    // A second click on the chosen answer clears it.
    await first.getByRole('radio', { name: 'No', exact: true }).click()
    await expect(first.getByRole('radio', { checked: true })).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click()
    const leave = page.getByRole('alertdialog', { name: ENGAGEMENT_MESSAGES.leavePage })
    await expect(leave).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'leave-warning')
    await leave.getByRole('button', { name: 'Stay' }).click()
    await expect(page).toHaveURL(new RegExp(`/edit-role/${role.id}$`))
    await shot(page, 'reopened')
  })

  await test.step('Cancel the reopening after confirming: the previous result is back', async () => {
    await questionnaire(page).getByRole('button', { name: 'Cancel', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel the reopened assessment?' })
    await expect(confirm).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'cancel-reopening')
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(resultPanel(page)).toBeVisible()
    await expect(resultPanel(page).getByText(submitted!.result!, { exact: true }).first()).toBeVisible()
    const restored = await engagementOf(page, role.id)
    expect(restored.status).toBe('Complete')
    expect(restored.assessments[0]).toMatchObject({ id: submitted!.id, result: submitted!.result })
    await expect(resultPanel(page).getByRole('button', { name: 'Reopen' })).toBeVisible()
    await shot(page, 'restored')
  })
})

test('Cancel assessment on a role just started deletes the role after confirming, and goes to the board', async ({
  page,
}) => {
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  const roles = await apiCall<{ items: { id: string; name: string }[] }>(
    page,
    `/assessments/jobroles?org_id=${await selectedOrganisation(page)}&search=ACME_R122`,
  )
  const role = roles.items[0]!
  await page.goto(`/edit-role/${role.id}`)
  await page.getByRole('button', { name: 'Commence assessment' }).click()
  await page
    .getByRole('alertdialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Start assessment' })
    .click()
  await expect(progressText(page)).toHaveText(/^Category 1 of \d+$/)

  await questionnaire(page).getByRole('button', { name: 'Cancel assessment' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this assessment?' })
  await expect(confirm).toContainText(role.name)
  await expectAccessible(page)
  await shot(page, 'cancel-assessment')
  await confirm.getByRole('button', { name: 'No, keep it' }).click()
  await expect(confirm).toBeHidden()
  expect((await engagementOf(page, role.id)).status).toBe('Started')

  await questionnaire(page).getByRole('button', { name: 'Cancel assessment' }).click()
  await page
    .getByRole('alertdialog', { name: 'Cancel this assessment?' })
    .getByRole('button', { name: 'Yes, delete the role' })
    .click()
  await expect(page).toHaveURL(/\/$/)
  expect((await apiAnswer(page, `/assessments/engagements/${role.id}`)).status).toBe(404)
})
