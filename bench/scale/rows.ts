// The scale data's rows as COPY lines: organisations in a hierarchy, contractors, and engagements with their
// current assessment and hash-chained audit trail. Answers come from the real question set and results from
// the real determination (computed once per answer lean and engagement profile, then shared).
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { outcomeOf } from '../../src/server/modules/assessments/assessment-outcome.ts'
import type { EngagementRow } from '../../src/server/modules/engagements/engagement-access.ts'
import { hashOf } from '../../src/server/workflow/audit-chain.ts'
import { copyLine, jsonb } from './copy-text.ts'
import { type EngagementPath, FIRER_ROLES, pathOf } from './engagement-paths.ts'
import type { Random } from './random.ts'
import { REVIEW_FIRER_ROLES, reviewPaths } from './review-paths.ts'

export const ORGANISATION_COLUMNS = ['id', 'name', 'reference', 'parent_id', 'created_at'] as const
export const CONTRACTOR_COLUMNS = [
  'id',
  'organisation_id',
  'first_name',
  'last_name',
  'company_name',
  'company_number',
  'email',
  'phone_number',
  'external_reference',
  'ir35_insured',
  'created_at',
  'updated_at',
] as const
export const ENGAGEMENT_COLUMNS = [
  'id',
  'organisation_id',
  'name',
  'type',
  'contractor_id',
  'end_client_id',
  'question_set_type_code',
  'start_date',
  'end_date',
  'daily_rate_pence',
  'state',
  'status',
  'created_at',
  'updated_at',
] as const
const OUTCOME_COLUMNS = [
  'result',
  'result_code',
  'result_summary',
  'reasons',
  'score',
  'hmrc_outcome',
  'hmrc_reason',
  'needs_manual_review',
  'category_results',
  'exposure_pence',
  'offset_pence',
  'exposure_notes',
] as const
export const ASSESSMENT_COLUMNS = [
  'id',
  'engagement_id',
  'question_set_id',
  'in_progress_answer_ids',
  'answer_ids',
  'dissemination',
  'submitted_by',
  'assessor_actor_id',
  'assessor_organisation_id',
  'completed_on',
  'created_at',
  'updated_at',
  ...OUTCOME_COLUMNS,
] as const
export const AUDIT_COLUMNS = [
  'id',
  'entity_type',
  'entity_id',
  'seq',
  'event_type',
  'from_state',
  'to_state',
  'actor_id',
  'actor_roles',
  'payload',
  'occurred_at',
  'prev_hash',
  'hash',
] as const

export const REVIEWER_COLUMNS = [
  'id',
  'engagement_id',
  'actor_id',
  'group_id',
  'organisation_id',
  'state',
  'status',
  'signed_off_at',
  'signed_off_by',
  'version',
  'created_at',
] as const
export const MANUAL_REVIEW_COLUMNS = [
  'id',
  'engagement_id',
  'state',
  'status',
  'assignee_actor_id',
  'review_submitted_at',
  'version',
  'created_at',
] as const

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Arthur',
  'Priya',
  'Kwame',
  'Siobhan',
  'Tomasz',
]
const LAST_NAMES = [
  'Patel',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Evans',
  'Okafor',
  'Nowak',
  'Murphy',
  'Khan',
  'Wright',
]
const JOBS = [
  'Data engineer',
  'Project manager',
  'Solutions architect',
  'Interim finance director',
  'QA analyst',
  'Scrum master',
  'Site engineer',
  'UX designer',
]
const HOUR = 3_600_000
const DAY = 24 * HOUR

export type ScaleOrganisation = { id: string; parentId: string; level: number }

/** One root under the given parent, divisions under it, clients under the divisions. */
export const organisationHierarchy = (random: Random, count: number, parentId: string, createdAt: Date) => {
  const root: ScaleOrganisation = { id: random.uuid(), parentId, level: 0 }
  const divisions = Math.max(1, Math.min(40, Math.floor(count / 50)))
  const all: ScaleOrganisation[] = [root]
  for (let i = 0; i < count - 1; i++) {
    const level = i < divisions ? 1 : 2
    all.push({ id: random.uuid(), parentId: level === 1 ? root.id : all[1 + (i % divisions)]!.id, level })
  }
  const lines = all.map((org, i) =>
    copyLine([
      org.id,
      org.level === 0 ? 'Scale Group' : org.level === 1 ? `Scale Division ${i}` : `Scale Client ${i}`,
      `SCALE-${i}`,
      org.parentId,
      createdAt,
    ]),
  )
  return { root, all, text: lines.join('') }
}

export type ScaleContractor = { id: string; organisationId: string }

