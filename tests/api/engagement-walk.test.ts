// The engagement machine walked through the API: a subset of the generated paths that together take every
// transition the API can reach, one new engagement per path. Each step is the request a person (or the clock)
// makes; the facts the guards read (reviewers, sign-offs, acknowledgements, open disputes) are arranged in the
// world first, through the API, so that the server works out the ones the path's event carries. In each state
// visited an event the machine refuses there answers 409, and each transition fired by a role it does not name
// answers 403; neither changes anything.
import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import {
  type EngagementEvent,
  type EngagementInput,
  type EngagementStateValue,
  engagementMachine,
} from '../../machines/engagement.machine.ts'
import type { TransitionMeta } from '../../machines/meta.ts'
import {
  disputeStatus,
  distributionStatus,
  engagementStatus,
  onDistributionList,
  onReviewPanel,
  signedOff,
} from '../../machines/state-map.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { ACKNOWLEDGED_STATUS_ID } from '../../src/domain/sds-distribution.ts'
import {
  disputes,
  distributions,
  engagements,
  organisations,
  questionSets,
  scheduledEvents,
} from '../../src/server/db/schema.ts'
import { engagementWalk } from '../model/engagement.walk.ts'
import { allTransitions, walk } from '../model/transition-coverage.ts'
import { claimsOf } from '../support/api.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { acmeContractorOf } from '../support/demo-records.ts'
import { partyLinkFor } from '../support/sds-parties.ts'
import { coveringPaths, keysAlong } from '../walks/covering-paths.ts'
import { expectedStep } from '../walks/expected-step.ts'
import { auditTrailOf, verifyThroughServer } from '../walks/verified-transitions.ts'

type Snapshot = SnapshotFrom<typeof engagementMachine>
type Kind = 'full' | 'short' | 'role' | 'own'
type Answer = { status: number; json?: unknown }

let full: QuestionSetDefinition
let short: QuestionSetDefinition
/** A second release of the FULL set, for "answer a newer version of the question set". */
let fullAgainId = ''
let acmeId = ''
let taraContractorId = ''
let frequencyId = ''
const ACCOUNTS = [
  'partner',
  'partner.readonly',
  'sign.off.user',
  'sign.off.deputy',
  'contractor.type1',
  'contractor',
  'provider.admin',
  'customer.service',
]
/** The reviewers chosen, in this order, when the path needs someone to sign off. */
const REVIEWERS = ['sign.off.user', 'sign.off.deputy']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, actor, db } = api
const outside = leaningTowards('OUTSIDE')
const clientAnswers = (set: QuestionSetDefinition) => answerEvery(set, 'CLIENT', outside)
const contractorAnswers = () => {
  const client = clientAnswers(full)
  return answerEvery(full, 'CONTRACTOR', outside, client).filter((id) => !client.includes(id))
}
const everyAnswer = () => answerEvery(full, 'CONTRACTOR', outside, clientAnswers(full))
const replace = (path: string, value: unknown) => ({ op: 'replace', path, value })
const acknowledgement = (name: string) => [replace('/status_id', ACKNOWLEDGED_STATUS_ID), replace('/name', name)]
const engagementPath = (id: string) => `/api/assessments/engagements/${id}`
const OWN_REVIEWS = '/api/assessments/engagements/working-practise-reviews'
const linkPath = (token: string) => `/api/assessments/sds-links/${encodeURIComponent(token)}`

beforeAll(async () => {
  full = await api.fullSet()
  short = (await call('/api/assessments/question-sets/type/SHORT', { token: as('partner') })).json
  const acme = await acmeContractorOf(db(), actor('contractor.type1'))
  acmeId = acme.acmeId
  taraContractorId = acme.contractorId
  frequencyId = (await call('/api/assessments/reassessment-frequencies', { token: as('partner') })).json[0].id
  // Insurance validation and sending questions to the contractor are Acme's settings in the demo; a newer
  // release of the FULL set (the same questions) is what "answer a newer version" moves to.
  await db()
    .update(organisations)
    .set({ insuranceValidationTool: true, questionDissemination: true })
    .where(eq(organisations.id, acmeId))
  fullAgainId = crypto.randomUUID()
  await db()
    .insert(questionSets)
    .values({ id: fullAgainId, typeCode: 'FULL', version: '1.0.99', title: full.title, content: full })
}, 60_000)

