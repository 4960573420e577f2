// The contractor's side from end to end (issue: the contractor's account, onboarding and answers): the client
// sends a new contractor their questions; the contractor follows the e-mailed set-password link, signs in,
// onboards, answers only their own questions in the SDS hub, and the client then sees the result worked out from
// both sides' answers. The client's steps are seeded through the API (the browser's side of them has its own
// spec); the contractor's are the browser's, as a person takes them.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { CONTRACTOR_PORTAL_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { findAnswer, type QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient } from '../support/api.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { asProviderAdmin, choosePassword, linkIn, newestMail, uniqueEmail } from './mailbox.ts'
import { acceptTerms, expectAccessible, screenshotIfAsked, signInToOrganisation, signInWithEmail } from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const PASSWORD = 'Contractor-Password-1'
const ENGAGEMENT = `Warehouse robotics lead ${Date.now().toString(36).slice(-5)}`

/** The Acme partner's calls: create the contractor and the engagement, submit the client's answers. */
const asAcmePartner = async (baseUrl: string) => {
  const call = apiClient(baseUrl)
  const idToken = await identityTokenFor(baseUrl, demoEmail('partner'))
  const found = await call('/api/actors/organisations/search?search=Acme%20Retail%20Group', {
    token: await accessTokenFor(baseUrl, idToken),
  })
  const acmeId = (found.json.items as { id: string; name: string }[]).find((o) => o.name === 'Acme Retail Group')!.id
  const token = await accessTokenFor(baseUrl, idToken, acmeId)
  const ok = async (path: string, init: { method?: string; body?: unknown; status?: number } = {}) => {
    const response = await call(path, { ...init, token })
    expect(response.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(response.json)}`).toBe(
      init.status ?? 200,
    )
    return response.json
  }
  return { acmeId, ok }
}

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })

/** Answers No to every question on the page still without an answer, revealed children included. */
const answerPage = async (page: Page) => {
  const groups = questionnaire(page).getByRole('radiogroup')
  for (;;) {
    let open: Locator | null = null
    const count = await groups.count()
    for (let index = 0; index < count && !open; index += 1)
      if ((await groups.nth(index).getByRole('radio', { checked: true }).count()) === 0) open = groups.nth(index)
    if (!open) return
    const no = open.getByRole('radio', { name: 'No', exact: true })
    await no.click()
    await expect(no).toBeChecked()
  }
}

test('a new contractor is sent their questions, sets a password, onboards, answers, and the client sees the result', async ({
  page,
  browser,
  baseURL,
}) => {
  // One person's whole journey through five screens, each scanned: longer than the default minute.
  test.setTimeout(360_000)
  const client = await asAcmePartner(baseURL!)
  const admin = await asProviderAdmin(baseURL!)
  const email = uniqueEmail('journey')
  const set = (await client.ok('/api/assessments/question-sets/type/FULL')) as QuestionSetDefinition
  let engagementId = ''
  let contractorId = ''

  await test.step('the client creates the engagement and sends the contractor their questions', async () => {
    contractorId = (
      await client.ok('/api/actors/contractors', {
        method: 'POST',
        status: 201,
        body: {
          first_name: 'Imogen',
          last_name: 'Clarke',
          company_name: 'Clarke Robotics Ltd',
          company_number: 'CR246810',
          email,
          phone_number: '+447700900246',
          organisation_id: client.acmeId,
        },
      })
    ).id
    engagementId = (
      await client.ok('/api/assessments/engagements', {
        method: 'POST',
        status: 201,
        body: {
          contractor_id: contractorId,
          organisation_id: client.acmeId,
          question_set_id: set.id,
          name: ENGAGEMENT,
          end_client_id: client.acmeId,
          start_date: '2027-01-04',
          end_date: '2027-06-25',
          daily_rate: 575,
        },
      })
    ).id
    const created = (await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord
    const assessment = created.assessments[0]!
    await client.ok(`/api/assessments/assessments/${assessment.id}/answers`, {
      method: 'POST',
      body: {
        contractor_engagement_id: engagementId,
        question_set_id: set.id,
        submitted: true,
        submitted_by: 'CLIENT',
        answer_ids: answerEvery(set, 'CLIENT', leaningTowards('OUTSIDE')),
        notes: null,
        last_category_id: null,
        dissemination: true,
      },
    })
    const waiting = (await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord
    expect(waiting.status).toBe('Awaiting Contractor')
    expect(waiting.assessments[0]?.result ?? null).toBeNull()
  })

  await test.step('the e-mail: a set-password link and the sign-in link; the contractor chooses a password', async () => {
    const mail = await newestMail(admin, email, /asks you to answer a few questions/)
    expect(mail.subject).toContain('Acme Retail Group')
    expect(mail.subject).toContain(ENGAGEMENT)
    expect(linkIn(mail, /\/login$/)).toBe(`${baseURL}/login`)
    await choosePassword(page, linkIn(mail, /\/idp\/password\//), PASSWORD)
  })

  await test.step('first sign-in: terms, then onboarding with the record of the client pre-filled', async () => {
    await signInWithEmail(page, email, PASSWORD)
    await acceptTerms(page)
    await expect(page).toHaveURL(/\/additional-info$/)
    await expect(page.getByRole('heading', { name: 'Your business information', level: 1 })).toBeVisible()
    // The client's record of the contractor starts the form.
    await expect(page.getByLabel('Company name')).toHaveValue('Clarke Robotics Ltd')
    await expect(page.getByLabel('Company number')).toHaveValue('CR246810')
    await page.getByLabel('Title').selectOption({ label: 'Dr' })
    await page.getByLabel('Annual turnover').selectOption({ index: 3 })
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByLabel('Sector').selectOption({ label: 'Engineering' })
    await page.getByLabel('Business activity').selectOption({ label: 'Mechanical engineer' })
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/sds-hub$/)
  })

  await test.step('the SDS hub asks for the answers; only the contractor’s questions are shown', async () => {
    const actions = page.getByRole('region', { name: 'Actions required', exact: true })
    const card = actions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ENGAGEMENT }) })
    await expect(card).toContainText('Acme Retail Group')
    await expectAccessible(page)
    await screenshotIfAsked(page, { path: 'test-results/journey-hub.png', fullPage: true })
    await card.getByRole('link', { name: /Complete Questions/ }).click()
    await expect(page.getByRole('heading', { name: 'Complete Questions', level: 1 })).toBeVisible()
    // A client question is never put to the contractor.
    const clientQuestion = set.categories[0]!.questions.find((question) => question.respondent === 'CLIENT')!
    await expect(questionnaire(page).getByText(clientQuestion.title, { exact: true })).toHaveCount(0)
    await expect(questionnaire(page).getByText(/^Category 1 of \d+$/)).toBeVisible()
    // Submit before answering: the pink highlight says what is missing (and the questionnaire is then settled).
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(questionnaire(page).getByRole('listitem').first()).toHaveAttribute('data-unanswered', 'true')
    // The first page's answers are saved, and found again after a reload.
    await answerPage(page)
    await questionnaire(page).getByRole('button', { name: 'Save progress' }).click()
    await expect(page.getByText('Your answers so far are saved.')).toBeVisible()
    await page.reload()
    await expect(questionnaire(page).getByRole('radio', { checked: true }).first()).toBeVisible()
    const next = questionnaire(page).getByRole('button', { name: 'Next' })
    for (;;) {
      await answerPage(page)
      if (!(await next.isEnabled())) break
      await next.click()
    }
    await expectAccessible(page)
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { name: CONTRACTOR_PORTAL_MESSAGES.submittedTitle })).toBeVisible()
    await screenshotIfAsked(page, { path: 'test-results/journey-submitted.png', fullPage: true })
  })

  await test.step('the client sees the result worked out from both sides’ answers', async () => {
    const answered = (await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord
    expect(answered.status).not.toBe('Awaiting Contractor')
    const current = answered.assessments[0]!
    expect(current.submitted_by).toBe('CONTRACTOR')
    expect(current.result).toBeTruthy()
    // Both sides' answers are in the record: the client's and the contractor's own.
    const respondents = new Set(current.answer_ids.map((id) => findAnswer(set, id)?.question.respondent))
    expect([...respondents].sort()).toEqual(['CLIENT', 'CONTRACTOR'])

    const clientPage = await (await browser.newContext()).newPage()
    await signInToOrganisation(clientPage, 'partner', 'Acme Retail Group')
    await clientPage.goto(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
    const result = clientPage.getByRole('region', { name: 'IR35 Assessment Result' })
    await expect(result).toBeVisible()
    await expect(result.getByText(current.result!, { exact: true }).first()).toBeVisible()
    await expectAccessible(clientPage)
    await screenshotIfAsked(clientPage, { path: 'test-results/journey-client-result.png', fullPage: true })
  })
})
