// The one map from the governed machines' states to what people see: the wire status each state shows and,
// for engagements, the progress board's column. Both are written once, in each state's `meta`; every lookup
// (state to status, status to state, column to statuses, statuses of a tag) is derived here from the machine
// itself, so the server, the browser and SQL filters read the same answer. Reasons in docs/process.md.
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import type { BoardStage, EngagementStatus } from '#domain/engagement-status'
import type { InviteStatusCode } from '#domain/invites'
import type { ReviewerStatus } from '#domain/reviewers'
import type { DisputeStatusCode, DistributionStatusCode } from '#domain/sds-distribution'
import { disputeMachine } from './dispute.machine.ts'
import { distributionMachine } from './distribution.machine.ts'
import { type EngagementContext, engagementMachine } from './engagement.machine.ts'
import { inviteMachine } from './invite.machine.ts'
import { manualReviewMachine } from './manual-review.machine.ts'
import { reviewerMachine } from './reviewer.machine.ts'

type StatusMeta = { readonly status?: string; readonly board?: string }

const metaOf = (node: AnyStateNode): StatusMeta => (node.meta ?? {}) as StatusMeta

/** The state nodes a stored state value names, outermost first ('open' or { open: 'assigned' }). */
const nodesOf = (machine: AnyStateMachine, value: unknown): AnyStateNode[] => {
  const nodes: AnyStateNode[] = []
  let parent: AnyStateNode = machine.root
  let rest: unknown = value
  while (rest !== undefined && rest !== null) {
    const [key, inner]: [string, unknown] =
      typeof rest === 'string' ? [rest, undefined] : (Object.entries(rest as Record<string, unknown>)[0] ?? ['', null])
    const node = parent.states[key] as AnyStateNode | undefined
    if (!node) break
    nodes.push(node)
    parent = node
    rest = inner
  }
  return nodes
}

export type StatusMap<Status extends string> = {
  /** The wire status of a state value (a child state shows its parent's); null for a state that shows none. */
  readonly of: (value: unknown) => Status | null
  /** The top-level state that shows this status; undefined for a status no state shows. */
  readonly stateOf: (status: string) => string | undefined
  /** Every status some state shows, in the order the machine lists its states. */
  readonly all: readonly Status[]
  /** The statuses of the top-level states that pass the test (e.g. carry a tag), in the machine's order. */
  readonly where: (test: (state: AnyStateNode) => boolean) => Status[]
  /** The statuses of the states carrying this tag. */
  readonly tagged: (tag: string) => Status[]
  /** Whether the state showing this status carries the tag (false for a status no state shows). */
  readonly hasTag: (status: string, tag: string) => boolean
  /** The statuses of the states where this event has a transition (whether its guard passes is the snapshot's). */
  readonly accepting: (eventType: string) => Status[]
}

/** The status map of a machine whose states name their wire status in `meta.status`. */
export const statusMapOf = <Status extends string>(machine: AnyStateMachine): StatusMap<Status> => {
  const states = Object.values(machine.root.states) as AnyStateNode[]
  const where = (test: (state: AnyStateNode) => boolean) =>
    states.filter(test).flatMap((state) => (metaOf(state).status ? [metaOf(state).status as Status] : []))
  return {
    of: (value) =>
      (nodesOf(machine, value)
        .map((node) => metaOf(node).status)
        .findLast((status) => status !== undefined) as Status | undefined) ?? null,
    stateOf: (status) => states.find((state) => metaOf(state).status === status)?.key,
    all: where(() => true),
    where,
    tagged: (tag) => where((state) => state.tags.includes(tag)),
    hasTag: (status, tag) => states.some((state) => metaOf(state).status === status && state.tags.includes(tag)),
    accepting: (eventType) => where((state) => state.ownEvents.includes(eventType)),
  }
}

export const engagementStatus = statusMapOf<EngagementStatus>(engagementMachine)
export const inviteStatus = statusMapOf<InviteStatusCode>(inviteMachine)
export const reviewerStatus = statusMapOf<ReviewerStatus>(reviewerMachine)
export const distributionStatus = statusMapOf<DistributionStatusCode>(distributionMachine)
export const disputeStatus = statusMapOf<DisputeStatusCode>(disputeMachine)
export const manualReviewStatus = statusMapOf<'Open' | 'Closed'>(manualReviewMachine)

// ---- engagements: the progress board ----

const engagementStates = Object.values(engagementMachine.root.states) as AnyStateNode[]

/** The board column an engagement in this status is shown in (the state's `meta.board`). */
export const boardStageOfStatus = (status: EngagementStatus): BoardStage => {
  const state = engagementStates.find((node) => metaOf(node).status === status)
  const board = state && metaOf(state).board
  if (!board) throw new RangeError(`No board column for the engagement status: ${status}`)
  return board as BoardStage
}

/** The statuses one board column holds, in lifecycle order. */
export const statusesInBoardStage = (stage: BoardStage): EngagementStatus[] =>
  engagementStatus.where((state) => metaOf(state).board === stage)

/**
 * The engagement machine as it stands for a record read from the wire (a status and a few facts), for a view
 * to ask `snapshot.can(event)` or a tag instead of comparing the status; the server asks the same machine.
 * A status no state shows resolves to nothing.
 */
export const engagementSnapshotOfStatus = (status: string, context: EngagementContext) => {
  const value = engagementStatus.stateOf(status)
  return value === undefined ? undefined : engagementMachine.resolveState({ value, context })
}

/** The same for an invite, which keeps no context: its status is all there is to restore. */
export const inviteSnapshotOfStatus = (status: string) => {
  const value = inviteStatus.stateOf(status)
  if (value === undefined) throw new RangeError(`Unknown invite status: ${status}`)
  return inviteMachine.resolveState({ value, context: undefined as never })
}

// ---- reviewer records: the sign-off panel ----

type ReviewerFacts = { readonly status: string; readonly group_id?: string | null }

/** A record still on the engagement's panel (a removed one is shown apart, read-only). */
export const onReviewPanel = (reviewer: ReviewerFacts) => reviewerStatus.hasTag(reviewer.status, 'onPanel')

/** A record whose reviewer (or group) has signed off. */
export const signedOff = (reviewer: ReviewerFacts) => reviewerStatus.hasTag(reviewer.status, 'signedOff')

/** The panel is complete when every current reviewer has signed off (docs/process.md, "Sign-off"). */
export const signOffComplete = (reviewers: readonly ReviewerFacts[]) => {
  const current = reviewers.filter(onReviewPanel)
  return current.length > 0 && current.every(signedOff)
}

/** The records "Open assessment to reviewers" opens: the individuals not yet opened to (docs/process.md). */
export const unopenedIndividual = (reviewer: ReviewerFacts) =>
  reviewer.group_id === null && reviewerStatus.hasTag(reviewer.status, 'unopened')

// ---- SDS distributions: the parties' list ----

/** A party as the server stores it (a status code) or as the wire carries it ({ id, code, name }). */
type PartyFacts = { readonly status: string | { readonly code: string } }

const codeOf = (party: PartyFacts) => (typeof party.status === 'string' ? party.status : party.status.code)

/** A party still on the engagement's list (not removed). */
export const onDistributionList = (party: PartyFacts) => distributionStatus.hasTag(codeOf(party), 'onList')

/** A party on the list that has not been sent the SDS yet. */
export const sdsNotSent = (party: PartyFacts) => distributionStatus.hasTag(codeOf(party), 'unsent')
