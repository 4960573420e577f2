// The reviewer record machine and the manual review machine walked through the real endpoints: a greedy choice
// of the generated paths that together take every transition the API can drive, each step checked against the
// audit trail and what the API shows. In each state visited an event it does not take is refused, and each
// transition is refused once to a role it does not name; a refusal changes nothing.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type AnyStateMachine, type EventFromLogic, getInitialSnapshot, type SnapshotFrom } from 'xstate'
import { manualReviewMachine, OVERRIDE_RESULT_CODE } from '../../machines/manual-review.machine.ts'
import { reviewerMachine } from '../../machines/reviewer.machine.ts'
import { manualReviewStatus, reviewerStatus } from '../../machines/state-map.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import type { Reviewer } from '../../src/domain/reviewers.ts'
import { ROLE } from '../../src/domain/roles.ts'
import {
  actorRoles,
  contractors,
  engagementReviewers,
  organisations,
  permissionRoles,
  reviewerGroups,
} from '../../src/server/db/schema.ts'
import { answersOf } from '../../src/server/modules/assessments/answer-rules.ts'
import { manualReviewWalk } from '../model/manual-review.walk.ts'
import { reviewerWalk } from '../model/reviewer.walk.ts'
import { allTransitions, type WalkPath, walk } from '../model/transition-coverage.ts'
import { apiFixture } from '../support/api-fixture.ts'
import type { TestServer } from '../support/server.ts'
import { answerIdsOf, BORDERLINE_PATH } from '../unit/determination-paths.ts'
import { coveringPaths, keysAlong } from '../walks/covering-paths.ts'
import { expectedStep } from '../walks/expected-step.ts'
import { auditTrailOf, verifyThroughServer } from '../walks/verified-transitions.ts'

// Every path makes and answers its own engagement.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 })

let full: QuestionSetDefinition
let consultancyGroupId: string
const ACCOUNTS = [
  'partner',
  'partner.admin',
  'sign.off.user',
  'sign.off.deputy',
  'consultancy.manager',
  'provider.manual.reviewer',
  'readonly.full',
  'customer.service',
]
const ACME = 'Acme Retail Group'
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, actor, db } = api
let acmeId: string

/** The walks' made-up ids, as the accounts that stand for them. */
const ACCOUNT_OF: Record<string, string> = {
  'sign-off-1': 'sign.off.user',
  'sign-off-2': 'sign.off.deputy',
  'consultant-1': 'provider.manual.reviewer',
  'partner-1': 'partner',
  'reviewer-1': 'provider.manual.reviewer',
  // Given the manual reviewer role below: the second person a review can be reassigned to.
  'reviewer-2': 'customer.service',
}
const realId = (id: string | null) =>
  id === null ? null : id === 'consultancy' ? consultancyGroupId : actor(ACCOUNT_OF[id] ?? id)
const accountOfActor = (id: string | null) => ACCOUNTS.find((account) => actor(account) === id)

/** The walk's events and inputs with the real ids in place of the made-up ones. */
const translated = <T extends object>(value: T): T => {
  const out = { ...value } as Record<string, unknown>
  for (const field of ['actorId', 'toActorId', 'assigneeId', 'groupId'])
    if (typeof out[field] === 'string') out[field] = realId(out[field] as string)
  return out as T
}

const person = (account: string) => ({ ActorId: actor(account), OrganisationId: acmeId })

const createEngagement = async (reviewers: unknown[]) => {
  const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, acmeId)))[0]!
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractor.id,
      organisation_id: acmeId,
      question_set_id: full.id,
      name: `Review walk ${crypto.randomUUID().slice(0, 8)}`,
      end_client_id: acmeId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
      reviewers,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const engagement = (await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })).json
  return { id: engagement.id as string, assessmentId: engagement.assessments[0].id as string }
}

type Engagement = Awaited<ReturnType<typeof createEngagement>>

