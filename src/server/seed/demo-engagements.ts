// Demo engagements in every status, each brought there by replaying its events through the workflow
// engine, so every one has a real, hash-chained history for auditors to read.
import { and, eq } from 'drizzle-orm'
import { addCalendarDays, londonDayOf, londonMidnight } from '#domain/dispute-clock'
import { answerEvery, evenlySplit, leaningTowards } from '#domain/question-sets/answer-paths'
import { ROLE } from '#domain/roles'
import { type AccessTokenClaims, ORGANISATION_USER_TYPE } from '#domain/session'
import type { engagementMachine } from '#machines/engagement.machine'
import { PARTY } from '#machines/meta'
import type { Database, Transaction } from '../db/client.ts'
import { actorRoles, actors, assessments, contractors, engagements, organisations } from '../db/schema.ts'
import { needsManualReviewFor, outcomeOf, payBillFor } from '../modules/assessments/assessment-outcome.ts'
import { insertAssessment } from '../modules/assessments/create-engagement.service.ts'
import { createEngagement, type NewEngagement } from '../modules/assessments/engagement-commands.service.ts'
import { raiseDispute } from '../modules/disputes/raise-dispute.service.ts'
import { engagementEntity } from '../modules/engagements/engagement.entity.ts'
import type { EngagementFact } from '../modules/engagements/engagement-facts.ts'
import { latestQuestionSet } from '../modules/engagements/question-sets.queries.ts'
import type { BlobStore } from '../modules/files/blob-store.ts'
import { renderInThisThread } from '../modules/reporting/pdf-job.tsx'
import { currentReviewersOf, ensureConsultancyReview, replaceReviewers } from '../modules/reviews/reviewer-records.ts'
import { signOff as finaliseReview } from '../modules/reviews/sign-off.service.ts'
import { contractorPartyOf } from '../modules/sds/distribution-records.ts'
import { sendToParties } from '../modules/sds/distributions.service.ts'
import { acknowledgeParty } from '../modules/sds/party-acknowledgement.service.ts'
import { type CommandEvent, executeCommand, type Firer } from '../workflow/engine.ts'
import { demoContractorAt, linkedDemoContractor } from './demo-contractors.ts'
import { demoEmail } from './demo-data.ts'
import { contractorDistributionOf } from './demo-distributions.ts'
import '../modules/assessments/engagement-effects.ts'

/** An event as the services send it (the engine works out its facts), and whether a reviewer is chosen first. */
type Firing = {
  event: CommandEvent<typeof engagementMachine, EngagementFact>
  by: 'client' | 'reviewer' | 'contractor'
  withReviewer?: boolean
}
/** A dispute raised by the contractor, received this many days ago (its clocks run from then). */
type Disputing = { dispute: { receivedDaysAgo: number; details: string } }
type Step = Firing | Disputing

const submit = (contractorQuestionsRemain: boolean, withReviewer: boolean): Firing => ({
  event: { type: 'answers.submit', contractorQuestionsRemain },
  by: 'client',
  withReviewer,
})
const signOff: Firing = { event: { type: 'review.signOff' }, by: 'reviewer' }
const send: Firing = { event: { type: 'distribution.send' }, by: 'client' }
const acknowledged: Firing = { event: { type: 'distribution.acknowledged' }, by: 'contractor' }
const toComplete = [submit(false, true), signOff, send, acknowledged]
const contractorSubmits: Firing = { event: { type: 'contractorAnswers.submit' }, by: 'contractor' }
/** The client's answers sent with dissemination: the contractor is asked their own questions. */
const disseminate = submit(true, false)

type Scenario = {
  organisation: string
  engagement: Omit<NewEngagement, 'organisationId'>
  steps: Step[]
  /** Which way the demo answers lean, so the demo shows both kinds of result; SPLIT ends in the manual review. */
  answers?: 'INSIDE' | 'OUTSIDE' | 'SPLIT'
  /** The demo account whose contractor record the engagement is for (the SDS hub's demo); else assigned later. */
  contractorAccount?: string
}

