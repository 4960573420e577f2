// Comment threads on the questions of an assessment (rules records.comment, comments.threads,
// comments.rules, api.comments): the wire shapes, the spec's messages and the count the sign-off's
// finalise prompt reads, shared by the questionnaire's panel and the server.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { COMMENT_MESSAGES, REMARK_KINDS, REMARK_MAX, REMARK_MIN } from './comment-values.ts'

// What the comment panels show (messages, counts, a remark's author) lives in comment-values.ts, so they do not load
// these schemas with their code; the server and the tests may import it here too.
export {
  COMMENT_MESSAGES,
  REMARK_KINDS,
  REMARK_MAX,
  REMARK_MIN,
  type RemarkKind,
  remarkAuthor,
  remarkKindFor,
  unresolvedCommentCount,
  unresolvedCommentsWarning,
} from './comment-values.ts'

/** A comment or a reply: trimmed, then 2 to 250 characters. */
export const RemarkText = Schema.Trim.pipe(
  Schema.check(
    Schema.isMinLength(REMARK_MIN, { message: COMMENT_MESSAGES.remarkLength }),
    Schema.isMaxLength(REMARK_MAX, { message: COMMENT_MESSAGES.remarkLength }),
  ),
)

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
