// The invite dialogs on entry (rules invites.dialogs, invites.form) end to end: an invitation e-mailed to a new person,
// the set-password link, sign-in and terms, then one, two or more invitations answered, "Later", and the
// logout of a person left with no invitation and no organisation. Only new e-mails sign in in the browser here.

import { DEMO_PASSWORD, demoEmail } from '../../src/server/seed/demo-data.ts'
import { asProviderAdmin, choosePassword, linkIn, newestMail, type ProviderAdmin, uniqueEmail } from './mailbox.ts'
import { acceptTerms, expectAccessible, screenshotIfAsked, signInWithEmail } from './support.ts'
import { type Browser, expect, type Page, test } from './test.ts'

const PASSWORD = 'Invited-Password-1'
const run = Date.now().toString(36).slice(-5)

let admin: ProviderAdmin
test.beforeAll(async ({ baseURL }) => {
  admin = await asProviderAdmin(baseURL!)
})

/** Invites a new person into the organisations, sets their password from the mail, signs in and accepts terms. */
const invitedNewcomer = async (page: Page, label: string, organisationIds: readonly string[]) => {
  const email = uniqueEmail(label)
  const invites = await admin.invite(email, organisationIds)
  const mail = await newestMail(admin, email, /invited you to join/)
  await choosePassword(page, linkIn(mail, /\/idp\/password\//), PASSWORD)
  await signInWithEmail(page, email, PASSWORD)
  await acceptTerms(page)
  return { email, invites }
}

const signedOutToTheSignInPage = async (page: Page) =>
  expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 })

const organisationShown = (page: Page) => page.getByRole('button', { name: /Organisation:/ })

const newPage = async (browser: Browser) => (await browser.newContext()).newPage()

