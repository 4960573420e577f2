// The identity-token exchange (spec part 1 §4, §7): who the person is, in which organisation, with which roles.
import { sql } from 'drizzle-orm'
import { isContractorUserType, permissionsFor, ROLE } from '#domain/roles'
import { type AccessTokenClaims, ORGANISATION_USER_TYPE } from '#domain/session'
import type { AccessTokens } from '../../auth/access-token.ts'
import type { Database } from '../../db/client.ts'
import { actors } from '../../db/schema.ts'
import { Forbidden, Unauthorized } from '../../http/errors.ts'
import type { VerifiedIdentity } from '../../idp/identity.ts'
import { ancestorsOf, membershipsOf, rolesForOrganisation } from '../actors/organisation-tree.queries.ts'

const findActorByEmail = async (db: Database, email: string) => {
  const rows = await db.select().from(actors).where(sql`lower(${actors.email}) = ${email.toLowerCase()}`)
  return rows[0]
}

export const issueAccessToken = async (options: {
  db: Database
  tokens: AccessTokens
  identity: VerifiedIdentity
  organisationId: string | null
}): Promise<string> => {
  const { db, identity, organisationId } = options
  const actor = await findActorByEmail(db, identity.email)
  if (!actor)
    throw Unauthorized('There is no portal account for this sign-in. Ask your organisation for an invitation.')
  const memberships = await membershipsOf(db, actor.id)
  const allRoles = [...new Set(memberships.map((m) => m.role_name))].sort()
  const base = { actorId: actor.id, unique_name: actor.email, contractorId: actor.contractorId }

  if (isContractorUserType(allRoles)) {
    if (organisationId !== null)
      throw Forbidden('Contractors do not work within an organisation; send organisation_id null.')
    const claims: AccessTokenClaims = {
      ...base,
      organisationId: null,
      topLevelOrganisationId: null,
      roles: allRoles,
      permissions: [],
      role: allRoles.includes(ROLE.contractorType1) ? ROLE.contractorType1 : ROLE.contractor,
    }
    return options.tokens.sign(claims)
  }

  if (organisationId === null) {
    // First sign-in: the person's roles, no organisation selected yet (the browser asks which one).
    const firstOrganisation = memberships.find((m) => m.organisation_id)?.organisation_id
    const topLevel = firstOrganisation ? (await ancestorsOf(db, firstOrganisation)).at(-1)?.id : null
    return options.tokens.sign({
      ...base,
      organisationId: null,
      topLevelOrganisationId: topLevel ?? null,
      roles: allRoles,
      permissions: [],
      role: ORGANISATION_USER_TYPE,
    })
  }

  const reach = await rolesForOrganisation(db, actor.id, organisationId)
  if (reach.roles.length === 0) throw Forbidden('You do not belong to this organisation.')
  return options.tokens.sign({
    ...base,
    organisationId,
    topLevelOrganisationId: reach.topLevelOrganisationId,
    roles: reach.roles,
    permissions: permissionsFor(reach.roles),
    role: ORGANISATION_USER_TYPE,
  })
}
