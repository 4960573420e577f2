// Comparing a counts table with a fresh count: each query's rows are buckets (their key columns, then `n`), read as
// `{ key: n }` with empty buckets left out, so a table that kept a zero row equals a count that has none.
import type { SQL } from 'drizzle-orm'
import { type Queryable, queryRows } from '../../src/server/db/client.ts'

export const bucketCounts = async (db: Queryable, query: SQL): Promise<Record<string, number>> => {
  const rows = await queryRows<Record<string, unknown> & { n: number }>(db, query)
  return Object.fromEntries(
    rows
      .filter((row) => row.n !== 0)
      .map(({ n, ...bucket }) => [JSON.stringify(Object.entries(bucket).sort(([a], [b]) => a.localeCompare(b))), n]),
  )
}
