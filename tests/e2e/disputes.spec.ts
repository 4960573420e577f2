// Disputes in the browser (rules engagement.edit-screen, disputes.screens, sds-hub.screen,
// sds.acknowledge-dispute, disputes.reason): the Partner answers the demo's open dispute at Halden by upholding it; the
// demo contractor Tara Bennett disputes her completed "Checkout modernisation advisor" SDS from her SDS page ("I do not
// agree") and the Partner withdraws that SDS, naming the day the new one applies from. Each screen is scanned with axe,
// and after each step the API is asked what it now holds.

import { differenceInCalendarDays, parseISO } from 'date-fns'
import { ukToday } from '../../src/domain/dates.ts'
import type { DisputeWire } from '../../src/domain/sds-distribution.ts'
import { DISPUTE_MESSAGES } from '../../src/domain/sds-distribution.ts'
import { acceptTermsIfShown, apiCall, chooseOrganisation, expectAccessible, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

// Each test signs in, walks several screens and scans each with axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 })

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/disputes-${name}.png`, fullPage: true })

type Found = { items: { id: string; name: string; contractor_id: string | null; status: string }[] }

const engagementNamed = async (page: Page, name: string) => {
  const found = await apiCall<Found>(page, `/assessments/engagements?search=${encodeURIComponent(name)}`)
  return found.items.find((item) => item.name === name)!
}

const signInPartner = async (page: Page, organisation: string) => {
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, organisation)
}

const disputesSection = (page: Page) => page.getByRole('region', { name: 'Disputes' })

test('the Partner upholds the open dispute of Halden Energy with reasons', async ({ page }) => {
  await signInPartner(page, 'Halden Energy')
  const engagement = await engagementNamed(page, 'Renewables project manager')
  await page.goto(`/edit-contractor/${engagement.contractor_id}/edit-engagement/${engagement.id}`)
  const section = disputesSection(page)
  await expect(section).toBeVisible()
  await expect(section.getByText(DISPUTE_MESSAGES.responseDuty)).toBeVisible()
  // Received 33 days before the demo was seeded, so 12 days are left on the seeding day (one fewer for each midnight
  // the run has crossed since): day 1 is the day of receipt, and the duty ends with day 45.
  const [open] = await apiCall<DisputeWire[]>(page, `/assessments/engagements/${engagement.id}/disputes`)
  const daysSinceReceipt = differenceInCalendarDays(parseISO(ukToday()), parseISO(open!.received_on))
  expect(daysSinceReceipt).toBeGreaterThanOrEqual(33)
  await expect(section.getByText(`${45 - daysSinceReceipt} days left to respond`)).toBeVisible()
  await expect(section.getByText(/I set my own hours/)).toBeVisible()
  await expectAccessible(page)
  await section.scrollIntoViewIfNeeded()
  await shot(page, 'client-open')

  const form = section.getByRole('form', { name: DISPUTE_MESSAGES.respondTitle })
  await form.getByRole('button', { name: 'Send response' }).click()
  await expect(form.getByText('Choose whether to uphold the determination or withdraw the SDS.')).toBeVisible()
  await form.getByRole('radio', { name: DISPUTE_MESSAGES.uphold }).check()
  await form.getByRole('button', { name: 'Send response' }).click()
  await expect(form.getByText(DISPUTE_MESSAGES.resolveReasonRequired)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'client-response-errors')
  const reasons = 'Substitution needs our approval, and we set the hours on site: personal service and control remain.'
  await form.getByLabel('Reasons for your response').fill(reasons)
  await expect(form.getByText(`${reasons.length}/250 characters`)).toBeVisible()
  await form.getByRole('button', { name: 'Send response' }).click()

  await expect(section.getByText('The end client upheld the determination.')).toBeVisible()
  await expect(section.getByText('Resolved', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'client-upheld')
  const disputes = await apiCall<DisputeWire[]>(page, `/assessments/engagements/${engagement.id}/disputes`)
  expect(disputes[0]).toMatchObject({ status: { code: 'RESOLVED' }, resolution: 'upheld' })
  expect((await engagementNamed(page, 'Renewables project manager')).status).toBe('Awaiting SDS Acceptance')
})

test('Tara disputes her SDS with text and a file, and the Partner withdraws it for a new SDS', async ({
  page,
  browser,
}) => {
  const NAME = 'Checkout modernisation advisor'
  await signIn(page, 'contractor.type1')
  await acceptTermsIfShown(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  // From her hub's SDS Manager, as she finds it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SDS Hub' }).click()
  await page
    .getByRole('region', { name: 'SDS Manager', exact: true })
    .getByRole('row', { name: new RegExp(NAME) })
    .getByRole('link')
    .click()
  await expect(page.getByRole('heading', { name: 'IR35 SDS Document', level: 1 })).toBeVisible()
  const engagementId = new URL(page.url()).pathname.split('/').pop()!
  const response = page.getByRole('region', { name: 'Your response' })
  await response.getByRole('button', { name: 'I do not agree' }).click()
  const form = response.getByRole('form', { name: 'Dispute' })
  await form.getByRole('button', { name: 'Submit dispute' }).click()
  await expect(form.getByText(DISPUTE_MESSAGES.disputeReasonRequired)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'party-form-error')
  await form.getByLabel('Your reasons').fill('I supply my own equipment and decide how the checkout work is done.')
  await form.locator('input[type="file"]').setInputFiles({
    name: 'my-equipment.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Laptop, test devices and licences are mine.'),
  })
  await expect(form.getByText('my-equipment.txt')).toBeVisible()
  await form.getByRole('button', { name: 'Submit dispute' }).click()
  const shown = response.getByRole('article', { name: /Dispute by Tara Bennett/ })
  await expect(shown).toBeVisible()
  await expect(shown.getByText('45 days left to respond')).toBeVisible()
  await expect(shown.getByRole('button', { name: 'Download my-equipment.txt' })).toBeVisible()
  await expect(response.getByRole('button', { name: 'I do not agree' })).toHaveCount(0)
  // Sent: the form has given way to the dispute at once (no reload), and the 45-day duty is said once.
  await expect(response.getByRole('form', { name: 'Dispute', exact: true })).toHaveCount(0)
  await expect(page.getByText(DISPUTE_MESSAGES.responseDuty)).toHaveCount(1)
  await expectAccessible(page)
  await shot(page, 'party-dispute-shown')
  const raised = await apiCall<DisputeWire[]>(page, `/assessments/engagements/${engagementId}/disputes`)
  expect(raised).toHaveLength(1)
  expect(raised[0]).toMatchObject({ status: { code: 'OPEN' }, files: [{ name: 'my-equipment.txt' }] })

  // The Partner answers: withdraw the SDS, with a date, after confirming.
  const client = await (await browser.newContext()).newPage()
  await signInPartner(client, 'Acme Retail Group')
  const engagement = await engagementNamed(client, NAME)
  expect(engagement.status).toBe('In Dispute')
  await client.goto(`/edit-contractor/${engagement.contractor_id}/edit-engagement/${engagement.id}`)
  const section = disputesSection(client)
  const answer = section.getByRole('form', { name: DISPUTE_MESSAGES.respondTitle })
  await answer.getByRole('radio', { name: DISPUTE_MESSAGES.withdraw }).check()
  await answer.getByLabel('Reasons for your response').fill('We accept that you control how the work is done.')
  await answer.getByRole('button', { name: 'Send response' }).click()
  await expect(answer.getByText(DISPUTE_MESSAGES.newSdsFromRequired)).toBeVisible()
  await answer.getByLabel(DISPUTE_MESSAGES.newSdsFromLabel).fill('01/12/2026')
  await answer.getByRole('button', { name: 'Send response' }).click()
  const confirm = client.getByRole('alertdialog', { name: 'Withdraw the SDS?' })
  await expect(confirm).toBeVisible()
  await expectAccessible(client)
  await shot(client, 'client-confirm-withdraw')
  await confirm.getByRole('button', { name: 'Yes, withdraw the SDS' }).click()
  await expect(section.getByText('The end client withdrew the SDS and will issue a new one.')).toBeVisible()
  await expect(section.getByText('The new SDS applies from 01/12/2026.')).toBeVisible()
  await expectAccessible(client)
  await shot(client, 'client-withdrawn')
  expect((await engagementNamed(client, NAME)).status).toBe('Reopened')
  await client.context().close()

  // Tara sees the answer on her page.
  await page.reload()
  await expect(page.getByText('The end client withdrew the SDS and will issue a new one.')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'party-withdrawn')
})
