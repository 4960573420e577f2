// Sign-off reviews (rules records.reviewer, signoff.review, api.reviews): reviewers chosen on the engagement
// under the organisation's rule, opened when the answers are in, finalised each by their own reviewer, the
// engagement moving on with the last; the reviewer options; swapping a user's reviews. Refused input changes
// nothing.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { REVIEW_MESSAGES, type Reviewer } from '../../src/domain/reviewers.ts'
import { actors, auditEvents, contractors, engagementReviewers, organisations } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'

let full: QuestionSetDefinition
const ACCOUNTS = [
  'partner',
  'partner.admin',
  'partner.readonly',
  'sign.off.user',
  'sign.off.deputy',
  'consultancy.manager',
  'contractor',
  'provider.admin',
]

const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, actor, db } = api
const ACME = 'Acme Retail Group'
const person = (account: string, organisation = ACME) => ({
  ActorId: actor(account),
  OrganisationId: org(organisation),
})
let made = 0

const createEngagement = (reviewers: unknown, organisation = ACME, account = 'partner') =>
  (async () => {
    const organisationId = org(organisation)
    const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, organisationId)))[0]!
    return call('/api/assessments/engagements', {
      method: 'POST',
      token: as(account),
      body: {
        contractor_id: contractor.id,
        organisation_id: organisationId,
        question_set_id: full.id,
        name: `Sign-off ${++made}`,
        end_client_id: organisationId,
        start_date: '2027-02-01',
        end_date: '2027-04-30',
        daily_rate: 650,
        reviewers,
      },
    })
  })()

const engagementOf = async (id: string, account = 'partner') =>
  (await call(`/api/assessments/engagements/${id}`, { token: as(account) })).json

/** A new engagement with the reviewers, its answers submitted: Awaiting Review. */
const inReview = async (reviewers: unknown[]) => {
  const created = await createEngagement(reviewers)
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const engagement = await engagementOf(created.json.id)
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
  return engagementOf(engagement.id)
}

const reviewersPath = (engagementId: string) => `/api/assessments/engagements/${engagementId}/reviewers`
const signOff = (
  engagementId: string,
  reviewerId: string,
  account: string,
  body: unknown = { finished_reviewing: true },
) =>
  call(`/api/assessments/engagements/${engagementId}/reviewer/${reviewerId}/signoff`, {
    method: 'POST',
    token: as(account),
    body,
  })
const recordOf = (engagement: { reviewers: Reviewer[] }, account: string) =>
  engagement.reviewers.find((reviewer) => reviewer.actor_id === actor(account))!

const storedReviewers = async () =>
  (await db().select().from(engagementReviewers)).map((r) => `${r.id}/${r.status}/${r.actorId}`).sort()

beforeAll(async () => {
  full = await api.fullSet()
  // The swap is an administrator's step in the organisation they have selected.
  await api.signInWithin('partner.admin@acme', 'partner.admin', org(ACME))
})

