// Loads the scale data with COPY, batch by batch, with the secondary indexes dropped during the load and
// built again at the end (as a bulk load into PostgreSQL is done), then ANALYZE so plans see the real sizes.
// Each table's seconds are the wall time of its COPYs, which overlap the making of the next batch.
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase } from '../../src/server/db/client.ts'
import { latestQuestionSet } from '../../src/server/modules/engagements/question-sets.queries.ts'
import type { BenchDatabase } from '../support/bench-database.ts'
import { type CopyTarget, pgliteTarget, postgresTarget } from './copy-target.ts'
import { seededRandom } from './random.ts'
import {
  ASSESSMENT_COLUMNS,
  AUDIT_COLUMNS,
  CONTRACTOR_COLUMNS,
  contractorRows,
  ENGAGEMENT_COLUMNS,
  type EngagementBatch,
  engagementBatch,
  engagementPlan,
  MANUAL_REVIEW_COLUMNS,
  ORGANISATION_COLUMNS,
  organisationHierarchy,
  REVIEWER_COLUMNS,
} from './rows.ts'
import type { ScaleSize } from './sizes.ts'

export const SCALE_ROOT_NAME = 'Scale Group'
const BULK_TABLES = [
  'contractors',
  'engagements',
  'assessments',
  'engagement_reviewers',
  'manual_reviews',
  'audit_events',
]
const BATCH = 5_000

export type LoadedTable = { table: string; rows: number; seconds: number }
export type ScaleLoad = { tables: LoadedTable[]; indexSeconds: number; totalSeconds: number; sampleIds: string[] }

/** The demo's Partner and their organisation: the scale data hangs below it and its audit names them. */
const partnerOf = async (target: CopyTarget) => {
  const rows = await target.rows<{ actor_id: string; organisation_id: string }>(
    `select r.actor_id, r.organisation_id from actor_roles r
     join permission_roles p on p.id = r.role_id join organisations o on o.id = r.organisation_id
     where p.code = 'PARTNER' and o.name = 'Northbridge Partners' limit 1`,
  )
  if (!rows[0]) throw new Error('The demo data has no Partner at Northbridge Partners.')
  return { actorId: rows[0].actor_id, organisationId: rows[0].organisation_id }
}

/** The provider's consultancy group (offered to every organisation) and the demo Consultancy Manager. */
const consultancyOf = async (target: CopyTarget) => {
  const group = await target.rows<{ id: string }>('select id from reviewer_groups where offered_to_all limit 1')
  const manager = await target.rows<{ actor_id: string }>(
    `select r.actor_id from actor_roles r join permission_roles p on p.id = r.role_id
     where p.code = 'CONSULTANCY_MANAGER' limit 1`,
  )
  if (!group[0] || !manager[0]) throw new Error('The demo data has no consultancy group or Consultancy Manager.')
  return { groupId: group[0].id, actorId: manager[0].actor_id }
}

const openTarget = (database: BenchDatabase) =>
  database.kind === 'postgres'
    ? postgresTarget(database.url)
    : // Where the server keeps PGlite inside its data folder (src/server/db/client.ts).
      pgliteTarget(path.join(database.dataDir, 'pglite'))

export const loadScaleData = async (database: BenchDatabase, size: ScaleSize): Promise<ScaleLoad> => {
  // The question set as the server serves it: read through the product's own query, then closed again.
  const handle = await openDatabase(
    database.kind === 'postgres'
      ? { databaseUrl: database.url, dataDir: '' }
      : { databaseUrl: null, dataDir: database.dataDir },
  )
  const questionSet = await latestQuestionSet(handle.db, 'FULL')
  await handle.close()

  const target = await openTarget(database)
  const started = performance.now()
  const tables = new Map<string, LoadedTable>()
  const copy = async (table: string, columns: readonly string[], text: string, rows: number) => {
    const t = performance.now()
    await target.copy(table, columns, text)
    const entry = tables.get(table) ?? { table, rows: 0, seconds: 0 }
    entry.rows += rows
    entry.seconds += (performance.now() - t) / 1000
    tables.set(table, entry)
  }
  try {
    const random = seededRandom(20261124)
    const partner = await partnerOf(target)
    // Foreign keys are the schema's; a bulk load of rows made consistent here skips their per-row triggers.
    await target.exec('set session_replication_role = replica')
    const indexes = await target.rows<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema()
       and tablename = any($1) and indexname not like '%_pkey'`,
      [BULK_TABLES],
    )
    for (const index of indexes) await target.exec(`drop index "${index.indexname}"`)

    const createdAt = new Date(Date.UTC(2023, 10, 1))
    const organisations = organisationHierarchy(random, size.organisations, partner.organisationId, createdAt)
    await copy('organisations', ORGANISATION_COLUMNS, organisations.text, organisations.all.length)
    const contractors = contractorRows(random, size.contractors, organisations.all, createdAt)
    await copy('contractors', CONTRACTOR_COLUMNS, contractors.text, contractors.contractors.length)

    const context = {
      questionSet,
      actorId: partner.actorId,
      partnerOrganisationId: partner.organisationId,
      consultancy: await consultancyOf(target),
    }
    const plan = engagementPlan(random, context)
    const sampleIds: string[] = []
    const generating = { table: 'generate + hash (CPU)', rows: 0, seconds: 0 }
    const copyBatch = async (batch: EngagementBatch, rows: number) => {
      await copy('engagements', ENGAGEMENT_COLUMNS, batch.engagements, rows)
      await copy('assessments', ASSESSMENT_COLUMNS, batch.assessments, rows)
      await copy('engagement_reviewers', REVIEWER_COLUMNS, batch.reviewers, batch.manualReviewRows)
      await copy('manual_reviews', MANUAL_REVIEW_COLUMNS, batch.manualReviews, batch.manualReviewRows)
      await copy('audit_events', AUDIT_COLUMNS, batch.audit, batch.auditRows)
    }
    // Generating is this process's CPU, copying is the database's: the next batch is made while the last loads.
    let copying: Promise<void> = Promise.resolve()
    for (let from = 0; from < size.engagements; from += BATCH) {
      const to = Math.min(size.engagements, from + BATCH)
      const t = performance.now()
      const batch = engagementBatch(random, plan, context, contractors.contractors, {
        from,
        to,
        total: size.engagements,
      })
      generating.seconds += (performance.now() - t) / 1000
      generating.rows += to - from
      sampleIds.push(...batch.ids.filter((_, j) => j % 250 === 0))
      await copying
      copying = copyBatch(batch, to - from)
      if ((to / BATCH) % 20 === 0)
        console.error(`  ${to} engagements generated (${((performance.now() - started) / 1000).toFixed(0)} s)`)
    }
    await copying
    await target.exec('set session_replication_role = origin')
    const t = performance.now()
    for (const index of indexes) await target.exec(index.indexdef)
    // The load ran with triggers off, so the counts the lists read are made from the rows once, as a migration would.
    await target.exec('select engagement_counts_rebuild()')
    await target.exec('select manual_review_counts_rebuild()')
    await target.exec('analyze')
    const indexSeconds = (performance.now() - t) / 1000
    return {
      tables: [generating, ...tables.values()],
      indexSeconds,
      totalSeconds: (performance.now() - started) / 1000,
      sampleIds,
    }
  } finally {
    await target.close()
  }
}