const contractorEngagement = (name: string, startDate: string, dailyRatePence: number) =>
  ({ name, type: 'Contractor', questionSetTypeCode: 'FULL', startDate, endDate: '2027-06-30', dailyRatePence }) as const

export const DEMO_ENGAGEMENTS: readonly Scenario[] = [
  {
    organisation: 'Acme Retail Group',
    engagement: { name: 'Warehouse operations lead', type: 'Role', questionSetTypeCode: 'FULL' },
    steps: [],
  },
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Data platform engineer', '2026-09-01', 65000),
    steps: [submit(true, true)],
  },
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Payments architect', '2026-10-05', 82500),
    steps: [submit(false, true)],
    answers: 'INSIDE',
  },
  {
    organisation: 'Acme Retail Logistics',
    engagement: contractorEngagement('Route optimisation analyst', '2026-08-17', 52000),
    steps: [submit(false, true), signOff],
  },
  {
    organisation: 'Acme Retail Digital',
    engagement: contractorEngagement('Mobile app developer', '2026-07-01', 60000),
    steps: [submit(false, true), signOff, send],
    answers: 'INSIDE',
  },
  {
    organisation: 'Halden Energy',
    engagement: contractorEngagement('Renewables project manager', '2026-06-08', 70000),
    steps: [
      submit(false, true),
      signOff,
      send,
      {
        dispute: {
          receivedDaysAgo: 33,
          details: 'I set my own hours and send a substitute when I am away, which the assessment does not reflect.',
        },
      },
    ],
  },
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Cloud security engineer', '2026-05-11', 75000),
    steps: toComplete,
  },
  {
    organisation: 'Halden Renewables',
    engagement: contractorEngagement('Interim finance director', '2026-04-06', 95000),
    steps: [...toComplete, { event: { type: 'engagement.reopen' }, by: 'client' }],
    answers: 'INSIDE',
  },
  // Evidence spread evenly both ways: the consultancy's manual review is open (Manual Reviews).
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Supply chain transformation lead', '2026-12-07', 72000),
    steps: [submit(false, false)],
    answers: 'SPLIT',
  },
  {
    organisation: 'Acme Retail Group',
    engagement: { name: 'Merchandising planner', type: 'Role', questionSetTypeCode: 'FULL' },
    steps: [submit(false, false)],
  },
  {
    organisation: 'Acme Retail Logistics',
    engagement: contractorEngagement('Fleet telematics consultant', '2025-11-03', 58000),
    steps: [...toComplete, { event: { type: 'engagement.archive' }, by: 'client' }],
  },
  // Tara Bennett's engagements, for her SDS hub: her questions to answer, an SDS to accept, one complete.
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Store systems consultant', '2026-11-02', 61000),
    steps: [disseminate],
    contractorAccount: 'contractor.type1',
  },
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Retail analytics lead', '2026-06-15', 68000),
    steps: [disseminate, contractorSubmits, send],
    contractorAccount: 'contractor.type1',
  },
  {
    organisation: 'Acme Retail Group',
    engagement: contractorEngagement('Checkout modernisation advisor', '2026-03-02', 64000),
    steps: [disseminate, contractorSubmits, send, acknowledged],
    contractorAccount: 'contractor.type1',
  },
]

const actorId = async (db: Database, name: string) =>
  (
    await db
      .select({ id: actors.id })
      .from(actors)
      .where(eq(actors.email, demoEmail(name)))
  )[0]!.id

/**
 * The assessment rows a step implies, written in the step's own transaction as the API would: the client's
 * answers and their result on a submission, a fresh assessment from the previous answers on a reopening.
 */
