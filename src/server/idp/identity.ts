// What the rest of the server needs from an identity provider, embedded or external.
import type { Hono } from 'hono'

/** A user as FusionAuth's API describes one (the fields this product reads). */
export type IdentityUser = { id: string; email: string; verified: boolean; firstName?: string; lastName?: string }

/** The FusionAuth-shaped identity calls (rule api.identity) that the browser reaches through our /api. */
export type IdentityApi = {
  /** GET user?email= : the user, or null for a 404. */
  findUserByEmail(email: string): Promise<IdentityUser | null>
  /** POST user/registration with sendSetPasswordEmail: creates the user and mails a set-password link. */
  register(input: { email: string; applicationId: string }): Promise<{ user: IdentityUser; changePasswordId: string }>
  /** POST user/forgot-password: mails a (re)set-password link. */
  forgotPassword(input: { loginId: string; applicationId: string }): Promise<{ changePasswordId: string } | null>
  /** Deletes the account when it was never verified (no password chosen); true when one was deleted. */
  deleteUnverifiedUser(email: string): Promise<boolean>
}

/** Who an identity token speaks for, and when it was issued (seconds since the epoch). */
export type VerifiedIdentity = { subject: string; email: string; issuedAt: number }

export type IdentityProvider = {
  /** The issuer the browser signs in with. */
  readonly issuer: string
  /** Routes mounted at /idp (embedded provider only). */
  readonly routes: Hono | null
  /** Verifies an identity token (id_token) issued to our client. Throws Unauthorized when it is not valid. */
  verifyIdentityToken(token: string): Promise<VerifiedIdentity>
  readonly api: IdentityApi
  close(): Promise<void>
}
