// The application access token (docs/sessions.md): who the person is, in which organisation, with which roles. An
// identity token opens a sign-in session once; the session then renews short-lived tokens until it ends.
import { sql } from 'drizzle-orm'
import { isContractorUserType, permissionsFor, ROLE } from '#domain/roles'
import { type AccessTokenClaims, ORGANISATION_USER_TYPE } from '#domain/session'
import type { AccessTokens } from '../../auth/access-token.ts'
import {
  ACCOUNT_SESSION_SECONDS,
  SESSION_ENDED_MESSAGE,
  type SignInSession,
  type SignInSessions,
} from '../../auth/sign-in-sessions.ts'
import { tokenHashOf } from '../../auth/signed-token.ts'
import type { Database } from '../../db/client.ts'
import { actors } from '../../db/schema.ts'
import { Forbidden, Unauthorized } from '../../http/errors.ts'
import type { VerifiedIdentity } from '../../idp/identity.ts'
import { ancestorsOf, membershipsOf, rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { reviewLinkClaims } from './reviewer-token.service.ts'

/** How old an identity token may be to open a session: it is exchanged the moment the browser has it. */
export const IDENTITY_TOKEN_FRESH_SECONDS = 10 * 60

const NO_ACCOUNT = 'There is no portal account for this sign-in. Ask your organisation for an invitation.'

type Actor = typeof actors.$inferSelect

const findActorByEmail = async (db: Database, email: string) => {
  const rows = await db.select().from(actors).where(sql`lower(${actors.email}) = ${email.toLowerCase()}`)
  return rows[0]
}

const findActorById = async (db: Database, id: string) => {
  const rows = await db.select().from(actors).where(sql`${actors.id} = ${id}`)
  return rows[0]
}

/** The claims of a person's account in an organisation, or (null) in none yet. */
const accountClaims = async (db: Database, actor: Actor, organisationId: string | null): Promise<AccessTokenClaims> => {
  const memberships = await membershipsOf(db, actor.id)
  const allRoles = [...new Set(memberships.map((m) => m.role_name))].sort()
  const base = { actorId: actor.id, unique_name: actor.email, contractorId: actor.contractorId }

  if (isContractorUserType(allRoles)) {
    if (organisationId !== null)
      throw Forbidden('Contractors do not work within an organisation; send organisation_id null.')
    return {
      ...base,
      organisationId: null,
      topLevelOrganisationId: null,
      roles: allRoles,
      permissions: [],
      role: allRoles.includes(ROLE.contractorType1) ? ROLE.contractorType1 : ROLE.contractor,
    }
  }

  if (organisationId === null) {
    // First sign-in: the person's roles, no organisation selected yet (the browser asks which one).
    const firstOrganisation = memberships.find((m) => m.organisation_id)?.organisation_id
    const topLevel = firstOrganisation ? (await ancestorsOf(db, firstOrganisation)).at(-1)?.id : null
    return {
      ...base,
      organisationId: null,
      topLevelOrganisationId: topLevel ?? null,
      roles: allRoles,
      permissions: [],
      role: ORGANISATION_USER_TYPE,
    }
  }

  const reach = await rolesForOrganisation(db, actor.id, organisationId)
  if (reach.roles.length === 0) throw Forbidden('You do not belong to this organisation.')
  return {
    ...base,
    organisationId,
    topLevelOrganisationId: reach.topLevelOrganisationId,
    roles: reach.roles,
    permissions: permissionsFor(reach.roles),
    role: ORGANISATION_USER_TYPE,
  }
}

/**
 * A new sign-in that names no organisation starts where the person's last session worked, while it is still in
 * their reach and they work in organisations at all (docs/navigation.md, "Choosing the organisation").
 */
const lastOrganisationInReach = async (db: Database, sessions: SignInSessions, actor: Actor) => {
  const last = await sessions.lastOrganisationOf(actor.id)
  if (last === null) return null
  const memberships = await membershipsOf(db, actor.id)
  if (isContractorUserType([...new Set(memberships.map((m) => m.role_name))])) return null
  return (await rolesForOrganisation(db, actor.id, last)).roles.length > 0 ? last : null
}

type Deps = { readonly db: Database; readonly tokens: AccessTokens; readonly sessions: SignInSessions }

/** A token for the session, in the organisation asked for (undefined: the one the session works in now). */
const tokenForSession = async (deps: Deps, session: SignInSession, organisationId: string | null | undefined) => {
  const { db, tokens, sessions } = deps
  const claims =
    session.kind === 'review-link'
      ? await reviewLinkClaims(db, session, organisationId)
      : await (async () => {
          const actor = await findActorById(db, session.actorId)
          if (!actor) throw Unauthorized(SESSION_ENDED_MESSAGE)
          return accountClaims(db, actor, organisationId === undefined ? session.organisationId : organisationId)
        })()
  if (session.kind === 'account' && claims.organisationId !== session.organisationId)
    await sessions.chooseOrganisation(session.id, claims.organisationId)
  return { accessToken: await tokens.sign(claims, session.id), expiresIn: tokens.ttlSeconds }
}

/**
 * POST /api/identity/identity/token: the identity token opens a sign-in session (answered with the cookie that
 * renews it), or, exchanged again while that session lives, gives a token for another organisation in it. An
 * identity token whose session has ended (signed out, a new password) buys nothing.
 */
export const exchangeIdentityToken = async (
  deps: Deps,
  options: { identity: VerifiedIdentity; identityToken: string; organisationId: string | null },
): Promise<{ accessToken: string; expiresIn: number; cookie?: string }> => {
  const { db, sessions } = deps
  const identityTokenHash = tokenHashOf(options.identityToken)
  const opened = await sessions.fromIdentityToken(identityTokenHash)
  if (opened) {
    if (opened.endedAt || opened.expiresAt.getTime() <= Date.now()) throw Unauthorized(SESSION_ENDED_MESSAGE)
    return tokenForSession(deps, opened, options.organisationId)
  }
  if (options.identity.issuedAt * 1000 < Date.now() - IDENTITY_TOKEN_FRESH_SECONDS * 1000)
    throw Unauthorized(SESSION_ENDED_MESSAGE)
  const actor = await findActorByEmail(db, options.identity.email)
  if (!actor) throw Unauthorized(NO_ACCOUNT)
  // The claims first: a refused organisation opens no session.
  const claims = await accountClaims(
    db,
    actor,
    options.organisationId ?? (await lastOrganisationInReach(db, deps.sessions, actor)),
  )
  const { row, cookie } = await sessions.open(db, {
    actorId: actor.id,
    kind: 'account',
    lifetimeSeconds: ACCOUNT_SESSION_SECONDS,
    organisationId: claims.organisationId,
    identityTokenHash,
  })
  return { accessToken: await deps.tokens.sign(claims, row.id), expiresIn: deps.tokens.ttlSeconds, cookie }
}

/** POST /api/identity/session/token: the session cookie renews the access token, or switches organisation. */
export const renewAccessToken = async (
  deps: Deps,
  options: { cookie: string | undefined; organisationId: string | null | undefined },
) => {
  const session = await deps.sessions.fromCookie(options.cookie)
  if (!session) throw Unauthorized(SESSION_ENDED_MESSAGE)
  return tokenForSession(deps, session, options.organisationId)
}
