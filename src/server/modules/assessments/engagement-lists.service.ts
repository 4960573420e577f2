// The progress board and the assessments directory (rules board.screen, directory.screen): who sees which
// engagements, and what each card offers. Reach is the organisations where the caller's roles read
// engagements (and everything below them), or every client for those who search across all clients; a card's
// archive, unarchive and delete are offered only where the engagement machine takes the event from the
// caller's roles, so the board never shows a step the server would refuse.

import { csvLine } from '#domain/csv'
import { INCOMPLETE } from '#domain/determination/results'
import { DIRECTORY_DEFAULTS } from '#domain/directory-list'
import {
  type BoardCard,
  type BoardQuery,
  DIRECTORY_CSV_HEADER,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectoryRow,
  type ProgressBoard,
} from '#domain/engagement-lists'
import { pagingOf } from '#domain/list'
import { permissionsFor, REVIEWER_LINK_ROLE, searchesAllClients } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { type EngagementEvent, engagementMachine } from '#machines/engagement.machine'
import { boardStageOfStatus } from '#machines/state-map'
import type { Database } from '../../db/client.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import { mayFire } from '../../workflow/engine.ts'
import { organisationInReach } from '../actors/organisation-records.service.ts'
import { subtreesOf } from '../actors/organisation-tree.queries.ts'
import { organisationsWith } from '../actors/organisations.service.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import {
  type BoardRow,
  boardColumns,
  directoryPage,
  directoryRows,
  type EngagementListRow,
  type ListFilter,
  type ListScope,
  rolesByOrganisation,
  usedRoles,
} from '../engagements/engagement-lists.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/** The organisations the caller's lists reach; org_id narrows them to one organisation's subtree. */
const listScope = async ({ db, session }: Caller, organisationId: string | undefined): Promise<ListScope> => {
  refuseContractor(session)
  // A review link's session reaches the one engagement it was sent for, never a list.
  if (session.role === REVIEWER_LINK_ROLE) throw Forbidden()
  const everyone = searchesAllClients(session.roles)
  if (organisationId) {
    if (!everyone) await organisationInReach(db, session, organisationId, 'Engagements:Read')
    const subtree = await subtreesOf(db, [organisationId])
    if (subtree.length === 0) throw NotFound('The organisation')
    return { organisationIds: subtree.map((organisation) => organisation.id) }
  }
  if (everyone) return { organisationIds: null }
  const reachable = await organisationsWith(db, session.actorId, 'Engagements:Read')
  return { organisationIds: reachable.map((organisation) => organisation.id) }
}

const rowOf = (row: EngagementListRow): DirectoryRow => ({
  id: row.id,
  name: row.name,
  type: row.type,
  role_id: row.role_id,
  contractor_id: row.contractor_id,
  contractor_name: row.contractor_name,
  organisation_id: row.organisation_id,
  organisation: row.organisation,
  status: row.status,
  progress: boardStageOfStatus(row.status),
  start_date: row.start_date,
  result: row.result,
  archived: row.archived,
})

type MachineSteps = { archive: boolean; unarchive: boolean; delete: boolean }

/** Whether the engagement machine takes each card event now, fired by these roles: one snapshot, three questions. */
const machineSteps = (state: unknown, roles: readonly string[]): MachineSteps => {
  const snapshot = engagementMachine.resolveState(state as never)
  const takes = (event: EngagementEvent) => mayFire(engagementMachine, snapshot, event, { actorId: null, roles })
  return {
    archive: takes({ type: 'engagement.archive' }),
    unarchive: takes({ type: 'engagement.unarchive' }),
    delete: takes({ type: 'engagement.delete' }),
  }
}

/**
 * The machine's answers for one board: cards in the same stored state, seen with the same roles, get the same
 * answers, so each distinct pair is resolved once (a board of 120 cards holds a handful of distinct states).
 */
const machineStepsOnce = () => {
  const known = new Map<string, MachineSteps>()
  return (state: unknown, roles: readonly string[]) => {
    const key = `${roles.join('\n')}\n${JSON.stringify(state)}`
    let steps = known.get(key)
    if (!steps) {
      steps = machineSteps(state, roles)
      known.set(key, steps)
    }
    return steps
  }
}

