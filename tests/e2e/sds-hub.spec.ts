// The SDS hub as the demo contractor Tara Bennett (Contractor Type 1) uses it (rules questionnaire.screen,
// result.panel, sds-hub.screen, records.sds-hub-row, questionnaire.flow, lists.defaults): the three
// areas, a card archived and unarchived, the SDS Manager searched, her questions answered (the pink highlight,
// Save progress kept across a reload, Submit), and an issued SDS opened and downloaded. After each step the
// API is asked what it now holds.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import type { ContractorEngagementView, SdsHubActions, SdsHubPage } from '../../src/domain/contractor-portal.ts'
import { CONTRACTOR_PORTAL_MESSAGES, RETRACT_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { UNANSWERED_THREE_OPTIONS, UNANSWERED_TWO_OPTIONS } from '../../src/domain/questionnaire.ts'
import { HUB_TEXTS } from '../../src/web/features/sds-hub/hub-view.ts'
import { pdfText } from '../support/pdf-text.ts'
import {
  acceptTermsIfShown,
  apiCall,
  expectAccessible,
  screenshotIfAsked,
  selectedOrganisation,
  signIn,
  signInToOrganisation,
} from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/sds-hub-${name}.png`, fullPage: true })

const HUB = '/assessments/contractor-portal'
// Tara Bennett's demo engagements: her questions to answer, and an SDS awaiting her acceptance.
const TO_ANSWER = 'Store systems consultant'
const ISSUED = 'Retail analytics lead'

const area = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const card = (page: Page, name: string) =>
  area(page, 'Actions required')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })
const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })

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

test('a contractor uses the SDS hub: cards, archive, search, her questions answered and an SDS downloaded', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page, 'contractor.type1')
  const terms = page.getByRole('heading', { name: 'Updated Terms and Conditions' })
  await expect(terms.or(page.getByRole('navigation', { name: 'Main' }))).toBeVisible()
  if (await terms.isVisible()) await acceptTermsIfShown(page)

  await test.step('the hub: actions as cards, assessments in progress, the SDS Manager', async () => {
    await page.goto('/sds-hub')
    await expect(page.getByRole('heading', { name: HUB_TEXTS.title, level: 1 })).toBeVisible()
    const toAnswer = card(page, TO_ANSWER)
    await expect(toAnswer.getByRole('link', { name: /Complete Questions/ })).toBeVisible()
    await expect(toAnswer).toContainText('Acme Retail Group')
    await expect(toAnswer).toContainText('02/11/2026')
    await expect(card(page, ISSUED).getByRole('link', { name: /View SDS/ })).toBeVisible()
    const inProgress = area(page, 'Assessments in progress')
    await expect(inProgress.getByRole('row', { name: new RegExp(TO_ANSWER) })).toContainText('Awaiting Contractor')
    const manager = area(page, 'SDS Manager')
    await expect(manager.getByRole('row', { name: /Acme Retail Group/ }).first()).toBeVisible()
    await expect(manager.getByRole('columnheader', { name: 'End client' })).toHaveAttribute('aria-sort', 'descending')
    await expect(manager.getByText(/^1 - \d of \d$/)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'hub')
  })

  await test.step('archive a card: gone until "Show archived actions", then unarchived', async () => {
    await card(page, ISSUED)
      .getByRole('button', { name: /^Archive/ })
      .click()
    await expect(card(page, ISSUED)).toBeHidden()
    const archived = await apiCall<SdsHubActions>(page, `${HUB}/actions?show_archived=true`)
    expect(archived.items.find((row) => row.engagement_name === ISSUED)?.archived).toBe(true)
    await area(page, 'Actions required').getByText('Show archived actions').click()
    const shown = card(page, ISSUED)
    await expect(shown).toContainText('Archived')
    await expectAccessible(page)
    await shot(page, 'archived-card')
    await shown.getByRole('button', { name: /^Unarchive/ }).click()
    await expect(shown).not.toContainText('Archived')
    const back = await apiCall<SdsHubActions>(page, `${HUB}/actions?show_archived=false`)
    expect(back.items.find((row) => row.engagement_name === ISSUED)?.archived).toBe(false)
    await area(page, 'Actions required').getByText('Show archived actions').click()
  })

  await test.step('search the SDS Manager: the search goes to the URL and the server', async () => {
    const manager = area(page, 'SDS Manager')
    await manager.getByText('Show all', { exact: true }).click()
    await expect(page).toHaveURL(/show_all=true/)
    await manager.getByLabel('Search your SDS documents').fill('no such end client')
    await expect(manager.getByText(HUB_TEXTS.noSdsMatches)).toBeVisible()
    await expect(page).toHaveURL(/search=no\+such\+end\+client|search=no%20such%20end%20client/)
    await manager.getByLabel('Search your SDS documents').fill('Acme')
    await expect(manager.getByRole('row', { name: /Acme Retail Group/ }).first()).toBeVisible()
    const found = await apiCall<SdsHubPage>(page, `${HUB}/sds-engagements?show_all=true&search=Acme`)
    await expect(manager.getByText(new RegExp(`^1 - ${found.items.length} of ${found.count}$`))).toBeVisible()
    await shot(page, 'search')
  })

  let engagementId = ''
  await test.step('Complete Questions: only her questions; the pink message on Submit', async () => {
    await page.goto('/sds-hub')
    await card(page, TO_ANSWER)
      .getByRole('link', { name: /Complete Questions/ })
      .click()
    await expect(page).toHaveURL(/\/sds-hub\/complete-questions\//)
    engagementId = page.url().split('/').pop() ?? ''
    await expect(page.getByRole('heading', { name: 'Complete Questions', level: 1 })).toBeVisible()
    await expect(questionnaire(page).getByText(/^Category 1 of \d+$/)).toBeVisible()
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    const first = questionnaire(page).getByRole('listitem').first()
    await expect(first).toHaveAttribute('data-unanswered', 'true')
    const options = await first.getByRole('radio').count()
    await expect(
      first.getByText(options >= 3 ? UNANSWERED_THREE_OPTIONS : UNANSWERED_TWO_OPTIONS, { exact: true }),
    ).toBeVisible()
    await expect(first).toHaveCSS('background-color', 'rgb(253, 242, 241)')
    await expectAccessible(page)
    await shot(page, 'complete-questions-unanswered')
  })

  await test.step('answer the first page, save progress, and find it again after a reload', async () => {
    await answerPage(page)
    await questionnaire(page).getByRole('button', { name: 'Save progress' }).click()
    await expect(page.getByText('Your answers so far are saved.')).toBeVisible()
    const saved = await apiCall<ContractorEngagementView>(page, `${HUB}/engagements/${engagementId}`)
    expect(saved.assessment.in_progress_answer_ids.length).toBeGreaterThan(0)
    await page.reload()
    const radios = questionnaire(page).getByRole('radio', { checked: true })
    await expect(radios.first()).toBeVisible()
    expect(await radios.count()).toBe(saved.assessment.in_progress_answer_ids.length)
  })

  await test.step('answer the rest and submit: the submitted texts and the way back', async () => {
    const next = questionnaire(page).getByRole('button', { name: 'Next' })
    for (;;) {
      await answerPage(page)
      if (!(await next.isEnabled())) break
      await next.click()
    }
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { name: CONTRACTOR_PORTAL_MESSAGES.submittedTitle })).toBeVisible()
    await expect(page.getByText(CONTRACTOR_PORTAL_MESSAGES.submittedBody)).toBeVisible()
    const submitted = await apiCall<ContractorEngagementView>(page, `${HUB}/engagements/${engagementId}`)
    expect(submitted.assessment.submitted_by).toBe('CONTRACTOR')
    expect(submitted.can.answer).toBe(false)
    expect(submitted.status).not.toBe('Awaiting Contractor')
    await expectAccessible(page)
    await shot(page, 'complete-questions-submitted')
    await page.getByRole('link', { name: 'Back to your SDS Hub' }).click()
    await expect(card(page, ISSUED)).toBeVisible()
    await expect(area(page, 'Actions required').getByRole('heading', { name: TO_ANSWER })).toBeHidden()
  })

  await test.step('View SDS from a SDS Manager row: the determination, acknowledged, and the PDF', async () => {
    const manager = area(page, 'SDS Manager')
    const sds = (await apiCall<SdsHubPage>(page, `${HUB}/sds-engagements`)).items.find(
      (row) => row.engagement_name === ISSUED,
    )
    expect(sds?.i_r35_determination).toBeTruthy()
    await manager
      .getByRole('row', { name: new RegExp(ISSUED) })
      .getByRole('link')
      .click()
    await expect(page.getByRole('heading', { name: 'IR35 SDS Document', level: 1 })).toBeVisible()
    await expect(page.getByText(sds!.i_r35_determination!).first()).toBeVisible()
    await expect(page.getByText('Date issued')).toBeVisible()
    // The reasons are the worker's to read before choosing to acknowledge or dispute.
    const reasons = page.getByRole('region', { name: 'Reasons for the conclusion' })
    await expect(reasons.getByRole('listitem').first()).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'view-sds')
    // The download is allowed once the determination is acknowledged (rule sds.download).
    await expect(page.getByRole('button', { name: 'Download SDS' })).toBeHidden()
    await page.getByRole('button', { name: 'Acknowledge determination' }).click()
    await page.getByLabel(/Type your full name/).fill('Tara Bennett')
    await page.getByRole('button', { name: 'Complete' }).click()
    await expect(page.getByText('You have acknowledged this determination.')).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download SDS' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${ISSUED} - Status determination statement.pdf`)
    const stream = await file.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await pdfText(new Uint8Array(bytes))).toContain(sds!.i_r35_determination!)
  })

  await test.step('the answered engagement, before any SDS, says so plainly', async () => {
    await page.goto(`/sds-hub/view-sds/${engagementId}`)
    await expect(page.getByText(/has not issued a status determination statement/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download SDS' })).toBeHidden()
    await expectAccessible(page)
    await shot(page, 'view-sds-not-issued')
  })
})

