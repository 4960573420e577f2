// Reading, creating and updating organisations (rules org.form, org.feature-flags, api.organisations).
// Reach: an organisation is seen by whoever holds a role there or at an ancestor; out of reach reads as 404.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm'
import { logoUrlOf } from '#domain/logo'
import { MESSAGES } from '#domain/messages'
import {
  adminTypeOf,
  applyRateFlags,
  type ChildrenQuery,
  type CreateOrganisation,
  canEditPayBill,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
  forbiddenFlag,
  isFeatureFlag,
  normaliseReference,
  type OrganisationDetailResponse,
  type OrganisationPatch,
  type OrganisationResponse,
  type RoleHolding,
  referenceProblem,
} from '#domain/organisations'
import { changesOf } from '#domain/patch'
import { type Permission, permissionsFor, ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, type Queryable, queryRows, uuidList } from '../../db/client.ts'
import { organisations } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { ancestorsOf, chainWithMemberships, membershipsOf } from './organisation-tree.queries.ts'

type OrganisationRecord = typeof organisations.$inferSelect

const flagsOf = (row: OrganisationRecord): FeatureFlags => ({
  insurance_validation_tool: row.insuranceValidationTool,
  show_insured_with_provider: row.showInsuredWithProvider,
  mandatory_sign_off: row.mandatorySignOff,
  mandatory_sign_off_role: row.mandatorySignOffRole,
  hide_rate_field: row.hideRateField,
  hide_offset: row.hideOffset,
  child_creation: row.childCreation,
  question_dissemination: row.questionDissemination,
  show_terms: row.showTerms,
  share_leads: row.shareLeads,
})

const FLAG_COLUMNS: Record<FeatureFlag, keyof OrganisationRecord> = {
  insurance_validation_tool: 'insuranceValidationTool',
  show_insured_with_provider: 'showInsuredWithProvider',
  mandatory_sign_off: 'mandatorySignOff',
  mandatory_sign_off_role: 'mandatorySignOffRole',
  hide_rate_field: 'hideRateField',
  hide_offset: 'hideOffset',
  child_creation: 'childCreation',
  question_dissemination: 'questionDissemination',
  show_terms: 'showTerms',
  share_leads: 'shareLeads',
}

const columnsOf = (flags: Partial<FeatureFlags>) =>
  Object.fromEntries(
    Object.entries(flags).map(([flag, value]) => [FLAG_COLUMNS[flag as FeatureFlag], value]),
  ) as Partial<OrganisationRecord>

const toResponse = (row: OrganisationRecord, parentName: string | null): OrganisationResponse => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  parent_id: row.parentId,
  parent_name: parentName,
  logo_url: row.logoFileId ? logoUrlOf(row.logoFileId) : null,
  annual_pay_bill: row.annualPayBillPence === null ? null : row.annualPayBillPence / 100,
  ...flagsOf(row),
  version: row.version,
})

const payBillPence = (pounds: number | null | undefined) => (pounds == null ? null : pounds * 100)

const loadRow = async (db: Queryable, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0]

const parentNameOf = async (db: Queryable, row: OrganisationRecord) =>
  row.parentId ? ((await loadRow(db, row.parentId))?.name ?? null) : null

const hasChildren = async (db: Queryable, id: string) =>
  (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.parentId, id)).limit(1))
    .length > 0

/** The caller's access to an organisation: the roles held there or above, and where each is held. */
export type Access = {
  row: OrganisationRecord
  chain: { id: string; parent_id: string | null }[]
  holdings: (RoleHolding & { organisationId: string })[]
  roles: string[]
  permissions: Permission[]
}

/**
 * The organisation and the caller's access to it; 404 when it does not exist or is out of reach,
 * 403 when in reach without the permission asked for (a list: any one of them).
 */
export const organisationInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  organisationId: string,
  permission: Permission | readonly Permission[],
): Promise<Access> => {
  const row = await loadRow(db, organisationId)
  if (!row) throw NotFound('The organisation')
  const { chain, memberships } = await chainWithMemberships(db, session.actorId, organisationId)
  const targetIsParent = await hasChildren(db, organisationId)
  const holdings = memberships.map((m) => ({
    role: m.role_name,
    organisationId: m.organisation_id,
    atParentOrganisation: m.organisation_id !== organisationId || targetIsParent,
  }))
  if (holdings.length === 0) throw NotFound('The organisation')
  const roles = [...new Set(holdings.map((h) => h.role))].sort()
  const permissions = permissionsFor(roles)
  const wanted: readonly Permission[] = typeof permission === 'string' ? [permission] : permission
  if (!wanted.some((p) => permissions.includes(p)))
    throw Forbidden('You do not have permission to do this for this organisation.')
  return { row, chain, holdings, roles, permissions }
}

