// Comment threads of an assessment and their remarks, with the names they show read from actors and
// organisations at query time.
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { CommentThread, RemarkKind } from '#domain/comments'
import type { Queryable } from '../../db/client.ts'
import { actors, comments, organisations, remarks } from '../../db/schema.ts'

export type CommentRow = typeof comments.$inferSelect

export const insertComment = async (db: Queryable, comment: typeof comments.$inferInsert) =>
  (await db.insert(comments).values(comment).returning({ id: comments.id }))[0]!

export const insertRemark = (db: Queryable, remark: typeof remarks.$inferInsert) => db.insert(remarks).values(remark)

/** The thread under a row lock, so two remarks on it (a resolve and a reopen) happen one after the other. */
export const lockComment = async (db: Queryable, commentId: string): Promise<CommentRow | undefined> =>
  (await db.select().from(comments).where(eq(comments.id, commentId)).for('update'))[0]

export const setCommentResolved = (db: Queryable, commentId: string, resolved: boolean) =>
  db.update(comments).set({ resolved }).where(eq(comments.id, commentId))

/** The threads of an assessment (of one question, or one thread, when given), oldest first, remarks likewise. */
export const threadsOf = async (
  db: Queryable,
  assessmentId: string,
  only: { questionId?: string; commentId?: string } = {},
): Promise<CommentThread[]> => {
  const where: SQL[] = [eq(comments.assessmentId, assessmentId)]
  if (only.questionId !== undefined) where.push(eq(comments.questionId, only.questionId))
  if (only.commentId !== undefined) where.push(eq(comments.id, only.commentId))
  const rows = await db
    .select({
      comment: comments,
      remark: remarks,
      firstName: actors.firstName,
      lastName: actors.lastName,
      organisation: organisations.name,
    })
    .from(comments)
    .innerJoin(remarks, eq(remarks.commentId, comments.id))
    .leftJoin(actors, eq(actors.id, remarks.actorId))
    .leftJoin(organisations, eq(organisations.id, remarks.organisationId))
    .where(and(...where))
    .orderBy(asc(comments.createdAt), asc(comments.id), asc(remarks.createdAt), asc(remarks.id))
  const threads = new Map<string, CommentThread & { remarks: CommentThread['remarks'][number][] }>()
  for (const { comment, remark, firstName, lastName, organisation } of rows) {
    const thread = threads.get(comment.id) ?? {
      id: comment.id,
      question_id: comment.questionId,
      resolved: comment.resolved,
      remarks: [],
    }
    thread.remarks.push({
      id: remark.id,
      first_name: firstName,
      last_name: lastName,
      organisation_name: organisation,
      created: remark.createdAt.toISOString(),
      text: remark.text,
      resolved: changesThread(remark.kind),
      kind: remark.kind,
    })
    threads.set(comment.id, thread)
  }
  return [...threads.values()]
}

/** The wire's remark `resolved`: the remark resolved or reopened its thread. */
const changesThread = (kind: RemarkKind) => kind !== 'reply'
