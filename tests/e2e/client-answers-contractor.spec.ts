// The client answers a contractor's question when the contractor is not asked (docs/cest.md): the choice beside
// Submit says who will answer the contractor's questions and what the result rests on; unticked, the contractor's
// questions appear marked as theirs, the client answers some and leaves one, the engagement does not wait for the
// contractor, and HMRC's outcome names the fact left out and who could give it. After each step the API is asked what
// it now holds.
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AssessmentRecord, EngagementRecord } from '../../src/domain/assessments.ts'
import { CONTRACTOR_QUESTION_NOTE } from '../../src/web/features/assessment/dissemination.ts'
import { apiCall, expectAccessible, screenshotIfAsked, selectedOrganisation, signInToOrganisation } from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'ir35-screens')
/**
 * The page at a desktop's width and at a phone's, where it must not scroll sideways; at the phone's width also the
 * screen a person sees scrolled to `focus`.
 */
const atBothWidths = async (page: Page, name: string, focus: Locator) => {
  const file = (width: string) => path.join(SHOTS, `client-answers-contractor-${name}-${width}.png`)
  await screenshotIfAsked(page, { path: file('1280'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scroll at 390px' })
    .toBeLessThanOrEqual(390)
  await screenshotIfAsked(page, { path: file('390'), fullPage: true })
  await focus.scrollIntoViewIfNeeded()
  await focus.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await screenshotIfAsked(page, { path: file('390-screen'), fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })
}

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })
const resultPanel = (page: Page) => page.getByRole('region', { name: 'IR35 Assessment Result' })
const question = (page: Page, id: string) => page.locator(`#question-${id}`)
const engagementOf = (page: Page, id: string) => apiCall<EngagementRecord>(page, `/assessments/engagements/${id}`)
const currentOf = async (page: Page, id: string): Promise<AssessmentRecord> =>
  (await engagementOf(page, id)).assessments[0]!

/** Answers No to the client's own questions on screen without an answer, revealed children included. */
const answerClientQuestions = async (page: Page) => {
  const groups = questionnaire(page).locator('li:not([data-contractor])').getByRole('radiogroup')
  for (;;) {
    let open = null
    for (let index = 0, count = await groups.count(); index < count && !open; index += 1)
      if ((await groups.nth(index).getByRole('radio', { checked: true }).count()) === 0) open = groups.nth(index)
    if (!open) return
    await open.getByRole('radio', { name: 'No', exact: true }).click()
    await expect(open.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
  }
}

test("a client answers the contractor's questions when the contractor is not asked", async ({ page }) => {
  test.setTimeout(180_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  const organisationId = await selectedOrganisation(page)
  const stamp = Date.now().toString(36)

  // A contractor of its own and an engagement that has begun, so HMRC's tool reads what has actually happened.
  const contractor = await apiCall<{ id: string }>(page, '/actors/contractors', {
    method: 'POST',
    body: {
      first_name: 'Robin',
      last_name: 'Ashdown',
      company_name: `Ashdown Systems ${stamp} Ltd`,
      company_number: `AS${stamp.slice(-6).toUpperCase().padStart(6, '0')}`,
      email: `robin.ashdown.${stamp}@example.test`,
      phone_number: '+447700900123',
      organisation_id: organisationId,
    },
  })
  const full = await apiCall<{ id: string }>(page, '/assessments/question-sets/type/FULL')
  const engagement = await apiCall<{ id: string }>(page, '/assessments/engagements', {
    method: 'POST',
    body: {
      question_set_id: full.id,
      contractor_id: contractor.id,
      organisation_id: organisationId,
      name: 'Warehouse systems support',
      end_client_id: organisationId,
      start_date: '2026-01-05',
      end_date: '2027-12-17',
      daily_rate: 480,
    },
  })

  await test.step('ticked, the contractor is to answer their questions and the client does not see them', async () => {
    await page.goto(`/edit-contractor/${contractor.id}/edit-engagement/${engagement.id}`)
    await page
      .getByRole('alertdialog', { name: 'Before you start' })
      .getByRole('button', { name: 'Start assessment' })
      .click()
    await answerClientQuestions(page)
    const ask = questionnaire(page).getByRole('checkbox', {
      name: /^Ask the contractor to answer their \d+ questions$/,
    })
    await expect(ask).toBeChecked()
    await expect(
      questionnaire(page).getByText(/^The contractor will be asked their \d+ questions when you submit\./),
    ).toBeVisible()
    await questionnaire(page).getByRole('button', { name: 'Next', exact: true }).click()
    await expect(questionnaire(page).getByRole('heading', { name: 'Substitution and personal service' })).toBeVisible()
    await expect(question(page, 'sub-sent')).toHaveCount(0)
    await expect(questionnaire(page).getByText("Contractor's question", { exact: true })).toHaveCount(0)
  })

  await test.step("unticked, the client sees the contractor's questions marked as theirs and answers two", async () => {
    await questionnaire(page)
      .getByText(/^Ask the contractor to answer their \d+ questions$/)
      .click()
    await expect(questionnaire(page).getByRole('checkbox', { name: /^Ask the contractor/ })).not.toBeChecked()
    await expect(
      questionnaire(page).getByText('The contractor will not be asked. Their questions are shown to you', {
        exact: false,
      }),
    ).toBeVisible()
    for (const id of ['sub-sent', 'sub-helper']) {
      await expect(question(page, id).getByText("Contractor's question", { exact: true })).toBeVisible()
      await expect(question(page, id).getByText(CONTRACTOR_QUESTION_NOTE)).toBeVisible()
    }
    await answerClientQuestions(page)
    await question(page, 'sub-sent').getByRole('radio', { name: 'No', exact: true }).click()
    await question(page, 'sub-helper').getByRole('radio', { name: 'Yes', exact: true }).click()
    await expect(question(page, 'sub-helper').getByRole('radio', { name: 'Yes', exact: true })).toBeChecked()
    await expectAccessible(page)
    await atBothWidths(page, 'questionnaire', question(page, 'sub-sent'))
  })

  await test.step("the rest answered, one of the contractor's questions left; submitted, nobody is waited for", async () => {
    const next = questionnaire(page).getByRole('button', { name: 'Next', exact: true })
    let sawOtherClients = false
    while (await next.isEnabled()) {
      await next.click()
      await answerClientQuestions(page)
      // Leaving a contractor's question is allowed: only the client's own must be answered.
      if (await question(page, 'biz-clients').isVisible()) sawOtherClients = true
    }
    expect(sawOtherClients).toBe(true)
    await questionnaire(page).getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(resultPanel(page)).toBeVisible()
    const current = await currentOf(page, engagement.id)
    expect(current.answer_ids).toEqual(expect.arrayContaining(['sub-sent-no', 'sub-helper-yes']))
    expect(current.answer_ids.some((id) => id.startsWith('biz-clients-'))).toBe(false)
    expect(current.submitted_by).toBe('CLIENT')
    expect(current.hmrc_outcome).toBe('Undetermined')
    expect((await engagementOf(page, engagement.id)).status).not.toBe('Awaiting Contractor')
  })

  await test.step('the result says which fact HMRC lacks and who could give it', async () => {
    const panel = resultPanel(page)
    // The submitted toast closed, so that it hides nothing of the result.
    await page.getByRole('button', { name: 'Close notification' }).click()
    await expect(page.getByText('What happens next is shown beside the details.')).toBeHidden()
    await expect(panel.getByText('HMRC CEST equivalent:')).toBeVisible()
    await expect(
      panel
        .getByText(
          "whether the contractor's company has done similar work for other clients in the last 12 months (the contractor could give this).",
          { exact: false },
        )
        .first(),
    ).toBeVisible()
    await expect(panel.getByText(/matrix|section scores/i)).toHaveCount(0)
    await expectAccessible(page)
    await atBothWidths(page, 'result', panel.getByText('HMRC CEST equivalent:'))
  })
})