/**
 * One organisation, with what the caller's form needs to show exactly what the server will accept:
 * the admin type for editing it and for a new child of it (rule org.admin-type), whether it is a parent organisation
 * (its customer reference is then required, rule org.form), and the caller's permissions there.
 */
export const getOrganisation = async (
  db: Database,
  session: AccessTokenClaims,
  id: string,
): Promise<OrganisationDetailResponse> => {
  const access = await organisationInReach(db, session, id, 'Organisations:Read')
  const { row } = access
  return {
    ...toResponse(row, await parentNameOf(db, row)),
    admin_type: adminTypeOf(access.holdings),
    child_admin_type: childAdminType(access),
    is_parent: await isParentOrganisation(db, row),
    is_provider: row.isProvider,
    permissions: access.permissions,
  }
}

/** Every holding that reaches an organisation sits above a new child of it. */
const childAdminType = (access: Access) =>
  adminTypeOf(access.holdings.map((h) => ({ ...h, atParentOrganisation: true })))

/**
 * A parent organisation has children or sits directly under the provider (its customer reference is required, rule
 * org.form).
 */
const isParentOrganisation = async (db: Queryable, row: OrganisationRecord) =>
  (await hasChildren(db, row.id)) || (await isUnderProvider(db, row))

const SORT_COLUMNS = {
  name: organisations.name,
  reference: organisations.reference,
  datecreated: organisations.createdAt,
} as const