const KIND_OF_START: Record<string, Kind> = {
  'contractor engagement, FULL': 'full',
  'insurance validation, SHORT': 'short',
  role: 'role',
  'working practices review': 'own',
}

/** The account that works on an engagement of this kind: the client, or the worker on their own review. */
const ownerOf = (kind: Kind) => (kind === 'own' ? 'contractor' : 'partner')

/** One engagement being walked, and the requests that move it. */
class World {
  constructor(
    readonly kind: Kind,
    readonly id: string,
  ) {}

  static async create(kind: Kind, index: number, needsClock: boolean): Promise<World> {
    const name = `Walk ${index}`
    if (kind === 'own') {
      const created = await call(OWN_REVIEWS, {
        method: 'POST',
        token: as('contractor'),
        body: {
          question_set_id: full.id,
          end_client: 'Walk Client',
          agency: 'Walk Agency',
          master_contractor_id: null,
          name,
          business_size_id: 3,
          start_date: '2027-03-01',
          end_date: '2027-08-31',
          daily_rate: 500,
        },
      })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      return new World(kind, created.json.id)
    }
    if (kind === 'role') {
      const role = await call('/api/assessments/jobroles', {
        method: 'POST',
        token: as('partner'),
        body: { name, start_date: '2027-01-04', end_date: '2027-06-30', daily_rate: 500, organisation_id: acmeId },
      })
      expect(role.status, JSON.stringify(role.json)).toBe(201)
      const first = await call('/api/assessments/assessments', {
        method: 'POST',
        token: as('partner'),
        body: { contractor_engagement_id: role.json.id },
      })
      expect(first.status, JSON.stringify(first.json)).toBe(201)
      return new World(kind, role.json.id)
    }
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_id: taraContractorId,
        organisation_id: acmeId,
        question_set_id: kind === 'full' ? full.id : short.id,
        name,
        end_client_id: kind === 'full' ? acmeId : null,
        ...(kind === 'short' ? { end_client: 'Walk Client Ltd' } : {}),
        start_date: '2027-02-01',
        end_date: '2027-04-30',
        daily_rate: 600,
        ...(needsClock ? { reassessment_frequency_id: frequencyId } : {}),
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    return new World(kind, created.json.id)
  }

  get owner() {
    return ownerOf(this.kind)
  }

  async record() {
    return (await call(engagementPath(this.id), { token: as(this.owner) })).json
  }

  async assessment(): Promise<{ id: string; question_set_id: string }> {
    return (await this.record()).assessments[0]
  }

  /** The engagement's row: what a refused request must leave as it was. */
  async stored() {
    const row = (await db().select().from(engagements).where(eq(engagements.id, this.id)))[0]!
    const trail = await auditTrailOf(db(), 'engagement', this.id)
    return {
      version: row.version,
      state: row.state,
      archived: row.archived,
      deletedAt: row.deletedAt,
      trail: trail.length,
    }
  }

  async reviewers(): Promise<{ id: string; actor_id: string | null; status: string; group_id: string | null }[]> {
    return (await call(`${engagementPath(this.id)}/reviewers`, { token: as('partner') })).json.items.filter(
      onReviewPanel,
    )
  }

  async parties() {
    return (await db().select().from(distributions).where(eq(distributions.engagementId, this.id))).filter(
      onDistributionList,
    )
  }

  async sentParties() {
    return (await this.parties()).filter((party) => !distributionStatus.hasTag(party.status, 'unsent'))
  }

