// A contractor engagement as a Partner Admin makes it (rules engagement.create-form,
// engagement.edit-screen, questionnaire.screen, result.panel, engagement.form-rules): every message of the form told in
// the browser, a full assessment created for a demo contractor of Acme Retail Group from a completed role, its edit
// page, a saved change kept across a reload and a concurrent change met with a reload, every category answered and
// submitted, the result, the report, the SDS of the engagement awaiting distribution, and the contractor's Assessments
// row that opens it; then a reassessment that links to its original. After each step the API is asked what it now
// holds.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ENGAGEMENT_MESSAGES, type EngagementRecord } from '../../src/domain/assessments.ts'
import { sdsConclusionOf } from '../../src/domain/determination/sds-conclusion.ts'
import { JOB_ROLE_MESSAGES } from '../../src/domain/job-roles.ts'
import { MESSAGES, maxLengthMessage } from '../../src/domain/messages.ts'
import { STALE_ENGAGEMENT_TEXT } from '../../src/web/features/engagements/edit-engagement-content.tsx'
import { pdfText } from '../support/pdf-text.ts'
import {
  apiAnswer,
  apiCall,
  clickRowAt,
  expectAccessible,
  pageToken,
  screenshotIfAsked,
  signInToOrganisation,
} from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

/** A PDF the API serves, with the browser's own token: its content type and bytes. */
const apiPdf = async (page: Page, path: string) => {
  const answer = await page.evaluate(
    async ({ url, token }) => {
      const response = await fetch(`/api${url}`, { headers: { authorization: `Bearer ${token}` } })
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      }
    },
    { url: path, token: await pageToken(page) },
  )
  return { ...answer, bytes: Uint8Array.from(answer.bytes) }
}

// Screenshots for a person to look at, kept out of the project.
const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, {
    path: path.join(tmpdir(), 'ir35-screens', `contractor-engagement-${name}.png`),
    fullPage: true,
  })

// A demo contractor of Acme Retail Group that no other spec counts the engagements of.
const CONTRACTOR_EMAIL = 'arthur.patel.7@contractors.demo.ir35.test'
const CONTRACTOR_NAME = 'Arthur Patel'
const NAME = 'Playwright store systems lead'
const RENAMED = 'Playwright store systems architect'

const form = (page: Page) => page.getByRole('form', { name: 'Engagement Details' })
const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })
const resultPanel = (page: Page) => page.getByRole('region', { name: 'IR35 Assessment Result' })

