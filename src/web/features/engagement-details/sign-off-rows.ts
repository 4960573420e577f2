// The sign-off users of the role and engagement forms (rules reviewers.options, roles.form): the
// rows as the form holds them, the options a row may offer, and what the forms send. Pure: unit-tested.
import {
  meetsMandatorySignOff,
  REVIEW_MESSAGES,
  type Reviewer,
  type ReviewerChoice,
  type ReviewerOptions,
  reviewerChoiceKey,
} from '#domain/reviewers'
import { onReviewPanel, signedOff } from '#machines/state-map'

/** One row: nothing chosen yet, or a choice with the words it is shown by. A completed review stays read-only. */
export type SignOffRow = { id: string; choice: ReviewerChoice | null; label: string; completed: boolean }

export type SignOffOption = { key: string; choice: ReviewerChoice; label: string }

const nameOf = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ')

/** People as "First Last", pending invitees as "email (invited)", groups by name. */
export const signOffOptionsOf = (options: ReviewerOptions): SignOffOption[] =>
  [
    ...options.actors.map((actor) => ({
      choice: { ActorId: actor.id, OrganisationId: actor.organisation_id },
      label: nameOf(actor) || actor.id,
    })),
    ...options.invites.map((invite) => ({
      choice: { ActorId: invite.actor_id, OrganisationId: invite.organisation_id },
      label: `${invite.email} (invited)`,
    })),
    ...options.groups.map((group) => ({ choice: { GroupId: group.id }, label: group.name })),
  ].map((option) => ({ ...option, key: reviewerChoiceKey(option.choice) }))

/** The key a row's select shows: '' while nothing is chosen. */
export const rowKeyOf = (row: SignOffRow) => (row.choice ? reviewerChoiceKey(row.choice) : '')

/** What the other rows hold: a reviewer can be chosen only once across rows. */
export const takenElsewhere = (rows: readonly SignOffRow[], rowId: string) =>
  new Set(rows.filter((row) => row.id !== rowId && row.choice).map(rowKeyOf))

/**
 * A row's options: the organisation's, plus the row's own choice when the organisation no longer offers it
 * (a stored reviewer who has since lost the role stays until removed).
 */
export const rowOptionsOf = (options: readonly SignOffOption[], row: SignOffRow): SignOffOption[] =>
  row.choice && !options.some((option) => option.key === rowKeyOf(row))
    ? [{ key: rowKeyOf(row), choice: row.choice, label: row.label }, ...options]
    : [...options]

let nextRowId = 0
/** Rows only need ids unique within the page, for React's keys and the rows' labels. */
export const newRowId = () => `sign-off-row-${++nextRowId}`

export const emptyRow = (): SignOffRow => ({ id: newRowId(), choice: null, label: '', completed: false })

/** The rows of a stored role or engagement: its reviewers but the removed ones. */
export const rowsOfReviewers = (reviewers: readonly Reviewer[]): SignOffRow[] =>
  reviewers.filter(onReviewPanel).map((reviewer) => ({
    id: `reviewer-${reviewer.id}`,
    choice:
      reviewer.group_id !== null
        ? { GroupId: reviewer.group_id }
        : { ActorId: reviewer.actor_id ?? '', OrganisationId: reviewer.organisation_id ?? '' },
    label:
      reviewer.group?.name ??
      (reviewer.actor ? nameOf(reviewer.actor) || reviewer.actor.email : (reviewer.actor_id ?? '')),
    completed: signedOff(reviewer),
  }))

/** What the rows send: the chosen ones (a row left empty says nothing). */
export const choicesOf = (rows: readonly SignOffRow[]): ReviewerChoice[] =>
  rows.flatMap((row) => (row.choice ? [row.choice] : []))

const sortedKeys = (rows: readonly SignOffRow[]) => choicesOf(rows).map(reviewerChoiceKey).sort()

/** Whether the chosen reviewers differ, whatever their order. */
export const reviewersChanged = (before: readonly SignOffRow[], after: readonly SignOffRow[]) =>
  sortedKeys(before).join() !== sortedKeys(after).join()

/** `reviewers` of a create body: only when some are chosen. */
export const reviewersOfCreate = (rows: readonly SignOffRow[]) => {
  const reviewers = choicesOf(rows)
  return reviewers.length > 0 ? { reviewers } : {}
}

/** The replace operation of `/reviewers`, only when the chosen reviewers changed. */
export const reviewersChanges = (before: readonly SignOffRow[], after: readonly SignOffRow[]) =>
  reviewersChanged(before, after)
    ? [{ op: 'replace' as const, path: '/reviewers' as const, value: choicesOf(after) }]
    : []

/** The mandatory sign-off rule, checked on Save (the server checks it too). */
export const signOffProblem = (rows: readonly SignOffRow[], mandatory: boolean): string | undefined =>
  meetsMandatorySignOff(mandatory, choicesOf(rows)) ? undefined : REVIEW_MESSAGES.mandatorySignOff

/** The message of a refusal about the reviewers (a 400 with an issue on path 'reviewers'), if it is one. */
export const reviewersIssueOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('issues' in body) || !Array.isArray(body.issues)) return undefined
  const issue: unknown = body.issues.find(
    (candidate: unknown) =>
      typeof candidate === 'object' && candidate !== null && 'path' in candidate && candidate.path === 'reviewers',
  )
  return issue && typeof issue === 'object' && 'message' in issue && typeof issue.message === 'string'
    ? issue.message
    : undefined
}
