// Comment threads on the questions of an assessment (rules records.comment, comments.threads,
// comments.rules, api.comments): the wire shapes, the spec's messages and the count the sign-off's
// finalise prompt reads, shared by the questionnaire's panel and the server.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'

export const REMARK_MIN = 2
export const REMARK_MAX = 250

export const COMMENT_MESSAGES = {
  remarkLength: `Please enter a response that is between ${REMARK_MIN} and ${REMARK_MAX} characters.`,
  organisationUsersOnly: 'Comments are written by the organisation users of the engagement.',
  alreadyResolved: 'This comment is already resolved.',
  commentsEmpty: 'No comments yet.',
  finaliseConfirm: 'Are you sure you wish to finalise?',
} as const

/** The sign-off's finalise prompt when threads are still open (rule signoff.review). */
export const unresolvedCommentsWarning = (count: number) =>
  `There are ${count} unresolved comments - do you wish to continue?`

/** A comment or a reply: trimmed, then 2 to 250 characters. */
export const RemarkText = Schema.Trim.pipe(
  Schema.check(
    Schema.isMinLength(REMARK_MIN, { message: COMMENT_MESSAGES.remarkLength }),
    Schema.isMaxLength(REMARK_MAX, { message: COMMENT_MESSAGES.remarkLength }),
  ),
)

/**
 * What a remark did to its thread: a reply leaves it as it was; resolve and reopen change it, and their text is
 * optional because the change itself is what the others need to see.
 */
export const REMARK_KINDS = ['reply', 'resolve', 'reopen'] as const
export type RemarkKind = (typeof REMARK_KINDS)[number]

/** POST /api/assessments/assessments/{id}/comments: the thread opens with its first remark. */
export const CreateComment = Schema.Struct({
  question_id: Schema.String.pipe(Schema.check(Schema.isNonEmpty({ message: 'question_id is required.' }))),
  remark: RemarkText,
  resolved: Schema.optional(Schema.Boolean),
  organisation_id: Schema.optional(Schema.NullOr(Uuid)),
  contractor_id: Schema.optional(Schema.NullOr(Uuid)),
})
export type CreateComment = typeof CreateComment.Type

/**
 * POST .../comments/{commentId}/remarks: resolved true resolves an open thread; resolved false replies to an
 * open one or reopens a resolved one. Only a reply must say something.
 */
export const AddRemark = Schema.Struct({
  remark: Schema.optional(Schema.NullOr(RemarkText)),
  resolved: Schema.Boolean,
  organisation_id: Schema.optional(Schema.NullOr(Uuid)),
  contractor_id: Schema.optional(Schema.NullOr(Uuid)),
})
export type AddRemark = typeof AddRemark.Type

export const Remark = Schema.Struct({
  id: Schema.String,
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  organisation_name: Schema.NullOr(Schema.String),
  /** ISO 8601 instant. */
  created: Schema.String,
  text: Schema.NullOr(Schema.String),
  /** True when this remark resolved or reopened the thread; kind says which. */
  resolved: Schema.Boolean,
  kind: Schema.Literals(REMARK_KINDS),
})
export type Remark = typeof Remark.Type

/** One thread of GET .../comments, its remarks oldest first. */
export const CommentThread = Schema.Struct({
  id: Schema.String,
  question_id: Schema.String,
  resolved: Schema.Boolean,
  remarks: Schema.Array(Remark),
})
export type CommentThread = typeof CommentThread.Type

/** The kind of remark a request makes on a thread in this state; null when it would resolve a resolved one. */
export const remarkKindFor = (threadResolved: boolean, resolves: boolean): RemarkKind | null => {
  if (threadResolved) return resolves ? null : 'reopen'
  return resolves ? 'resolve' : 'reply'
}

export const unresolvedCommentCount = (threads: readonly Pick<CommentThread, 'resolved'>[]) =>
  threads.filter((thread) => !thread.resolved).length

/** The name a remark shows; a person erased since shows as a former user. */
export const remarkAuthor = (remark: Pick<Remark, 'first_name' | 'last_name'>) =>
  [remark.first_name, remark.last_name].filter(Boolean).join(' ') || 'Former user'