/** Answers No to every question of the category on screen that has no answer yet, revealed children included. */
const answerCategory = async (page: Page) => {
  const groups = questionnaire(page).getByRole('radiogroup')
  for (;;) {
    let open: Locator | null = null
    for (let index = 0, count = await groups.count(); index < count && !open; index += 1)
      if ((await groups.nth(index).getByRole('radio', { checked: true }).count()) === 0) open = groups.nth(index)
    if (!open) return
    await open.getByRole('radio', { name: 'No', exact: true }).click()
    await expect(open.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
  }
}

const agencyOf = (page: Page) => form(page).getByRole('searchbox', { name: 'Agency' })
/** A field's message, under the field it belongs to. */
const messageOf = (page: Page, label: string | RegExp) =>
  form(page)
    .locator('[data-part="root"]')
    .filter({ has: page.getByLabel(label) })
    .locator('[data-part="error-text"]')

test('a Partner Admin creates a contractor engagement and edits it', async ({ page }) => {
  test.setTimeout(180_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')

  let contractorId = ''
  await test.step('New Assessment on the contractor page opens the form', async () => {
    await page.goto(`/contractors?search=${encodeURIComponent(CONTRACTOR_EMAIL)}`)
    await page.getByRole('link', { name: CONTRACTOR_NAME }).click()
    await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+$/)
    contractorId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await page.getByRole('link', { name: 'New Assessment' }).click()
    await expect(page).toHaveURL(`/edit-contractor/${contractorId}/create-engagement`)
    await expect(page.getByRole('heading', { name: 'New Engagement', level: 1 })).toBeVisible()
    await expect(form(page).getByLabel('Contractor name')).toHaveValue(CONTRACTOR_NAME)
    await expect(form(page).getByLabel('Company name')).toHaveValue(/ Ltd$/)
    await expect(page.getByText('Save Engagement details to commence assessment')).toBeVisible()
    // Acme has the insurance validation tool: both assessment types are offered.
    await expect(form(page).getByRole('radio', { name: 'Full assessment' })).toBeChecked()
    await expect(form(page).getByRole('radio', { name: 'Insurance validation' })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'create')
  })

  await test.step('every rule of the form is told in the browser', async () => {
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(messageOf(page, 'Engagement name')).toHaveText(ENGAGEMENT_MESSAGES.nameRequired)
    await expect(messageOf(page, 'Start date')).toHaveText(JOB_ROLE_MESSAGES.startDateRequired)
    await expect(messageOf(page, 'End date')).toHaveText(JOB_ROLE_MESSAGES.endDateRequired)
    await expect(messageOf(page, 'Day rate')).toHaveText(ENGAGEMENT_MESSAGES.dayRateRequired)
    await expect(messageOf(page, 'End client')).toHaveText(JOB_ROLE_MESSAGES.endClientRequired)
    await expectAccessible(page)
    await shot(page, 'create-required')

    const tooLong = 'x'.repeat(51)
    await form(page).getByLabel('Engagement name').fill(tooLong)
    await form(page).getByLabel('SDS provider').fill(tooLong)
    await expect(messageOf(page, 'Engagement name')).toHaveText(maxLengthMessage(50))
    await expect(messageOf(page, 'SDS provider')).toHaveText(maxLengthMessage(50))
    await form(page).getByLabel('SDS provider').fill('')
    await expect(messageOf(page, 'SDS provider')).toBeHidden()

    await form(page).getByLabel('Start date').fill('01/07/2027')
    await form(page).getByLabel('End date').fill('30/06/2027')
    await expect(messageOf(page, 'Start date')).toHaveText(JOB_ROLE_MESSAGES.startAfterEnd)
    await form(page).getByLabel('Start date').fill('04/01/2027')
    await expect(messageOf(page, 'Start date')).toBeHidden()
    // The days read DD/MM/YYYY, as typed.
    await expect(form(page).getByLabel('Start date')).toHaveValue('04/01/2027')

    const rate = form(page).getByLabel('Day rate')
    await rate.fill('abc')
    await expect(messageOf(page, 'Day rate')).toHaveText(JOB_ROLE_MESSAGES.dailyRateInvalid)
    await rate.fill('-5')
    await expect(messageOf(page, 'Day rate')).toHaveText(JOB_ROLE_MESSAGES.dailyRateNegative)
    // Pence at most: the server's schema says so, and so does the browser.
    await rate.fill('525.505')
    await expect(messageOf(page, 'Day rate')).toHaveText(/at most two decimals/)
    await rate.fill('525.50')
    await expect(messageOf(page, 'Day rate')).toBeHidden()

    // Something typed in the agency selector but nothing chosen from it.
    const agencySearch = agencyOf(page)
    await agencySearch.fill('Nor')
    await agencySearch.blur()
    await expect(messageOf(page, 'Agency')).toHaveText(JOB_ROLE_MESSAGES.agencyRequired)
    // The agency chosen first, then the same organisation as end client.
    await agencySearch.fill('Acme Retail Group')
    await page
      .getByRole('region', { name: 'Agency results' })
      .getByRole('button', { name: /^Acme Retail Group/ })
      .click()
    const endClientSearch = form(page).getByRole('searchbox', { name: 'End client' })
    await endClientSearch.fill('Acme Retail Group')
    await page
      .getByRole('region', { name: 'End client results' })
      .getByRole('button', { name: /^Acme Retail Group/ })
      .click()
    await expect(form(page).getByText(JOB_ROLE_MESSAGES.sameEndClientAndAgency)).toBeVisible()
    await form(page).getByRole('button', { name: 'Change agency' }).click()
    await expect(form(page).getByText(JOB_ROLE_MESSAGES.sameEndClientAndAgency)).toBeHidden()
    // Once the end client is chosen, the agency's results leave it out.
    await agencySearch.fill('Acme Retail')
    const agencyResults = page.getByRole('region', { name: 'Agency results' })
    await expect(agencyResults.getByRole('button').first()).toBeVisible()
    await expect(agencyResults.getByRole('button', { name: /^Acme Retail Group/ })).toHaveCount(0)
    await agencySearch.fill('')

    // An insurance validation names its end client as the original SDS does, in free text.
    await form(page).getByRole('radio', { name: 'Insurance validation' }).check()
    await expect(form(page).getByLabel('Reassessment frequency')).toHaveCount(0)
    await expect(form(page).getByText('Original SDS', { exact: true })).toBeVisible()
    const originalEndClient = form(page).getByLabel('End client named on the original SDS')
    await originalEndClient.focus()
    await originalEndClient.blur()
    await expect(messageOf(page, 'End client named on the original SDS')).toHaveText(
      ENGAGEMENT_MESSAGES.endClientRequired,
    )
    await originalEndClient.fill(tooLong)
    await expect(messageOf(page, 'End client named on the original SDS')).toHaveText(maxLengthMessage(50))
    // The original SDS is 5MB at most.
    await form(page)
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'original-sds.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
      })
    await expect(form(page).getByRole('alert').filter({ hasText: MESSAGES.fileTooLarge })).toBeVisible()
    await expect(form(page).getByText('No file chosen')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'create-insurance')
    await form(page).getByRole('radio', { name: 'Full assessment' }).check()
    await expect(form(page).getByLabel('Reassessment frequency')).toBeVisible()
  })

  let engagementId = ''
  await test.step("a completed role fills the dates, day rate, end client, agency and the exposure's terms", async () => {
    await form(page).getByRole('button', { name: 'Change end client' }).click()
    await form(page).getByLabel('Invoicing frequency').selectOption({ label: 'Weekly in arrears' })
    await form(page)
      .getByLabel('Copy from an existing completed role')
      .selectOption({ label: 'Merchandising planner – Acme Retail Group' })
    await expect(form(page).getByRole('textbox', { name: 'End client' })).toHaveValue('Acme Retail Group')
    // The role has no dates or rate of its own: what was typed stays.
    await expect(form(page).getByLabel('Start date')).toHaveValue('04/01/2027')
    await expect(form(page).getByLabel('Day rate')).toHaveValue('525.50')
    // The role's terms replace what was chosen: it is invoiced monthly.
    await expect(form(page).getByLabel('Invoicing frequency')).toHaveValue('monthly')
    await agencyOf(page).fill('Northbridge')
    await page
      .getByRole('region', { name: 'Agency results' })
      .getByRole('button', { name: /^Northbridge Partners/ })
      .click()
    await expect(form(page).getByRole('textbox', { name: 'Agency' })).toHaveValue('Northbridge Partners')
  })

  await test.step('Save creates the engagement and opens it', async () => {
    await form(page).getByLabel('Engagement name').fill(NAME)
    await form(page).getByLabel('SDS provider').fill('Acme Compliance')
    await form(page).getByLabel('Reassessment frequency').selectOption({ index: 1 })
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(new RegExp(`/edit-contractor/${contractorId}/edit-engagement/[0-9a-f-]+$`))
    engagementId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await expect(page.getByRole('heading', { name: `Edit Engagement: ${NAME}`, level: 1 })).toBeVisible()
    const stored = await apiCall<Record<string, unknown>>(page, `/assessments/engagements/${engagementId}`)
    expect(stored).toMatchObject({
      name: NAME,
      type: 'Contractor',
      contractor_id: contractorId,
      question_set_type_code: 'FULL',
      start_date: '2027-01-04',
      end_date: '2027-06-30',
      daily_rate: 525.5,
      sds_provider: 'Acme Compliance',
      end_client: 'Acme Retail Group',
      agency: 'Northbridge Partners',
      role_name: 'Merchandising planner',
      status: 'Started',
      invoicing_frequency: 'monthly',
      payment_terms_days: 30,
    })
    expect(stored.reassessment_frequency_id).not.toBeNull()
  })

  await test.step('the edit page: fixed details disabled, a change saved and kept across a reload', async () => {
    await expect(form(page).getByLabel('Assessment type')).toHaveValue('Full assessment')
    await expect(form(page).getByLabel('Assessment type')).toBeDisabled()
    await expect(form(page).getByRole('textbox', { name: 'End client' })).toBeDisabled()
    await expect(form(page).getByRole('textbox', { name: 'Agency' })).toBeDisabled()
    await expect(form(page).getByLabel('Day rate')).toHaveValue('525.50')
    await expectAccessible(page)
    await shot(page, 'edit')

    await form(page).getByLabel('Engagement name').fill(RENAMED)
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`${RENAMED} has been updated.`)).toBeVisible()
    await expect(page.getByRole('heading', { name: `Edit Engagement: ${RENAMED}`, level: 1 })).toBeVisible()
    await page.reload()
    await expect(form(page).getByLabel('Engagement name')).toHaveValue(RENAMED)
    const stored = await apiCall<Record<string, unknown>>(page, `/assessments/engagements/${engagementId}`)
    expect(stored).toMatchObject({ name: RENAMED, start_date: '2027-01-04' })
  })

  await test.step('a change made elsewhere meanwhile is not overwritten', async () => {
    const changed = await apiAnswer(page, `/assessments/engagements/${engagementId}`, {
      method: 'PATCH',
      body: [{ op: 'replace', path: '/sds_provider', value: 'Changed elsewhere' }],
    })
    expect(changed.status).toBe(200)
    await form(page).getByLabel('Day rate').fill('600')
    await form(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert').filter({ hasText: STALE_ENGAGEMENT_TEXT })).toBeVisible()
    await shot(page, 'edit-stale')
    await page.getByRole('button', { name: 'Reload the engagement' }).click()
    await expect(form(page).getByLabel('SDS provider')).toHaveValue('Changed elsewhere')
    await expect(form(page).getByLabel('Day rate')).toHaveValue('525.50')
    await expect(page.getByText(STALE_ENGAGEMENT_TEXT)).toBeHidden()
  })

  await test.step('Notifications lists each e-mail of the engagement with who receives it', async () => {
    await page.getByRole('tab', { name: 'Notifications' }).click()
    // The full behaviour of the tab is in notifications.spec.ts; here, that it shows this engagement's mail.
    await expect(page.getByRole('region', { name: 'SDS sent to a party' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Add a recipient' })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'notifications')
    await page.getByRole('tab', { name: 'Detail' }).click()
  })

  await test.step('the assessment: every category answered, submitted, its result and report', async () => {
    // The copied role's answers are in progress already, so the start prompt may not be asked.
    const prompt = page.getByRole('alertdialog', { name: 'Before you start' })
    await expect(prompt.or(questionnaire(page))).toBeVisible()
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Start assessment' }).click()
    const next = questionnaire(page).getByRole('button', { name: 'Next' })
    await answerCategory(page)
    while (await next.isEnabled()) {
      await next.click()
      await answerCategory(page)
    }
    await shot(page, 'questionnaire')
    // Acme sends contractors their questions, ticked by default; this engagement goes without them.
    const offer = questionnaire(page).getByRole('checkbox', {
      name: /^Ask the contractor to answer their \d+ questions?$/,
    })
    await expect(offer).toBeChecked()
    await offer.focus()
    await page.keyboard.press('Space')
    await expect(offer).not.toBeChecked()
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(resultPanel(page)).toBeVisible()
    const submitted = await apiCall<EngagementRecord>(page, `/assessments/engagements/${engagementId}`)
    // No reviewers and the contractor's questions not sent out: the SDS is next.
    expect(submitted.status).toBe('Awaiting Distribution')
    const current = submitted.assessments[0]!
    expect(current.result).toBeTruthy()
    await expect(resultPanel(page).getByText(current.result!, { exact: true }).first()).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'result')

    const report = page.waitForResponse((answer) => answer.url().endsWith(`/assessment/${current.id}/report`))
    const download = page.waitForEvent('download')
    await resultPanel(page).getByRole('button', { name: 'Download report' }).click()
    expect((await report).headers()['content-type']).toContain('application/pdf')
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)

    // The SDS of an engagement awaiting distribution states the conclusion.
    const sds = await apiPdf(page, `/reporting/reports/assessment/${current.id}/sds`)
    expect(sds.status).toBe(200)
    expect(sds.type).toContain('application/pdf')
    expect(new TextDecoder().decode(sds.bytes.subarray(0, 5))).toBe('%PDF-')
    expect(pdfText(sds.bytes)).toContain(sdsConclusionOf(current.result_code)!)
  })

  await test.step("the contractor's Assessments row opens the engagement", async () => {
    await form(page).getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(`/edit-contractor/${contractorId}`)
    const row = page
      .getByRole('table', { name: 'Assessments of this contractor' })
      .getByRole('row', { name: new RegExp(RENAMED) })
      // A retry of this test adds a second engagement of the same name.
      .filter({ has: page.locator(`a[href$="/${engagementId}"]`) })
    await clickRowAt(row, row.getByRole('cell').nth(2))
    await expect(page).toHaveURL(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
    await expect(page.getByRole('heading', { name: `Edit Engagement: ${RENAMED}`, level: 1 })).toBeVisible()
  })
})

test('a reassessment says which engagement it came from', async ({ page }) => {
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  // A completed demo engagement is reassessed through the API, as "Reassess now" does.
  const found = await apiCall<{ items: { id: string }[] }>(
    page,
    '/assessments/engagements?search=Cloud%20security%20engineer',
  )
  const originalId = found.items[0]?.id ?? ''
  const original = await apiCall<{ contractor_id: string }>(page, `/assessments/engagements/${originalId}`)
  const contractorId = String(original.contractor_id)
  const reassessed = await apiAnswer<{ id: string }>(page, `/assessments/engagements/${originalId}/reassess`, {
    method: 'POST',
  })
  expect(reassessed.status).toBe(201)
  const reassessedId = String(reassessed.body.id)

  await page.goto(`/edit-contractor/${contractorId}/edit-engagement/${reassessedId}`)
  // A fresh assessment: its start prompt comes first.
  await page
    .getByRole('alertdialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Start assessment' })
    .click()
  const banner = page.getByRole('region', { name: 'Reassessment' })
  await expect(banner.getByText('This is a Reassessment')).toBeVisible()
  await expect(form(page).getByLabel('Engagement name')).toHaveValue('Cloud security engineer')
  await expectAccessible(page)
  await shot(page, 'reassessment')
  await banner.getByRole('link', { name: 'Open the original engagement' }).click()
  await expect(page).toHaveURL(`/edit-contractor/${contractorId}/edit-engagement/${originalId}`)
  await expect(page.getByRole('region', { name: 'Reassessment' })).toHaveCount(0)
})

