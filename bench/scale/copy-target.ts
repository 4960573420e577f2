// Where the scale data goes, and how COPY reaches it: PostgreSQL through node-postgres's own protocol
// connection (COPY FROM STDIN, no extra package), PGlite through its /dev/blob COPY.
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export type CopyTarget = {
  readonly kind: 'postgres' | 'pglite'
  exec(statement: string): Promise<void>
  rows<T>(statement: string, params?: unknown[]): Promise<T[]>
  /** Loads COPY text-format lines into a table's named columns. */
  copy(table: string, columns: readonly string[], text: string): Promise<void>
  close(): Promise<void>
}

type CopyConnection = {
  query(text: string): void
  sendCopyFromChunk(chunk: Buffer): void
  endCopyFrom(): void
}

/**
 * A node-postgres "submittable": the client hands it the connection, the server asks for the data
 * (CopyInResponse), we send it in chunks and the server's ReadyForQuery ends it. This is all pg-copy-streams
 * adds for COPY FROM; the data is already in memory here, so no stream is needed.
 */
class CopyFromText {
  readonly done: Promise<void>
  private settle!: { resolve(): void; reject(error: Error): void }

  constructor(
    private readonly statement: string,
    private readonly text: string,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject }
    })
  }

  submit(connection: CopyConnection) {
    connection.query(this.statement)
  }

  handleCopyInResponse(connection: CopyConnection) {
    const data = Buffer.from(this.text)
    const CHUNK = 1 << 20
    for (let at = 0; at < data.length; at += CHUNK) connection.sendCopyFromChunk(data.subarray(at, at + CHUNK))
    connection.endCopyFrom()
  }

  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}

  // The client forgets a query once it fails, so its ReadyForQuery never reaches us: settle here.
  handleError(error: Error) {
    this.settle.reject(error)
  }

  handleReadyForQuery() {
    this.settle.resolve()
  }
}

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from ${source}`

export const postgresTarget = async (url: string): Promise<CopyTarget> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    kind: 'postgres',
    exec: async (statement) => {
      await client.query(statement)
    },
    rows: async <T>(statement: string, params: unknown[] = []) => (await client.query(statement, params)).rows as T[],
    copy: async (table, columns, text) => {
      const copy = new CopyFromText(copyStatement(table, columns, 'stdin'), text)
      client.query(copy as never)
      await copy.done
    },
    close: () => client.end(),
  }
}

export const pgliteTarget = async (dataDir: string): Promise<CopyTarget> => {
  const client = new PGlite(dataDir)
  return {
    kind: 'pglite',
    exec: async (statement) => {
      await client.exec(statement)
    },
    rows: async <T>(statement: string, params: unknown[] = []) => (await client.query<T>(statement, params)).rows,
    copy: async (table, columns, text) => {
      await client.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([text]) })
    },
    close: () => client.close(),
  }
}
