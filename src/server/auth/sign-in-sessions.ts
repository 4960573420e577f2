// Sign-in sessions (docs/sessions.md): a browser holds one in an httpOnly cookie and renews its short-lived access
// tokens from it; every access token names its session, and a token whose session has ended is refused. Ending a
// session (sign-out, a new password) reaches this process at once and every other one within LIVENESS_CACHE_MS.
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { MESSAGES } from '#domain/messages'
import type { Database, Queryable } from '../db/client.ts'
import { actors, signInSessions } from '../db/schema.ts'
import { Unauthorized } from '../http/errors.ts'
import { isSignedToken, newSignedToken, tokenHashOf } from './signed-token.ts'

export const SESSION_COOKIE = 'ir35_session'
/** How long an answer "this session is live" is trusted by a process before it asks the database again. */
const LIVENESS_CACHE_MS = 2_000
/** At most this many sessions' liveness is remembered per process: about one per person active at a time. */
const REMEMBERED = 5_000
/** An account's session lives a working day; the identity provider's own session then signs the person in again. */
export const ACCOUNT_SESSION_SECONDS = 12 * 60 * 60
/** A review link's session is short: the link itself may be opened again until the review is finished. */
export const REVIEW_LINK_SESSION_SECONDS = 60 * 60
export const SESSION_ENDED_MESSAGE = MESSAGES.sessionExpired

export type SessionKind = 'account' | 'review-link'
export type SignInSession = typeof signInSessions.$inferSelect

export type SignInSessions = {
  /** Opens a session; answers its row and the cookie value that renews it (shown once, stored only as a hash). */
  open(
    db: Queryable,
    session: {
      actorId: string
      kind: SessionKind
      lifetimeSeconds: number
      organisationId?: string | null
      engagementId?: string | null
      reviewerLinkId?: string | null
      identityTokenHash?: string | null
    },
  ): Promise<{ row: SignInSession; cookie: string }>
  /** The live session a cookie value names, or null (forged, unknown, ended or expired). */
  fromCookie(cookie: string | undefined): Promise<SignInSession | null>
  /** The session an identity token opened, live or not, or null when it opened none. */
  fromIdentityToken(identityTokenHash: string): Promise<SignInSession | null>
  /** Remembers the organisation a person now works in, so that a renewed token is for it. */
  chooseOrganisation(id: string, organisationId: string | null): Promise<void>
  /** The organisation the person's latest account session worked in, if any: where their next sign-in starts. */
  lastOrganisationOf(actorId: string): Promise<string | null>
  end(id: string): Promise<void>
  /** Ends every live session of the person with this e-mail address: a new password, say. */
  endAllOf(email: string): Promise<void>
  /** Refuses (401) a token whose session has ended or expired. */
  assertLive(id: string | undefined): Promise<void>
}

export const createSignInSessions = (db: Database, secret: string): SignInSessions => {
  const live = new Map<string, { until: number; expiresAt: number }>()
  const forget = (id: string) => live.delete(id)

  const isLive = async (id: string) => {
    const now = Date.now()
    const known = live.get(id)
    if (known && known.until > now && known.expiresAt > now) return true
    const [row] = await db
      .select({ expiresAt: signInSessions.expiresAt })
      .from(signInSessions)
      .where(and(eq(signInSessions.id, id), isNull(signInSessions.endedAt), gt(signInSessions.expiresAt, sql`now()`)))
    if (!row) {
      forget(id)
      return false
    }
    if (live.size >= REMEMBERED) live.delete(live.keys().next().value!)
    live.set(id, { until: now + LIVENESS_CACHE_MS, expiresAt: row.expiresAt.getTime() })
    return true
  }

  return {
    open: async (tx, session) => {
      const cookie = newSignedToken(secret)
      const [row] = await tx
        .insert(signInSessions)
        .values({
          secretHash: tokenHashOf(cookie),
          actorId: session.actorId,
          kind: session.kind,
          organisationId: session.organisationId ?? null,
          engagementId: session.engagementId ?? null,
          reviewerLinkId: session.reviewerLinkId ?? null,
          identityTokenHash: session.identityTokenHash ?? null,
          expiresAt: sql`now() + make_interval(secs => ${session.lifetimeSeconds})`,
        })
        .returning()
      return { row: row!, cookie }
    },
    fromCookie: async (cookie) => {
      if (!cookie || !isSignedToken(secret, cookie)) return null
      const [row] = await db
        .select()
        .from(signInSessions)
        .where(
          and(
            eq(signInSessions.secretHash, tokenHashOf(cookie)),
            isNull(signInSessions.endedAt),
            gt(signInSessions.expiresAt, sql`now()`),
          ),
        )
      return row ?? null
    },
    fromIdentityToken: async (identityTokenHash) => {
      const [row] = await db
        .select()
        .from(signInSessions)
        .where(eq(signInSessions.identityTokenHash, identityTokenHash))
      return row ?? null
    },
    chooseOrganisation: async (id, organisationId) => {
      await db.update(signInSessions).set({ organisationId }).where(eq(signInSessions.id, id))
    },
    lastOrganisationOf: async (actorId) => {
      const [row] = await db
        .select({ organisationId: signInSessions.organisationId })
        .from(signInSessions)
        .where(
          and(
            eq(signInSessions.actorId, actorId),
            eq(signInSessions.kind, 'account'),
            isNotNull(signInSessions.organisationId),
          ),
        )
        .orderBy(desc(signInSessions.createdAt))
        .limit(1)
      return row?.organisationId ?? null
    },
    end: async (id) => {
      forget(id)
      await db
        .update(signInSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(signInSessions.id, id), isNull(signInSessions.endedAt)))
    },
    endAllOf: async (email) => {
      const ended = await db
        .update(signInSessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            sql`${signInSessions.actorId} in (select ${actors.id} from ${actors} where lower(${actors.email}) = ${email.toLowerCase()})`,
            isNull(signInSessions.endedAt),
          ),
        )
        .returning({ id: signInSessions.id })
      for (const { id } of ended) forget(id)
    },
    assertLive: async (id) => {
      if (!id || !(await isLive(id))) throw Unauthorized(SESSION_ENDED_MESSAGE)
    },
  }
}
