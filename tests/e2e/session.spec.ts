// The sign-in session as a person meets it (docs/sessions.md): a reload keeps them signed in on the page they were
// on, the browser's storage holds no token, and signing out ends the access the page had, not just the screen.

import { SESSION_ENDED_MESSAGE } from '../../src/server/auth/sign-in-sessions.ts'
import { STORAGE_KEYS } from '../../src/web/features/session/storage.ts'
import { claimsOf } from '../support/api.ts'
import { acceptTermsIfShown, chooseOrganisation, expectAccessible, pageToken, signIn } from './support.ts'
import { expect, test } from './test.ts'

const ACME = 'Acme Retail Group'
/** A JSON Web Token: three base64url parts (the signature may be empty). */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/

test('a reload keeps the person signed in without a token in storage, and signing out ends the access', async ({
  page,
  request,
}) => {
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, ACME)
  const selector = page.getByRole('button', { name: /Organisation:/ })
  const heading = page.getByRole('heading', { name: 'Assessments', level: 1 })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click()
  await expect(heading).toBeVisible()

  await test.step('a reload resumes the session on the same page, in the same organisation', async () => {
    await page.reload()
    await expect(heading).toBeVisible()
    await expect(page).toHaveURL(/\/assessments$/)
    await expect(selector).toContainText(ACME)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0)
    await expectAccessible(page)
  })

  await test.step('local storage keeps the terms, the role and the organisation, and no token', async () => {
    const stored = await page.evaluate(() => Object.entries(localStorage))
    expect(stored.filter(([, value]) => JWT.test(value))).toEqual([])
    for (const [key] of stored) expect(Object.values(STORAGE_KEYS)).toContain(key)
  })

  await test.step('Logout ends the session: the token the page had is refused, and a page asks to sign in', async () => {
    const token = await pageToken(page)
    const { actorId } = claimsOf(token)
    const own = () => request.get(`/api/actors/actors/${actorId}`, { headers: { authorization: `Bearer ${token}` } })
    expect((await own()).status()).toBe(200)

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

    const refused = await own()
    expect({ status: refused.status(), body: await refused.json() }).toEqual({
      status: 401,
      body: expect.objectContaining({ message: SESSION_ENDED_MESSAGE }),
    })
    await page.goto('/assessments')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(heading).toHaveCount(0)
  })
})
