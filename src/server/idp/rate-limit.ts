// Fixed-window rate limits kept in the rate_limits table, so every server process shares the count, and the
// growing wait between one account's sign-in attempts from one client address (docs/identity.md).
// Keys hold a hash of the client address or e-mail, never the value itself.
import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
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

/**
 * Failed sign-ins from one client address, whatever the account (login page and /idp/api/login): caps credential
 * stuffing across many accounts. Only failures count, so people who sign in often are not slowed. There is no
 * cap per account: it would let anyone lock an account's owner out; one account's attempts are slowed per client
 * address instead (signInWaitSeconds).
 */
export const LOGIN_FAILURE_LIMITS = {
  perIp: { name: 'login-fail-ip', max: 30, windowSeconds: 10 * 60 },
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

// ---- One account from one client address: a growing wait instead of a lock ----

/** Failures of one account from one client address that cost no wait. */
export const SIGN_IN_FREE_FAILURES = 5
/** The longest wait between two attempts. */
export const SIGN_IN_MAX_WAIT_SECONDS = 5 * 60
/** A pair's failures are forgotten this long after its last attempt (far longer than the longest wait). */
const SIGN_IN_FORGET_SECONDS = 60 * 60

/**
 * How long one account's next sign-in attempt from one client address must wait after `failures` failed ones:
 * nothing for the first five, then 1 s, 2 s, 4 s ... doubling up to five minutes.
 */
export const signInWaitSeconds = (failures: number): number =>
  failures < SIGN_IN_FREE_FAILURES
    ? 0
    : Math.min(SIGN_IN_MAX_WAIT_SECONDS, 2 ** Math.min(failures - SIGN_IN_FREE_FAILURES, 30))

/** The schedule as a table by failure count, its last entry standing for every count beyond it. */
const WAIT_TABLE = (() => {
  const waits: number[] = []
  for (let failures = 0; waits.at(-1) !== SIGN_IN_MAX_WAIT_SECONDS; failures++) waits.push(signInWaitSeconds(failures))
  return waits
})()

const pairKey = (email: string, address: string) =>
  keyFor({ name: 'login-pair', max: 0, windowSeconds: 0 }, `${email.trim().toLowerCase()}\n${address}`)

export type SignInAttempt = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }

/**
 * Claims one sign-in attempt of this account from this client address, counted as a failure until
 * signInSucceeded clears it: refused, without the password being checked, while the wait its failures earned
 * has not passed. Claiming and counting are one upsert, so parallel attempts cannot share one free slot.
 */
export const claimSignInAttempt = async (db: Database, email: string, address: string): Promise<SignInAttempt> => {
  const key = pairKey(email, address)
  const forgotten = sql`${rateLimits.windowStart} <= now() - (${SIGN_IN_FORGET_SECONDS}::int * interval '1 second')`
  const waitOver = sql`${rateLimits.windowStart} <= now() - ((${`{${WAIT_TABLE.join(',')}}`}::int[])[least(${rateLimits.count}, ${WAIT_TABLE.length - 1}) + 1] * interval '1 second')`
  const claimed = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`now()`,
      },
      setWhere: sql`${forgotten} or ${waitOver}`,
    })
    .returning({ count: rateLimits.count })
  if (claimed.length > 0) return { allowed: true }
  const rows = await db
    .select({
      count: rateLimits.count,
      elapsed: sql<number>`extract(epoch from (now() - ${rateLimits.windowStart}))::float8`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
  const row = rows[0]
  const remaining = row ? signInWaitSeconds(row.count) - Number(row.elapsed) : 0
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remaining)) }
}

export type SignInGate =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number; readonly by: 'address' | 'account' }

/**
 * Before a password is checked: refused while the client address has failed too often across all accounts, or
 * while this account's wait from this address runs; otherwise the attempt is claimed (claimSignInAttempt).
 */
export const beginSignInAttempt = async (db: Database, email: string, address: string): Promise<SignInGate> => {
  const perAddress = await peekRateLimit(db, LOGIN_FAILURE_LIMITS.perIp, address)
  if (!perAddress.allowed) return { allowed: false, retryAfterSeconds: perAddress.retryAfterSeconds, by: 'address' }
  const attempt = await claimSignInAttempt(db, email, address)
  return attempt.allowed ? attempt : { ...attempt, by: 'account' }
}

/** A wrong password or an unknown account: counted against the client address (the pair's claim already counts). */
export const signInFailed = async (db: Database, address: string) => {
  await hitRateLimit(db, LOGIN_FAILURE_LIMITS.perIp, address)
}

/** The right password: this account's failures from this address are forgotten. */
export const signInSucceeded = async (db: Database, email: string, address: string) => {
  await db.delete(rateLimits).where(eq(rateLimits.key, pairKey(email, address)))
}

// ---- The client's address ----

/** An address as the socket or a proxy writes it, in one form (IPv4-mapped IPv6 as IPv4). */
export const normaliseAddress = (address: string) => {
  const trimmed = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed)
  return mapped ? mapped[1]! : trimmed
}

/**
 * The client's address: the socket's peer, unless that peer is one of the configured proxies; then the right-most
 * address in X-Forwarded-For that is not a configured proxy (each proxy appends the address it was reached from,
 * so everything left of that was written by the client and proves nothing). With no proxies configured the header
 * is ignored, and a client talking to us directly cannot choose its address.
 */
export const clientAddressOf = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string => {
  const direct = peer ? normaliseAddress(peer) : 'unknown'
  const trusted = new Set(trustedProxies.map(normaliseAddress))
  if (!forwardedFor || !trusted.has(direct)) return direct
  const hops = forwardedFor.split(',').map(normaliseAddress).reverse()
  for (const hop of hops) {
    if (isIP(hop) === 0) return direct // not written by a proxy of ours: believe none of it
    if (!trusted.has(hop)) return hop
  }
  return hops.at(-1) ?? direct
}

export const clientAddress = (c: Context, trustedProxies: readonly string[]): string => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return clientAddressOf(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), trustedProxies)
}
