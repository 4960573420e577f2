// The e-mailed review link (issue: a reviewer who is not a user of the organisation): the link signs its reviewer
// in without a password, the exchange redeems it once for a reviewer-via-email-link token scoped to its one
// engagement, and that token opens the review and nothing else. Refused links change nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { REVIEW_MESSAGES, type Reviewer } from '../../src/domain/reviewers.ts'
import { REVIEWER_LINK_ROLE } from '../../src/domain/roles.ts'
import { REVIEWER_TOKEN_PARAM } from '../../src/domain/session.ts'
import { tokenHashOf } from '../../src/server/auth/signed-token.ts'
import {
  contractors,
  engagementReviewers,
  organisations,
  permissionRoles,
  reviewerLinks,
} from '../../src/server/db/schema.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'
import { browser, exchangeCode, followToCallback, type IdpEndpoints, startAuthorization } from './idp-harness.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
let full: QuestionSetDefinition
let acme: string
let signOffRole: string
const tokens = new Map<string, string>()
const as = (account: string) => tokens.get(account)!
const db = () => server.database.db
let made = 0

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  for (const account of ['partner', 'provider.admin', 'sign.off.user'])
    tokens.set(account, (await signInDemo(server.url, account)).accessToken)
  full = (await call('/api/assessments/question-sets/type/FULL', { token: as('partner') })).json
  acme = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!.id
  signOffRole = (await db().select().from(permissionRoles).where(eq(permissionRoles.name, 'Sign Off User')))[0]!.id
})

afterAll(async () => {
  await server?.stop()
})

const idp = (): IdpEndpoints => ({ url: server.url, config: server.config, identity: { issuer: `${server.url}/idp` } })

/** A new Acme engagement with these reviewers, the client's answers submitted: Awaiting Review. */
const engagementInReview = async (reviewers: unknown[]) => {
  const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, acme)))[0]!
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractor.id,
      organisation_id: acme,
      question_set_id: full.id,
      name: `Review link ${++made}`,
      end_client_id: acme,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
      reviewers,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const engagement = (await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })).json
  const submitted = await call(`/api/assessments/assessments/${engagement.assessments[0].id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  return engagement as { id: string; assessments: { id: string }[] }
}

const mailboxFor = async (email: string) =>
  (
    await call(`/api/mailbox/messages?search=${encodeURIComponent(email)}&page_size=30`, {
      token: as('provider.admin'),
    })
  ).json.items as { to: string; subject: string; text: string }[]

/** The token of the review link mailed to `email`, once the outbox has sent it. */
const linkTokenMailedTo = async (email: string) => {
  for (let round = 0; round < 50; round++) {
    await server.outbox.drain()
    const link = (await mailboxFor(email)).map((m) => /\/review\?state=([^\s)"<>]+)/.exec(m.text)?.[1]).find(Boolean)
    if (link) return decodeURIComponent(link)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No review link was mailed to ${email}`)
}

/** A pending Sign Off User invitee of Acme chosen as the only reviewer of a new engagement, and their link. */
const invitedReviewer = async () => {
  const email = `reviewer.${++made}.${Date.now().toString(36)}@example.test`
  const invited = await call('/api/actors/invites', {
    method: 'POST',
    token: as('provider.admin'),
    body: { email, organisation_id: acme, roles: [signOffRole] },
  })
  expect(invited.status, JSON.stringify(invited.json)).toBe(201)
  const actorId: string = invited.json.actor_id
  const engagement = await engagementInReview([{ ActorId: actorId, OrganisationId: acme }])
  return { email, actorId, engagement, token: await linkTokenMailedTo(email) }
}

/** Follows the link through the embedded provider as a browser does; the login page when it is refused. */
const signInThroughLink = async (reviewerToken: string) => {
  const b = browser()
  const started = await startAuthorization(idp(), b, 'openid email profile', {
    [REVIEWER_TOKEN_PARAM]: reviewerToken,
    prompt: 'login',
  })
  const interaction = await b.request(new URL(started.response.headers.get('location')!, server.url))
  if (interaction.status !== 303) return { page: { status: interaction.status, text: await interaction.text() } }
  const callback = await followToCallback(idp(), b, interaction)
  const tokens = await exchangeCode(idp(), callback, started.codeVerifier, started.state)
  return { idToken: tokens.id_token! }
}