  async openDisputes() {
    return (await db().select().from(disputes).where(eq(disputes.engagementId, this.id))).filter((row) =>
      disputeStatus.hasTag(row.status, 'awaitingResponse'),
    )
  }

  answer(token: string, body: Record<string, unknown>, assessment: { id: string; question_set_id: string }) {
    return call(`/api/assessments/assessments/${assessment.id}/answers`, {
      method: 'POST',
      token,
      body: { contractor_engagement_id: this.id, question_set_id: assessment.question_set_id, ...body },
    })
  }

  setReviewers(accounts: readonly string[], account = 'partner') {
    return call(engagementPath(this.id), {
      method: 'PATCH',
      token: as(account),
      body: [
        replace(
          '/reviewers',
          accounts.map((name) => ({ ActorId: actor(name), OrganisationId: acmeId })),
        ),
      ],
    })
  }

  archive(value: boolean, account = this.owner) {
    const path = this.kind === 'own' ? `${OWN_REVIEWS}/${this.id}` : engagementPath(this.id)
    return call(path, { method: 'PATCH', token: as(account), body: [replace('/archived', value)] })
  }

  /** A supply-chain party added to the list (Pending until the next send). */
  async addParty() {
    const email = `walk.${crypto.randomUUID().slice(0, 8)}@agency.example`
    const added = await call(`${engagementPath(this.id)}/distributions`, {
      method: 'POST',
      token: as('partner'),
      body: { email },
    })
    expect(added.status, JSON.stringify(added.json)).toBe(200)
  }

  /** The party's own acknowledgement: the contractor with their account, a supply-chain party by its link. */
  async acknowledge(party: { id: string; party: string }, account?: string): Promise<Answer> {
    if (party.party === 'Contractor' || account)
      return call(`/api/assessments/distributions/${this.id}/${party.id}`, {
        method: 'PATCH',
        token: as(account ?? 'contractor.type1'),
        body: acknowledgement('Tara Bennett'),
      })
    const token = await partyLinkFor(db(), party.id)
    return call(`${linkPath(token)}/distribution`, { method: 'PATCH', body: acknowledgement('Walk Agency') })
  }

  async raiseDispute(party: { id: string; party: string }, account?: string): Promise<Answer> {
    const body = {
      organisation_id: acmeId,
      distribution_id: party.id,
      details: 'I decide how the work is done and I have sent a substitute.',
    }
    if (party.party === 'Contractor' || account)
      return call(`${engagementPath(this.id)}/disputes`, {
        method: 'POST',
        token: as(account ?? 'contractor.type1'),
        body,
      })
    const token = await partyLinkFor(db(), party.id)
    return call(`${linkPath(token)}/disputes`, { method: 'POST', body })
  }

  answerDispute(disputeId: string, resolution: 'upheld' | 'withdrawn', account = 'partner') {
    return call(`${engagementPath(this.id)}/disputes/${disputeId}`, {
      method: 'PATCH',
      token: as(account),
      body: [
        replace('/status_id', 2),
        replace('/resolution', resolution),
        replace('/details', 'Substitution needs our approval, so personal service applies.'),
        ...(resolution === 'withdrawn' ? [replace('/new_sds_from', '2027-03-01')] : []),
      ],
    })
  }
}

/**
 * A step the world is arranged for, then fired: the event as the server will see it (its facts worked out
 * from the records now there), and the request that fires it as the person the transition names, or as
 * someone it does not.
 */
type Step = { event: EngagementEvent; fire: (account?: string) => Promise<Answer> }

