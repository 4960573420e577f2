// Sign-in, terms and the shell, for each kind of user, as a person does it in a real browser.

import { asProviderAdmin, linkIn, newestMail, uniqueEmail } from './mailbox.ts'
import {
  acceptTerms,
  acceptTermsIfAsked,
  chooseOrganisation,
  expectAccessible,
  navigationOf,
  screenshotIfAsked,
  signIn,
} from './support.ts'
import { expect, test } from './test.ts'

// The items of rule nav.visibility, plus Process for every organisation user.
const NAVIGATION: Record<string, string[]> = {
  partner: ['Progress', 'Assessments', 'Contractors', 'Roles', 'Process'],
  'partner.admin': ['Progress', 'Assessments', 'Contractors', 'Roles', 'Settings', 'Old Settings', 'Process'],
  'provider.admin': [
    'Progress',
    'Assessments',
    'Contractors',
    'Roles',
    'Direct',
    'Settings',
    'Old Settings',
    'Process',
  ],
  'consultancy.manager': ['Direct', 'Manual Reviews', 'Process'],
  contractor: ['Home', 'Working Practices Review'],
  'contractor.type1': ['SDS Hub'],
}

// Organisation users then choose the organisation to work on.
const ORGANISATION: Record<string, string> = {
  partner: 'Acme Retail Group',
  'partner.admin': 'Northbridge Partners',
  'provider.admin': 'IR35 Portal Provider',
  'consultancy.manager': 'IR35 Portal Provider',
}

// Contractors' homes (rule nav.contractor-home): the SDS Hub for a Contractor Type 1, / for everyone else.
const HOME: Record<string, RegExp> = { 'contractor.type1': /\/sds-hub$/ }
// Accounts that specs running earlier sign in as well, so they may have accepted the terms already; the others
// show the terms screen here for the first time.
const SHARED_ACCOUNTS = new Set(['contractor', 'contractor.type1', 'partner', 'partner.admin', 'consultancy.manager'])

for (const [account, expected] of Object.entries(NAVIGATION)) {
  test(`${account} signs in, accepts the terms and sees exactly their navigation`, async ({ page }) => {
    await signIn(page, account)
    await (SHARED_ACCOUNTS.has(account) ? acceptTermsIfAsked(page) : acceptTerms(page))
    await expect(page).toHaveURL(HOME[account] ?? /\/$/)
    if (ORGANISATION[account]) await chooseOrganisation(page, ORGANISATION[account])
    await expect.poll(() => navigationOf(page)).toEqual(expected)
    await expectAccessible(page)

    // A reload keeps the person signed in, past the terms they have accepted.
    await page.reload()
    await expect.poll(() => navigationOf(page)).toEqual(expected)
    await expect(page.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeHidden()
  })
}

// A new contractor landing on /additional-info without navigation: contractor-profile.spec.ts, which then
// onboards the same demo account (so no other spec may expect it to be new).

test('a signed-out visitor opening a page (a mailed link, a bookmark) lands on it once signed in', async ({ page }) => {
  await page.goto('/working-practices-review')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await signIn(page, 'contractor')
  await acceptTermsIfAsked(page)
  await expect(page).toHaveURL(/\/working-practices-review$/)
  // Once only: signing in again later in the same tab starts from home.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await signIn(page, 'contractor')
  await expect(page).toHaveURL(/\/$/)
})

test('a signed-out visitor goes from the page they opened straight to the identity provider', async ({ page }) => {
  // Every address the tab shows, full loads and the app's own route changes alike.
  const shown: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname)
  })
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // Not by way of /login, which only started the same redirect once its own code had loaded.
  const provider = shown.findIndex((path) => path.startsWith('/idp/'))
  expect(provider).toBeGreaterThan(0)
  // (The router settles its first address by replacing it with itself, so the page may show twice.)
  expect(new Set(shown.slice(0, provider))).toEqual(new Set(['/assessments']))
})

test('the identity provider says "Wrong email or password" and keeps the e-mail', async ({ page }) => {
  await signIn(page, 'partner.readonly', 'not-the-password')
  await expect(page.getByText('Wrong email or password')).toBeVisible()
  await expect(page.getByLabel('Email address')).toHaveValue('partner.readonly@demo.ir35.test')
  await expectAccessible(page)
})