export const contractorRows = (
  random: Random,
  count: number,
  organisations: readonly ScaleOrganisation[],
  createdAt: Date,
) => {
  const clients = organisations.filter((org) => org.level > 0)
  const contractors: ScaleContractor[] = []
  let text = ''
  for (let i = 0; i < count; i++) {
    const contractor = { id: random.uuid(), organisationId: random.pick(clients).id }
    contractors.push(contractor)
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    text += copyLine([
      contractor.id,
      contractor.organisationId,
      first,
      last,
      `${last} Consulting ${i} Ltd`,
      String(10_000_000 + i),
      `contractor${i}@scale.example`,
      `07700 ${String(i % 1_000_000).padStart(6, '0')}`,
      `EXT-${i}`,
      random.next() < 0.5,
      createdAt,
      createdAt,
    ])
  }
  return { contractors, text }
}

/** The engagements' dates and rates: a few hundred profiles, each with its exposure computed once. */
type Profile = {
  startDate: string
  endDate: string
  dailyRatePence: number
  invoicingFrequency: string
  paymentTermsDays: number
  scottishTaxpayer: boolean
  clientSize: string | null
  agencyId: string | null
}
const profiles = (random: Random, count: number): Profile[] =>
  Array.from({ length: count }, () => {
    const start = Date.UTC(2024, 0, 1) + random.below(3 * 365) * DAY
    return {
      startDate: new Date(start).toISOString().slice(0, 10),
      endDate: new Date(start + (90 + random.below(275)) * DAY).toISOString().slice(0, 10),
      dailyRatePence: 35_000 + random.below(80) * 1_000,
      // The columns' own defaults, which the COPY leaves to the database: the outcome is worked out with them.
      invoicingFrequency: 'monthly',
      paymentTermsDays: 30,
      scottishTaxpayer: false,
      clientSize: null,
      agencyId: null,
    }
  })

export type EngagementContext = {
  questionSet: QuestionSetDefinition
  actorId: string
  partnerOrganisationId: string
  /** The provider's consultancy group and the Consultancy Manager who takes and finalises its reviews. */
  consultancy: { groupId: string; actorId: string }
}

/** Precomputed parts of the engagement lines: answers and outcomes per lean and profile, and each path's JSON. */
export const engagementPlan = (random: Random, context: EngagementContext) => {
  const answersFor = {
    INSIDE: answerEvery(context.questionSet, 'CLIENT', leaningTowards('INSIDE')),
    OUTSIDE: answerEvery(context.questionSet, 'CLIENT', leaningTowards('OUTSIDE')),
  }
  const plans = profiles(random, 300).map((profile) => ({
    profile,
    outcome: (['INSIDE', 'OUTSIDE'] as const).map((lean) => {
      const outcome = outcomeOf(context.questionSet, answersFor[lean], profile as EngagementRow, null) as Record<
        string,
        unknown
      >
      const columns = OUTCOME_COLUMNS.map(
        (column) => outcome[column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())] as never,
      )
      return { answers: answersFor[lean], outcomeText: copyLine(columns).slice(0, -1) }
    }),
  }))
  const noOutcomeText = copyLine([null, null, null, [], null, null, null, false, [], null, null, []]).slice(0, -1)
  const reviews = reviewPaths(context.consultancy.groupId, context.consultancy.actorId)
  return { answersFor, plans, noOutcomeText, reviews }
}

export type EngagementBatch = {
  engagements: string
  assessments: string
  reviewers: string
  manualReviews: string
  audit: string
  auditRows: number
  manualReviewRows: number
  ids: string[]
}

type AuditStep = {
  eventType: string
  fromState: unknown
  toState: unknown
  payload: Record<string, unknown>
  actorId: string | null
  roles: readonly string[]
  at: number
}

/** An entity's trail as COPY lines, hash-chained with the product's own function. */
const auditLines = (
  random: Random,
  batch: EngagementBatch,
  entity: { type: string; id: string },
  steps: readonly AuditStep[],
) => {
  let prevHash: string | null = null
  for (const [index, step] of steps.entries()) {
    const event = {
      entityType: entity.type,
      entityId: entity.id,
      eventType: step.eventType,
      fromState: step.fromState,
      toState: step.toState,
      actorId: step.actorId,
      actorRoles: step.roles,
      payload: step.payload,
      occurredAt: new Date(step.at).toISOString(),
      seq: index + 1,
      prevHash,
    }
    const hash = hashOf(event)
    batch.audit += copyLine([
      random.uuid(),
      event.entityType,
      entity.id,
      event.seq,
      event.eventType,
      jsonb(event.fromState),
      jsonb(event.toState),
      event.actorId,
      event.actorRoles,
      event.payload,
      event.occurredAt,
      prevHash,
      hash,
    ])
    prevHash = hash
    batch.auditRows++
  }
}

/**
 * A borderline submission's manual review: the consultancy group's reviewer record and the item sharing its id,
 * opened at the submission and, on a path whose reviews were signed off, completed and closed at the sign-off.
 */
