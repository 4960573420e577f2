// Which engagements a contractor reaches: those of the contractor records linked to their account, and no
// others. Whether the SDS has been issued to them is the engagement machine's word, not a list of statuses.
import { and, eq, isNull } from 'drizzle-orm'
import { CONTRACTOR_PORTAL_MESSAGES } from '#domain/contractor-portal'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import { engagementMachine } from '#machines/engagement.machine'
import { PARTY } from '#machines/meta'
import type { Queryable } from '../../db/client.ts'
import { contractors, engagements } from '../../db/schema.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import type { EngagementRow } from './engagement-access.ts'

/** The portal's calls are a contractor's; an organisation user is refused outright (403). */
export const requireContractor = (session: AccessTokenClaims) => {
  if (!isContractorClaims(session)) throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.contractorsOnly)
}

/** The organisation's lists answer a contractor with a refusal, not an empty page: the SDS hub is theirs. */
export const refuseContractor = (session: AccessTokenClaims) => {
  if (isContractorClaims(session)) throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly)
}

/** The contractor fires the machine's events as their roles and as the engagement's contractor party. */
export const contractorFirer = (session: AccessTokenClaims): Firer => ({
  actorId: session.actorId,
  roles: [...session.roles, PARTY.contractor],
})

/**
 * The engagement when the caller is a contractor linked to its contractor record; 404 for anything else, so
 * the ids of other people's engagements tell nothing.
 */
export const contractorEngagementInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagementId: string,
): Promise<{ engagement: EngagementRow; firer: Firer }> => {
  if (!isContractorClaims(session)) throw NotFound('The engagement')
  const found = (
    await db
      .select({ engagement: engagements })
      .from(engagements)
      .innerJoin(contractors, eq(contractors.id, engagements.contractorId))
      .where(
        and(
          eq(engagements.id, engagementId),
          isNull(engagements.deletedAt),
          eq(contractors.actorId, session.actorId),
          isNull(contractors.deletedAt),
        ),
      )
  )[0]
  if (!found) throw NotFound('The engagement')
  return { engagement: found.engagement, firer: contractorFirer(session) }
}

/**
 * Whether the contractor has an SDS to read: the machine's sdsIssued tag, on a full assessment (an insurance
 * validation completes without an SDS), and not while a withdrawn SDS waits for its replacement.
 */
export const sdsIssuedToContractor = (engagement: Pick<EngagementRow, 'state' | 'questionSetTypeCode'>) => {
  const snapshot = engagementMachine.resolveState(engagement.state as never)
  return (
    snapshot.hasTag('sdsIssued') &&
    snapshot.context.hasContractor &&
    !snapshot.context.ownReview &&
    engagement.questionSetTypeCode === 'FULL' &&
    !snapshot.context.sdsWithdrawn
  )
}
