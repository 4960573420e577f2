// The finite event set and the starts the engagement machine is walked with.
import type { EventFromLogic } from 'xstate'
import type { engagementMachine } from '#machines/engagement.machine'
import type { WalkOptions } from './transition-coverage.ts'

type EngagementEvent = EventFromLogic<typeof engagementMachine>

const both = [true, false] as const

// Each payload variant drives one guard outcome; the server fills these fields from the database.
const EVENTS: readonly EngagementEvent[] = [
  { type: 'answers.save' },
  ...both.flatMap((contractorQuestionsRemain) =>
    both.map((hasReviewers) => ({ type: 'answers.submit', contractorQuestionsRemain, hasReviewers }) as const),
  ),
  { type: 'contractorAnswers.save' },
  ...both.map((hasReviewers) => ({ type: 'contractorAnswers.submit', hasReviewers }) as const),
  ...both.map((hasReviewers) => ({ type: 'contractorQuestions.retract', hasReviewers }) as const),
  ...both.map((allSignedOff) => ({ type: 'reviewers.update', allSignedOff }) as const),
  ...both.map((allSignedOff) => ({ type: 'review.signOff', allSignedOff }) as const),
  { type: 'distribution.send' },
  ...both.map((allAcknowledged) => ({ type: 'distribution.acknowledged', allAcknowledged }) as const),
  ...both.map((allAcknowledged) => ({ type: 'distribution.removed', allAcknowledged }) as const),
  { type: 'dispute.raise' },
  { type: 'dispute.uphold', otherDisputesOpen: true, allAcknowledged: false },
  { type: 'dispute.uphold', otherDisputesOpen: false, allAcknowledged: true },
  { type: 'dispute.uphold', otherDisputesOpen: false, allAcknowledged: false },
  { type: 'dispute.withdrawSds' },
  { type: 'engagement.reopen' },
  { type: 'assessment.cancelReopen' },
  { type: 'engagement.reassess' },
  { type: 'reassessment.due' },
  { type: 'questionSet.update' },
  { type: 'engagement.archive' },
  { type: 'engagement.unarchive' },
  { type: 'engagement.delete' },
]

export const engagementWalk: WalkOptions<typeof engagementMachine> = {
  events: () => EVENTS,
  starts: [
    { label: 'contractor engagement, FULL', input: { hasContractor: true, questionSetTypeCode: 'FULL' } },
    { label: 'insurance validation, SHORT', input: { hasContractor: true, questionSetTypeCode: 'SHORT' } },
    { label: 'role', input: { hasContractor: false, questionSetTypeCode: 'FULL' } },
    {
      label: 'working practices review',
      input: { hasContractor: true, questionSetTypeCode: 'FULL', ownReview: true },
    },
  ],
  paths: 'shortest',
}
