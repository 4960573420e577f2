// Manual reviews (rules manual-reviews.list, manual-review.screen, manual-review.flow, manual-review.assignees): a
// Partner submits answers that conclude Borderline, so the engagement queues itself for the provider's consultancy
// team. The Provider Manual Reviewer finds it under Open, assigns it to themself and unassigns it, opens it, is told to
// contact the Consultancy Manager when choosing Outside, overrides it Inside with a reason, and archives it; the
// Consultancy Manager overrides it Outside; the Read-Only Full Tool user sees the list and the review but no override.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { MANUAL_REVIEW_MESSAGES } from '../../src/domain/manual-reviews.ts'
import { findQuestion, type QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { answerIdsOf, BORDERLINE_PATH } from '../unit/determination-paths.ts'
import { apiCall, expectAccessible, screenshotIfAsked, selectedOrganisation, signInToOrganisation } from './support.ts'
import { type Browser, expect, type Page, test } from './test.ts'

const ACME = 'Acme Retail Group'
const PROVIDER = 'IR35 Portal Provider'
const name = `Manual review ${Date.now().toString(36)}`

const shot = (page: Page, file: string) =>
  screenshotIfAsked(page, { path: `test-results/manual-reviews-${file}.png`, fullPage: true })

const asAccount = async (browser: Browser, account: string, organisation: string) => {
  const page = await (await browser.newContext()).newPage()
  await signInToOrganisation(page, account, organisation)
  return page
}

/** As the Partner: a new engagement whose client answers conclude Borderline. */
const borderlineEngagement = async (page: Page) => {
  const organisationId = await selectedOrganisation(page)
  const full = await apiCall<QuestionSetDefinition>(page, '/assessments/question-sets/type/FULL')
  const contractors = await apiCall<{ items: { id: string }[] }>(
    page,
    `/actors/contractors?org_id=${organisationId}&page=1&page_size=10`,
  )
  const created = await apiCall<{ id: string }>(page, '/assessments/engagements', {
    method: 'POST',
    body: {
      contractor_id: contractors.items[0]!.id,
      organisation_id: organisationId,
      question_set_id: full.id,
      name,
      end_client_id: organisationId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  })
  const engagement = await apiCall<EngagementRecord>(page, `/assessments/engagements/${created.id}`)
  const clientAnswers = answerIdsOf(BORDERLINE_PATH).filter(
    (id) => findQuestion(full, id.replace(/-(yes|no|dk)$/, ''))?.respondent === 'CLIENT',
  )
  await apiCall(page, `/assessments/assessments/${engagement.assessments[0]!.id}/answers`, {
    method: 'POST',
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: clientAnswers,
    },
  })
  const queued = await apiCall<EngagementRecord>(page, `/assessments/engagements/${created.id}`)
  expect(queued.status).toBe('Awaiting Review')
  return created.id
}

/** The list narrowed to this test's engagement by the search box (debounced into the URL). */
const findRow = async (page: Page) => {
  await page.getByRole('searchbox', { name: 'Search manual reviews' }).fill(name)
  await expect(page).toHaveURL(/search=/)
  const rows = page.getByRole('table', { name: 'Manual Reviews' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  return rows.first()
}

const overrideDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Override result' }).click()
  const dialog = page.getByRole('dialog', { name: 'Override result' })
  await expect(dialog).toBeVisible()
  return dialog
}

// Three accounts sign in and a questionnaire is submitted: longer than the default on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 })

let engagementId = ''

test('a borderline result queues itself; the manual reviewer assigns, overrides Inside and archives', async ({
  browser,
}) => {
  const partner = await asAccount(browser, 'partner', ACME)
  engagementId = await borderlineEngagement(partner)

  const page = await asAccount(browser, 'provider.manual.reviewer', PROVIDER)
  await page.goto('/manual-reviews')
  await expect(page.getByRole('heading', { name: 'Manual Reviews' })).toBeVisible()
  const row = await findRow(page)
  await expect(row).toContainText('Acme Retail Group')
  await expect(row).toContainText('Partner')
  await expectAccessible(page)
  await shot(page, 'list')

  const assignee = row.getByRole('combobox', { name: /Assignee of the review/ })
  const myName = (await assignee.locator('option').nth(1).textContent())!
  await assignee.selectOption({ label: myName })
  await expect(assignee).toHaveValue(/[0-9a-f-]{36}/)
  await page.reload()
  await expect((await findRow(page)).getByRole('combobox', { name: /Assignee of the review/ })).toHaveValue(
    /[0-9a-f-]{36}/,
  )
  await (await findRow(page)).getByRole('combobox', { name: /Assignee of the review/ }).selectOption('')
  await expect((await findRow(page)).getByRole('combobox', { name: /Assignee of the review/ })).toHaveValue('')

  // The row is named by its engagement.
  await (await findRow(page)).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/manual-review/${engagementId}$`))
  await expect(page.getByRole('heading', { name: /Manual Review:/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'IR35 Assessment Result' })).toBeVisible()
  await expectAccessible(page)

  const dialog = await overrideDialog(page)
  await dialog.getByRole('radio', { name: 'Outside' }).check()
  await expect(dialog.getByRole('alert')).toHaveText(MANUAL_REVIEW_MESSAGES.outsideNeedsManager)
  await expect(dialog.getByRole('button', { name: 'Save override' })).toBeDisabled()
  await dialog.getByRole('radio', { name: 'Inside' }).check()
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('   too short')
  await dialog.getByRole('button', { name: 'Save override' }).click()
  await expect(dialog.getByText(MANUAL_REVIEW_MESSAGES.overrideReason)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'override-dialog')
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The client directs how, when and where the work is done')
  await dialog.getByRole('button', { name: 'Save override' }).click()
  await expect(dialog).toBeHidden()
  const result = page.getByRole('region', { name: 'IR35 Assessment Result' })
  await expect(result).toContainText(MANUAL_REVIEW_MESSAGES.overridden)
  await expect(result).toContainText('The client directs how, when and where the work is done')
  await expect(result.getByText('Inside IR35', { exact: true })).toBeVisible()
  await expect(result.getByRole('img', { name: 'Score 5 out of 5' })).toBeVisible()
  await expect(result.getByRole('heading', { name: MANUAL_REVIEW_MESSAGES.overriddenSummary })).toBeVisible()
  await shot(page, 'overridden')

  await page.goto('/manual-reviews')
  await (await findRow(page)).getByRole('button', { name: /^Archive the review/ }).click()
  await expect(page.getByRole('table', { name: 'Manual Reviews' })).toContainText(MANUAL_REVIEW_MESSAGES.noResults)
  await page.getByText(MANUAL_REVIEW_MESSAGES.showArchived).click()
  await expect((await findRow(page)).getByRole('button', { name: /^Unarchive the review/ })).toBeVisible()
  await (await findRow(page)).getByRole('button', { name: /^Unarchive the review/ }).click()
  await expect((await findRow(page)).getByRole('button', { name: /^Archive the review/ })).toBeVisible()
})

test('the Consultancy Manager overrides Outside', async ({ browser }) => {
  const page = await asAccount(browser, 'consultancy.manager', PROVIDER)
  await page.goto(`/manual-review/${engagementId}`)
  const dialog = await overrideDialog(page)
  await dialog.getByRole('radio', { name: 'Outside' }).check()
  await expect(dialog.getByRole('alert')).toBeHidden()
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The contractor runs a genuine business of their own')
  await dialog.getByRole('button', { name: 'Save override' }).click()
  await expect(dialog).toBeHidden()
  const result = page.getByRole('region', { name: 'IR35 Assessment Result' })
  await expect(result.getByText('Outside IR35', { exact: true })).toBeVisible()
  await expect(result).toContainText('The contractor runs a genuine business of their own')
})

test('the Read-Only Full Tool user reads the list and the review but cannot override', async ({ browser }) => {
  const page = await asAccount(browser, 'readonly.full', PROVIDER)
  await page.goto('/manual-reviews')
  await findRow(page)
  await page.goto(`/manual-review/${engagementId}`)
  await expect(page.getByRole('heading', { name: 'IR35 Assessment Result' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Override result' })).toBeHidden()
})
