// Who reaches an engagement's disputes, and as what: the end client's people (those with the client roles the
// dispute machine names respond; the others in reach only read), the engagement's own contractor (their own
// Contractor party's disputes only), or a supply-chain party through its e-mailed link (its own only).
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import { CLIENT_ROLES, PARTY } from '#machines/meta'
import type { Queryable } from '../../db/client.ts'
import { contractors, distributions, engagements } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import { contractorEngagementInReach } from '../engagements/contractor-access.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import { checkDistributionLink } from '../sds/distribution-link.ts'

type Base = { readonly engagement: EngagementRow; readonly firer: Firer }

export type DisputeCaller =
  | (Base & { readonly kind: 'client' | 'viewer' })
  | (Base & {
      readonly kind: 'contractor'
      readonly contractorId: string
      readonly name: string
      /** The engagement's Contractor distributions (one in practice). */
      readonly distributionIds: readonly string[]
    })
  | (Base & { readonly kind: 'supplyChain'; readonly email: string; readonly distributionIds: readonly string[] })

export type PartyCaller = Extract<DisputeCaller, { kind: 'contractor' | 'supplyChain' }>

export const isClientFirer = (firer: Firer) =>
  firer.roles.some((role) => (CLIENT_ROLES as readonly string[]).includes(role))

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim()

/** A signed-in caller: 404 when the engagement is out of their reach. */
export const disputeCallerOf = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagementId: string,
): Promise<DisputeCaller> => {
  if (!isContractorClaims(session)) {
    const { engagement, firer } = await engagementInReach(db, session, engagementId, 'Engagements:Read')
    return { kind: isClientFirer(firer) ? 'client' : 'viewer', engagement, firer }
  }
  const { engagement, firer } = await contractorEngagementInReach(db, session, engagementId)
  const contractor = (await db.select().from(contractors).where(eq(contractors.id, engagement.contractorId!)))[0]!
  const own = await db
    .select({ id: distributions.id })
    .from(distributions)
    .where(
      and(
        eq(distributions.engagementId, engagementId),
        eq(distributions.party, 'Contractor'),
        or(isNull(distributions.contractorId), eq(distributions.contractorId, contractor.id)),
      ),
    )
  return {
    kind: 'contractor',
    engagement,
    firer,
    contractorId: contractor.id,
    name: fullName(contractor.firstName, contractor.lastName) || contractor.email,
    distributionIds: own.map((row) => row.id),
  }
}

/** A supply-chain party through its link (401 with what to do when the link is not usable). */
export const linkCallerOf = async (db: Queryable, secret: string, token: string): Promise<PartyCaller> => {
  const grant = await checkDistributionLink(db, secret, token)
  const engagement = (
    await db
      .select()
      .from(engagements)
      .where(and(eq(engagements.id, grant.engagementId), isNull(engagements.deletedAt)))
  )[0]
  if (!engagement) throw NotFound('The engagement')
  return {
    kind: 'supplyChain',
    engagement,
    firer: { actorId: null, roles: [PARTY.supplyChain] },
    email: grant.email,
    distributionIds: [grant.distributionId],
  }
}

/** Whether the caller is the party a dispute (by its distribution) belongs to. */
export const isOwnDispute = (caller: DisputeCaller, dispute: { distributionId: string | null }) =>
  (caller.kind === 'contractor' || caller.kind === 'supplyChain') &&
  dispute.distributionId !== null &&
  caller.distributionIds.includes(dispute.distributionId)

/** The distributions of the engagement as rows, for the services that move them together. */
export const distributionsOf = (db: Queryable, engagementId: string, ids?: readonly string[]) =>
  db
    .select()
    .from(distributions)
    .where(
      ids
        ? and(eq(distributions.engagementId, engagementId), inArray(distributions.id, [...ids]))
        : eq(distributions.engagementId, engagementId),
    )
