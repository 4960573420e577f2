// An organisation's API key as its administrator and the system using it meet it (docs/api-keys.md): the Partner
// Admin creates a key in Settings and copies it from the one screen that shows it; the key assesses an engagement
// through the API (Playwright's request context, no browser session); the engagement's audit trail names the key;
// after the administrator revokes it, behind a confirmation, the next call is refused.

import { API_KEY_MESSAGES, API_KEY_PREFIX } from '../../src/domain/api-keys.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { submittedClientAnswers } from '../support/client-answers.ts'
import { expectAccessible, screenshotIfAsked, signInToOrganisation } from './support.ts'
import { type APIRequestContext, expect, type Page, test } from './test.ts'

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results'
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1280, height: 720 }

/** A desk and a phone picture of the screen (taken when asked for), and the phone width must not scroll sideways. */
const both = async (page: Page, name: string) => {
  await screenshotIfAsked(page, { path: `${SHOTS}/api-keys-${name}-desk.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  const width = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
  )
  expect(width, `${name} is ${width} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width)
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: `${SHOTS}/api-keys-${name}-phone.png`, fullPage: true })
  await page.setViewportSize(DESK)
}

/** A call as the integrating system makes it: the key as the bearer token, JSON in and out. */
const withKey = (request: APIRequestContext, key: string) => {
  const headers = { authorization: `Bearer ${key}` }
  return {
    get: (path: string) => request.get(`/api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
  }
}

test('a Partner Admin gives a system a key, the system assesses an engagement with it, and revocation stops it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const keyName = `Applicant tracking ${Date.now().toString(36)}`
  await signInToOrganisation(page, 'partner.admin', 'Northbridge Partners')
  let acmeId = ''
  let key = ''
  await test.step('creates a key in Settings and sees it once', async () => {
    await page.goto('/settings')
    const tree = page.getByRole('navigation', { name: 'Organisations' })
    await tree.getByRole('button', { name: 'Expand Northbridge Partners' }).click()
    await tree.getByRole('link', { name: 'Acme Retail Group' }).click()
    await expect(page.getByRole('heading', { name: 'Acme Retail Group', level: 2 })).toBeVisible()
    acmeId = /\/settings\/([0-9a-f-]{36})/.exec(page.url())![1]!
    await page.getByRole('tab', { name: 'API keys' }).click()
    await expect(page).toHaveURL(/tab=keys/)
    const form = page.getByRole('form', { name: 'Create an API key' })
    // Nothing chosen: the form says what is missing, and nothing is sent.
    await form.getByRole('button', { name: 'Create key' }).click()
    await expect(form.getByText(API_KEY_MESSAGES.nameRequired)).toBeVisible()
    await expect(form.getByText(API_KEY_MESSAGES.capabilitiesRequired)).toBeVisible()
    // The first field that says what is wrong takes the focus.
    await expect(form.getByLabel('Key name')).toBeFocused()
    await both(page, 'form-errors')
    // The server's limits are the form's too: a name too long is told before anything is sent.
    await form.getByLabel('Key name').fill('x'.repeat(61))
    await expect(form.getByText(maxLengthMessage(60))).toBeVisible()
    await expect(form.getByText(API_KEY_MESSAGES.nameRequired)).toHaveCount(0)
    await form.getByLabel('Key name').fill(keyName)
    await expect(form.getByText(maxLengthMessage(60))).toHaveCount(0)
    // By keyboard, as a person without a mouse would tick them.
    for (const label of [
      'Read organisations, contractors, engagements and their audit trails',
      'Create contractors and engagements',
      "Save and submit the client's answers",
      'Read results and download reports and issued SDSs',
    ]) {
      await form.getByRole('checkbox', { name: label }).focus()
      await page.keyboard.press('Space')
      await expect(form.getByRole('checkbox', { name: label })).toBeChecked()
    }
    await both(page, 'form')
    await form.getByRole('button', { name: 'Create key' }).click()
    await expect(page.getByRole('heading', { name: `Your new key “${keyName}”` })).toBeFocused()
    await expect(page.getByText(API_KEY_MESSAGES.shownOnce)).toBeVisible()
    key = await page.getByLabel('Your new API key').inputValue()
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true)
    const listed = page.getByRole('listitem', { name: keyName })
    await expect(listed.getByText('Active')).toBeVisible()
    await expect(listed.getByText(/Last used never/)).toBeVisible()
    await expectAccessible(page)
    await both(page, 'created')
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByLabel('Your new API key')).toHaveCount(0)
    // The list never shows the key again: only its first characters.
    await expect(page.getByText(key)).toHaveCount(0)
    await expect(listed.getByText(`${key.slice(0, API_KEY_PREFIX.length + 8)}…`)).toBeVisible()
  })

  let engagementId = ''
  await test.step('the system assesses an engagement through the API with the key', async () => {
    const system = withKey(request, key)
    const contractors = await system.get(`/actors/contractors?org_id=${acmeId}`)
    expect(contractors.status()).toBe(200)
    const contractorId = ((await contractors.json()) as { items: { id: string }[] }).items[0]!.id
    const set = (await (await system.get('/assessments/question-sets/type/FULL')).json()) as QuestionSetDefinition
    const created = await system.post('/assessments/engagements', {
      contractor_id: contractorId,
      organisation_id: acmeId,
      question_set_id: set.id,
      name: `Assessed by ${keyName}`,
      end_client_id: acmeId,
      start_date: '2027-03-01',
      end_date: '2027-05-28',
      daily_rate: 575,
    })
    expect(created.status(), await created.text()).toBe(201)
    engagementId = ((await created.json()) as { id: string }).id
    const record = (await (await system.get(`/assessments/engagements/${engagementId}`)).json()) as {
      assessments: { id: string; contractor_engagement_id: string; question_set_id: string }[]
    }
    const assessment = record.assessments[0]!
    const submitted = await system.post(
      `/assessments/assessments/${assessment.id}/answers`,
      submittedClientAnswers(assessment, set),
    )
    expect(submitted.status(), await submitted.text()).toBe(200)
    // What the key may never do stays refused, whatever it was given.
    const deleted = await request.delete(`/api/assessments/engagements/${engagementId}`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(deleted.status()).toBe(403)
  })

  await test.step("the engagement's audit trail names the key", async () => {
    await page.goto(`/process/engagement?engagement=${engagementId}`)
    const history = page.getByRole('region', { name: /history/i })
    await expect(history.getByText(`API key ${keyName}`).first()).toBeVisible()
    await expectAccessible(page)
    // Settings shows it was used.
    await page.goto(`/settings/${acmeId}?tab=keys`)
    await expect(
      page.getByRole('listitem', { name: keyName }).getByText(/Last used \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/),
    ).toBeVisible()
  })

  await test.step('revokes the key after confirming, and the next call is refused', async () => {
    const listed = page.getByRole('listitem', { name: keyName })
    await listed.getByRole('button', { name: `Revoke ${keyName}` }).click()
    const dialog = page.getByRole('alertdialog', { name: API_KEY_MESSAGES.revokeConfirmTitle })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await both(page, 'revoke-dialog')
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep key' }).click()
    await expect(listed.getByText('Active')).toBeVisible()
    await listed.getByRole('button', { name: `Revoke ${keyName}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click()
    await expect(listed.getByText(/^Revoked \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
    await expect(listed.getByRole('button', { name: /Revoke/ })).toHaveCount(0)
    const refused = await withKey(request, key).get(`/assessments/engagements/${engagementId}`)
    expect(refused.status()).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toBe(API_KEY_MESSAGES.keyNotValid)
    await both(page, 'revoked')
  })
})
