// A worker links their own working practices review to a client engagement they are the contractor of, and sees
// how many of their answers contradict the client's, by factor; the client's Partner sees the contradictions on
// the engagement, and the provider's manual reviewer on the manual review screen. Named to run after the other
// specs: the shared demo contractor gains a client engagement at Acme, which earlier specs would count.

import { CONTRADICTION_MESSAGES, type EngagementComparison } from '../../src/domain/answer-contradictions.ts'
import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { findQuestion, type QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { answerIdsOf, BORDERLINE_PATH } from '../unit/determination-paths.ts'
import {
  acceptTermsIfAsked,
  apiCall,
  expectAccessible,
  screenshotIfAsked,
  selectedOrganisation,
  signIn,
  signInToOrganisation,
} from './support.ts'
import { type Browser, expect, type Page, test } from './test.ts'

const ACME = 'Acme Retail Group'
const PROVIDER = 'IR35 Portal Provider'
const run = Date.now().toString(36)
const COMPARED = `Compared engagement ${run}`

const shot = (page: Page, file: string) =>
  screenshotIfAsked(page, { path: `test-results/wpr-link-${file}.png`, fullPage: true })
const panel = (page: Page) => page.getByRole('region', { name: CONTRADICTION_MESSAGES.title })

const asAccount = async (browser: Browser, account: string, organisation: string) => {
  const page = await (await browser.newContext()).newPage()
  await signInToOrganisation(page, account, organisation)
  return page
}

const submitAnswers = async (page: Page, engagementId: string, body: Record<string, unknown>) => {
  const engagement = await apiCall<EngagementRecord>(page, `/assessments/engagements/${engagementId}`)
  await apiCall(page, `/assessments/assessments/${engagement.assessments[0]!.id}/answers`, {
    method: 'POST',
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: engagement.assessments[0]!.question_set_id,
      submitted: true,
      ...body,
    },
  })
}

/**
 * As the Partner: the demo contractor's record at Acme and two engagements for it. The first asks the contractor
 * their questions, which links the record to their account; the second's client answers conclude Borderline, so
 * it waits for a manual review.
 */
const clientEngagements = async (page: Page) => {
  const organisationId = await selectedOrganisation(page)
  const full = await apiCall<QuestionSetDefinition>(page, '/assessments/question-sets/type/FULL')
  const contractor = await apiCall<{ id: string }>(page, '/actors/contractors', {
    method: 'POST',
    body: {
      first_name: 'Demo',
      last_name: 'Contractor',
      company_name: `Linked Work ${run} Ltd`,
      company_number: `LW${run.slice(-6).toUpperCase().padStart(6, '0')}`,
      email: demoEmail('contractor'),
      phone_number: '+447700900321',
      organisation_id: organisationId,
    },
  })
  const engagement = async (name: string) =>
    (
      await apiCall<{ id: string }>(page, '/assessments/engagements', {
        method: 'POST',
        body: {
          contractor_id: contractor.id,
          organisation_id: organisationId,
          question_set_id: full.id,
          name,
          end_client_id: organisationId,
          start_date: '2027-02-01',
          end_date: '2027-04-30',
          daily_rate: 650,
        },
      })
    ).id
  const asking = await engagement(`Asking engagement ${run}`)
  await submitAnswers(page, asking, {
    submitted_by: 'CLIENT',
    answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
    dissemination: true,
  })
  const compared = await engagement(COMPARED)
  await submitAnswers(page, compared, {
    submitted_by: 'CLIENT',
    answer_ids: answerIdsOf(BORDERLINE_PATH).filter(
      (id) => findQuestion(full, id.replace(/-(yes|no|dk)$/, ''))?.respondent === 'CLIENT',
    ),
  })
  return { contractorId: contractor.id, comparedId: compared, full }
}