describe('choosing reviewers', () => {
  it('offers the Sign Off Users, the pending Sign Off invitees and the groups of the organisation', async () => {
    const options = await call(`/api/assessments/engagements/reviewer-options?organisation_id=${org(ACME)}`, {
      token: as('partner'),
    })
    expect(options.status).toBe(200)
    const names = options.json.actors.map((a: { first_name: string }) => a.first_name)
    expect(names).toEqual(expect.arrayContaining(['Sam', 'Ravi']))
    expect(options.json.groups.map((g: { name: string }) => g.name)).toContain('IR35 Consultancy Team')
    expect(options.json.mandatory_sign_off).toBe(false)
  })

  it('keeps the chosen reviewers on the engagement, Created until the answers are in', async () => {
    const created = await createEngagement([person('sign.off.user'), person('sign.off.deputy')])
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const engagement = await engagementOf(created.json.id)
    expect(engagement.reviewers.map((r: { status: string }) => r.status)).toEqual(['Created', 'Created'])
    // Not before the answers are in, even for the reviewer.
    const early = await call(reviewersPath(engagement.id), { token: as('sign.off.user') })
    expect(early.json.items.map((r: Reviewer) => r.can_sign_off)).toEqual([false, false])
    expect(recordOf(engagement, 'sign.off.user').job_description).toBe('Head of Workforce Compliance')
  })

  it('refuses the same reviewer twice, someone who is not a Sign Off User, and changes nothing', async () => {
    const before = await storedReviewers()
    const twice = await createEngagement([person('sign.off.user'), person('sign.off.user')])
    expect(twice.status).toBe(400)
    expect(JSON.stringify(twice.json)).toContain(REVIEW_MESSAGES.chosenTwice)
    const notEligible = await createEngagement([person('partner.readonly', 'Northbridge Partners')])
    expect(notEligible.status).toBe(400)
    expect(notEligible.json.message).toBe(REVIEW_MESSAGES.notEligible)
    expect(await storedReviewers()).toEqual(before)
  })

  it('asks for one sign-off user where the organisation requires sign-off, a group not being enough', async () => {
    await db()
      .update(organisations)
      .set({ mandatorySignOff: true })
      .where(eq(organisations.id, org(ACME)))
    try {
      const none = await createEngagement([])
      expect(none.status).toBe(400)
      expect(none.json.message).toBe(REVIEW_MESSAGES.mandatorySignOff)
      const options = (
        await call(`/api/assessments/engagements/reviewer-options?organisation_id=${org(ACME)}`, {
          token: as('partner'),
        })
      ).json
      const groupOnly = await createEngagement([{ GroupId: options.groups[0].id }])
      expect(groupOnly.status).toBe(400)
      const withPerson = await createEngagement([person('sign.off.user')])
      expect(withPerson.status).toBe(201)
    } finally {
      await db()
        .update(organisations)
        .set({ mandatorySignOff: false })
        .where(eq(organisations.id, org(ACME)))
    }
  })
})

describe('signing off', () => {
  it('opens every review when the answers are in and moves on when the last reviewer finalises', async () => {
    const engagement = await inReview([person('sign.off.user'), person('sign.off.deputy')])
    expect(engagement.status).toBe('Awaiting Review')
    expect(engagement.reviewers.map((r: { status: string }) => r.status)).toEqual(['Opened', 'Opened'])

    // Whether the finalise block shows is the machines' answer, given per record to its own reviewer only.
    const canSignOff = async (account: string) =>
      (await call(reviewersPath(engagement.id), { token: as(account) })).json.items.map(
        (r: Reviewer) => `${r.actor_id === actor(account) ? 'own' : 'other'}:${r.can_sign_off}`,
      )
    expect(await canSignOff('sign.off.user')).toEqual(['own:true', 'other:false'])
    expect(await canSignOff('partner')).toEqual(['other:false', 'other:false'])
    const first = await signOff(engagement.id, recordOf(engagement, 'sign.off.user').id, 'sign.off.user')
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect((await engagementOf(engagement.id)).status).toBe('Awaiting Review')
    const mine = (await call(reviewersPath(engagement.id), { token: as('sign.off.user') })).json.items
    expect(mine.find((r: { is_mine: boolean }) => r.is_mine).status).toBe('Completed')
    expect(await canSignOff('sign.off.user')).toEqual(['own:false', 'other:false'])
    expect(await canSignOff('sign.off.deputy')).toEqual(['other:false', 'own:true'])

    const last = await signOff(engagement.id, recordOf(engagement, 'sign.off.deputy').id, 'sign.off.deputy')
    expect(last.status, JSON.stringify(last.json)).toBe(200)
    const after = await engagementOf(engagement.id)
    expect(after.status).toBe('Awaiting Distribution')
    expect(after.reviewers.every((r: { signed_off_date: string | null }) => r.signed_off_date)).toBe(true)
  })

  it("refuses finalising someone else's review, without the checkbox, or twice", async () => {
    const engagement = await inReview([person('sign.off.user'), person('sign.off.deputy')])
    const samRecord = recordOf(engagement, 'sign.off.user').id
    const others = await signOff(engagement.id, samRecord, 'sign.off.deputy')
    expect(others.status).toBe(403)
    expect(others.json.message).toBe(REVIEW_MESSAGES.notYourReview)
    const unchecked = await signOff(engagement.id, samRecord, 'sign.off.user', { finished_reviewing: false })
    expect(unchecked.status).toBe(400)
    expect(JSON.stringify(unchecked.json)).toContain(REVIEW_MESSAGES.finishedReviewingRequired)
    expect((await signOff(engagement.id, samRecord, 'sign.off.user')).status).toBe(200)
    expect((await signOff(engagement.id, samRecord, 'sign.off.user')).status).toBe(409)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'reviewer'), eq(auditEvents.entityId, samRecord)))
      .orderBy(auditEvents.seq)
    expect(trail.map((event) => event.eventType)).toEqual(['review.choose', 'review.open', 'review.complete'])
  })
})

