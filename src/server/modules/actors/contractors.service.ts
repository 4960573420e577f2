// Contractor records: who may read and change them (Contractors:* in the record's organisation and its
// hierarchy), one transaction per command, a version check against concurrent edits, and an audit event
// per change that names the fields changed, never their values.
import { and, eq, sql } from 'drizzle-orm'
import {
  CONTRACTOR_MESSAGES,
  type ContractorListQuery,
  type ContractorLookup,
  type ContractorPatch,
  type CreateContractor,
  type MasterContractor,
} from '#domain/contractors'
import { pagingOf } from '#domain/list'
import { changesOf } from '#domain/patch'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { contractors } from '../../db/schema.ts'
import { AppError, Conflict, NotFound } from '../../http/errors.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import {
  type ContractorRow,
  contractorsByEmail,
  findContractor,
  hasEngagements,
  listContractors,
  toMasterContractor,
} from './contractors.queries.ts'
import { organisationInReach } from './organisation-records.service.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const ENTITY = 'contractor'
const STALE = 'Someone else changed this contractor since you opened it. Reload the page to see their changes.'

const audit = (tx: Queryable, session: AccessTokenClaims, id: string, eventType: string, payload = {}) =>
  appendAuditEvent(tx, {
    entityType: ENTITY,
    entityId: id,
    eventType,
    fromState: null,
    toState: eventType === 'contractor.delete' ? 'deleted' : 'active',
    actorId: session.actorId,
    actorRoles: session.roles,
    payload,
    occurredAt: new Date().toISOString(),
  })

/** A contractor record's event in its own trail (also for one made for a worker's own review). */
export const auditContractor = audit

/** The contractor, if the caller holds the permission where it lives; "not found" when out of reach. */
export const contractorInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  id: string,
  permission: Permission,
) => {
  const row = await findContractor(db, id)
  if (!row) throw NotFound('The contractor')
  await organisationInReach(db, session, row.organisationId, permission)
  return row
}

export const getContractors = async ({ db, session }: Caller, query: ContractorListQuery) => {
  await organisationInReach(db, session, query.org_id, 'Contractors:Read')
  return listContractors(db, {
    organisationId: query.org_id,
    search: query.search,
    ir35Insurance: query.ir35_insurance,
    sortBy: query.sort_by ?? 'name',
    sortDirection: query.sort_direction ?? 'asc',
    ...pagingOf(query),
  })
}

export const getContractor = async ({ db, session }: Caller, id: string): Promise<MasterContractor> =>
  toMasterContractor(await contractorInReach(db, session, id, 'Contractors:Read'))

/** The row a create body makes (the form's and an import row's alike): company numbers upper-case, no empty reference. */
export const contractorRowOf = (body: CreateContractor) => ({
  organisationId: body.organisation_id,
  firstName: body.first_name,
  lastName: body.last_name,
  companyName: body.company_name,
  companyNumber: body.company_number.toUpperCase(),
  email: body.email,
  phoneNumber: body.phone_number,
  externalReference: body.external_reference || null,
  shareWithProvider: body.share_with_provider ?? false,
})

export const createContractor = async ({ db, session }: Caller, body: CreateContractor) => {
  await organisationInReach(db, session, body.organisation_id, 'Contractors:Create')
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(contractors).values(contractorRowOf(body)).returning()
      await audit(tx, session, row!.id, 'contractor.create', { organisation_id: body.organisation_id })
      return { id: row!.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict(CONTRACTOR_MESSAGES.contractorExists)
    throw error
  }
}

const COLUMNS: Record<string, keyof ContractorRow> = {
  first_name: 'firstName',
  last_name: 'lastName',
  company_name: 'companyName',
  company_number: 'companyNumber',
  email: 'email',
  phone_number: 'phoneNumber',
  external_reference: 'externalReference',
  share_with_provider: 'shareWithProvider',
}

export const updateContractor = async (
  { db, session }: Caller,
  id: string,
  patch: ContractorPatch,
  expectedVersion: number | null,
): Promise<MasterContractor> => {
  await contractorInReach(db, session, id, 'Contractors:Update')
  const changes = changesOf(patch)
  if (typeof changes.company_number === 'string') changes.company_number = changes.company_number.toUpperCase()
  if (changes.external_reference === '') changes.external_reference = null
  const values = Object.fromEntries(Object.entries(changes).map(([field, value]) => [COLUMNS[field]!, value]))
  try {
    return await db.transaction(async (tx) => {
      const current = await findContractor(tx, id, { forUpdate: true })
      if (!current) throw NotFound('The contractor')
      if (expectedVersion !== null && current.version !== expectedVersion) throw Conflict(STALE)
      const [row] = await tx
        .update(contractors)
        .set({ ...values, version: current.version + 1, updatedAt: sql`now()` })
        .where(eq(contractors.id, id))
        .returning()
      await audit(tx, session, id, 'contractor.update', { fields: Object.keys(changes).sort() })
      return toMasterContractor(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict(CONTRACTOR_MESSAGES.contractorExists)
    throw error
  }
}

/** Deletes a contractor without assessments: personal fields are erased, the row stays as a tombstone. */
export const deleteContractor = async ({ db, session }: Caller, id: string, expectedVersion: number | null) => {
  await contractorInReach(db, session, id, 'Contractors:Delete')
  await db.transaction(async (tx) => {
    const current = await findContractor(tx, id, { forUpdate: true })
    if (!current) throw NotFound('The contractor')
    if (expectedVersion !== null && current.version !== expectedVersion) throw Conflict(STALE)
    if (await hasEngagements(tx, id)) throw Conflict(CONTRACTOR_MESSAGES.hasEngagements)
    await tx
      .update(contractors)
      .set({
        firstName: '',
        lastName: '',
        companyName: '',
        companyNumber: '',
        email: `deleted-${id}`,
        phoneNumber: '',
        externalReference: null,
        deletedAt: sql`now()`,
        version: current.version + 1,
      })
      .where(and(eq(contractors.id, id)))
    await audit(tx, session, id, 'contractor.delete')
  })
}

/** Whether the caller may read contractors in that organisation (without throwing). */
const readsContractorsIn = async (db: Queryable, session: AccessTokenClaims, organisationId: string) => {
  try {
    await organisationInReach(db, session, organisationId, 'Contractors:Read')
    return true
  } catch (error) {
    if (error instanceof AppError) return false
    throw error
  }
}

/**
 * Before creating a contractor the form looks the e-mail up: the organisation's own record (open it
 * instead), else the newest record another organisation within the caller's reach holds (pre-fill).
 */
export const lookUpContractor = async (
  { db, session }: Caller,
  email: string,
  organisationId: string,
): Promise<ContractorLookup> => {
  await organisationInReach(db, session, organisationId, 'Contractors:Read')
  const found = await contractorsByEmail(db, email)
  const own = found.find((row) => row.organisationId === organisationId)
  if (own) return { match: 'existing', contractor: toMasterContractor(own) }
  for (const row of found) {
    if (!(await readsContractorsIn(db, session, row.organisationId))) continue
    const { id: _id, organisation_id: _organisation, version: _version, ...fields } = toMasterContractor(row)
    return { match: 'prefill', contractor: fields }
  }
  throw NotFound('The contractor')
}
