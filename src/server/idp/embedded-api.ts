// The identity calls of the embedded provider (lookup, registration, forgot password, login), in-process.
// Used directly by the server (IdentityApi) and over HTTP by the FusionAuth-compatible /idp/api routes.

import { and, eq, isNull, sql } from 'drizzle-orm'
import { MESSAGES } from '#domain/messages'
import type { Config } from '../config.ts'
import type { Database, Queryable } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { idpAccounts } from '../db/schema.ts'
import { Conflict } from '../http/errors.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { type Account, createAccount, findAccountByEmail, startPasswordChange, verifyCredentials } from './accounts.ts'
import type { IdentityApi, IdentityUser } from './identity.ts'
import { escapeHtml, PRODUCT_NAME } from './pages.ts'
import { PASSWORD_MAX_LENGTH } from './validation.ts'

export const ACCOUNT_EXISTS_MESSAGE = MESSAGES.accountExists

export type EmbeddedIdentityApi = IdentityApi & {
  /** Checks e-mail and password (FusionAuth's POST /api/login): the account, or null. */
  login(input: { loginId: string; password: string }): Promise<Account | null>
}

export const toIdentityUser = (account: Account): IdentityUser => ({
  id: account.id,
  email: account.email,
  verified: account.verified,
  ...(account.firstName ? { firstName: account.firstName } : {}),
  ...(account.lastName ? { lastName: account.lastName } : {}),
})

type MailKind = 'set-password' | 'reset-password'

/** Where the embedded provider lets a person choose a password with a changePasswordId. */
export const setPasswordLink = (config: Config, changePasswordId: string) =>
  `${config.publicUrl}/idp/password/${encodeURIComponent(changePasswordId)}`

const passwordMail = (config: Config, to: string, changePasswordId: string, kind: MailKind) => {
  const link = setPasswordLink(config, changePasswordId)
  const subject = kind === 'set-password' ? `Set your ${PRODUCT_NAME} password` : `Reset your ${PRODUCT_NAME} password`
  const intro =
    kind === 'set-password'
      ? `An account has been created for you on ${PRODUCT_NAME}. Choose a password to sign in:`
      : `We received a request to set a new password for your ${PRODUCT_NAME} account. Choose a new password here:`
  const outro =
    'The link works for 24 hours and can be used once. If you did not expect this email, you can ignore it; your account stays as it is.'
  const text = `Hello,\n\n${intro}\n\n${link}\n\n${outro}\n\n${PRODUCT_NAME}`
  const html = `<!DOCTYPE html><html lang="en-GB"><body style="font-family:system-ui,Arial,sans-serif;color:#1b2333;line-height:1.5">
<p>Hello,</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${
    kind === 'set-password' ? 'Set your password' : 'Set a new password'
  }</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(outro)}</p><p>${PRODUCT_NAME}</p></body></html>`
  return { to, subject, text, html }
}

export const createEmbeddedIdentityApi = (deps: { config: Config; db: Database }): EmbeddedIdentityApi => {
  const { config, db } = deps

  const sendPasswordLink = async (tx: Queryable, account: Account, kind: MailKind) => {
    const changePasswordId = await startPasswordChange(tx, account.id)
    await enqueueMail(tx, config, passwordMail(config, account.email, changePasswordId, kind))
    return changePasswordId
  }

  return {
    async findUserByEmail(email) {
      const account = await findAccountByEmail(db, email)
      return account ? toIdentityUser(account) : null
    },

    async register({ email }) {
      try {
        return await db.transaction(async (tx) => {
          if (await findAccountByEmail(tx, email)) throw Conflict(ACCOUNT_EXISTS_MESSAGE)
          const account = await createAccount(tx, { email, verified: false })
          const changePasswordId = await sendPasswordLink(tx, account, 'set-password')
          return { user: toIdentityUser(account), changePasswordId }
        })
      } catch (error) {
        // Two registrations of one e-mail at once: the unique index decides.
        if (isUniqueViolation(error)) throw Conflict(ACCOUNT_EXISTS_MESSAGE)
        throw error
      }
    },

    async forgotPassword({ loginId }) {
      return db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, loginId)
        if (!account) return null
        // An account that never chose a password gets the invitation again.
        const kind = account.passwordHash ? 'reset-password' : 'set-password'
        return { changePasswordId: await sendPasswordLink(tx, account, kind) }
      })
    },

    async deleteUnverifiedUser(email) {
      const deleted = await db
        .delete(idpAccounts)
        .where(
          and(
            sql`lower(${idpAccounts.email}) = ${email.trim().toLowerCase()}`,
            eq(idpAccounts.verified, false),
            isNull(idpAccounts.passwordHash),
          ),
        )
        .returning({ id: idpAccounts.id })
      return deleted.length > 0
    },

    // An over-long password cannot be right and would only cost argon2 work.
    login: async ({ loginId, password }) =>
      password.length > PASSWORD_MAX_LENGTH ? null : verifyCredentials(db, loginId, password),
  }
}