/** Who is refused a transition because of their role: someone who reaches the engagement but is not named. */
const wrongAccountFor = (world: World, event: EngagementEvent): string | undefined => {
  // Nobody sends the clock's event: there is no request to refuse.
  if (event.type === 'reassessment.due') return undefined
  // The provider's admin reads a worker's review and is named for none of its steps but archiving.
  if (world.kind === 'own')
    return event.type === 'engagement.archive' || event.type === 'engagement.unarchive'
      ? 'customer.service'
      : 'provider.admin'
  switch (event.type) {
    // The contractor's, a reviewer's and a party's steps: the client who sees the engagement is not named.
    case 'contractorAnswers.save':
    case 'contractorAnswers.submit':
    case 'review.signOff':
    case 'distribution.acknowledged':
    case 'dispute.raise':
      return 'partner'
    default:
      return 'partner.readonly'
  }
}

const startOf = (input: unknown) => createActor(engagementMachine, { input: input as EngagementInput }).getSnapshot()

const walkPaths = () => {
  const { paths } = walk(engagementMachine, engagementWalk)
  /** What the API cannot arrange: the reason, or null when the path can be walked. */
  const infeasible = (kind: Kind, key: string | undefined): string | null => {
    if (kind === 'short' && key?.endsWith('[contractorQuestionsRemain]'))
      return 'the insurance validation set asks the contractor nothing'
    return null
  }
  const keyed = paths.map((path) => {
    const kind = KIND_OF_START[path.description.match(/^\[([^\]]+)\]/)?.[1] ?? '']!
    let reason: string | null = null
    let reassessed = 0
    // The API's couplings: a path through one of them is left out whole, with its reason.
    const { keys } = keysAlong(engagementMachine, startOf(path.input), path.events, (snapshot, event) => {
      reason ??= infeasible(kind, expectedStep(engagementMachine, snapshot, event).keys[0])
      if (event.type === 'engagement.reassess' && ++reassessed > 1) reason ??= 'an engagement is reassessed once'
      return true
    })
    return { path, kind, keys, reason, steps: path.events.length }
  })
  return coveringPaths(keyed.filter((entry) => entry.reason === null))
}

