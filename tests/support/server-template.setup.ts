// Global setup of the suites that start servers: migrates and seeds one store (PGlite in memory, or a PostgreSQL
// database when DATABASE_URL is set) and leaves it where every server of the run copies it from.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/client.ts'
import { memoryBlobStore } from '../../src/server/modules/files/blob-store.ts'
import { seedDemoData } from '../../src/server/seed/demo-data.ts'
import { ensureReferenceData } from '../../src/server/seed/reference-data.ts'
import { isolatedDatabaseUrl } from './server.ts'

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ir35-template-'))
  const postgres = process.env.DATABASE_URL ? await isolatedDatabaseUrl(process.env.DATABASE_URL) : null
  const database = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir: 'memory://' })
  const blobs = memoryBlobStore()
  let pgliteImage: string | null = null
  const seededAt = new Date().toISOString()
  try {
    await ensureReferenceData(database.db)
    await seedDemoData(database.db, blobs)
    if (database.kind === 'pglite') {
      pgliteImage = path.join(dir, 'pglite.tar')
      const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
      await writeFile(pgliteImage, new Uint8Array(await image.arrayBuffer()))
    }
  } finally {
    // A template database must have no connection left when servers copy it.
    await database.close()
  }
  const blobsFile = path.join(dir, 'blobs.json')
  const entries = await Promise.all(
    blobs.keys().map(async (key) => [key, Buffer.from((await blobs.get(key))!).toString('base64')] as const),
  )
  await writeFile(blobsFile, JSON.stringify(Object.fromEntries(entries)))
  project.provide('serverTemplate', { pgliteImage, postgresDatabase: postgres?.name ?? null, blobsFile, seededAt })
  return async () => {
    await rm(dir, { recursive: true, force: true })
    await postgres?.drop()
  }
}