const exchange = (idToken: string, reviewerToken: string, organisationId: string | null = null) =>
  call('/api/identity/identity/token', {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}` },
    body: { organisation_id: organisationId, [REVIEWER_TOKEN_PARAM]: reviewerToken },
  })

const linkRow = async (token: string) =>
  (
    await db()
      .select()
      .from(reviewerLinks)
      .where(eq(reviewerLinks.tokenHash, tokenHashOf(token)))
  )[0]!

describe('the e-mailed review link', () => {
  it('signs the reviewer in without a password and yields a token for that one engagement, once', async () => {
    const reviewer = await invitedReviewer()
    const signedIn = await signInThroughLink(reviewer.token)
    expect(signedIn.page).toBeUndefined()

    const exchanged = await exchange(signedIn.idToken!, reviewer.token)
    expect(exchanged.status, JSON.stringify(exchanged.json)).toBe(200)
    const claims = claimsOf(exchanged.json.access_token)
    expect(claims).toMatchObject({
      actorId: reviewer.actorId,
      role: REVIEWER_LINK_ROLE,
      roles: [REVIEWER_LINK_ROLE],
      organisationId: null,
      engagementId: reviewer.engagement.id,
    })
    expect((await linkRow(reviewer.token)).usedAt).not.toBeNull()

    const again = await exchange(signedIn.idToken!, reviewer.token)
    expect(again.status).toBe(401)
    expect(again.json.message).toBe(REVIEW_MESSAGES.linkUsed)
    const reused = await signInThroughLink(reviewer.token)
    expect(reused.page?.status).toBe(401)
    expect(reused.page?.text).toContain(REVIEW_MESSAGES.linkUsed)
  })

  it('opens the review and signs off, moving the engagement on', async () => {
    const reviewer = await invitedReviewer()
    const { idToken } = await signInThroughLink(reviewer.token)
    const token = (await exchange(idToken!, reviewer.token)).json.access_token as string
    const engagementPath = `/api/assessments/engagements/${reviewer.engagement.id}`

    expect((await call(engagementPath, { token })).status).toBe(200)
    expect(
      (await call(`/api/assessments/assessments/${reviewer.engagement.assessments[0]!.id}`, { token })).status,
    ).toBe(200)
    expect((await call(`/api/actors/actors/${reviewer.actorId}`, { token })).status).toBe(200)
    const reviewers = (await call(`${engagementPath}/reviewers`, { token })).json.items as Reviewer[]
    const mine = reviewers.find((record) => record.is_mine)!
    expect(mine.via_email_link).toBe(true)

    const signedOff = await call(`${engagementPath}/reviewer/${mine.id}/signoff`, {
      method: 'POST',
      token,
      body: { finished_reviewing: true },
    })
    expect(signedOff.status, JSON.stringify(signedOff.json)).toBe(200)
    expect((await call(engagementPath, { token: as('partner') })).json.status).toBe('Awaiting Distribution')
  })

  it('keeps the scoped token to its engagement and the review screen', async () => {
    const reviewer = await invitedReviewer()
    const { idToken } = await signInThroughLink(reviewer.token)
    const token = (await exchange(idToken!, reviewer.token)).json.access_token as string
    const other = await engagementInReview([])

    expect((await call(`/api/assessments/engagements/${other.id}`, { token })).status).toBe(404)
    for (const path of [
      '/api/assessments/engagements',
      `/api/actors/actors?org_id=${acme}`,
      '/api/actors/organisations',
      '/api/actors/invites',
      `/api/actors/actors/${claimsOf(as('partner')).actorId}`,
      `/api/assessments/engagements/${reviewer.engagement.id}/audit`,
    ]) {
      const refused = await call(path, { token })
      expect(refused.status, path).toBe(403)
      expect(refused.json.message).toBe(REVIEW_MESSAGES.linkOnlyReview)
    }
    const deleted = await call(`/api/assessments/engagements/${reviewer.engagement.id}`, { method: 'DELETE', token })
    expect(deleted.status).toBe(403)
    expect((await call(`/api/assessments/engagements/${reviewer.engagement.id}`, { token })).status).toBe(200)
  })

  it('refuses a forged, an expired and a mismatched link, and changes nothing', async () => {
    const reviewer = await invitedReviewer()
    const records = async () =>
      (
        await db()
          .select()
          .from(engagementReviewers)
          .where(eq(engagementReviewers.engagementId, reviewer.engagement.id))
      )
        .map((record) => `${record.id}/${record.status}`)
        .sort()
    const before = await records()
    const partnerId = (await signInDemo(server.url, 'partner')).idToken

    const [id] = reviewer.token.split('.')
    const forged = await exchange(partnerId, `${id}.${'A'.repeat(43)}`)
    expect(forged.status).toBe(401)
    expect(forged.json.message).toBe(REVIEW_MESSAGES.linkInvalid)
    expect((await signInThroughLink(`${id}.forged`)).page?.text).toContain(REVIEW_MESSAGES.linkInvalid)

    const mismatched = await exchange(partnerId, reviewer.token)
    expect(mismatched.status).toBe(403)
    expect(mismatched.json.message).toBe(REVIEW_MESSAGES.linkInvalid)
    expect((await linkRow(reviewer.token)).usedAt).toBeNull()

    const withOrganisation = await exchange(partnerId, reviewer.token, acme)
    expect(withOrganisation.status).toBe(403)

    await db()
      .update(reviewerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewerLinks.tokenHash, tokenHashOf(reviewer.token)))
    const expiredPage = await signInThroughLink(reviewer.token)
    expect(expiredPage.page?.status).toBe(401)
    expect(expiredPage.page?.text).toContain(REVIEW_MESSAGES.linkExpired)
    const expired = await exchange(partnerId, reviewer.token)
    expect(expired.status).toBe(401)
    expect(expired.json.message).toBe(REVIEW_MESSAGES.linkExpired)

    expect((await linkRow(reviewer.token)).usedAt).toBeNull()
    expect(await records()).toEqual(before)
  })
})