describe('the engagement machine walked through the API', () => {
  const { chosen, taken } = walkPaths()
  /** Each state is checked once for a refused event, each transition once for a refused role. */
  const refusedIn = new Set<string>()
  const refusedRole = new Set<string>()

  it('walks paths that take every transition', () => {
    expect(allTransitions(engagementMachine).filter((key) => !taken.has(key))).toEqual([])
  })

  chosen.forEach(({ path, kind }, index) => {
    it(path.description, async () => {
      const needsClock = path.events.some((event) => event.type === 'reassessment.due')
      const world = await World.create(kind, index, needsClock)
      let expected = startOf(path.input)

      const shows = async (snapshot: Snapshot) => {
        const record = await call(engagementPath(world.id), { token: as(world.owner) })
        const status = engagementStatus.of(snapshot.value)
        if (status === null) {
          expect(record.status).toBe(404)
          return
        }
        expect(record.status, JSON.stringify(record.json)).toBe(200)
        expect(record.json.status).toBe(status)
        expect(record.json.archived).toBe(snapshot.context.archived)
      }

      /** Verifies one step through the server: the event as the world now makes it. */
      const take = async (step: Step) => {
        const key = expectedStep(engagementMachine, expected, step.event).keys[0]
        const wrong = wrongAccountFor(world, step.event)
        if (key && wrong && !refusedRole.has(key)) {
          refusedRole.add(key)
          const transition = engagementMachine.getTransitionData(expected as never, step.event as never)[0]
          const named: readonly string[] = (transition?.meta as TransitionMeta | undefined)?.roles ?? []
          const roles: string[] = claimsOf(as(wrong)).roles
          expect(roles.length, `${wrong} has roles`).toBeGreaterThan(0)
          expect(
            roles.filter((role) => named.includes(role)),
            `${wrong} is named by ${key}`,
          ).toEqual([])
          const before = await world.stored()
          const refused = await step.fire(wrong)
          expect(refused.status, `${key} as ${wrong}: ${JSON.stringify(refused.json)}`).toBe(403)
          expect(await world.stored(), `${key} as ${wrong} changed nothing`).toEqual(before)
        }
        expected = await verifyThroughServer({
          machine: engagementMachine,
          entity: { type: 'engagement', id: world.id, db: db() },
          before: expected,
          event: step.event,
          fire: () => step.fire(),
          shows,
        })
      }

      /**
       * Once per state: the first of these the machine does not enable there is refused with 409 and changes
       * nothing (deleting after the answers are in, reopening what is not complete, the archive flag the wrong way).
       */
      const refuseOnce = async () => {
        const state = expected.value as EngagementStateValue
        const archived = expected.context.archived
        const label = `${state}${archived ? ' (archived)' : ''}`
        if (state === 'deleted' || refusedIn.has(label)) return
        refusedIn.add(label)
        const refusals: { event: EngagementEvent; send: () => Promise<Answer> }[] = [
          ...(world.kind === 'own'
            ? []
            : [
                {
                  event: { type: 'engagement.delete' } as const,
                  send: () => call(engagementPath(world.id), { method: 'DELETE', token: as('partner') }),
                },
              ]),
          {
            event: { type: 'engagement.reopen' },
            send: () => call(`${engagementPath(world.id)}/reopen`, { method: 'POST', token: as(world.owner) }),
          },
          {
            event: { type: archived ? 'engagement.archive' : 'engagement.unarchive' },
            send: () => world.archive(archived),
          },
        ]
        const refusal = refusals.find((candidate) => !expected.can(candidate.event))!
        const before = await world.stored()
        const refused = await refusal.send()
        expect(refused.status, `${refusal.event.type} in ${label}: ${JSON.stringify(refused.json)}`).toBe(409)
        expect(await world.stored(), `${refusal.event.type} in ${label} changed nothing`).toEqual(before)
      }

      const arrange = arrangements(world, () => expected, take)
      for (const wanted of path.events) {
        expect(expected.can(wanted), `${wanted.type} in ${JSON.stringify(expected.value)}`).toBe(true)
        await refuseOnce()
        const step = await arrange(wanted)
        const asWanted = expectedStep(engagementMachine, expected, wanted)
        const asMade = expectedStep(engagementMachine, expected, step.event)
        // The facts may differ from the path's only where no guard reads them: the same transitions either way.
        expect(asMade.keys, `${JSON.stringify(step.event)} takes what ${JSON.stringify(wanted)} takes`).toEqual(
          asWanted.keys,
        )
        await take(step)
      }
      await refuseOnce()
      expect(expected.value).toEqual(path.state.value)
      expect(expected.context).toEqual(path.state.context)
    }, 60_000)
  })
})

