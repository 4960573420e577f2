// GET /api/assessments/engagements/reviewer-options?organisation_id=: for whoever may create or edit the
// organisation's roles and engagements.
import { eq } from 'drizzle-orm'
import type { ReviewerOptions } from '#domain/reviewers'
import { permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { organisations } from '../../db/schema.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { reviewerOptionsFor } from './reviewer-options.queries.ts'

export const reviewerOptions = async (
  { db, session }: { db: Database; session: AccessTokenClaims },
  organisationId: string,
): Promise<ReviewerOptions> => {
  const { roles } = await rolesForOrganisation(db, session.actorId, organisationId)
  if (roles.length === 0) throw NotFound('The organisation')
  const permissions = permissionsFor(roles)
  if (!permissions.includes('Engagements:Read') && !permissions.includes('JobRoles:Read')) throw Forbidden()
  const organisation = (await db.select().from(organisations).where(eq(organisations.id, organisationId)))[0]
  if (!organisation) throw NotFound('The organisation')
  return reviewerOptionsFor(db, organisationId, organisation.mandatorySignOff)
}