test('an insurance validation names its end client as the original SDS does', async ({ page }) => {
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  await page.goto(`/contractors?search=${encodeURIComponent(CONTRACTOR_EMAIL)}`)
  await page.getByRole('link', { name: CONTRACTOR_NAME }).click()
  await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+$/)
  const contractorId = new URL(page.url()).pathname.split('/').pop() ?? ''
  await page.getByRole('link', { name: 'New Assessment' }).click()
  await form(page).getByRole('radio', { name: 'Insurance validation' }).check()
  // Roles are fully assessed: there is nothing to copy into an insurance validation.
  await expect(form(page).getByLabel('Copy from an existing completed role')).toHaveCount(0)
  await form(page).getByLabel('Engagement name').fill('Playwright SDS check')
  await form(page).getByLabel('Start date').fill('01/02/2027')
  await form(page).getByLabel('End date').fill('31/12/2027')
  await form(page).getByLabel('Day rate').fill('480')
  await form(page).getByLabel('End client named on the original SDS').fill('Halden Energy plc')
  await form(page).getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(new RegExp(`/edit-contractor/${contractorId}/edit-engagement/[0-9a-f-]+$`))
  const engagementId = new URL(page.url()).pathname.split('/').pop() ?? ''
  const stored = await apiCall<Record<string, unknown>>(page, `/assessments/engagements/${engagementId}`)
  expect(stored).toMatchObject({
    question_set_type_code: 'SHORT',
    end_client_id: null,
    end_client: 'Halden Energy plc',
    reassessment_frequency_id: null,
    daily_rate: 480,
  })
  await page
    .getByRole('alertdialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Start assessment' })
    .click()
  await expect(form(page).getByLabel('Assessment type')).toHaveValue('Insurance validation')
  await expect(form(page).getByLabel('End client named on the original SDS')).toHaveValue('Halden Energy plc')
  await expect(form(page).getByLabel('End client named on the original SDS')).toBeDisabled()
  await expect(form(page).getByLabel('Reassessment frequency')).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'insurance-edit')
})
