// How a governed entity's row is read and written: the machine's snapshot in `state`, an optimistic `version`,
// and the columns each entity writes out beside the snapshot for lists and indexes. Every entity loads its row
// locked and saves it only if the version is unchanged; this module says that once.
import { and, eq, getTableName, isNull, sql } from 'drizzle-orm'
import { type PgColumn, type PgTable, type PgUpdateSetSource, QueryBuilder } from 'drizzle-orm/pg-core'
import type { AnyStateMachine, SnapshotFrom } from 'xstate'
import { preparedByShape, rawStatement, type Transaction, writeShape } from '../db/client.ts'
import { lastEventColumns } from './audit-chain.ts'
import { type GovernedEntity, type LoadedEntity, persist } from './engine.ts'

type GovernedTable = PgTable & {
  readonly id: PgColumn
  readonly state: PgColumn
  readonly version: PgColumn
  readonly deletedAt?: PgColumn
}

type RowOptions<T extends GovernedTable, M extends AnyStateMachine> = {
  /** A deleted row (its `deleted_at` set) is no longer found: the entity's tombstone keeps its trail only. */
  readonly skipDeleted?: boolean
  /** The columns written out beside the snapshot (status, dates, the assignee), from the state saved. */
  readonly columns: (next: SnapshotFrom<M>) => PgUpdateSetSource<T>
}

/** The `load` and `save` of a governed entity whose row lives in `table`. */
export const governedRow = <T extends GovernedTable, M extends AnyStateMachine>(
  table: T,
  options: RowOptions<T, M>,
): Pick<GovernedEntity<M>, 'load' | 'save'> => {
  const byId = sql.placeholder('id')
  const found =
    options.skipDeleted && table.deletedAt ? and(eq(table.id, byId), isNull(table.deletedAt)) : eq(table.id, byId)
  // Built once for the entity: every command on it runs it, and its text never changes.
  const loadRow = rawStatement<LoadedEntity>(
    new QueryBuilder()
      .select({ state: table.state, version: table.version })
      .from(table as PgTable)
      .where(found)
      .for('update')
      .getSQL(),
  )
  return {
    load: async (tx: Transaction, id: string): Promise<LoadedEntity | null> => {
      const row = (await loadRow(tx, { id }))[0]
      return row ? { state: row.state, version: row.version } : null
    },
    save: async (tx: Transaction, id: string, next: SnapshotFrom<M>, version: number, trail: string) => {
      const values: Record<string, unknown> = {
        ...options.columns(next),
        state: persist(next),
        version: sql`${table.version} + 1`,
      }
      const updated = (await preparedByShape(
        writeShape(`save ${getTableName(table)}`, values),
        tx
          .update(table)
          .set(values as never)
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning({ id: table.id, ...lastEventColumns(trail, table) }),
      )) as { lastSeq: number | null; lastHash: string | null }[]
      const row = updated[0]
      if (!row) return null
      return { lastEvent: row.lastSeq === null ? null : { seq: row.lastSeq, hash: row.lastHash! } }
    },
  }
}
