// One migrated, seeded store per test run, which every test server starts from: migrating and seeding took each
// server about five of its seven seconds on PGlite. server-template.setup.ts builds it once, before the workers.
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'

/** Where the run's template is: its PGlite dump (or PostgreSQL template database) and its files' bytes. */
export type ServerTemplate = {
  readonly pgliteImage: string | null
  readonly postgresDatabase: string | null
  readonly blobsFile: string
  /** When the demo data was seeded (ISO): its dates run from that day, not from the day a test reads them. */
  readonly seededAt: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate | null
  }
}

/** What a server starts from, read once per worker: the PGlite dump, and the seeded files as key and bytes. */
type LoadedTemplate = {
  readonly template: ServerTemplate
  readonly pgliteImage: Blob | undefined
  readonly blobs: readonly (readonly [string, Uint8Array])[]
}

let loaded: Promise<LoadedTemplate | null> | undefined

const load = async (): Promise<LoadedTemplate | null> => {
  // Outside a test run (the benchmarks' servers) there is none, and inject may not be called there.
  const template = process.env.VITEST ? (inject('serverTemplate') ?? null) : null
  if (!template) return null
  const blobs = JSON.parse(await readFile(template.blobsFile, 'utf8')) as Record<string, string>
  return {
    template,
    pgliteImage: template.pgliteImage ? new Blob([await readFile(template.pgliteImage)]) : undefined,
    blobs: Object.entries(blobs).map(([key, base64]) => [key, new Uint8Array(Buffer.from(base64, 'base64'))] as const),
  }
}

/** The run's template, or null when the project's global setup made none. */
export const serverTemplate = () => {
  loaded ??= load()
  return loaded
}