const manualReviewLines = (
  random: Random,
  batch: EngagementBatch,
  plan: ReturnType<typeof engagementPlan>,
  context: EngagementContext,
  engagement: { id: string; path: EngagementPath; createdMs: number; i: number },
) => {
  const { path } = engagement
  const submittedMs = engagement.createdMs + path.steps.findIndex((step) => step.submitsAnswers) * HOUR
  const signedOffMs = engagement.createdMs + path.steps.findIndex((step) => step.eventType === 'review.signOff') * HOUR
  const review = path.signedOff
    ? plan.reviews.closed
    : engagement.i % 8 === 0
      ? plan.reviews.openAssigned
      : plan.reviews.openUnassigned
  const id = random.uuid()
  const { consultancy } = context
  // The server's own steps at the submission; the consultant's assignment soon after, their finalising at sign-off.
  const consultantAt = path.signedOff ? signedOffMs : submittedMs + 10 * 60_000
  batch.reviewers += copyLine([
    id,
    engagement.id,
    null,
    consultancy.groupId,
    null,
    review.reviewer.finalState,
    review.reviewer.status,
    path.signedOff ? new Date(signedOffMs) : null,
    path.signedOff ? consultancy.actorId : null,
    review.reviewer.steps.length,
    new Date(submittedMs),
  ])
  batch.manualReviews += copyLine([
    id,
    engagement.id,
    review.manualReview.finalState,
    review.manualReview.status,
    review.manualReview.assigned ? consultancy.actorId : null,
    new Date(submittedMs),
    review.manualReview.steps.length,
    new Date(submittedMs),
  ])
  batch.manualReviewRows++
  const trail = (type: string, steps: typeof review.reviewer.steps, startPayload: Record<string, unknown>) =>
    auditLines(
      random,
      batch,
      { type, id },
      steps.map((step, index) => ({
        ...step,
        payload: index === 0 ? startPayload : step.eventFields,
        actorId: step.firer === 'system' ? null : consultancy.actorId,
        roles: REVIEW_FIRER_ROLES[step.firer],
        at: step.firer === 'system' ? submittedMs : consultantAt,
      })),
    )
  trail('reviewer', review.reviewer.steps, { engagementId: engagement.id, actorId: null, groupId: consultancy.groupId })
  trail('manual review', review.manualReview.steps, { engagementId: engagement.id })
}

/** Engagements [from, to): each with its assessment and its audit trail, hashed with the product's own function. */
export const engagementBatch = (
  random: Random,
  plan: ReturnType<typeof engagementPlan>,
  context: EngagementContext,
  contractors: readonly ScaleContractor[],
  range: { from: number; to: number; total: number },
): EngagementBatch => {
  const batch: EngagementBatch = {
    engagements: '',
    assessments: '',
    reviewers: '',
    manualReviews: '',
    audit: '',
    auditRows: 0,
    manualReviewRows: 0,
    ids: [],
  }
  const span = 3 * 365 * DAY
  const firstCreated = Date.UTC(2023, 10, 24)
  for (let i = range.from; i < range.to; i++) {
    const path = pathOf(i)
    const id = random.uuid()
    const assessmentId = random.uuid()
    const contractor = contractors[random.below(contractors.length)]!
    const { profile, outcome } = plan.plans[random.below(plan.plans.length)]!
    const lean = outcome[random.below(2)]!
    const createdMs = firstCreated + Math.floor((i / range.total) * span) + random.below(HOUR)
    const created = new Date(createdMs)
    const updated = new Date(createdMs + (path.steps.length - 1) * HOUR)
    batch.ids.push(id)
    batch.engagements += copyLine([
      id,
      contractor.organisationId,
      `${random.pick(JOBS)} ${i}`,
      'Contractor',
      contractor.id,
      contractor.organisationId,
      'FULL',
      profile.startDate,
      profile.endDate,
      profile.dailyRatePence,
      path.finalState,
      path.status,
      created,
      updated,
    ])
    const waitingForContractor = path.steps.some((step) => step.eventFields.contractorQuestionsRemain === true)
    const concluded = path.answered && !waitingForContractor
    const inProgress = !path.answered && i % 2 === 1 ? lean.answers.slice(0, 10) : []
    batch.assessments += `${copyLine([
      assessmentId,
      id,
      context.questionSet.id,
      inProgress,
      path.answered ? lean.answers : [],
      waitingForContractor,
      path.answered ? 'CLIENT' : null,
      path.answered ? context.actorId : null,
      path.answered ? context.partnerOrganisationId : null,
      concluded ? updated : null,
      created,
      updated,
    ]).slice(0, -1)}\t${concluded ? lean.outcomeText : plan.noOutcomeText}\n`
    auditLines(
      random,
      batch,
      { type: 'engagement', id },
      path.steps.map((step, index) => ({
        ...step,
        actorId: context.actorId,
        roles: FIRER_ROLES[step.firer],
        at: createdMs + index * HOUR,
        payload:
          index === 0
            ? { organisationId: contractor.organisationId, type: 'Contractor' }
            : step.submitsAnswers
              ? { ...step.eventFields, assessmentId, answers: lean.answers.length }
              : step.eventFields,
      })),
    )
    // A quarter of the submissions sent to reviewers were borderline: the consultancy group reviews them too.
    if (path.reviewed && i % 4 === 0) manualReviewLines(random, batch, plan, context, { id, path, createdMs, i })
  }
  return batch
}
