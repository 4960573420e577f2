// A worker's own working practices review from registration to result (rules registration.flow,
// wpr.screens, wpr.disclaimer, one-off.list, wpr.start-form), and the provider's one-off assessments list. Named after
// the other specs' names on purpose: the shared database gains one worker and their review, which no earlier spec
// counts.

import { DISCLAIMER, WORKING_PRACTICES_MESSAGES } from '../../src/domain/working-practices.ts'
import { asProviderAdmin, choosePassword, linkIn, newestMail, uniqueEmail } from './mailbox.ts'
import {
  acceptTerms,
  acceptTermsIfAsked,
  chooseOrganisation,
  expectAccessible,
  screenshotIfAsked,
  signIn,
  signInWithEmail,
} from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const PASSWORD = 'Reviewing-Password-1'
const email = uniqueEmail('wpr')
const END_CLIENT = 'Harbourside Logistics'

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })
const resultPanel = (page: Page) => page.getByRole('region', { name: 'IR35 Assessment Result' })
const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/wpr-${name}.png`, fullPage: true })

/** Answers No to every open question on the page, children revealed on the way included. */
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

test.describe.configure({ mode: 'serial' })

test('a new worker registers, onboards, starts a working practices review and answers it to a result', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000)

  await test.step('register and set a password from the e-mailed link', async () => {
    await page.goto('/register')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Begin Review' }).click()
    await expect(page.getByText('Thank you for registering.')).toBeVisible()
    const admin = await asProviderAdmin(baseURL!)
    const mail = await newestMail(admin, email, /password/i)
    await choosePassword(page, linkIn(mail, /\/idp\/password\//), PASSWORD)
    await signInWithEmail(page, email, PASSWORD)
    await acceptTerms(page)
    await expect(page).toHaveURL(/\/additional-info$/)
  })

  await test.step('onboard: the business information', async () => {
    await page.getByLabel('Title').selectOption({ label: 'Mr' })
    await page.getByLabel('Phone number').fill('+447700900456')
    await page.getByLabel('Company name').fill('Reviewer Consulting Ltd')
    await page.getByLabel('Company number').fill('RC123456')
    await page.getByLabel('Annual turnover').selectOption({ index: 2 })
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByLabel('Sector').selectOption({ label: 'IT and digital' })
    await page.getByLabel('Business activity').selectOption({ label: 'Software developer' })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).not.toHaveURL(/\/additional-info$/)
  })

  await test.step('the list: empty, with the way to start', async () => {
    await page.goto('/working-practices-review')
    await expect(page.getByRole('heading', { name: 'Working Practices Review', level: 1 })).toBeVisible()
    await expect(page.getByText(WORKING_PRACTICES_MESSAGES.noReviews)).toBeVisible()
    await expect(page.getByText('Show archived roles')).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'list-empty')
    await page.getByRole('link', { name: 'Start my working practice review' }).click()
    await expect(page).toHaveURL(/\/working-practices-review\/start$/)
  })

  await test.step('the start form checks each field when it is left, then starts the review', async () => {
    await expect(page.getByText('£')).toBeVisible()
    await expect(page.getByText(/gross rate before deductions/i)).toBeVisible()
    const endClient = page.getByLabel('End client name')
    await endClient.focus()
    await endClient.blur()
    await expect(page.getByText(WORKING_PRACTICES_MESSAGES.endClientRequired)).toBeVisible()
    await page.getByRole('button', { name: 'Start review' }).click()
    for (const message of [
      WORKING_PRACTICES_MESSAGES.nameRequired,
      WORKING_PRACTICES_MESSAGES.businessSizeRequired,
      WORKING_PRACTICES_MESSAGES.startDateRequired,
      WORKING_PRACTICES_MESSAGES.endDateRequired,
      WORKING_PRACTICES_MESSAGES.dayRateRequired,
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'start-errors')

    await endClient.fill(END_CLIENT)
    await page.getByLabel('Agency name').fill('Northern Talent')
    await page.getByLabel('Job title').fill('Platform engineer')
    await page.getByLabel('End client business size').selectOption({ label: 'Large' })
    await page.getByLabel('Start date').fill('01/09/2027')
    await page.getByLabel('End date').fill('30/06/2027')
    await page.getByLabel('End date').blur()
    await expect(page.getByText(WORKING_PRACTICES_MESSAGES.startAfterEnd)).toBeVisible()
    await page.getByLabel('End date').fill('29/02/2028')
    await page.getByLabel('Day rate').fill('-5')
    await page.getByLabel('Day rate').blur()
    await expect(page.getByText(WORKING_PRACTICES_MESSAGES.dayRateNegative)).toBeVisible()
    await page.getByLabel('Day rate').fill('575.50')
    await shot(page, 'start-filled')
    await page.getByRole('button', { name: 'Start review' }).click()
    await expect(page).toHaveURL(/\/working-practices-review\/[0-9a-f-]{36}$/)
  })

  const disclaimer = page.getByRole('alertdialog', { name: DISCLAIMER.title })
  await test.step('PLEASE NOTE opens first; Cancel goes back to the list, Continue starts', async () => {
    await expect(disclaimer).toBeVisible()
    await expect(disclaimer).toContainText('medium or large company')
    await expectAccessible(page)
    await shot(page, 'disclaimer')
    await disclaimer.getByRole('button', { name: DISCLAIMER.cancel }).click()
    await expect(page).toHaveURL(/\/working-practices-review$/)
    await expect(page.getByRole('link', { name: END_CLIENT })).toBeVisible()
    await page.getByRole('link', { name: END_CLIENT }).click()
    await expect(disclaimer).toBeVisible()
    await disclaimer.getByRole('button', { name: DISCLAIMER.continue }).click()
    await expect(disclaimer).toBeHidden()
  })

  await test.step('every question is the worker’s: answer each category and submit', async () => {
    const progress = questionnaire(page).getByText(/^Category \d+ of \d+$/)
    await expect(progress).toBeVisible()
    const of = Number(/of (\d+)/.exec(await progress.innerText())?.[1])
    await expectAccessible(page)
    for (let at = 1; at <= of; at += 1) {
      await expect(progress).toHaveText(`Category ${at} of ${of}`)
      await answerPage(page)
      if (at < of) await questionnaire(page).getByRole('button', { name: 'Next' }).click()
    }
    await questionnaire(page).getByRole('button', { name: 'Submit' }).click()
    await expect(resultPanel(page)).toBeVisible()
    await expect(page.getByText('Complete', { exact: true })).toBeVisible()
    // No SDS: only the client issues one.
    await expect(resultPanel(page).getByRole('button', { name: 'Download SDS' })).toHaveCount(0)
    await expect(resultPanel(page).getByRole('button', { name: 'Download report' })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'result')
  })

  await test.step('the report downloads as the worker’s own review', async () => {
    const response = page.waitForResponse((answer) => /\/report$/.test(answer.url()))
    await resultPanel(page).getByRole('button', { name: 'Download report' }).click()
    expect((await response).headers()['content-type']).toContain('application/pdf')
  })

  await test.step('reopen, then cancel the reopened assessment: the result comes back', async () => {
    await resultPanel(page).getByRole('button', { name: 'Reopen' }).click()
    await expect(questionnaire(page)).toBeVisible()
    await expect(page.getByText('Reopened', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'reopened')
    await questionnaire(page).getByRole('button', { name: 'Cancel' }).click()
    const confirm = page.getByRole('alertdialog')
    if (await confirm.isVisible())
      await confirm
        .getByRole('button', { name: /Yes|Confirm|Cancel the reopening/ })
        .first()
        .click()
    await expect(resultPanel(page)).toBeVisible()
  })

  await test.step('the list shows the review with its result', async () => {
    await page.goto('/working-practices-review')
    const row = page.getByRole('row').filter({ hasText: END_CLIENT })
    await expect(row).toContainText('Northern Talent')
    await expect(row).toContainText('01/09/2027')
    await expect(row.locator('[data-tone]')).not.toHaveAttribute('data-tone', 'neutral')
    await expectAccessible(page)
    await shot(page, 'list')
  })

  await test.step('archives the review out of the list, finds it with "Show archived roles", brings it back', async () => {
    const row = () => page.getByRole('row').filter({ hasText: END_CLIENT })
    await row()
      .getByRole('button', { name: `Archive the review of ${END_CLIENT}` })
      .click()
    await expect(row()).toHaveCount(0)
    await page.getByText('Show archived roles').click()
    await expect(row().getByRole('button', { name: `Unarchive the review of ${END_CLIENT}` })).toBeVisible()
    await expect(row()).toContainText('Yes')
    await shot(page, 'list-archived')
    await row()
      .getByRole('button', { name: `Unarchive the review of ${END_CLIENT}` })
      .click()
    await expect(row()).toContainText('No')
  })
})

test('the provider’s one-off team finds the worker and reads their review', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'readonly.oneoff')
  await acceptTermsIfAsked(page)
  await chooseOrganisation(page, 'IR35 Portal Provider')
  await page.getByRole('link', { name: 'Direct' }).click()
  await expect(page.getByRole('heading', { name: 'One-off Assessments', level: 1 })).toBeVisible()
  await page.getByLabel('Search the contractors').fill(email)
  const link = page.getByRole('link', { name: email })
  await expect(link).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'one-off-list')
  await link.click()
  await expect(page).toHaveURL(/\/edit-direct-contractor\/[0-9a-f-]{36}$/)
  // The list stays on screen until the contractor's page has loaded: wait for the page, as a person does.
  await expect(page.getByRole('heading', { name: 'One-off Contractor', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: END_CLIENT }).click()
  await expect(page).toHaveURL(/\/edit-engagement\/[0-9a-f-]{36}$/)
  await expect(resultPanel(page)).toBeVisible()
  await expect(resultPanel(page).getByRole('button', { name: 'Reopen' })).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'one-off-review')

  await page.goto('/direct-contractors?search=nobody-has-this-name')
  await expect(page.getByText(WORKING_PRACTICES_MESSAGES.noMatches)).toBeVisible()

  // A provider whose workers have not run a review yet (the demo's have): the empty list offers the action its
  // text names, the link workers sign up with.
  await page.route('**/api/assessments/engagements/one-off-assessments?*', (route) =>
    route.fulfill({ json: { items: [], count: 0, pages: 0 } }),
  )
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByLabel('Search the contractors').fill('')
  await expect(page.getByText(WORKING_PRACTICES_MESSAGES.noContractors)).toBeVisible()
  await page.getByRole('button', { name: 'Copy the sign-up link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'one-off-empty')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'one-off-empty-phone')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(new URL(copied).pathname).toBe('/register')
  await page.unrouteAll()
})