/**
 * What a card offers: the server's own checks, asked in advance. Archive and delete of an engagement need
 * Engagements:Read and the machine; deleting a role also needs JobRoles:Delete and a role never used.
 */
const cardSteps = (
  row: BoardRow,
  roles: readonly string[],
  roleUsed: boolean,
  stepsOf: (state: unknown, roles: readonly string[]) => MachineSteps,
): BoardCard['can'] => {
  const permissions = permissionsFor(roles)
  if (!permissions.includes('Engagements:Read')) return { archive: false, unarchive: false, delete: false }
  const deletable = row.type === 'Role' ? permissions.includes('JobRoles:Delete') && !roleUsed : true
  const steps = stepsOf(row.state, roles)
  return { archive: steps.archive, unarchive: steps.unarchive, delete: deletable && steps.delete }
}

export const getProgressBoard = async (caller: Caller, query: BoardQuery): Promise<ProgressBoard> => {
  const scope = await listScope(caller, query.org_id)
  const columns = await boardColumns(caller.db, {
    ...scope,
    search: query.search ?? '',
    showArchived: query.show_archived === 'true',
  })
  const rows = columns.flatMap((column) => column.rows)
  const [roles, used] = await Promise.all([
    rolesByOrganisation(caller.db, caller.session.actorId, [...new Set(rows.map((row) => row.organisation_id))]),
    usedRoles(
      caller.db,
      rows.filter((row) => row.type === 'Role').map((row) => row.id),
    ),
  ])
  const stepsOf = machineStepsOnce()
  return {
    columns: columns.map((column) => ({
      stage: column.stage,
      count: column.count,
      items: column.rows.map((row) => ({
        ...rowOf(row),
        dispute_due: row.dispute_due,
        version: row.version,
        can: cardSteps(row, roles.get(row.organisation_id) ?? [], used.has(row.id), stepsOf),
      })),
    })),
  }
}

const filterOf = (scope: ListScope, query: DirectoryQuery): ListFilter => ({
  ...scope,
  search: query.search ?? '',
  showArchived: query.show_archived === 'true',
  type: query.type,
  result: query.result,
  progress: query.progress,
})

const sortOf = (query: DirectoryQuery) => ({
  sortBy: query.sort_by ?? DIRECTORY_DEFAULTS.sortBy,
  sortDirection: query.sort_direction ?? DIRECTORY_DEFAULTS.sortDirection,
})

export const getDirectoryPage = async (caller: Caller, query: DirectoryQuery): Promise<DirectoryPage> => {
  const scope = await listScope(caller, query.org_id)
  const paging = pagingOf(query, DIRECTORY_DEFAULTS.pageSize)
  const { rows, count } = await directoryPage(caller.db, filterOf(scope, query), { ...sortOf(query), ...paging })
  return { items: rows.map(rowOf), count, pages: Math.ceil(count / paging.pageSize) }
}

const directoryCsvLine = (row: EngagementListRow) => {
  const item = rowOf(row)
  return csvLine([
    item.name,
    item.contractor_name,
    item.organisation,
    item.type,
    item.start_date,
    item.progress,
    item.status,
    item.result ?? INCOMPLETE,
    item.archived ? 'Yes' : 'No',
  ])
}

/**
 * The export's lines: the header, then every row the filters select (all pages), in the directory's order. The
 * first batch is read before this returns, so a query that fails at all fails before the response has begun and
 * is answered as an error, not a 200 whose connection drops.
 */
export const directoryCsv = async (caller: Caller, query: DirectoryQuery) => {
  const scope = await listScope(caller, query.org_id)
  const batches = directoryRows(caller.db, filterOf(scope, query), sortOf(query))
  const first = await batches.next()
  async function* lines() {
    yield csvLine(DIRECTORY_CSV_HEADER)
    if (first.done) return
    yield first.value.map(directoryCsvLine).join('')
    for await (const batch of batches) yield batch.map(directoryCsvLine).join('')
  }
  return lines()
}
