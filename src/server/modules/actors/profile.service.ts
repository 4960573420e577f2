// The contractor's own business information (rules onboarding.role, profile.form): only the person themself,
// and only a contractor. The first save of a new contractor is their onboarding: it records the turnover on the
// actor, which is what makes their session role contractor from then on.
import {
  applyProfileChanges,
  type ContractorProfilePatch,
  type ContractorProfileResponse,
  PROFILE_MESSAGES,
  type ProfileProblem,
  type ProfileValues,
} from '#domain/contractor-profile'
import { ukToday } from '#domain/dates'
import { changesOf } from '#domain/patch'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import type { Database, Queryable } from '../../db/client.ts'
import type { actors, contractorProfiles } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import {
  industryOfOccupation,
  linkedContractorRecord,
  loadProfileRows,
  storeProfile,
  titleExists,
  turnoverExists,
} from './profile.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims; actorId: string }
type ActorRow = typeof actors.$inferSelect
type ProfileRow = typeof contractorProfiles.$inferSelect

// Organisation users have no business profile at all; a contractor sees and changes only their own. A 403 in
// both cases (not a 404): the caller learns nothing about another person beyond "not yours".
const assertOwnProfile = (session: AccessTokenClaims, actorId: string) => {
  if (!isContractorClaims(session)) throw Forbidden(PROFILE_MESSAGES.notAContractor)
  if (session.actorId !== actorId) throw Forbidden(PROFILE_MESSAGES.notYourProfile)
}

const valuesOf = (actor: ActorRow, profile: ProfileRow | null): ProfileValues => ({
  title_id: actor.titleId,
  first_name: actor.firstName,
  last_name: actor.lastName,
  phone_number: profile?.phoneNumber ?? null,
  company_name: profile?.companyName ?? null,
  company_number: profile?.companyNumber ?? null,
  turnover_id: actor.turnoverId,
  occupation_id: profile?.occupationId ?? null,
  has_business_insurance: profile?.hasBusinessInsurance ?? null,
  renewal_date: profile?.renewalDate ?? null,
})

const responseOf = async (
  db: Queryable,
  actor: ActorRow,
  values: ProfileValues,
  version: number,
): Promise<ContractorProfileResponse> => ({
  actor_id: actor.id,
  email: actor.email,
  ...values,
  industry_id: values.occupation_id === null ? null : await industryOfOccupation(db, values.occupation_id),
  onboarded: values.turnover_id !== null,
  version,
})

const loadOwn = async (db: Queryable, actorId: string, forUpdate = false) => {
  const rows = await loadProfileRows(db, actorId, forUpdate)
  if (!rows) throw NotFound('The user')
  return rows
}

export const getContractorProfile = async ({ db, session, actorId }: Caller) => {
  assertOwnProfile(session, actorId)
  const { actor, profile } = await loadOwn(db, actorId)
  const values = valuesOf(actor, profile)
  // Onboarding starts from what the organisation recorded about the person, where they have not said otherwise.
  const record = await linkedContractorRecord(db, actorId)
  if (record) {
    values.company_name ??= record.companyName
    values.company_number ??= record.companyNumber
    values.phone_number ??= record.phoneNumber
  }
  return responseOf(db, actor, values, profile?.version ?? 0)
}

/** The chosen title, turnover and occupation must be ones the lists offer. */
const unknownChoices = async (db: Queryable, next: ProfileValues, changes: Record<string, unknown>) => {
  const problems: ProfileProblem[] = []
  if ('title_id' in changes && next.title_id !== null && !(await titleExists(db, next.title_id)))
    problems.push({ field: 'title_id', message: PROFILE_MESSAGES.unknownTitle })
  if ('turnover_id' in changes && next.turnover_id !== null && !(await turnoverExists(db, next.turnover_id)))
    problems.push({ field: 'turnover_id', message: PROFILE_MESSAGES.unknownTurnover })
  if (
    'occupation_id' in changes &&
    next.occupation_id !== null &&
    (await industryOfOccupation(db, next.occupation_id)) === null
  )
    problems.push({ field: 'occupation_id', message: PROFILE_MESSAGES.unknownOccupation })
  return problems
}

const refuse = (problems: ProfileProblem[]) =>
  Invalid(
    problems.map((problem) => problem.message).join(' '),
    problems.map((problem) => ({ path: problem.field, message: problem.message })),
  )

export const updateContractorProfile = async (
  options: Caller & { patch: ContractorProfilePatch; expectedVersion: number | null; today?: string },
): Promise<ContractorProfileResponse> => {
  const { db, session, actorId } = options
  assertOwnProfile(session, actorId)
  const changes = changesOf(options.patch)
  return db.transaction(async (tx) => {
    // The actor row is locked first: two saves of the same person queue here rather than both writing.
    const { actor, profile } = await loadOwn(tx, actorId, true)
    const version = profile?.version ?? 0
    if (options.expectedVersion !== null && options.expectedVersion !== version)
      throw Conflict(PROFILE_MESSAGES.changedMeanwhile)
    const { next, problems } = applyProfileChanges({
      current: valuesOf(actor, profile),
      changes,
      onboarded: actor.turnoverId !== null,
      today: options.today ?? ukToday(),
    })
    problems.push(...(await unknownChoices(tx, next, changes)))
    if (problems.length > 0) throw refuse(problems)
    await storeProfile(tx, actorId, next, version)
    return responseOf(tx, actor, next, version + 1)
  })
}