test('a role-guarded route sends a disallowed role away, and the navigation highlights sub-routes', async ({
  page,
}) => {
  await signIn(page, 'contractor')
  await expect(page).toHaveURL(/\/$/)
  // Signed in, the route says why it is refused, where it was asked for (signed out, it would be the sign-in page).
  await page.goto('/contractors')
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot open this page' })).toBeVisible()
  await expect(page).toHaveURL(/\/contractors$/)
  await expect.poll(() => navigationOf(page)).toEqual(NAVIGATION.contractor!)

  await page.goto('/working-practices-review/start')
  await expect(page.getByRole('link', { name: 'Working Practices Review' })).toHaveAttribute('aria-current', 'page')
})

test('a person of one organisation works in it at once, and chooses a client in the selector tree', async ({
  page,
}) => {
  await signIn(page, 'partner.admin')
  const prompt = page.getByRole('alertdialog', { name: 'Select an organisation' })
  const trigger = page.getByRole('button', { name: /Organisation:/ })
  // Their one organisation is selected for them (its clients below do not count): no prompt arises.
  await expect(trigger).toContainText('Northbridge Partners')
  await expect(prompt).toBeHidden()
  await expectAccessible(page)
  await trigger.click()
  await expect(page.getByText('My clients')).toBeVisible()
  await page.getByRole('button', { name: 'Expand Northbridge Partners' }).click()
  await page.getByRole('button', { name: 'Acme Retail Group', exact: true }).click()
  await expect(trigger).toContainText('Acme Retail Group')
  await expect(prompt).toBeHidden()
  // The choice survives a reload.
  await page.reload()
  await expect(trigger).toContainText('Acme Retail Group')
  await expect(prompt).toBeHidden()
})

test('below 992px a menu button opens the same navigation', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await signIn(page, 'partner')
  await chooseOrganisation(page, 'Acme Retail Group')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: /menu/i }).click()
  const drawer = page.getByRole('dialog')
  // Each drawer entry reads its label, then its tooltip text.
  for (const label of NAVIGATION.partner!)
    await expect(drawer.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible()
  await expectAccessible(page)
})

test('Logout signs the person out at the identity provider; signing in again starts where they left off', async ({
  page,
}) => {
  await signIn(page, 'partner')
  await chooseOrganisation(page, 'Acme Retail Group')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  // A person of several organisations finds their last choice kept, though the browser forgot it at logout.
  await signIn(page, 'partner')
  await expect(page.getByRole('button', { name: /^Organisation:/ })).toContainText('Acme Retail Group')
  await expect(page.getByRole('alertdialog', { name: 'Select an organisation' })).toBeHidden()
})

test('the provider admin reads the local mailbox', async ({ page, baseURL }) => {
  await signIn(page, 'provider.admin')
  await chooseOrganisation(page, 'IR35 Portal Provider')
  await page.goto('/mailbox')
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible()
  // A fresh demo database may hold no mail yet: either way the page says so plainly.
  const table = page.getByRole('table', { name: 'E-mails sent' })
  await expect(table.or(page.getByText('No e-mails have been sent yet.')).first()).toBeVisible()
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/mailbox.png', fullPage: true })

  // An invitation sent now is found by its address and read in full in the message dialog.
  const admin = await asProviderAdmin(baseURL!)
  const email = uniqueEmail('mailbox')
  await admin.inviteWithRole(email, await admin.organisationId('Meridian Staffing'), 'Partner')
  const mail = await newestMail(admin, email, /invited you to join/)
  await page.getByRole('searchbox', { name: 'Search the mailbox' }).fill(email)
  await table.getByRole('row').filter({ hasText: email }).getByRole('button', { name: mail.subject }).click()
  const dialog = page.getByRole('dialog', { name: mail.subject })
  await expect(dialog).toContainText(`To ${email}`)
  await expect(dialog.getByRole('link', { name: linkIn(mail, /\/idp\/password\//) })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})
