// The e-mailed review link of a reviewer who is not a user of the organisation (docs/sessions.md): it opens a short
// session confined to its one engagement's review, again until the review is finished or the link expires. It
// leaves nothing that buys an organisation's token: no identity provider session, no identity token. Refused
// links change nothing.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { REVIEW_MESSAGES, type Reviewer } from '../../src/domain/reviewers.ts'
import { REVIEWER_LINK_ROLE } from '../../src/domain/roles.ts'
import { tokenHashOf } from '../../src/server/auth/signed-token.ts'
import {
  contractors,
  engagementReviewers,
  organisations,
  permissionRoles,
  reviewerLinks,
  signInSessions,
} from '../../src/server/db/schema.ts'
import { claimsOf } from '../support/api.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { holdResponse } from '../support/contract.ts'
import { type Browser, browser, type IdpEndpoints, startAuthorization } from './idp-harness.ts'

const api = apiFixture({ accounts: ['partner', 'provider.admin', 'sign.off.user'] })
const { call, as, db } = api
let full: QuestionSetDefinition
let acme: string
let signOffRole: string
let made = 0

beforeAll(async () => {
  full = await api.fullSet()
  acme = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!.id
  signOffRole = (await db().select().from(permissionRoles).where(eq(permissionRoles.name, 'Sign Off User')))[0]!.id
})

const idp = (): IdpEndpoints => ({
  url: api.server.url,
  config: api.server.config,
  identity: { issuer: `${api.server.url}/idp` },
})

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
    await api.server.outbox.drain()
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

/** A JSON POST from the browser's page, keeping the cookies it is given; its answer held to the route's contract. */
const post = async (b: Browser, path: string, body: object) => {
  const response = await holdResponse(
    api.server,
    'POST',
    path,
    await b.request(`${api.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.server.url },
      body: JSON.stringify(body),
    }),
  )
  return { status: response.status, json: await response.json() }
}

/** Follows the link as the browser does: the review page, then its call, keeping the cookie it is given. */
const followLink = async (b: Browser, reviewerToken: string) => {
  await b.request(`${api.server.url}/review?state=${encodeURIComponent(reviewerToken)}`)
  return post(b, '/api/identity/review-link', { reviewer_token: reviewerToken })
}

/** Asks the session cookie the browser holds for a new access token, in an organisation when one is given. */
const renew = (b: Browser, body: object = {}) => post(b, '/api/identity/session/token', body)

const linkRow = async (token: string) =>
  (
    await db()
      .select()
      .from(reviewerLinks)
      .where(eq(reviewerLinks.tokenHash, tokenHashOf(token)))
  )[0]!

describe('the e-mailed review link', () => {
  it('opens its review in a short session confined to its engagement, again until the review is finished', async () => {
    const reviewer = await invitedReviewer()
    const b = browser()
    const opened = await followLink(b, reviewer.token)
    expect(opened.status, JSON.stringify(opened.json)).toBe(200)
    const claims = claimsOf(opened.json.access_token)
    expect(claims).toMatchObject({
      actorId: reviewer.actorId,
      role: REVIEWER_LINK_ROLE,
      roles: [REVIEWER_LINK_ROLE],
      organisationId: null,
      engagementId: reviewer.engagement.id,
    })
    expect(claims.exp - claims.iat).toBe(opened.json.expires_in)
    const [session] = await db().select().from(signInSessions).where(eq(signInSessions.id, claims.sid))
    expect(session).toMatchObject({ kind: 'review-link', engagementId: reviewer.engagement.id })
    // Short: an hour at most, however long the link itself has left.
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000)
    expect((await linkRow(reviewer.token)).usedAt).not.toBeNull()

    // Opened again, in another browser: the review is not finished, so the link still works.
    const reopened = await followLink(browser(), reviewer.token)
    expect(reopened.status, JSON.stringify(reopened.json)).toBe(200)
    // The session renews its short-lived token, for the same review.
    const renewed = await renew(b)
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(200)
    expect(claimsOf(renewed.json.access_token)).toMatchObject({ engagementId: reviewer.engagement.id, sid: claims.sid })

    const engagementPath = `/api/assessments/engagements/${reviewer.engagement.id}`
    const token = renewed.json.access_token as string
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

    // Signed off: the link now says the review is finished, and opens nothing.
    const sessionsBefore = await db().select().from(signInSessions)
    const finished = await followLink(browser(), reviewer.token)
    expect(finished.status).toBe(410)
    expect(finished.json.message).toBe(REVIEW_MESSAGES.linkFinished)
    expect(await db().select().from(signInSessions)).toHaveLength(sessionsBefore.length)
  })

  it('leaves nothing that buys an organisation token: no provider session, and its own tokens are refused', async () => {
    const reviewer = await invitedReviewer()
    const b = browser()
    const opened = await followLink(b, reviewer.token)
    expect(opened.status).toBe(200)
    const linkToken = opened.json.access_token as string

    // A silent sign-in at the identity provider with what the link left in the browser: no session there.
    const silent = await startAuthorization(idp(), b, 'openid email profile', { prompt: 'none' })
    const answer = new URL(silent.response.headers.get('location')!, api.server.url)
    expect(answer.pathname).toBe('/login')
    expect(answer.searchParams.get('error')).toBe('login_required')
    expect(answer.searchParams.has('code')).toBe(false)

    // The link's token is no identity token: it opens no session of the account, in an organisation or none.
    for (const organisation_id of [acme, null]) {
      const exchanged = await call('/api/identity/identity/token', {
        method: 'POST',
        headers: { authorization: `Bearer ${linkToken}` },
        body: { organisation_id },
      })
      expect(exchanged.status).toBe(401)
      expect(exchanged.json.access_token).toBeUndefined()
    }
    // The link's session renews only its own review.
    const inOrganisation = await renew(b, { organisation_id: acme })
    expect(inOrganisation.status).toBe(403)
    expect(inOrganisation.json.message).toBe(REVIEW_MESSAGES.linkOnlyReview)
    expect(inOrganisation.json.access_token).toBeUndefined()
  })

  it('keeps the scoped token to its engagement and the review screen', async () => {
    const reviewer = await invitedReviewer()
    const token = (await followLink(browser(), reviewer.token)).json.access_token as string
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

  it('refuses a forged and an expired link, and changes nothing', async () => {
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
    const sessionsBefore = (await db().select().from(signInSessions)).length

    const [id] = reviewer.token.split('.')
    const forged = await followLink(browser(), `${id}.${'A'.repeat(43)}`)
    expect(forged.status).toBe(401)
    expect(forged.json.message).toBe(REVIEW_MESSAGES.linkInvalid)
    expect((await followLink(browser(), `${id}.forged`)).json.message).toBe(REVIEW_MESSAGES.linkInvalid)

    await db()
      .update(reviewerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewerLinks.tokenHash, tokenHashOf(reviewer.token)))
    const expired = await followLink(browser(), reviewer.token)
    expect(expired.status).toBe(410)
    expect(expired.json.message).toBe(REVIEW_MESSAGES.linkExpired)

    expect((await linkRow(reviewer.token)).usedAt).toBeNull()
    expect(await records()).toEqual(before)
    expect(await db().select().from(signInSessions)).toHaveLength(sessionsBefore)
  })
})