test('a new person follows the e-mailed links, accepts the single invitation and lands in that organisation', async ({
  page,
  baseURL,
}) => {
  const name = `Tidewater Maritime Consultancy ${run}`
  const organisationId = await admin.createOrganisation(name)
  const email = uniqueEmail('single')
  const [invite] = await admin.invite(email, [organisationId])

  // The invitation mail carries the set-password link (a new person) and the sign-in link.
  const mail = await newestMail(admin, email, /invited you to join/)
  expect(mail.subject).toContain(name)
  expect(mail.text).toContain('Choose one first')
  await choosePassword(page, linkIn(mail, /\/idp\/password\//), PASSWORD)
  // The mail's sign-in link is the portal's /login, where the person signs in.
  expect(linkIn(mail, /\/login$/)).toBe(`${baseURL}/login`)
  await signInWithEmail(page, email, PASSWORD)
  await acceptTerms(page)

  const dialog = page.getByRole('dialog', { name: 'You have been invited' })
  await expect(dialog).toBeVisible()
  // The name is cut at 22 characters on screen (rule invites.dialogs); the full name is there for screen readers.
  await expect(dialog.getByText('Tidewater Maritime Con…', { exact: true })).toBeVisible()
  await expect(dialog.getByText(name, { exact: true })).toBeAttached()
  await expect(dialog.getByText('Tidewater Maritime Con…', { exact: true })).toHaveAttribute('title', name)
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/invite-single.png' })

  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog).toBeHidden()
  // Without a reload: the token and the selector now carry the organisation joined.
  await expect(organisationShown(page)).toContainText(name)
  await expect(page.getByRole('alertdialog', { name: 'Select an organisation' })).toBeHidden()
  expect((await admin.readInvite(invite!.id)).status.code).toBe('Accepted')
  await screenshotIfAsked(page, { path: 'test-results/invite-single-accepted.png' })

  await page.reload()
  await expect(organisationShown(page)).toContainText(name)
  await expect(page.getByRole('dialog', { name: /invit/ })).toBeHidden()
})

test('two invitations show the shorter dialog; one is rejected after "Are you sure?", the other accepted', async ({
  page,
}) => {
  const logistics = await admin.organisationId('Acme Retail Logistics')
  const corvid = await admin.organisationId('Corvid Insurance')
  const { invites } = await invitedNewcomer(page, 'two', [logistics, corvid])

  const dialog = page.getByRole('dialog', { name: 'You have 2 invitations' })
  await expect(dialog).toBeVisible()
  const list = dialog.getByRole('list', { name: 'Invitations' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  // The shorter dialog: both fit without a list that scrolls.
  expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).not.toBe('auto')
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/invite-two.png' })

  // "No" keeps the invitation.
  await dialog.getByRole('button', { name: 'Reject the invitation from Corvid Insurance' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/invite-reject-confirm.png' })
  await confirm.getByRole('button', { name: 'No' }).click()
  await expect(confirm).toBeHidden()
  await expect(list.getByRole('listitem')).toHaveCount(2)

  await dialog.getByRole('button', { name: 'Reject the invitation from Corvid Insurance' }).click()
  await confirm.getByRole('button', { name: 'Yes, reject this invitation' }).click()
  // One left: the single-invite dialog.
  const single = page.getByRole('dialog', { name: 'You have been invited' })
  await expect(single).toBeVisible()
  await expect(single).toContainText('Acme Retail Logistics')
  await single.getByRole('button', { name: 'Accept' }).click()
  await expect(single).toBeHidden()
  await expect(organisationShown(page)).toContainText('Acme Retail Logistics')

  const [toLogistics, toCorvid] = invites
  expect((await admin.readInvite(toLogistics!.id)).status.code).toBe('Accepted')
  expect((await admin.readInvite(toCorvid!.id)).status.code).toBe('Rejected')
})

test('three invitations scroll in a list; "Later" hides them for the browser session; a failed accept logs out a person with no organisation', async ({
  page,
  browser,
}) => {
  const ids = await Promise.all(
    ['Halden Renewables', 'Acme Retail Digital', 'Corvid Insurance'].map((name) => admin.organisationId(name)),
  )
  const extra = await admin.createOrganisation(`Fenwick Analytics ${run}`)
  const { email, invites } = await invitedNewcomer(page, 'many', [...ids, extra])

  const dialog = page.getByRole('dialog', { name: 'You have 4 invitations' })
  await expect(dialog).toBeVisible()
  const list = dialog.getByRole('list', { name: 'Invitations' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto')
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/invite-many.png' })

  await dialog.getByRole('button', { name: 'Later' }).click()
  await expect(dialog).toBeHidden()
  // Later: still signed in, and a reload in this browser session does not bring them back.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: /invitations/ })).toBeHidden()
  // With no organisation yet there is nothing to select: no "Select an organisation" prompt either.
  await expect(page.getByRole('alertdialog', { name: 'Select an organisation' })).toBeHidden()
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/invite-later.png' })

  // A new browser session shows them again. One is cancelled meanwhile: accepting it fails in the
  // multi-invite dialog, and a person with no organisation is logged out (rule invites.dialogs).
  const other = await newPage(browser)
  await signInWithEmail(other, email, PASSWORD)
  const again = other.getByRole('dialog', { name: 'You have 4 invitations' })
  await expect(again).toBeVisible()
  const cancelled = invites[3]!
  await admin.cancel(cancelled.id)
  await again.getByRole('button', { name: `Accept the invitation from Fenwick Analytics ${run}` }).click()
  await signedOutToTheSignInPage(other)
  for (const invite of invites.slice(0, 3)) expect((await admin.readInvite(invite.id)).status.code).toBe('Pending')
  await other.context().close()
})

test('a person with no invitation and no organisation is logged out', async ({ page }) => {
  const { email, invites } = await invitedNewcomer(page, 'none', [await admin.organisationId('Halden Energy')])
  const dialog = page.getByRole('dialog', { name: 'You have been invited' })
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, reject this invitation' })
    .click()
  await signedOutToTheSignInPage(page)
  expect((await admin.readInvite(invites[0]!.id)).status.code).toBe('Rejected')

  // Signing in again ends the same way: nothing to work on.
  await signInWithEmail(page, email, PASSWORD)
  await signedOutToTheSignInPage(page)
  await expect(page.getByLabel('Email address')).toBeVisible()
})

test('the demo invitee is shown the two invitations seeded for them', async ({ page }) => {
  await signInWithEmail(page, demoEmail('invitee'), DEMO_PASSWORD)
  await acceptTerms(page)
  const dialog = page.getByRole('dialog', { name: 'You have 2 invitations' })
  await expect(dialog).toContainText('Acme Retail Group')
  await expect(dialog).toContainText('Halden Energy')
  await dialog.getByRole('button', { name: 'Later' }).click()
  await expect(dialog).toBeHidden()
})
