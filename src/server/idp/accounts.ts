// Local accounts of the embedded identity provider (argon2 hashes).
import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Queryable } from '../db/client.ts'
import { idpAccounts } from '../db/schema.ts'

export type Account = typeof idpAccounts.$inferSelect

export const hashPassword = (password: string) => hash(password)

export const findAccountByEmail = async (db: Queryable, email: string): Promise<Account | undefined> => {
  const rows = await db
    .select()
    .from(idpAccounts)
    .where(sql`lower(${idpAccounts.email}) = ${email.trim().toLowerCase()}`)
  return rows[0]
}

export const findAccountById = async (db: Queryable, id: string): Promise<Account | undefined> => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const rows = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id))
  return rows[0]
}

export const createAccount = async (
  db: Queryable,
  input: { email: string; password?: string; verified: boolean; firstName?: string; lastName?: string },
): Promise<Account> => {
  const rows = await db
    .insert(idpAccounts)
    .values({
      email: input.email.trim(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      verified: input.verified,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    })
    .returning()
  return rows[0]!
}

/** Checks e-mail and password; the same answer for an unknown e-mail and a wrong password. */
export const authenticate = async (db: Queryable, email: string, password: string): Promise<Account | null> => {
  const account = await findAccountByEmail(db, email)
  if (!account?.passwordHash) return null
  const ok = await verify(account.passwordHash, password).catch(() => false)
  return ok ? account : null
}

// ---- Added for the embedded identity provider's pages and API ----

/** A hash of a random password, checked when the e-mail is unknown so both answers take as long. */
let decoyHash: Promise<string> | null = null
const decoy = () => {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'))
  return decoyHash
}

/** Like authenticate, but an unknown e-mail costs the same argon2 work as a wrong password (no timing oracle). */
export const verifyCredentials = async (db: Queryable, email: string, password: string): Promise<Account | null> => {
  const account = await findAccountByEmail(db, email)
  const stored = account?.passwordHash ?? (await decoy())
  const ok = await verify(stored, password).catch(() => false)
  return ok && account?.passwordHash ? account : null
}

/** How long a set-password link works. */
export const CHANGE_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000

/** Gives the account a new single-use changePasswordId (valid 24 h), replacing any earlier one. */
export const startPasswordChange = async (db: Queryable, accountId: string): Promise<string> => {
  const changePasswordId = randomBytes(32).toString('base64url')
  await db
    .update(idpAccounts)
    .set({ changePasswordId, changePasswordExpiresAt: new Date(Date.now() + CHANGE_PASSWORD_TTL_MS) })
    .where(eq(idpAccounts.id, accountId))
  return changePasswordId
}

const CHANGE_PASSWORD_ID = /^[A-Za-z0-9_-]{20,100}$/

/** The account a changePasswordId belongs to, while the link is still valid. */
export const findAccountByChangePasswordId = async (
  db: Queryable,
  changePasswordId: string,
): Promise<Account | undefined> => {
  if (!CHANGE_PASSWORD_ID.test(changePasswordId)) return undefined
  const rows = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.changePasswordId, changePasswordId), gt(idpAccounts.changePasswordExpiresAt, sql`now()`)))
  return rows[0]
}

/**
 * Sets the password through a changePasswordId: stores the argon2 hash, marks the account verified and clears
 * the id, in one statement, so a link works once even when two requests race. Null when the link is not valid.
 */
export const completePasswordChange = async (
  db: Queryable,
  changePasswordId: string,
  password: string,
): Promise<Account | null> => {
  if (!CHANGE_PASSWORD_ID.test(changePasswordId)) return null
  const passwordHash = await hashPassword(password)
  const rows = await db
    .update(idpAccounts)
    .set({ passwordHash, verified: true, changePasswordId: null, changePasswordExpiresAt: null })
    .where(and(eq(idpAccounts.changePasswordId, changePasswordId), gt(idpAccounts.changePasswordExpiresAt, sql`now()`)))
    .returning()
  return rows[0] ?? null
}