describe('the mails of sign-off', () => {
  const mailboxFor = async (email: string) =>
    (
      await call(`/api/mailbox/messages?search=${encodeURIComponent(email)}&page_size=30`, {
        token: as('provider.admin'),
      })
    ).json.items as { to: string; subject: string; text: string }[]
  /** Runs the outbox until the mail arrives (the worker also polls on its own). */
  const mailTo = async (email: string, subject: string) => {
    for (let round = 0; round < 50; round++) {
      await api.server.outbox.drain()
      const found = (await mailboxFor(email)).find((mail) => mail.subject.includes(subject))
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No mail "${subject}" to ${email}`)
  }

  it('tells each reviewer their review is open, and the assessor when all have signed off', async () => {
    const engagement = await inReview([person('sign.off.user')])
    const assigned = await mailTo('sign.off.user@', `asks you to sign off the IR35 assessment of ${engagement.name}`)
    expect(assigned.text).toContain(`/review/${engagement.id}`)
    expect((await signOff(engagement.id, recordOf(engagement, 'sign.off.user').id, 'sign.off.user')).status).toBe(200)
    const done = await mailTo('partner@', `All reviewers have signed off ${engagement.name}`)
    expect(done.text).toContain('ready to send')
  })
})

describe("a reviewer's own waiting reviews", () => {
  it('lists the reviews waiting for the person themselves, finalised ones no more, and no one else asks', async () => {
    const waiting = await inReview([person('sign.off.user')])
    const mine = () =>
      call(`/api/assessments/engagements/reviews/${actor('sign.off.user')}`, { token: as('sign.off.user') })
    const listed = await mine()
    expect(listed.status, JSON.stringify(listed.json)).toBe(200)
    expect(listed.json).toContainEqual(
      expect.objectContaining({ engagement_id: waiting.id, engagement_name: waiting.name, organisation: ACME }),
    )
    expect((await signOff(waiting.id, recordOf(waiting, 'sign.off.user').id, 'sign.off.user')).status).toBe(200)
    expect((await mine()).json.map((r: { engagement_id: string }) => r.engagement_id)).not.toContain(waiting.id)
    // Another person's reviews stay an administrator's question.
    const others = await call(`/api/assessments/engagements/reviews/${actor('sign.off.user')}`, {
      token: as('sign.off.deputy'),
    })
    expect(others.status).toBe(403)
  })
})

describe('swapping reviews', () => {
  it("moves a user's outstanding reviews to another Sign Off User", async () => {
    const engagement = await inReview([person('sign.off.user')])
    const listed = await call(`/api/assessments/engagements/reviews/${actor('sign.off.user')}`, {
      token: as('partner.admin@acme'),
    })
    expect(listed.status, JSON.stringify(listed.json)).toBe(200)
    expect(listed.json.map((r: { engagement_id: string }) => r.engagement_id)).toContain(engagement.id)
    const targets = await call(`/api/assessments/engagements/reviews/${actor('sign.off.user')}/targets`, {
      token: as('partner.admin@acme'),
    })
    expect(targets.json.map((t: { id: string }) => t.id)).toEqual([actor('sign.off.deputy')])
    const moved = await call(`/api/assessments/engagements/${actor('sign.off.user')}/transfer/signoff`, {
      method: 'PATCH',
      token: as('partner.admin@acme'),
      body: [{ op: 'replace', path: '/actor_id', value: actor('sign.off.deputy') }],
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    const after = await engagementOf(engagement.id)
    expect(after.reviewers[0].actor_id).toBe(actor('sign.off.deputy'))
    const person2 = (
      await db()
        .select()
        .from(actors)
        .where(eq(actors.id, actor('sign.off.deputy')))
    )[0]!
    expect(person2.firstName).toBe('Ravi')
  })

  it('takes the person off where the replacement already reviews, keeping one record per person', async () => {
    const engagement = await inReview([person('sign.off.user'), person('sign.off.deputy')])
    const moved = await call(`/api/assessments/engagements/${actor('sign.off.user')}/transfer/signoff`, {
      method: 'PATCH',
      token: as('partner.admin@acme'),
      body: [{ op: 'replace', path: '/actor_id', value: actor('sign.off.deputy') }],
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    const after = await engagementOf(engagement.id)
    const current = after.reviewers.filter((r: Reviewer) => r.status !== 'Removed')
    expect(current.map((r: Reviewer) => r.actor_id)).toEqual([actor('sign.off.deputy')])
    expect(after.reviewers.find((r: Reviewer) => r.status === 'Removed')?.actor_id).toBe(actor('sign.off.user'))
  })

  it('refuses the swap without the right to manage users, and bad bodies, changing nothing', async () => {
    const path = `/api/assessments/engagements/${actor('sign.off.user')}/transfer/signoff`
    const body = [{ op: 'replace', path: '/actor_id', value: actor('sign.off.deputy') }]
    await inReview([person('sign.off.user')])
    const before = await storedReviewers()
    expect((await call(path, { method: 'PATCH', token: as('partner'), body })).status).toBe(403)
    expect((await call(path, { method: 'PATCH', token: as('contractor'), body })).status).toBe(403)
    const bad = await call(path, {
      method: 'PATCH',
      token: as('partner.admin@acme'),
      body: [{ op: 'add', path: '/x' }],
    })
    expect(bad.status).toBe(400)
    const self = [{ op: 'replace', path: '/actor_id', value: actor('sign.off.user') }]
    expect((await call(path, { method: 'PATCH', token: as('partner.admin@acme'), body: self })).status).toBe(400)
    const notEligible = [{ op: 'replace', path: '/actor_id', value: actor('partner.readonly') }]
    expect((await call(path, { method: 'PATCH', token: as('partner.admin@acme'), body: notEligible })).status).toBe(400)
    expect(
      (await call('/api/assessments/engagements/reviews/not-an-id', { token: as('partner.admin@acme') })).status,
    ).toBe(400)
    expect(await storedReviewers()).toEqual(before)
  })
})

describe('the panel and opening reviews', () => {
  it('lists the records for whoever reads the engagement, and refuses the contractor and other tenants', async () => {
    const engagement = await inReview([person('sign.off.user')])
    const listed = await call(reviewersPath(engagement.id), { token: as('partner.readonly') })
    expect(listed.status).toBe(200)
    expect(listed.json.items).toHaveLength(1)
    expect(listed.json.can_open).toBe(false)
    expect((await call(reviewersPath(engagement.id), { token: as('contractor') })).status).toBe(403)
    expect((await call(reviewersPath('00000000-0000-4000-8000-000000000000'), { token: as('partner') })).status).toBe(
      404,
    )
  })

  it('opens a Created record only for the manual review team, not for the client', async () => {
    const created = await createEngagement([person('sign.off.user')])
    const engagement = await engagementOf(created.json.id)
    const record = recordOf(engagement, 'sign.off.user')
    const open = (account: string) =>
      call(`/api/assessments/engagements/${engagement.id}/reviewer/${record.id}/open`, {
        method: 'POST',
        token: as(account),
      })
    expect((await open('partner')).status).toBe(403)
    expect(recordOf(await engagementOf(engagement.id), 'sign.off.user').status).toBe('Created')
    expect((await open('provider.admin')).status).toBe(403)
  })
})