/** As the worker: a review of their own with every question answered leaning Inside. */
const answeredReview = async (page: Page, full: QuestionSetDefinition) => {
  const { id } = await apiCall<{ id: string }>(page, '/assessments/engagements/working-practise-reviews', {
    method: 'POST',
    body: {
      question_set_id: full.id,
      end_client: ACME,
      agency: null,
      master_contractor_id: null,
      name: `Linked review ${run}`,
      business_size_id: 3,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  })
  const inside = leaningTowards('INSIDE')
  const client = answerEvery(full, 'CLIENT', inside)
  await submitAnswers(page, id, {
    submitted_by: 'CONTRACTOR',
    answer_ids: answerEvery(full, 'CONTRACTOR', inside, client),
  })
  return id
}

const comparisonOf = (page: Page, engagementId: string) =>
  apiCall<EngagementComparison>(page, `/assessments/engagements/${engagementId}/contradictions`)

// Three accounts sign in and two engagements and a review are answered: longer than the default on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 })

test('a contractor links their review; the Partner and the manual reviewer see the contradictions', async ({
  browser,
}) => {
  const partner = await asAccount(browser, 'partner', ACME)
  const { contractorId, comparedId, full } = await clientEngagements(partner)

  const worker = await (await browser.newContext()).newPage()
  await signIn(worker, 'contractor')
  await acceptTermsIfAsked(worker)
  const reviewId = await answeredReview(worker, full)
  // The record is linked to the worker's account once the first engagement's questions are sent (after commit).
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ id: string }[]>(
            worker,
            `/assessments/working-practices-reviews/${reviewId}/linkable-engagements`,
          )
        ).some((row) => row.id === comparedId),
      { timeout: 30_000 },
    )
    .toBe(true)

  await test.step('the worker links the review and sees how many answers contradict, by factor', async () => {
    await worker.goto(`/working-practices-review/${reviewId}`)
    await expect(worker.getByRole('heading', { name: 'IR35 Assessment Result' })).toBeVisible()
    await expect(worker.getByText(CONTRADICTION_MESSAGES.notLinked)).toBeVisible()
    await expect(panel(worker)).toHaveCount(0)
    await worker.getByLabel(CONTRADICTION_MESSAGES.linkLabel).selectOption({ label: `${COMPARED} (${ACME})` })
    await worker.getByRole('button', { name: 'Link', exact: true }).click()
    await expect(worker.getByText(`${CONTRADICTION_MESSAGES.linkedTo}: ${COMPARED}`)).toBeVisible()
    await expect(panel(worker)).toContainText(/\d+ contradictions?/)
    await expect(panel(worker)).toContainText(CONTRADICTION_MESSAGES.clientAnswersHidden)
    await expect(panel(worker)).not.toContainText(CONTRADICTION_MESSAGES.clientAnswered)
    await expectAccessible(worker)
    await shot(worker, 'review')
    const stored = await comparisonOf(worker, reviewId)
    expect(stored.client_engagement?.id).toBe(comparedId)
    expect(stored.count).toBeGreaterThan(0)
    expect(stored.items).toBeNull()
  })

  await test.step('the worker removes the link after confirming, then links it again', async () => {
    await worker.getByRole('button', { name: CONTRADICTION_MESSAGES.removeLink }).click()
    const confirm = worker.getByRole('alertdialog')
    await expect(confirm).toContainText(CONTRADICTION_MESSAGES.removeConfirm)
    await expectAccessible(worker)
    await confirm.getByRole('button', { name: CONTRADICTION_MESSAGES.removeLink }).click()
    await expect(worker.getByText(CONTRADICTION_MESSAGES.notLinked)).toBeVisible()
    await expect(panel(worker)).toHaveCount(0)
    expect((await comparisonOf(worker, reviewId)).client_engagement).toBeNull()
    await worker.getByLabel(CONTRADICTION_MESSAGES.linkLabel).selectOption({ label: `${COMPARED} (${ACME})` })
    await worker.getByRole('button', { name: 'Link', exact: true }).click()
    await expect(panel(worker)).toBeVisible()
  })

  await test.step("the Partner sees each contradiction with both answers on the client's engagement", async () => {
    await partner.goto(`/edit-contractor/${contractorId}/edit-engagement/${comparedId}`)
    await expect(panel(partner)).toBeVisible()
    await expect(panel(partner)).toContainText(`Linked review ${run}`)
    await expect(panel(partner).getByText(CONTRADICTION_MESSAGES.clientAnswered).first()).toBeVisible()
    await expect(panel(partner).getByText(CONTRADICTION_MESSAGES.contractorAnswered).first()).toBeVisible()
    const stored = await comparisonOf(partner, comparedId)
    await expect(panel(partner).getByRole('list', { name: 'Contradictions' }).getByRole('listitem')).toHaveCount(
      stored.count,
    )
    await expectAccessible(partner)
    await panel(partner).scrollIntoViewIfNeeded()
    await shot(partner, 'engagement')
  })

  await test.step('the manual reviewer sees them on the manual review screen', async () => {
    const reviewer = await asAccount(browser, 'provider.manual.reviewer', PROVIDER)
    await reviewer.goto(`/manual-review/${comparedId}`)
    await expect(reviewer.getByRole('heading', { name: 'IR35 Assessment Result' })).toBeVisible()
    await expect(panel(reviewer)).toBeVisible()
    await expect(panel(reviewer).getByText(CONTRADICTION_MESSAGES.clientAnswered).first()).toBeVisible()
    await expectAccessible(reviewer)
    await shot(reviewer, 'manual-review')
  })
})