export const listChildren = async (
  db: Database,
  session: AccessTokenClaims,
  id: string,
  query: Pick<ChildrenQuery, 'search' | 'sort_by' | 'sort_direction'> & { page: number; pageSize: number },
) => {
  const { row } = await organisationInReach(db, session, id, 'Organisations:Read')
  const term = query.search?.trim()
  const where = and(
    eq(organisations.parentId, id),
    term ? ilike(organisations.name, `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
  )
  const column = SORT_COLUMNS[query.sort_by ?? 'name']
  const direction = query.sort_direction === 'desc' ? desc : asc
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(direction(column), asc(organisations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(organisations).where(where),
  ])
  const count = Number(total[0]?.count ?? 0)
  return {
    items: rows.map((child) => toResponse(child, row.name)),
    pages: Math.ceil(count / query.pageSize),
    count,
  }
}

/** Whether the caller reaches an organisation at all (a role there or above), with any role. */
const reaches = async (db: Queryable, session: AccessTokenClaims, id: string) => {
  const { memberships } = await chainWithMemberships(db, session.actorId, id)
  return memberships.length > 0
}

export const getParent = async (db: Database, session: AccessTokenClaims, id: string) => {
  const { row } = await organisationInReach(db, session, id, 'Organisations:Read')
  const parent = row.parentId ? await loadRow(db, row.parentId) : undefined
  if (!parent || !(await reaches(db, session, parent.id))) throw NotFound('The parent organisation')
  return toResponse(parent, await parentNameOf(db, parent))
}

/** The ancestors the caller reaches, nearest first. */
export const listAncestors = async (db: Database, session: AccessTokenClaims, id: string) => {
  await organisationInReach(db, session, id, 'Organisations:Read')
  const chain = (await ancestorsOf(db, id)).slice(1)
  const memberships = await membershipsOf(db, session.actorId)
  const held = new Set(memberships.map((m) => m.organisation_id))
  // An ancestor is in reach when a role is held at it or further up the chain.
  const firstHeld = chain.findLastIndex((o) => held.has(o.id))
  const visible = firstHeld < 0 ? [] : chain.slice(0, firstHeld + 1)
  return Promise.all(
    visible.map(async (o) => {
      const row = (await loadRow(db, o.id))!
      return toResponse(row, await parentNameOf(db, row))
    }),
  )
}

/** Every organisation below, ordered by name, each with its parent_id so a tree can be built. */
export const listDescendants = async (db: Database, session: AccessTokenClaims, id: string) => {
  await organisationInReach(db, session, id, 'Organisations:Read')
  const ids = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive tree as (
      select id from organisations where parent_id = ${id}
      union
      select o.id from organisations o join tree on o.parent_id = tree.id
    )
    select id from tree`,
  )
  const all = ids.length
    ? await db
        .select()
        .from(organisations)
        .where(sql`${organisations.id} in (${uuidList(ids.map((r) => r.id))})`)
        .orderBy(asc(organisations.name))
    : []
  const names = new Map([...all.map((r) => [r.id, r.name] as const)])
  const self = (await loadRow(db, id))!
  names.set(self.id, self.name)
  return all.map((r) => toResponse(r, r.parentId ? (names.get(r.parentId) ?? null) : null))
}

export const createOrganisation = async (db: Database, session: AccessTokenClaims, body: CreateOrganisation) => {
  return db.transaction(async (tx) => {
    const access = await organisationInReach(tx, session, body.parent_id, 'Organisations:Create')
    const parent = access.row
    const isProviderAdmin = access.roles.includes(ROLE.providerAdmin)
    if (!parent.childCreation && !isProviderAdmin)
      throw Forbidden(`New organisations cannot be added under ${parent.name}: child creation is turned off.`)
    const adminType = childAdminType(access)
    const given = Object.fromEntries(
      FEATURE_FLAGS.filter((flag) => body[flag] !== undefined).map((flag) => [flag, body[flag]!]),
    ) as Partial<FeatureFlags>
    const changed = (Object.keys(given) as FeatureFlag[]).filter((flag) => given[flag] !== DEFAULT_FEATURE_FLAGS[flag])
    const refused = forbiddenFlag(adminType, changed)
    if (refused) throw Forbidden(`You cannot set ${refused} on an organisation.`)
    const rate = applyRateFlags(DEFAULT_FEATURE_FLAGS, given)
    if (!rate.ok) throw Invalid(rate.message)
    if (body.annual_pay_bill != null && !canEditPayBill(adminType)) throw Forbidden(MESSAGES.annualPayBillNotYours)
    const reference = normaliseReference(body.reference)
    // Created at the top level under the provider, it is a parent organisation.
    const problem = referenceProblem(reference, parent.isProvider)
    if (problem) throw Invalid(problem)
    const flags = {
      ...DEFAULT_FEATURE_FLAGS,
      ...given,
      hide_rate_field: rate.hide_rate_field,
      hide_offset: rate.hide_offset,
    }
    const inserted = await tx
      .insert(organisations)
      .values({
        name: body.name,
        reference,
        parentId: parent.id,
        annualPayBillPence: payBillPence(body.annual_pay_bill),
        ...columnsOf(flags),
      })
      .returning({ id: organisations.id })
    return { id: inserted[0]!.id }
  })
}

export const updateOrganisation = async (
  db: Database,
  session: AccessTokenClaims,
  id: string,
  patch: OrganisationPatch,
  expectedVersion: number | null,
) => {
  const changes = changesOf(patch)
  return db.transaction(async (tx) => {
    const access = await organisationInReach(tx, session, id, 'Organisations:Update')
    const current = (await tx.select().from(organisations).where(eq(organisations.id, id)).for('update'))[0]
    if (!current) throw NotFound('The organisation')
    if (expectedVersion !== null && expectedVersion !== current.version)
      throw Conflict('Someone else changed this organisation at the same time. Reload and try again.')
    const adminType = adminTypeOf(access.holdings)
    const flagChanges = Object.fromEntries(
      Object.entries(changes).filter(([key]) => isFeatureFlag(key)),
    ) as Partial<FeatureFlags>
    const refused = forbiddenFlag(adminType, Object.keys(flagChanges) as FeatureFlag[])
    if (refused) throw Forbidden(`You cannot change ${refused} on this organisation.`)
    if ('annual_pay_bill' in changes && !canEditPayBill(adminType)) throw Forbidden(MESSAGES.annualPayBillNotYours)
    const rate = applyRateFlags(flagsOf(current), flagChanges)
    if (!rate.ok) throw Invalid(rate.message)
    let reference: string | null | undefined
    if ('reference' in changes) {
      reference = normaliseReference(changes.reference as string | null)
      const problem = referenceProblem(reference, await isParentOrganisation(tx, current))
      if (problem) throw Invalid(problem)
    }
    const updated = await tx
      .update(organisations)
      .set({
        ...('name' in changes ? { name: changes.name as string } : {}),
        ...(reference !== undefined || 'reference' in changes ? { reference: reference ?? null } : {}),
        ...('annual_pay_bill' in changes
          ? { annualPayBillPence: payBillPence(changes.annual_pay_bill as number | null) }
          : {}),
        ...columnsOf({ ...flagChanges, hide_rate_field: rate.hide_rate_field, hide_offset: rate.hide_offset }),
        version: sql`${organisations.version} + 1`,
      })
      .where(sql`${organisations.id} = ${id} and ${organisations.version} = ${current.version}`)
      .returning()
    if (!updated[0]) throw Conflict('Someone else changed this organisation at the same time. Reload and try again.')
    return toResponse(updated[0], await parentNameOf(tx, updated[0]))
  })
}

const isUnderProvider = async (db: Queryable, row: OrganisationRecord) =>
  row.parentId ? ((await loadRow(db, row.parentId))?.isProvider ?? false) : false