test('the client sends the contractor their questions, sees the submission stand, and retracts them', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signInToOrganisation(page, 'partner', 'Acme Retail Group')

  // A fresh engagement of an Acme demo contractor that no other spec uses (Acme disseminates questions).
  const organisationId = await selectedOrganisation(page)
  const contractors = await apiCall<{ items: { id: string }[] }>(
    page,
    `/actors/contractors?org_id=${organisationId}&search=.30@contractors`,
  )
  const contractorId = contractors.items[0]!.id
  const questionSet = await apiCall<{ id: string }>(page, '/assessments/question-sets/type/FULL')
  const { id: engagementId } = await apiCall<{ id: string }>(page, '/assessments/engagements', {
    method: 'POST',
    body: {
      contractor_id: contractorId,
      organisation_id: organisationId,
      question_set_id: questionSet.id,
      name: 'Playwright contractor questions',
      end_client_id: organisationId,
      start_date: '2026-09-01',
      end_date: '2027-02-26',
      daily_rate: 550,
    },
  })
  const engagementOf = () => apiCall<EngagementRecord>(page, `/assessments/engagements/${engagementId}`)

  await test.step('the client answers every question; Submit offers to ask the contractor', async () => {
    await page.goto(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
    await page
      .getByRole('alertdialog', { name: 'Before you start' })
      .getByRole('button', { name: 'Start assessment' })
      .click()
    const next = questionnaire(page).getByRole('button', { name: 'Next' })
    for (;;) {
      await answerPage(page)
      if (!(await next.isEnabled())) break
      await next.click()
    }
    const offer = questionnaire(page).getByRole('checkbox', {
      name: /^Ask the contractor to answer their \d+ questions?$/,
    })
    await expect(offer).toBeChecked()
    await expectAccessible(page)
    await shot(page, 'client-dissemination')
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
  })

  await test.step('Awaiting Contractor: the submitted texts and Retract questions', async () => {
    const panel = page.getByRole('region', { name: CONTRACTOR_PORTAL_MESSAGES.submittedTitle })
    await expect(panel).toBeVisible()
    await expect(panel.getByText(CONTRACTOR_PORTAL_MESSAGES.submittedBody)).toBeVisible()
    await expect(panel.getByRole('heading', { name: CONTRACTOR_PORTAL_MESSAGES.roleQuestionsTitle })).toBeVisible()
    await expect(panel.getByText(CONTRACTOR_PORTAL_MESSAGES.roleQuestionsBody)).toBeVisible()
    const waiting = await engagementOf()
    expect(waiting.status).toBe('Awaiting Contractor')
    expect(waiting.can.retract_contractor_questions).toBe(true)
    expect(waiting.assessments[0]?.result).toBeNull()
    await expectAccessible(page)
    await shot(page, 'client-awaiting-contractor')

    await panel.getByRole('button', { name: CONTRACTOR_PORTAL_MESSAGES.retract }).click()
    const confirm = page.getByRole('alertdialog', { name: RETRACT_MESSAGES.confirmTitle })
    await expect(confirm.getByText(RETRACT_MESSAGES.confirmBody)).toBeVisible()
    await confirm.getByRole('button', { name: CONTRACTOR_PORTAL_MESSAGES.retract }).click()
    await expect(page.getByRole('region', { name: 'IR35 Assessment Result' })).toBeVisible()
    const retracted = await engagementOf()
    expect(retracted.status).not.toBe('Awaiting Contractor')
    expect(retracted.assessments[0]?.result).toBeTruthy()
    await shot(page, 'client-retracted')
  })
})