/** For each event of a path: the world arranged so that the server works out the path's facts, and the request. */
const arrangements =
  (world: World, current: () => Snapshot, take: (step: Step) => Promise<void>) =>
  async (wanted: EngagementEvent): Promise<Step> => {
    const state = () => current().value as EngagementStateValue
    const signOffStep = async (): Promise<Step> => {
      const unsigned = (await world.reviewers()).filter((reviewer) => !signedOff(reviewer))
      const reviewer = unsigned[0]!
      const account = REVIEWERS.find((name) => actor(name) === reviewer.actor_id)!
      return {
        event: { type: 'review.signOff', allSignedOff: unsigned.length === 1 },
        fire: (who = account) =>
          call(`${engagementPath(world.id)}/reviewer/${reviewer.id}/signoff`, {
            method: 'POST',
            token: as(who),
            body: { finished_reviewing: true },
          }),
      }
    }
    /** Reviewers set before the answers are in (a change that moves no state): someone to sign off, or nobody. */
    const reviewersStep = async (accounts: readonly string[]): Promise<Step> => ({
      // Chosen and not yet opened count as not signed off; none left counts as all signed off.
      event: { type: 'reviewers.update', allSignedOff: accounts.length === 0 },
      fire: (who = 'partner') => world.setReviewers(accounts, who),
    })
    const ensureReviewers = async (wantedReviewers: boolean) => {
      const has = (await world.reviewers()).length > 0
      if (has !== wantedReviewers) await take(await reviewersStep(wantedReviewers ? REVIEWERS : []))
    }
    const acknowledgeStep = async (): Promise<Step> => {
      const sent = await world.sentParties()
      const waiting = sent.filter((party) => !distributionStatus.hasTag(party.status, 'acknowledged'))
      const party = waiting[0]!
      return {
        event: { type: 'distribution.acknowledged', allAcknowledged: waiting.length === 1 },
        fire: (who) => world.acknowledge(party, who),
      }
    }
    const sendStep = async (): Promise<Step> => ({
      event: { type: 'distribution.send' },
      fire: (who = 'partner') =>
        call(`${engagementPath(world.id)}/distributions/send`, { method: 'POST', token: as(who) }),
    })
    /** A new party sent the SDS that stands (a self-transition where the SDS is out already). */
    const sendToNewParty = async () => {
      await world.addParty()
      await take(await sendStep())
    }
    const raiseStep = async (): Promise<Step> => {
      const open = new Set((await world.openDisputes()).map((row) => row.distributionId))
      const party = (await world.sentParties()).find((candidate) => !open.has(candidate.id))!
      return { event: { type: 'dispute.raise' }, fire: (who) => world.raiseDispute(party, who) }
    }

    switch (wanted.type) {
      case 'answers.save':
        return {
          event: wanted,
          fire: async (who = world.owner) =>
            world.kind === 'own'
              ? world.answer(
                  as(who),
                  { submitted: false, submitted_by: 'CONTRACTOR', answer_ids: everyAnswer().slice(0, 2) },
                  await world.assessment(),
                )
              : world.answer(
                  as(who),
                  {
                    submitted: false,
                    submitted_by: 'CLIENT',
                    answer_ids: clientAnswers(world.kind === 'short' ? short : full).slice(0, 2),
                  },
                  await world.assessment(),
                ),
        }
      case 'answers.submit': {
        if (world.kind === 'own')
          return {
            event: { type: 'answers.submit', contractorQuestionsRemain: false, hasReviewers: false },
            fire: async (who = 'contractor') =>
              world.answer(
                as(who),
                { submitted: true, submitted_by: 'CONTRACTOR', answer_ids: everyAnswer() },
                await world.assessment(),
              ),
          }
        if (state() !== 'awaitingReview') await ensureReviewers(wanted.hasReviewers)
        const asked = world.kind === 'full' && wanted.contractorQuestionsRemain
        const hasReviewers = (await world.reviewers()).length > 0
        return {
          event: { type: 'answers.submit', contractorQuestionsRemain: asked, hasReviewers },
          fire: async (who = 'partner') =>
            world.answer(
              as(who),
              {
                submitted: true,
                submitted_by: 'CLIENT',
                answer_ids: clientAnswers(world.kind === 'short' ? short : full),
                ...(world.kind === 'role' ? {} : { dissemination: asked }),
              },
              await world.assessment(),
            ),
        }
      }
      case 'contractorAnswers.save':
        return {
          event: wanted,
          fire: async (who = 'contractor.type1') =>
            world.answer(
              as(who),
              { submitted: false, submitted_by: 'CONTRACTOR', answer_ids: contractorAnswers().slice(0, 1) },
              await world.assessment(),
            ),
        }
      case 'contractorAnswers.submit':
        await ensureReviewers(wanted.hasReviewers)
        return {
          event: { type: 'contractorAnswers.submit', hasReviewers: (await world.reviewers()).length > 0 },
          fire: async (who = 'contractor.type1') =>
            world.answer(
              as(who),
              { submitted: true, submitted_by: 'CONTRACTOR', answer_ids: contractorAnswers() },
              await world.assessment(),
            ),
        }
      case 'contractorQuestions.retract':
        await ensureReviewers(wanted.hasReviewers)
        return {
          event: { type: 'contractorQuestions.retract', hasReviewers: (await world.reviewers()).length > 0 },
          fire: async (who = 'partner') =>
            call(`/api/assessments/assessments/${(await world.assessment()).id}/retract`, {
              method: 'POST',
              token: as(who),
            }),
        }
      case 'reviewers.update': {
        const panel = await world.reviewers()
        if (state() !== 'awaitingReview') return reviewersStep(panel.length > 0 ? [] : REVIEWERS)
        const accountOf = (reviewer: { actor_id: string | null }) =>
          REVIEWERS.find((name) => actor(name) === reviewer.actor_id)!
        if (wanted.allSignedOff) {
          // Those who have not signed off leave the panel: everyone left has (none left counts as all).
          const kept = panel.filter(signedOff).map(accountOf)
          return { event: wanted, fire: (who = 'partner') => world.setReviewers(kept, who) }
        }
        // Someone added while the others review (opened at once), or someone leaves while another still reviews.
        const onPanel = panel.map(accountOf)
        const added = REVIEWERS.find((name) => !onPanel.includes(name))
        if (added) return { event: wanted, fire: (who = 'partner') => world.setReviewers([...onPanel, added], who) }
        const unsigned = panel.filter((reviewer) => !signedOff(reviewer)).map(accountOf)
        const kept = unsigned.length < onPanel.length ? unsigned : unsigned.slice(1)
        return { event: wanted, fire: (who = 'partner') => world.setReviewers(kept, who) }
      }
      case 'review.signOff': {
        if (wanted.allSignedOff)
          while ((await world.reviewers()).filter((reviewer) => !signedOff(reviewer)).length > 1)
            await take(await signOffStep())
        else if ((await world.reviewers()).filter((reviewer) => !signedOff(reviewer)).length < 2) {
          const onPanel = (await world.reviewers()).map(
            (reviewer) => REVIEWERS.find((name) => actor(name) === reviewer.actor_id)!,
          )
          const added = REVIEWERS.find((name) => !onPanel.includes(name))!
          await take({
            event: { type: 'reviewers.update', allSignedOff: false },
            fire: (who = 'partner') => world.setReviewers([...onPanel, added], who),
          })
        }
        return signOffStep()
      }
      case 'distribution.send':
        // A supply-chain party beside the contractor, so that one may acknowledge while the other has not.
        if (state() === 'awaitingDistribution') {
          if ((await world.parties()).length < 2) await world.addParty()
        } else await world.addParty()
        return sendStep()
      case 'distribution.acknowledged': {
        const waiting = async () =>
          (await world.sentParties()).filter((party) => !distributionStatus.hasTag(party.status, 'acknowledged'))
        if (state() === 'awaitingSdsAcceptance') {
          if (wanted.allAcknowledged) while ((await waiting()).length > 1) await take(await acknowledgeStep())
          else if ((await waiting()).length < 2) await sendToNewParty()
        }
        return acknowledgeStep()
      }
      case 'distribution.removed': {
        const waiting = async () =>
          (await world.sentParties()).filter((party) => !distributionStatus.hasTag(party.status, 'acknowledged'))
        const removable = async () => (await waiting()).find((party) => party.party !== 'Contractor')
        if (!(await removable())) await sendToNewParty()
        const target = (await removable())!
        // Everyone else acknowledges first, or someone else is left waiting.
        if (wanted.allAcknowledged)
          for (const party of await waiting())
            if (party.id !== target.id)
              await take({
                event: { type: 'distribution.acknowledged', allAcknowledged: false },
                fire: (who) => world.acknowledge(party, who),
              })
        if (!wanted.allAcknowledged && (await waiting()).length < 2) await sendToNewParty()
        return {
          event: { type: 'distribution.removed', allAcknowledged: (await waiting()).length === 1 },
          fire: (who = 'partner') =>
            call(`${engagementPath(world.id)}/distributions/${target.id}`, { method: 'DELETE', token: as(who) }),
        }
      }
      case 'dispute.raise':
        // Every party on the list disputes once at most while a dispute is open: a new one if needed.
        if (state() === 'inDispute') {
          const open = new Set((await world.openDisputes()).map((row) => row.distributionId))
          if ((await world.sentParties()).every((party) => open.has(party.id))) await sendToNewParty()
        }
        return raiseStep()
      case 'dispute.uphold': {
        if (wanted.otherDisputesOpen && (await world.openDisputes()).length < 2) {
          const open = new Set((await world.openDisputes()).map((row) => row.distributionId))
          if ((await world.sentParties()).every((party) => open.has(party.id))) await sendToNewParty()
          await take(await raiseStep())
        }
        if (!wanted.otherDisputesOpen) {
          if (wanted.allAcknowledged) {
            while (
              (await world.sentParties()).some((party) => !distributionStatus.hasTag(party.status, 'acknowledged'))
            )
              await take(await acknowledgeStep())
          } else if (
            (await world.sentParties()).every((party) => distributionStatus.hasTag(party.status, 'acknowledged'))
          )
            await sendToNewParty()
        }
        const open = await world.openDisputes()
        const target = open[0]!
        const sent = await world.sentParties()
        return {
          event: {
            type: 'dispute.uphold',
            otherDisputesOpen: open.length > 1,
            allAcknowledged:
              sent.length > 0 && sent.every((party) => distributionStatus.hasTag(party.status, 'acknowledged')),
          },
          fire: (who = 'partner') => world.answerDispute(target.id, 'upheld', who),
        }
      }
      case 'dispute.withdrawSds': {
        const target = (await world.openDisputes())[0]!
        return { event: wanted, fire: (who = 'partner') => world.answerDispute(target.id, 'withdrawn', who) }
      }
      case 'engagement.reopen':
        return {
          event: wanted,
          fire: (who = world.owner) => call(`${engagementPath(world.id)}/reopen`, { method: 'POST', token: as(who) }),
        }
      case 'assessment.cancelReopen':
        return {
          event: wanted,
          fire: async (who = world.owner) =>
            call(`/api/assessments/assessments/${(await world.assessment()).id}/cancel`, {
              method: 'POST',
              token: as(who),
            }),
        }
      case 'engagement.reassess':
        return {
          event: wanted,
          fire: (who = 'partner') => call(`${engagementPath(world.id)}/reassess`, { method: 'POST', token: as(who) }),
        }
      case 'reassessment.due':
        return {
          event: wanted,
          // The clock, at the moment this engagement's reminder falls due.
          fire: async () => {
            const due = await db()
              .select()
              .from(scheduledEvents)
              .where(and(eq(scheduledEvents.entityId, world.id), isNull(scheduledEvents.sentAt)))
            expect(due.length, 'a reassessment is scheduled').toBeGreaterThan(0)
            const at = new Date(Math.min(...due.map((row) => row.dueAt.getTime())))
            await api.server.scheduler.tick(at)
            return { status: 200 }
          },
        }
      case 'questionSet.update':
        return {
          event: wanted,
          fire: async (who = 'partner') => {
            const assessment = await world.assessment()
            const to = assessment.question_set_id === fullAgainId ? full.id : fullAgainId
            return call(`/api/assessments/assessments/${assessment.id}/update/${to}`, {
              method: 'POST',
              token: as(who),
            })
          },
        }
      case 'engagement.archive':
        return { event: wanted, fire: (who = world.owner) => world.archive(true, who) }
      case 'engagement.unarchive':
        return { event: wanted, fire: (who = world.owner) => world.archive(false, who) }
      case 'engagement.delete':
        return {
          event: wanted,
          fire: (who = 'partner') => call(engagementPath(world.id), { method: 'DELETE', token: as(who) }),
        }
    }
  }
