// Fixed-window rate limits kept in the rate_limits table, so every server process shares the count.
// Keys hold a hash of the client address or e-mail, never the value itself.
import { createHash } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'

export type RateLimit = {
  /** Part of the key: which bucket family (e.g. 'identity-ip'). */
  readonly name: string
  /** How many hits a window allows. */
  readonly max: number
  readonly windowSeconds: number
}

export type RateLimitResult = { readonly allowed: boolean; readonly retryAfterSeconds: number }

/** The public identity calls of /api/identity (lookup, registration, forgot password). */
export const IDENTITY_LIMITS = {
  perIp: { name: 'identity-ip', max: 10, windowSeconds: 60 },
  perEmail: { name: 'identity-email', max: 5, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/** Failed sign-ins (login page and /idp/api/login): only failures count, so people who sign in often are not slowed. */
export const LOGIN_FAILURE_LIMITS = {
  perIp: { name: 'login-fail-ip', max: 30, windowSeconds: 10 * 60 },
  perEmail: { name: 'login-fail-email', max: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/** Set-password e-mails asked for on the forgotten-password page. */
export const FORGOT_PAGE_LIMITS = {
  perIp: { name: 'forgot-page-ip', max: 10, windowSeconds: 10 * 60 },
  perEmail: { name: 'forgot-page-email', max: 3, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

const keyFor = (limit: RateLimit, value: string) =>
  `${limit.name}:${createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32)}`

const windowStartBefore = (seconds: number) => sql`(now() - (${seconds}::int * interval '1 second'))`

const retryAfter = (windowStart: Date, limit: RateLimit) =>
  Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000))

/** Counts one hit and tells whether it is within the limit. Atomic: one upsert, safe across processes. */
export const hitRateLimit = async (db: Database, limit: RateLimit, value: string): Promise<RateLimitResult> => {
  const expired = sql`${rateLimits.windowStart} <= ${windowStartBefore(limit.windowSeconds)}`
  const rows = await db
    .insert(rateLimits)
    .values({ key: keyFor(limit, value), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
  const row = rows[0]!
  if (Math.random() < 0.01) await pruneRateLimits(db)
  return { allowed: row.count <= limit.max, retryAfterSeconds: retryAfter(row.windowStart, limit) }
}

/** Tells whether the limit is already reached, without counting a hit. */
export const peekRateLimit = async (db: Database, limit: RateLimit, value: string): Promise<RateLimitResult> => {
  const rows = await db
    .select({
      count: rateLimits.count,
      windowStart: rateLimits.windowStart,
      current: sql<boolean>`${rateLimits.windowStart} > ${windowStartBefore(limit.windowSeconds)}`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, keyFor(limit, value)))
  const row = rows[0]
  if (!row?.current) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: row.count < limit.max, retryAfterSeconds: retryAfter(row.windowStart, limit) }
}

/** Forgets buckets whose window ended long ago (the longest window here is 10 minutes). */
export const pruneRateLimits = (db: Database) =>
  db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))

const isTrustedProxy = (address: string) =>
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|::ffff:(127|10|192\.168)\.)/i.test(address)

/**
 * The client's address: the socket's peer, or — when that peer is a proxy on loopback or a private network —
 * the last address that proxy appended to X-Forwarded-For. A client talking to us directly cannot choose its
 * address by sending the header.
 */
export const clientAddress = (c: Context): string => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const peer = env?.incoming?.socket?.remoteAddress ?? 'unknown'
  const forwarded = c.req.header('x-forwarded-for')
  if (forwarded && isTrustedProxy(peer)) {
    const last = forwarded.split(',').at(-1)?.trim()
    if (last) return last
  }
  return peer
}
