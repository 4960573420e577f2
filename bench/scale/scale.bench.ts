// The scale group: a fresh database per target, the demo data, then the scale data by COPY; rows per second,
// the total time, and the audit chains of a sample verified with the product's own verifier.
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../../src/server/db/client.ts'
import { auditTrailOf, verifyChain } from '../../src/server/workflow/audit-chain.ts'
import { type BenchDatabase, benchDatabase, freshBenchDatabase } from '../support/bench-database.ts'
import type { Table } from '../support/table.ts'
import { loadScaleData } from './generate.ts'
import { type ScaleSize, scaleSizeFromEnv } from './sizes.ts'

/** Which databases a size goes into: BENCH_DB=postgres|pglite|both, else what the size is meant for. */
export const benchTargets = (size: ScaleSize, env = process.env): ('postgres' | 'pglite')[] => {
  const chosen = env.BENCH_DB ?? (size.name === 'full' ? 'postgres' : size.name === 'pglite' ? 'pglite' : 'both')
  return chosen === 'both' ? ['postgres', 'pglite'] : [chosen as 'postgres' | 'pglite']
}

const openHandle = (database: BenchDatabase) =>
  openDatabase(
    database.kind === 'postgres'
      ? { databaseUrl: database.url, dataDir: '' }
      : { databaseUrl: null, dataDir: database.dataDir },
  )

/** The audit chains of a sample verified with the product's own verifier: engagements, then manual reviews' two trails. */
const verifySample = async (database: BenchDatabase, engagementIds: readonly string[]) => {
  const handle = await openHandle(database)
  try {
    const reviewIds = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from manual_reviews order by id limit 100`,
    )
    const trails = [
      ...engagementIds.map((id) => ['engagement', id] as const),
      ...reviewIds.flatMap(({ id }) => [['reviewer', id] as const, ['manual review', id] as const]),
    ]
    let events = 0
    for (const [type, id] of trails) {
      const check = verifyChain(await auditTrailOf(handle.db, type, id))
      if (!check.intact) throw new Error(`The audit chain of ${type} ${id} is broken: ${check.reason}.`)
      if (check.events === 0) throw new Error(`The ${type} ${id} has no audit trail.`)
      events += check.events
    }
    return { trails: trails.length, events }
  } finally {
    await handle.close()
  }
}

export const scaleBench = async (): Promise<Table[]> => {
  const size = scaleSizeFromEnv()
  const tables: Table[] = []
  for (const kind of benchTargets(size)) {
    const database = benchDatabase(kind, size.name)
    console.error(`scale: ${database.label}: ${size.engagements} engagements, migrating and seeding the demo data`)
    await freshBenchDatabase(database)
    const load = await loadScaleData(database, size)
    const sample = load.sampleIds.slice(0, 200)
    const verified = await verifySample(database, sample)
    tables.push({
      title: `Scale data by COPY (${database.label}: ${size.organisations} organisations, ${size.contractors} contractors, ${size.engagements} engagements)`,
      columns: ['step', 'rows', 'seconds', 'rows per second'],
      rows: [
        ...load.tables.map((t) => [t.table, t.rows, t.seconds, Math.round(t.rows / t.seconds)] as const),
        ['indexes built again + counts + analyze', '', load.indexSeconds, ''],
        ['total', '', load.totalSeconds, ''],
      ],
      notes: [
        `Audit chains verified with the product's verifier: ${verified.trails} trails (${sample.length} engagements, then manual reviews' reviewer and item trails), ${verified.events} events, all intact.`,
      ],
    })
  }
  return tables
}
