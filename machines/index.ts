// The registry of the process model: every machine, what it is called, and the entity it governs. The
// server's workflow engine, the /process page and the model tests read this list.
import type { AnyStateMachine } from 'xstate'
import { disputeMachine } from './dispute.machine.ts'
import { distributionMachine } from './distribution.machine.ts'
import { engagementMachine } from './engagement.machine.ts'
import { inviteMachine } from './invite.machine.ts'
import { manualReviewMachine } from './manual-review.machine.ts'
import { questionnaireMachine } from './questionnaire.machine.ts'
import { reviewerMachine } from './reviewer.machine.ts'
import { sessionMachine } from './session.machine.ts'

export type Governed =
  | 'engagement'
  | 'assessment'
  | 'reviewer'
  | 'distribution'
  | 'dispute'
  | 'manualReview'
  | 'invite'
  | 'session'

export type RegisteredMachine = {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly machine: AnyStateMachine
  readonly governs: Governed
  /**
   * The usual journey through the machine, as state paths from its root in order (`open.assigned` for a nested
   * state): the diagrams' overview draws it prominently. Each step is a transition of the machine.
   */
  readonly mainPath?: readonly string[]
}

export const MACHINES = [
  {
    id: 'engagement',
    title: 'Engagement lifecycle',
    description:
      'Started to Complete through the contractor step, sign-off, the SDS and its acknowledgement; disputes, reopening, reassessment, archive and delete.',
    machine: engagementMachine,
    governs: 'engagement',
    mainPath: [
      'started',
      'awaitingContractor',
      'awaitingReview',
      'awaitingDistribution',
      'awaitingSdsAcceptance',
      'complete',
    ],
  },
  {
    id: 'questionnaire',
    title: 'Questionnaire',
    description:
      'Answering an assessment: category pages, nested and exclusive answers, hidden contractor questions, the override answer, save progress, submit and reopen mode.',
    machine: questionnaireMachine,
    governs: 'assessment',
    mainPath: ['opening', 'startPrompt', 'answering', 'submitting', 'submitted'],
  },
  {
    id: 'reviewer',
    title: 'Reviewer record',
    description:
      'One sign-off or manual reviewer on an engagement: created, opened, completed by the reviewer or a member of the group; transferred or removed.',
    machine: reviewerMachine,
    governs: 'reviewer',
    mainPath: ['created', 'opened', 'completed'],
  },
  {
    id: 'distribution',
    title: 'SDS distribution',
    description:
      "One party's copy of the SDS: pending, sent, delivered, acknowledged with a typed name, disputed; removed, or withdrawn for a new SDS.",
    machine: distributionMachine,
    governs: 'distribution',
    mainPath: ['pending', 'sent', 'delivered', 'acknowledged'],
  },
  {
    id: 'dispute',
    title: 'Dispute',
    description:
      'OPEN until the client upholds the SDS with reasons or withdraws it for a new one; "Dispute Due" at 31 days and the 45-day deadline are recorded facts.',
    machine: disputeMachine,
    governs: 'dispute',
    mainPath: ['open', 'resolved'],
  },
  {
    id: 'manualReview',
    title: 'Manual review',
    description:
      "The provider's review: assign and unassign, open the assessment to reviewers, override Inside or Outside, finalise.",
    machine: manualReviewMachine,
    governs: 'manualReview',
    mainPath: ['open.unassigned', 'open.assigned', 'closed'],
  },
  {
    id: 'invite',
    title: 'Invite',
    description: 'Pending, Accepted, Rejected, Cancelled: resend, cancel, accept, reject, change roles, remove.',
    machine: inviteMachine,
    governs: 'invite',
    mainPath: ['pending', 'accepted'],
  },
  {
    id: 'session',
    title: 'Sign-in and terms',
    description:
      'The authorization-code sign-in, the application access token, the latest terms, and the destination for the session role.',
    machine: sessionMachine,
    governs: 'session',
  },
] as const satisfies readonly RegisteredMachine[]

export type MachineId = (typeof MACHINES)[number]['id']

export const registeredMachine = (id: string): RegisteredMachine | undefined =>
  MACHINES.find((entry) => entry.id === id)
