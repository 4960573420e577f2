// A new contractor's onboarding at /additional-info, their profile at /edit-info and a contractor's welcome page
// (rules profile.screens, onboarding.role, profile.form). The onboarding changes the demo
// account new.contractor for the rest of the run: no other spec may expect it to be new.

import { PROFILE_MESSAGES } from '../../src/domain/contractor-profile.ts'
import { formatDay, ukToday } from '../../src/domain/dates.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import { HUB_TEXTS } from '../../src/web/features/sds-hub/hub-view.ts'
import { acceptTermsIfAsked, apiCall, expectAccessible, pageClaims, screenshotIfAsked, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

/** What the API now holds for the signed-in person's profile, read with the browser's own token. */
const storedProfile = async (page: Page) => apiCall(page, `/actors/actors/${(await pageClaims(page)).actorId}/profile`)

const nextYear = () => `${Number(ukToday().slice(0, 4)) + 1}-06-30`

test('a new contractor is told what is missing, onboards, lands on the SDS Hub, then edits their profile', async ({
  page,
}) => {
  // One person's whole journey, with an axe scan on each step: longer than the default minute on a busy machine.
  test.setTimeout(150_000)
  await signIn(page, 'new.contractor')
  await acceptTermsIfAsked(page)
  await expect(page).toHaveURL(/\/additional-info$/)
  await expect(page.getByRole('heading', { name: 'Your business information', level: 1 })).toBeVisible()
  // No navigation on /additional-info (rule nav.shell).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expectAccessible(page)

  // Save with nothing filled: every required field says what it needs.
  await page.getByRole('button', { name: 'Save' }).click()
  for (const message of [
    PROFILE_MESSAGES.titleRequired,
    PROFILE_MESSAGES.phoneRequired,
    PROFILE_MESSAGES.companyNameRequired,
    PROFILE_MESSAGES.companyNumberRequired,
    PROFILE_MESSAGES.turnoverRequired,
    PROFILE_MESSAGES.insuranceRequired,
    PROFILE_MESSAGES.sectorRequired,
    PROFILE_MESSAGES.occupationRequired,
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByLabel('Renewal date')).toHaveCount(0)
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/additional-info-errors.png', fullPage: true })

  const phone = page.getByLabel('Phone number')
  const companyName = page.getByLabel('Company name')
  const companyNumber = page.getByLabel('Company number')
  await phone.fill('07700 900123')
  await expect(page.getByText(PROFILE_MESSAGES.phoneShape)).toBeVisible()
  await phone.fill('+4477009001234567')
  await expect(page.getByText(PROFILE_MESSAGES.phoneTooLong)).toBeVisible()
  await companyName.fill('R'.repeat(161))
  await expect(page.getByText(maxLengthMessage(160))).toBeVisible()
  await companyNumber.fill('AB12')
  await expect(page.getByText(PROFILE_MESSAGES.companyNumberShape)).toBeVisible()

  // Yes asks for the renewal date, which may not be before today.
  await page.getByRole('radio', { name: 'Yes' }).check()
  const renewal = page.getByLabel('Renewal date')
  await expect(renewal).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(PROFILE_MESSAGES.renewalDateRequired)).toBeVisible()
  await renewal.fill('31/01/2020')
  await expect(page.getByText(PROFILE_MESSAGES.renewalDateInPast)).toBeVisible()
  await renewal.fill(formatDay(nextYear()))
  await expect(renewal).toHaveValue(`30/06/${nextYear().slice(0, 4)}`)

  // Business activity is chosen among the sector's occupations, and starts again with a new sector.
  const sector = page.getByLabel('Sector')
  const activity = page.getByLabel('Business activity')
  await sector.selectOption({ label: 'Engineering' })
  await activity.selectOption({ label: 'Civil engineer' })
  await sector.selectOption({ label: 'IT and digital' })
  await expect(activity).toHaveValue('')
  await activity.selectOption({ label: 'Software developer' })

  await page.getByLabel('Title').selectOption({ label: 'Ms' })
  await phone.fill('+447700900123')
  await companyName.fill('Roberts Digital Ltd')
  await companyNumber.fill('RD123456')
  await page.getByLabel('Annual turnover').selectOption({ index: 2 })
  for (const message of Object.values(PROFILE_MESSAGES)) await expect(page.getByText(message)).toHaveCount(0)
  await screenshotIfAsked(page, { path: 'test-results/additional-info-filled.png', fullPage: true })

  await page.getByRole('button', { name: 'Save' }).click()
  // A Contractor Type 1's home is the SDS Hub.
  await expect(page).toHaveURL(/\/sds-hub$/)
  await expect(page.getByRole('heading', { name: HUB_TEXTS.title, level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'SDS Manager' })).toBeVisible()
  expect(await storedProfile(page)).toMatchObject({
    onboarded: true,
    title_id: 3,
    phone_number: '+447700900123',
    company_name: 'Roberts Digital Ltd',
    company_number: 'RD123456',
    turnover_id: 2,
    industry_id: 1,
    occupation_id: 101,
    has_business_insurance: true,
    renewal_date: nextYear(),
  })

  // Onboarding is done: /additional-info is no longer theirs, and / is the SDS Hub too.
  await page.goto('/additional-info')
  await expect(page).toHaveURL(/\/sds-hub$/)

  await page.goto('/edit-info')
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible()
  const business = page.getByRole('region', { name: 'Your Business Information' })
  await expect(business.getByText('Roberts Digital Ltd')).toBeVisible()
  await expect(business.getByText('Software developer')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your current business insurance cover' })).toContainText(
    `30/06/${nextYear().slice(0, 4)}`,
  )
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/edit-info.png', fullPage: true })

  // EDIT a section: the same rules, then Save keeps it.
  await business.getByRole('button', { name: 'EDIT Your Business Information' }).click()
  await business.getByLabel('Company name').fill('')
  await business.getByRole('button', { name: 'Save' }).click()
  await expect(business.getByText(PROFILE_MESSAGES.companyNameRequired)).toBeVisible()
  await business.getByLabel('Company name').fill('Roberts Data Ltd')
  await business.getByLabel('Sector').selectOption({ label: 'Engineering' })
  await business.getByRole('button', { name: 'Save' }).click()
  await expect(business.getByText(PROFILE_MESSAGES.occupationRequired)).toBeVisible()
  await business.getByLabel('Business activity').selectOption({ label: 'Electrical engineer' })
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/edit-info-editing.png', fullPage: true })
  await business.getByRole('button', { name: 'Save' }).click()
  await expect(business.getByRole('button', { name: 'EDIT Your Business Information' })).toBeVisible()
  await expect(business.getByText('Roberts Data Ltd')).toBeVisible()

  // Cancel leaves what was saved.
  const insurance = page.getByRole('region', { name: 'Your current business insurance cover' })
  await insurance.getByRole('button', { name: 'EDIT Your current business insurance cover' }).click()
  await insurance.getByRole('radio', { name: 'No' }).check()
  await insurance.getByRole('button', { name: 'Cancel' }).click()
  await expect(insurance.getByText('Yes', { exact: true })).toBeVisible()

  await page.reload()
  await expect(business.getByText('Roberts Data Ltd')).toBeVisible()
  await expect(business.getByText('Electrical engineer')).toBeVisible()
  expect(await storedProfile(page)).toMatchObject({
    company_name: 'Roberts Data Ltd',
    industry_id: 2,
    has_business_insurance: true,
  })
})

test('a contractor sees the welcome page at /', async ({ page }) => {
  await signIn(page, 'contractor')
  await acceptTermsIfAsked(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Welcome to your IR35 Portal', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View and edit your profile' })).toHaveAttribute('href', '/edit-info')
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/contractor-welcome.png', fullPage: true })
})