const assessmentWork =
  (engagementId: string, scenario: Scenario, step: Firing, firer: Firer) => async (tx: Transaction) => {
    const current = (
      await tx
        .select()
        .from(assessments)
        .where(and(eq(assessments.engagementId, engagementId), eq(assessments.standing, 'current')))
    )[0]!
    const lean = pickerOf(scenario)
    const set = await latestQuestionSet(tx, 'FULL')
    const resultOf = async (answerIds: string[]) => {
      const engagement = (await tx.select().from(engagements).where(eq(engagements.id, engagementId)))[0]!
      return {
        ...outcomeOf(set, answerIds, engagement, await payBillFor(tx, engagement.organisationId)),
        completedOn: new Date(),
      }
    }
    if (step.event.type === 'answers.submit') {
      const answerIds = answerEvery(set, 'CLIENT', lean)
      const waiting = step.event.contractorQuestionsRemain
      await tx
        .update(assessments)
        .set({
          ...(waiting ? { dissemination: true } : await resultOf(answerIds)),
          answerIds,
          submittedBy: 'CLIENT',
          assessorActorId: firer.actorId,
        })
        .where(eq(assessments.id, current.id))
    }
    if (step.event.type === 'contractorAnswers.submit') {
      const answerIds = answerEvery(set, 'CONTRACTOR', lean, current.answerIds)
      await tx
        .update(assessments)
        .set({ ...(await resultOf(answerIds)), answerIds, submittedBy: 'CONTRACTOR' })
        .where(eq(assessments.id, current.id))
    }
  }

const pickerOf = (scenario: Scenario) =>
  scenario.answers === 'SPLIT' ? evenlySplit() : leaningTowards(scenario.answers ?? 'OUTSIDE')

/**
 * A submission whose answers need the manual review puts the consultancy group on the engagement first, as the
 * answers service does, so that the engine counts it among the reviewers.
 */
const consultancyIfNeeded = async (db: Database, engagementId: string, scenario: Scenario, step: Firing) => {
  if (step.event.type !== 'answers.submit' || step.event.contractorQuestionsRemain) return
  await db.transaction(async (tx) => {
    const set = await latestQuestionSet(tx, 'FULL')
    const engagement = (await tx.select().from(engagements).where(eq(engagements.id, engagementId)))[0]!
    if (needsManualReviewFor(set, answerEvery(set, 'CLIENT', pickerOf(scenario)), engagement))
      await ensureConsultancyReview(tx, engagementId)
  })
}

/** The Sign Off User who reviews a demo organisation's engagements: Halden's own, else Acme's. */
const reviewerAccountOf = (organisation: string) =>
  organisation.startsWith('Halden') ? 'halden.sign.off' : 'sign.off.user'

const hasReviewersStep = (steps: readonly Step[]) => steps.some((step) => 'event' in step && step.withReviewer)

/** The reviewer finalises through the same service as in the browser: their record completes, then the engagement. */
const reviewerSignsOff = async (db: Database, engagementId: string, reviewerActorId: string) => {
  const record = (await currentReviewersOf(db, engagementId))[0]!
  const session: AccessTokenClaims = {
    actorId: reviewerActorId,
    organisationId: null,
    topLevelOrganisationId: null,
    roles: [],
    permissions: [],
    unique_name: '',
    role: ORGANISATION_USER_TYPE,
    contractorId: null,
  }
  await finaliseReview({ db, session }, engagementId, record.id)
}

/** The contractor party acknowledges through the same service as in the browser, typing the contractor's name. */
const contractorAcknowledges = async (db: Database, engagementId: string, firer: Firer) => {
  const party = (await contractorPartyOf(db, engagementId))!
  const contractor = (await db.select().from(contractors).where(eq(contractors.id, party.contractorId!)))[0]!
  await acknowledgeParty(db, party, `${contractor.firstName} ${contractor.lastName}`, firer)
}

