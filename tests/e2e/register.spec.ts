// /register (rule registration.flow): the three outcomes and their messages, and a new person
// who follows the set-password e-mail, chooses a password and signs in as a new contractor.

import { MESSAGES } from '../../src/domain/messages.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { asProviderAdmin, choosePassword, linkIn, newestMail, uniqueEmail } from './mailbox.ts'
import { acceptTerms, expectAccessible, screenshotIfAsked, signInWithEmail } from './support.ts'
import { expect, type Page, test } from './test.ts'

const emailField = (page: Page) => page.getByLabel('Email address')
const beginReview = (page: Page) => page.getByRole('button', { name: 'Begin Review' })

test('a new e-mail registers, a second try resends the invitation, and the e-mailed link leads to sign-in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Working Practice Review' })).toBeVisible()
  // No navigation on /register (rule nav.shell).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(beginReview(page)).toBeDisabled()
  await expectAccessible(page)

  // An invalid address is flagged once the field is left, and Begin Review stays disabled.
  await emailField(page).fill('not-an-address')
  await emailField(page).blur()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(beginReview(page)).toBeDisabled()
  await expectAccessible(page)

  const email = uniqueEmail('register')
  // Leading whitespace is trimmed as it is typed.
  await emailField(page).fill(`  ${email}`)
  await expect(emailField(page)).toHaveValue(email)
  await expect(page.getByText('Please enter a valid email address.')).toBeHidden()
  await beginReview(page).click()
  await expect(page.getByText('Thank you for registering.')).toBeVisible()
  await expect(page.getByText('Thank you for registering.').locator('..')).toContainText(email)
  await expect(beginReview(page)).toBeDisabled()
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/register-registered.png' })

  // The same e-mail again, before a password is set: the invitation is resent.
  await emailField(page).fill(email.slice(0, -1))
  await expect(page.getByText('Thank you for registering.')).toBeHidden()
  await emailField(page).fill(email)
  await beginReview(page).click()
  await expect(page.getByText(MESSAGES.invitationResent)).toBeVisible()
  await screenshotIfAsked(page, { path: 'test-results/register-resent.png' })

  // The newest set-password mail: choose a password, sign in, accept the terms, and onboard as a new contractor.
  const admin = await asProviderAdmin(baseURL!)
  const mail = await newestMail(admin, email, /password/i)
  await choosePassword(page, linkIn(mail, /\/idp\/password\//), 'Registered-Password-1')
  await signInWithEmail(page, email, 'Registered-Password-1')
  await acceptTerms(page)
  await expect(page).toHaveURL(/\/additional-info$/)
})

test('an e-mail that already has an account is asked to log in instead; the message clears on typing', async ({
  page,
}) => {
  await page.goto('/register')
  // A demo account's e-mail is only looked up here, never signed in.
  await emailField(page).fill(demoEmail('partner'))
  await beginReview(page).click()
  await expect(page.getByText(MESSAGES.accountExists)).toBeVisible()
  const logIn = page.getByRole('link', { name: MESSAGES.logInInstead })
  await expect(logIn).toHaveAttribute('href', '/login')
  await expect(beginReview(page)).toBeDisabled()
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: 'test-results/register-exists.png' })

  await emailField(page).press('End')
  await emailField(page).press('Backspace')
  await expect(page.getByText(MESSAGES.accountExists)).toBeHidden()
  await expect(beginReview(page)).toBeEnabled()
})
