// What the comment panels show beside the comment schemas (comments.ts): the bounds and messages, the kinds of
// remark, the count of open threads the finalise prompt reads, and a remark's author. Plain values only, so the
// panels do not load the schemas with their code (docs/first-load.md).
import type { CommentThread, Remark } from './comments.ts'

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

/**
 * What a remark did to its thread: a reply leaves it as it was; resolve and reopen change it, and their text is
 * optional because the change itself is what the others need to see.
 */
export const REMARK_KINDS = ['reply', 'resolve', 'reopen'] as const
export type RemarkKind = (typeof REMARK_KINDS)[number]

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