export const seedDemoEngagements = async (db: Database, blobs: BlobStore) => {
  const firers: Record<Firing['by'], Firer> = {
    client: { actorId: await actorId(db, 'partner'), roles: [ROLE.partner] },
    reviewer: { actorId: await actorId(db, 'sign.off.user'), roles: [ROLE.signOffUser, PARTY.reviewer] },
    contractor: { actorId: await actorId(db, 'contractor.type1'), roles: [ROLE.contractorType1, PARTY.contractor] },
  }
  const set = await latestQuestionSet(db, 'FULL')
  const reviewers = new Map<string, string>()
  for (const scenario of DEMO_ENGAGEMENTS)
    reviewers.set(scenario.organisation, await actorId(db, reviewerAccountOf(scenario.organisation)))
  // Each organisation's contractor engagements go to its demo contractors, one each, in order.
  const assigned = new Map<string, number>()
  for (const scenario of DEMO_ENGAGEMENTS) {
    const organisation = (
      await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, scenario.organisation))
    )[0]!
    const id = await db.transaction(async (tx) => {
      const next = assigned.get(organisation.id) ?? 0
      const contractorId = scenario.contractorAccount
        ? await linkedDemoContractor(tx, organisation.id, scenario.contractorAccount)
        : scenario.engagement.type === 'Contractor'
          ? await demoContractorAt(tx, organisation.id, next)
          : null
      if (!scenario.contractorAccount && scenario.engagement.type === 'Contractor')
        assigned.set(organisation.id, next + 1)
      const created = await createEngagement({
        tx,
        // A demo client assesses its own contractors: it is their end client.
        engagement: {
          ...scenario.engagement,
          contractorId,
          organisationId: organisation.id,
          endClientId: scenario.engagement.type === 'Contractor' ? organisation.id : null,
        },
        firer: firers.client,
      })
      await insertAssessment(tx, { engagementId: created, questionSetId: set.id })
      if (hasReviewersStep(scenario.steps)) {
        const reviewer = (
          await tx
            .select()
            .from(actors)
            .where(eq(actors.id, reviewers.get(scenario.organisation)!))
        )[0]!
        const heldAt = (await tx.select().from(actorRoles).where(eq(actorRoles.actorId, reviewer.id)))[0]!
        await replaceReviewers(tx, {
          engagementId: created,
          choices: [{ ActorId: reviewer.id, OrganisationId: heldAt.organisationId! }],
          firer: firers.client,
        })
      }
      return created
    })
    for (const step of scenario.steps)
      if ('dispute' in step) await demoDispute(db, id, organisation.id, firers, step.dispute)
      else if (step.event.type === 'review.signOff')
        await reviewerSignsOff(db, id, reviewers.get(scenario.organisation)!)
      // The SDS goes out and is acknowledged through the distribution services, as in the browser: a Contractor
      // party with its receipt of the issued SDS, its mail waiting in the outbox.
      else if (step.event.type === 'distribution.send')
        await sendToParties({ db, blobs, pdf: renderInThisThread, engagementId: id, firer: firers[step.by] })
      else if (step.event.type === 'distribution.acknowledged') await contractorAcknowledges(db, id, firers[step.by])
      else {
        await consultancyIfNeeded(db, id, scenario, step)
        await executeCommand({
          db,
          entity: engagementEntity,
          id,
          event: step.event,
          firer: firers[step.by],
          within: assessmentWork(id, scenario, step, firers[step.by]),
        })
      }
  }
}

/**
 * Noon in London, that many calendar days before today: the dispute's clocks count London days, and a fixed number
 * of hours back would land on the next day late in the evening whenever that day was in BST and today is in GMT.
 */
const londonNoonDaysAgo = (days: number) =>
  new Date(londonMidnight(addCalendarDays(londonDayOf(new Date()), -days)).getTime() + 12 * 60 * 60 * 1000)

/** The contractor disputes their copy, received some days ago (its clocks run from then). */
const demoDispute = async (
  db: Database,
  engagementId: string,
  organisationId: string,
  firers: Record<Firing['by'], Firer>,
  dispute: Disputing['dispute'],
) => {
  const distributionId = await contractorDistributionOf(db, engagementId, firers.client)
  const engagement = (await db.select().from(engagements).where(eq(engagements.id, engagementId)))[0]!
  const contractor = engagement.contractorId
    ? (await db.select().from(contractors).where(eq(contractors.id, engagement.contractorId)))[0]
    : undefined
  await raiseDispute({
    db,
    engagementId,
    organisationId,
    party: {
      distributionId,
      firer: firers.contractor,
      contractorId: contractor?.id ?? null,
      raisedBy: contractor ? `${contractor.firstName} ${contractor.lastName}` : 'The contractor',
    },
    details: dispute.details,
    receivedAt: londonNoonDaysAgo(dispute.receivedDaysAgo),
  })
}
