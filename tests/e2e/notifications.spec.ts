// The Notifications tab of the edit engagement screen (rule engagement.notifications): a Partner at Acme Retail Group
// opens a new engagement of their own with Sam as its reviewer, sees who receives each e-mail (the contractor's
// questions locked, with the reason), adds Ravi for the sign-off request by keyboard, finds no one for a name that
// is not there, unsubscribes Sam after confirming and resubscribes him; the tab passes an axe scan. A read-only
// Partner sees the same rows and nothing to change.

import { NOTIFICATION_MESSAGES } from '../../src/domain/engagement-notifications.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import type { ReviewerOptions } from '../../src/domain/reviewers.ts'
import { apiCall, expectAccessible, screenshotIfAsked, selectedOrganisation, signInToOrganisation } from './support.ts'
import { type Browser, expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/notifications-${name}.png`, fullPage: true })

/** As the Partner: a new engagement of an Acme contractor, with Sam as its sign-off reviewer. */
const newEngagement = async (page: Page) => {
  const organisationId = await selectedOrganisation(page)
  const full = await apiCall<QuestionSetDefinition>(page, '/assessments/question-sets/type/FULL')
  const contractors = await apiCall<{ items: { id: string }[] }>(
    page,
    `/actors/contractors?org_id=${organisationId}&page=1&page_size=10`,
  )
  const options = await apiCall<ReviewerOptions>(
    page,
    `/assessments/engagements/reviewer-options?organisation_id=${organisationId}`,
  )
  const sam = options.actors.find((actor) => actor.first_name === 'Sam')!
  const contractorId = contractors.items[0]!.id
  const created = await apiCall<{ id: string }>(page, '/assessments/engagements', {
    method: 'POST',
    body: {
      contractor_id: contractorId,
      organisation_id: organisationId,
      question_set_id: full.id,
      name: `Notifications ${Date.now().toString(36)}`,
      end_client_id: organisationId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
      reviewers: [{ ActorId: sam.id, OrganisationId: organisationId }],
    },
  })
  return { engagementId: created.id, contractorId }
}

test('the Partner sees who receives each e-mail, adds a recipient and unsubscribes one', async ({ page }) => {
  test.setTimeout(120_000)
  await signInToOrganisation(page, 'partner', 'Acme Retail Group')
  const { engagementId, contractorId } = await newEngagement(page)
  await page.goto(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
  // The questionnaire of a new engagement greets first (Cancel would leave the engagement); the tab is the thing here.
  await page
    .getByRole('alertdialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Start assessment' })
    .click()
  await page.getByRole('tab', { name: 'Notifications' }).click()

  const review = page.getByRole('region', { name: 'Reviewer asked to sign off' })
  await expect(review.getByText('Sam Okafor')).toBeVisible()
  // The contractor's questions cannot be unsubscribed: the button is there, disabled, with its reason.
  const questions = page.getByRole('region', { name: 'Contractor asked to answer questions' })
  await expect(questions.getByRole('button', { name: /^Unsubscribe/ })).toBeDisabled()
  await expect(questions.getByText(/retract the questions instead/)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'tab')

  // Nobody by that name: the list says so.
  const person = page.getByRole('combobox', { name: 'Add a recipient' })
  await person.fill('Nobody by that name')
  await expect(page.getByText(NOTIFICATION_MESSAGES.noOptions)).toBeVisible()
  await shot(page, 'no-options')

  // By keyboard: type, arrow down to Ravi, Enter; choose the kind; submit.
  await person.fill('Ravi')
  await person.press('ArrowDown')
  await person.press('Enter')
  await expect(person).toHaveValue(/Ravi Mistry/)
  await page.getByLabel('Which e-mails', { exact: true }).selectOption({ label: 'Reviewer asked to sign off' })
  await page.getByRole('button', { name: 'Add recipient' }).press('Enter')
  await expect(review.getByRole('listitem').filter({ hasText: 'Ravi Mistry' })).toContainText('Added')

  // Unsubscribe Sam, after saying yes; then take him back.
  await review.getByRole('button', { name: /^Unsubscribe Sam Okafor/ }).click()
  const confirm = page.getByRole('alertdialog', { name: NOTIFICATION_MESSAGES.unsubscribeConfirmTitle })
  await expect(confirm).toContainText('Sam Okafor')
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click()
  const sam = review.getByRole('listitem').filter({ hasText: 'Sam Okafor' })
  await expect(sam).toContainText('Unsubscribed')
  await shot(page, 'unsubscribed')
  const stored = await apiCall<{ rows: { kind: string; name: string; unsubscribed: boolean }[] }>(
    page,
    `/assessments/engagements/${engagementId}/notifications`,
  )
  expect(stored.rows.find((row) => row.kind === 'REVIEW_REQUESTED' && row.name === 'Sam Okafor')?.unsubscribed).toBe(
    true,
  )
  await sam.getByRole('button', { name: 'Resubscribe' }).click()
  await expect(sam).not.toContainText('Unsubscribed')
  await expect(sam.getByRole('button', { name: /^Unsubscribe Sam Okafor/ })).toBeEnabled()
  await expectAccessible(page)

  const reader = await readOnlyTab(page.context().browser()!, contractorId, engagementId)
  const seen = reader.page.getByRole('region', { name: 'Reviewer asked to sign off' })
  await expect(seen.getByText('Ravi Mistry')).toBeVisible()
  await expect(reader.page.getByRole('form', { name: 'Add a recipient' })).toHaveCount(0)
  await expect(seen.getByRole('button')).toHaveCount(0)
  await reader.close()
})

/** The same tab as a Partner Read-Only user, in a browser of their own. */
const readOnlyTab = async (browser: Browser, contractorId: string, engagementId: string) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInToOrganisation(page, 'partner.readonly', 'Acme Retail Group')
  await page.goto(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
  await page.getByRole('tab', { name: 'Notifications' }).click()
  return { page, close: () => context.close() }
}