const submitAnswers = (engagement: Engagement, answerIds: string[]) =>
  call(`/api/assessments/assessments/${engagement.assessmentId}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerIds,
    },
  })
const clearAnswers = () => answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE'))
const borderlineAnswers = () => answersOf(full, answerIdsOf(BORDERLINE_PATH), 'CLIENT')

const reviewersOf = async (engagement: Engagement) =>
  (await call(`/api/assessments/engagements/${engagement.id}/reviewers`, { token: as('partner') })).json
    .items as Reviewer[]
const recordOf = async (engagement: Engagement, id: string) => (await reviewersOf(engagement)).find((r) => r.id === id)
const signOff = (engagement: Engagement, reviewerId: string, account: string) =>
  call(`/api/assessments/engagements/${engagement.id}/reviewer/${reviewerId}/signoff`, {
    method: 'POST',
    token: as(account),
    body: { finished_reviewing: true },
  })
const openRecord = (engagement: Engagement, reviewerId: string, account: string) =>
  call(`/api/assessments/engagements/${engagement.id}/reviewer/${reviewerId}/open`, {
    method: 'POST',
    token: as(account),
  })
const setReviewers = (engagement: Engagement, value: unknown[], account = 'partner') =>
  call(`/api/assessments/engagements/${engagement.id}`, {
    method: 'PATCH',
    token: as(account),
    body: [{ op: 'replace', path: '/reviewers', value }],
  })
const transfer = (fromActorId: string, toActorId: string, token: string) =>
  call(`/api/assessments/engagements/${fromActorId}/transfer/signoff`, {
    method: 'PATCH',
    token,
    body: [{ op: 'replace', path: '/actor_id', value: toActorId }],
  })

type Answer = { status: number; json?: unknown }
type Step<M extends AnyStateMachine> = { before: SnapshotFrom<M>; event: EventFromLogic<M>; rest: EventFromLogic<M>[] }

/**
 * The paths (or their longest prefixes) whose every event the API can send, chosen greedily: each next one the
 * path that takes the most transitions not yet taken, until none adds one.
 */
const greedyPaths = <M extends AnyStateMachine>(
  machine: M,
  paths: readonly WalkPath<M>[],
  sendable: (step: Pick<Step<M>, 'before' | 'event'>, path: WalkPath<M>) => boolean,
) => {
  const candidates = paths.flatMap((path) => {
    const start = (getInitialSnapshot as (logic: M, input: unknown) => SnapshotFrom<M>)(machine, path.input)
    const along = keysAlong(machine, start, path.events, (before, event) => sendable({ before, event }, path))
    if (along.followed === 0) return []
    // A path the API cannot follow to its end is walked as far as it can: its prefix.
    const walked =
      along.followed === path.events.length
        ? path
        : { ...path, events: path.events.slice(0, along.followed), state: along.end }
    return [{ path: walked, keys: along.keys, steps: along.followed }]
  })
  const { chosen, taken } = coveringPaths(candidates)
  return { chosen: chosen.map((candidate) => candidate.path), covered: taken }
}

/**
 * Walks the events through the server from `start`: in each state a refusal of an event it does not enable, before
 * each step a refusal to a role the transition does not name, then the step itself, verified; returns the end.
 */
const walkEvents = async <M extends AnyStateMachine>(
  machine: M,
  entity: { type: string; id: string; db: TestServer['database']['db'] },
  start: SnapshotFrom<M>,
  events: readonly EventFromLogic<M>[],
  checks: {
    send: (step: Step<M>) => Promise<Answer>
    shows: (snapshot: SnapshotFrom<M>) => Promise<void>
    refuseInState: (snapshot: SnapshotFrom<M>) => Promise<void>
    refuseToRole: (step: Step<M>) => Promise<void>
  },
) => {
  let expected = start
  await checks.shows(expected)
  for (const [index, event] of events.entries()) {
    const step: Step<M> = { before: expected, event, rest: events.slice(index + 1) }
    await checks.refuseInState(expected)
    await checks.refuseToRole(step)
    expected = await verifyThroughServer({
      machine,
      entity,
      before: expected,
      event,
      fire: () => checks.send(step),
      shows: checks.shows,
    })
  }
  await checks.refuseInState(expected)
  return expected
}

/** A refused call: the status, and nothing changed (the record as read, and the entity's trail). */
const expectRefused = async (
  entity: { type: string; id: string },
  read: () => Promise<unknown>,
  send: () => Promise<Answer>,
  status: number,
  what: string,
) => {
  const shownBefore = await read()
  const trailBefore = await auditTrailOf(db(), entity.type, entity.id)
  const answer = await send()
  expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBe(status)
  expect(await read(), `${what} changed nothing`).toEqual(shownBefore)
  expect(await auditTrailOf(db(), entity.type, entity.id), `${what} left the trail`).toEqual(trailBefore)
}

beforeAll(async () => {
  full = await api.fullSet()
  acmeId = (await db().select().from(organisations).where(eq(organisations.name, ACME)))[0]!.id
  const group = (await db().select().from(reviewerGroups).where(eq(reviewerGroups.offeredToAll, true)))[0]!
  consultancyGroupId = group.id
  // The swap is an administrator's step in the organisation they have selected.
  await api.signInWithin('partner.admin@acme', 'partner.admin', acmeId)
  // A second manual reviewer of the provider, so that a review can be reassigned (the demo has one).
  const role = (
    await db().select().from(permissionRoles).where(eq(permissionRoles.name, ROLE.providerManualReviewer))
  )[0]!
  await db()
    .insert(actorRoles)
    .values({ actorId: actor('customer.service'), organisationId: group.organisationId, roleId: role.id })
})

describe('the reviewer record machine walked through the API', () => {
  type ReviewerSnapshot = SnapshotFrom<typeof reviewerMachine>
  type ReviewerEvent = EventFromLogic<typeof reviewerMachine>
  const { paths: all } = walk(reviewerMachine, reviewerWalk)
  // The organisation's mandatory sign-off changes no transition the other starts do not take.
  const starts = all.filter((path) => path.input?.groupId !== null || path.input.mandatorySignOff === false)

  /** Whether the API can send the event: a review completes (and resets) only while the engagement is in review. */
  const sendable = (
    { before, event }: Pick<Step<typeof reviewerMachine>, 'before' | 'event'>,
    path: WalkPath<typeof reviewerMachine>,
  ) => {
    if (event.type === 'review.complete') return before.value === 'opened'
    // The answers changed in review: only while another reviewer keeps the engagement there.
    if (event.type === 'review.reset') return path.input?.groupId === null
    return true
  }
  const { chosen, covered } = greedyPaths(reviewerMachine, starts, sendable)

  /** The engagement's reviewers: the walked record, and the consultancy group keeping an individual's in review. */
  const fixture = async (input: NonNullable<WalkPath<typeof reviewerMachine>['input']>) => {
    const group = { GroupId: consultancyGroupId }
    const reviewers = input.groupId ? [group] : [person(ACCOUNT_OF[input.actorId!]!), group]
    const engagement = await createEngagement(reviewers)
    const records = await reviewersOf(engagement)
    const record = records.find((r) =>
      input.groupId ? r.group_id === consultancyGroupId : r.actor_id === realId(input.actorId),
    )!
    // The record starts from the walk's input; a group's record is kept whatever the organisation's rule, which
    // Acme does not impose.
    const stored = (await db().select().from(engagementReviewers).where(eq(engagementReviewers.id, record.id)))[0]!
    expect((stored.state as { context: unknown }).context).toEqual({
      ...translated(input),
      mandatorySignOff: input.groupId ? false : input.mandatorySignOff,
    })
    return { engagement, recordId: record.id }
  }

  it('takes every transition, in few paths', () => {
    expect(allTransitions(reviewerMachine).filter((key) => !covered.has(key))).toEqual([])
    expect(chosen.length).toBeLessThan(starts.length)
  })

  const refusedInState = new Set<string>()
  const refusedToRole = new Set<string>()

  chosen.forEach((path) => {
    it(path.description, async () => {
      const input = translated(path.input!)
      const { engagement, recordId } = await fixture(path.input!)
      const entity = { type: 'reviewer', id: recordId, db: db() }
      const read = () => recordOf(engagement, recordId)
      const shows = async (next: ReviewerSnapshot) => {
        const shown = await read()
        expect(shown?.status).toBe(reviewerStatus.of(next.value))
        expect(shown?.actor_id ?? null).toBe(next.context.actorId)
        expect(shown?.group_id ?? null).toBe(next.context.groupId)
      }

      /** An event this state does not take, sent the way the API would: refused with 409. */
      const refuseInState = async (snapshot: ReviewerSnapshot) => {
        const state = String(snapshot.value)
        if (refusedInState.has(state)) return
        const account = accountOfActor(snapshot.context.actorId)
        if ((state === 'created' || state === 'completed') && account) {
          // Completing before the answers are in, or a second time.
          const event = {
            type: 'review.complete',
            actorId: snapshot.context.actorId!,
            actorIsGroupMember: false,
          } as const
          expect(snapshot.can(event)).toBe(false)
          await expectRefused(entity, read, () => signOff(engagement, recordId, account), 409, `complete in ${state}`)
        } else if (state === 'opened' || state === 'removed') {
          expect(snapshot.can({ type: 'review.open' })).toBe(false)
          await expectRefused(
            entity,
            read,
            () => openRecord(engagement, recordId, 'consultancy.manager'),
            409,
            `open in ${state}`,
          )
        } else return
        refusedInState.add(state)
      }

      /** The event sent by an account whose role the transition does not name: 403. */
      const refuseToRole = async ({ before, event }: Step<typeof reviewerMachine>) => {
        const key = expectedStep(reviewerMachine, before, event).keys[0]!
        if (refusedToRole.has(key)) return
        const current = before.context.actorId
        const other = current === actor('sign.off.user') ? 'sign.off.deputy' : 'sign.off.user'
        const attempt: Record<string, (() => Promise<Answer>) | undefined> = {
          'review.open': () => openRecord(engagement, recordId, 'partner'),
          'review.complete': () => signOff(engagement, recordId, before.context.groupId ? 'partner' : other),
          'review.transfer': () => transfer(current!, actor(other), as('partner')),
          'review.remove': () => setReviewers(engagement, [], 'sign.off.user'),
        }
        const send = attempt[event.type]
        if (!send) return
        await expectRefused(entity, read, send, 403, `${event.type} by a role it does not name`)
        refusedToRole.add(key)
      }

      const send = ({ before, event, rest }: Step<typeof reviewerMachine>): Promise<Answer> => {
        switch (event.type) {
          case 'review.open':
            // Opened by the submission when the review is to be completed, else by the manual review team.
            return rest.some((later) => later.type === 'review.complete')
              ? submitAnswers(engagement, clearAnswers())
              : openRecord(engagement, recordId, 'consultancy.manager')
          case 'review.complete':
            return signOff(engagement, recordId, accountOfActor(event.actorId)!)
          case 'review.transfer':
            return transfer(before.context.actorId!, event.toActorId, as('partner.admin@acme'))
          case 'review.remove': {
            // The choices that stay: the group (for an individual's record) and as many other people as the event says.
            const stays = [
              ...(before.context.groupId ? [] : [{ GroupId: consultancyGroupId }]),
              ...(event.otherIndividualReviewers > 0
                ? [person(before.context.actorId === actor('sign.off.user') ? 'sign.off.deputy' : 'sign.off.user')]
                : []),
            ]
            return setReviewers(engagement, stays)
          }
          case 'review.reset':
            // The client changes the answers while in review.
            return submitAnswers(engagement, clearAnswers())
        }
      }

      const events = path.events.map((event) => translated(event) as ReviewerEvent)
      const start = getInitialSnapshot(reviewerMachine, input)
      const end = await walkEvents(reviewerMachine, entity, start, events, { send, shows, refuseInState, refuseToRole })
      expect(end.value).toEqual(path.state.value)
    })
  })

  it('refused an event in each state visited, and each transition to a role it does not name', () => {
    expect([...refusedInState].sort()).toEqual(['completed', 'created', 'opened', 'removed'])
    // Every transition but the reset, which only the server fires.
    expect([...refusedToRole].sort()).toEqual([...covered].filter((key) => !key.includes('review.reset')).sort())
  })
})

describe('the manual review machine walked through the API', () => {
  type ManualSnapshot = SnapshotFrom<typeof manualReviewMachine>
  type ManualEvent = EventFromLogic<typeof manualReviewMachine>
  const { paths } = walk(manualReviewMachine, manualReviewWalk)
  const { chosen, covered } = greedyPaths(manualReviewMachine, paths, () => true)

  it('takes every transition, in few paths', () => {
    expect(allTransitions(manualReviewMachine).filter((key) => !covered.has(key))).toEqual([])
    expect(chosen.length).toBeLessThan(paths.length)
  })

  const refusedInState = new Set<string>()
  const refusedToRole = new Set<string>()

  /** A borderline engagement with a sign-off user, who keeps it in review after the manual review is finalised. */
  const fixture = async (unresolvedComments: number) => {
    const engagement = await createEngagement([person('sign.off.user')])
    const submitted = await submitAnswers(engagement, borderlineAnswers())
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const group = (await reviewersOf(engagement)).find((r) => r.group_id === consultancyGroupId)!
    const questionId = full.categories[0]!.questions[0]!.id
    for (let made = 0; made < unresolvedComments; made++) {
      const comment = await call(`/api/assessments/assessments/${engagement.assessmentId}/comments`, {
        method: 'POST',
        token: as('partner'),
        body: { question_id: questionId, remark: `Still to settle ${made + 1}`, resolved: false },
      })
      expect(comment.status, JSON.stringify(comment.json)).toBe(201)
    }
    return { engagement, reviewId: group.id }
  }

  paths
    .filter((path) => chosen.includes(path))
    .forEach((path) => {
      it(path.description, async () => {
        const finalising = path.events.find((event) => event.type === 'review.finalise')
        const { engagement, reviewId } = await fixture(finalising?.unresolvedComments ?? 0)
        const entity = { type: 'manual review', id: reviewId, db: db() }
        const read = async () =>
          (
            await call(`/api/assessments/engagements/${engagement.id}/manual-review`, {
              token: as('provider.manual.reviewer'),
            })
          ).json
        const assign = (actorId: string | null, account = 'consultancy.manager') =>
          call(`/api/assessments/engagements/${engagement.id}/reviewer/${reviewId}/assign`, {
            method: 'POST',
            token: as(account),
            body: { actor_id: actorId },
          })
        const override = (result: 'FAIL' | 'PASS', reason: string, account: string) =>
          call(`/api/assessments/assessments/${engagement.assessmentId}/override`, {
            method: 'POST',
            token: as(account),
            body: { result_id: result, reason },
          })
        const shows = async (next: ManualSnapshot) => {
          const shown = await read()
          expect(shown.open).toBe(manualReviewStatus.of(next.value) === 'Open')
          expect(shown.assignee_id).toBe(next.context.assigneeId)
          if (next.context.override) {
            const record = (await call(`/api/assessments/engagements/${engagement.id}`, { token: as('partner') })).json
            expect(record.assessments[0].result_code).toBe(OVERRIDE_RESULT_CODE[next.context.override])
          }
        }

        /** In a state, an event it does not take: refused with 409, or (re-sending the assignment) a no-op. */
        const refuseInState = async (snapshot: ManualSnapshot) => {
          const state = JSON.stringify(snapshot.value)
          if (refusedInState.has(state)) return
          if (snapshot.matches('closed')) {
            const someoneElse =
              snapshot.context.assigneeId === actor('customer.service')
                ? actor('provider.manual.reviewer')
                : actor('customer.service')
            const event = { type: 'review.assign', assigneeId: someoneElse, assigneeIsManualReviewer: true } as const
            expect(snapshot.can(event)).toBe(false)
            await expectRefused(entity, read, () => assign(someoneElse), 409, 'assign a closed review')
            await expectRefused(
              entity,
              read,
              () => override('FAIL', 'The client controls the work throughout', 'provider.manual.reviewer'),
              409,
              'override a closed review',
            )
          } else {
            // Unassigning an unassigned review, or assigning it to its assignee again, is already done: answered
            // as a success with nothing changed, never a transition.
            const event: ManualEvent = snapshot.context.assigneeId
              ? { type: 'review.assign', assigneeId: snapshot.context.assigneeId, assigneeIsManualReviewer: true }
              : { type: 'review.unassign' }
            expect(snapshot.can(event)).toBe(false)
            const before = await auditTrailOf(db(), entity.type, entity.id)
            const shown = await read()
            const answer = await assign(snapshot.context.assigneeId)
            expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300)
            expect(await read()).toEqual(shown)
            expect(await auditTrailOf(db(), entity.type, entity.id)).toEqual(before)
          }
          refusedInState.add(state)
        }

        const refuseToRole = async ({ before, event }: Step<typeof manualReviewMachine>) => {
          const key = expectedStep(manualReviewMachine, before, event).keys[0]!
          if (refusedToRole.has(key)) return
          const attempt: Record<string, (() => Promise<Answer>) | undefined> = {
            'review.assign': () => assign(event.type === 'review.assign' ? event.assigneeId : null, 'readonly.full'),
            'review.unassign': () => assign(null, 'readonly.full'),
            'override.inside': () => override('FAIL', 'The client controls the work throughout', 'readonly.full'),
            'override.outside': () =>
              override('PASS', 'The contractor runs a business of their own', 'provider.manual.reviewer'),
            'review.finalise': () => signOff(engagement, reviewId, 'partner'),
          }
          const send = attempt[event.type]
          if (!send) return
          await expectRefused(entity, read, send, 403, `${event.type} by a role it does not name`)
          refusedToRole.add(key)
        }

        const send = ({ event }: Step<typeof manualReviewMachine>): Promise<Answer> => {
          switch (event.type) {
            case 'review.assign':
              return assign(event.assigneeId)
            case 'review.unassign':
              return assign(null, 'provider.manual.reviewer')
            case 'override.inside':
              return override(
                'FAIL',
                event.reason,
                event.roles.includes(ROLE.consultancyManager) ? 'consultancy.manager' : 'provider.manual.reviewer',
              )
            case 'override.outside':
              return override('PASS', event.reason, 'consultancy.manager')
            case 'review.finalise':
              return signOff(engagement, reviewId, 'provider.manual.reviewer')
            case 'review.reset':
              // The client changes the answers while the sign-off user still reviews.
              return submitAnswers(engagement, borderlineAnswers())
          }
        }

        const events = path.events.map((event) => translated(event) as ManualEvent)
        const start = getInitialSnapshot(manualReviewMachine)
        const end = await walkEvents(manualReviewMachine, entity, start, events, {
          send,
          shows,
          refuseInState,
          refuseToRole,
        })
        expect(end.value).toEqual(path.state.value)
      })
    })

  it('refused an event in each state visited, and each transition to a role it does not name', () => {
    expect([...refusedInState].sort()).toEqual(['"closed"', '{"open":"assigned"}', '{"open":"unassigned"}'])
    // Every transition but the reset, which only the server fires.
    expect([...refusedToRole].sort()).toEqual([...covered].filter((key) => !key.includes('review.reset')).sort())
  })
})
