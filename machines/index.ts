// The registry of the process model: every machine, what it is called, and the entity it governs. The
// server's workflow engine, the /process page and the model tests read this list.
import type { AnyStateMachine } from 'xstate'
import { disputeMachine } from './dispute.machine.ts'
import { distributionMachine } from './distribution.machine.ts'
import { engagementMachine } from './engagement.machine.ts'
import { inviteMachine } from './invite.machine.ts'
import { manualReviewMachine } from './manual-review.machine.ts'
import type { MachineMeta } from './meta.ts'
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

/** Each machine's title and description are its own root `meta`: one text, read here and in the diagrams. */
const registered = <Id extends string>(
  entry: Omit<RegisteredMachine, 'id' | 'title' | 'description'> & { readonly id: Id },
): RegisteredMachine & { readonly id: Id } => {
  const meta = entry.machine.root.meta as MachineMeta
  return { ...entry, title: meta.title, description: meta.description }
}

export const MACHINES = [
  registered({
    id: 'engagement',
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
  }),
  registered({
    id: 'questionnaire',
    machine: questionnaireMachine,
    governs: 'assessment',
    mainPath: ['opening', 'startPrompt', 'answering', 'submitting', 'submitted'],
  }),
  registered({
    id: 'reviewer',
    machine: reviewerMachine,
    governs: 'reviewer',
    mainPath: ['created', 'opened', 'completed'],
  }),
  registered({
    id: 'distribution',
    machine: distributionMachine,
    governs: 'distribution',
    mainPath: ['pending', 'sent', 'delivered', 'acknowledged'],
  }),
  registered({ id: 'dispute', machine: disputeMachine, governs: 'dispute', mainPath: ['open', 'resolved'] }),
  registered({
    id: 'manualReview',
    machine: manualReviewMachine,
    governs: 'manualReview',
    mainPath: ['open.unassigned', 'open.assigned', 'closed'],
  }),
  registered({ id: 'invite', machine: inviteMachine, governs: 'invite', mainPath: ['pending', 'accepted'] }),
  registered({ id: 'session', machine: sessionMachine, governs: 'session' }),
] as const satisfies readonly RegisteredMachine[]

export type MachineId = (typeof MACHINES)[number]['id']

export const registeredMachine = (id: string): RegisteredMachine | undefined =>
  MACHINES.find((entry) => entry.id === id)
