// The contractor import group: a 10,000-row CSV file (the most one file may hold), checked as the browser checks it
// (the same code, in process), checked by the server, and imported, against an in-process server on PGlite with
// the demo data. The file has a few skipped and refused rows, as real files do.
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { checkImportRows, IMPORT_COLUMNS, IMPORT_MAX_ROWS, readImportFile } from '../../src/domain/contractor-import.ts'
import { organisations } from '../../src/server/db/schema.ts'
import { startTestServer } from '../../tests/support/server.ts'
import { signInDemo } from '../../tests/support/sign-in.ts'
import { measure, type Table, type Timing, timingTable } from '../support/table.ts'

const fileOf = (rows: number, stamp: number) => {
  const lines = [IMPORT_COLUMNS.join(',')]
  for (let i = 0; i < rows; i++) {
    // Every 500th row is refused (a bad phone number); the rest are new.
    const phone = i % 500 === 499 ? 'ring me' : `+4477009${String(i).padStart(5, '0')}`
    lines.push(
      [
        `Person${i}`,
        `Surname${i}`,
        `bench.${stamp}.${i}@example.test`,
        phone,
        `"Company ${i}, Ltd"`,
        `BC${String(i).padStart(6, '0')}`,
        `REF-${i}`,
        i % 2 ? 'yes' : 'no',
      ].join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

export const importBench = async (): Promise<Table[]> => {
  const server = await startTestServer()
  try {
    const token = (await signInDemo(server.url, 'provider.admin')).accessToken
    const [halden] = await server.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Halden Energy'))
    const organisationId = halden!.id
    const text = fileOf(IMPORT_MAX_ROWS, Date.now())
    const post = async (step: 'import' | 'import/check') => {
      const form = new FormData()
      form.append('File', new Blob([text], { type: 'text/csv' }), 'bench.csv')
      const response = await fetch(`${server.url}/api/actors/contractors/${step}?org_id=${organisationId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      if (response.status !== 200) throw new Error(`${step} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as { ready: unknown[]; refused: unknown[]; skipped: unknown[] }
    }
    const rows: Timing[] = []
    rows.push(
      await measure('check in process (what the browser runs)', 3, async () => {
        const read = readImportFile(text)
        if (!read.ok) throw new Error(read.message)
        return checkImportRows(read.rows, organisationId)
      }),
    )
    rows.push(await measure('API: POST .../import/check', 3, () => post('import/check')))
    let counts = ''
    const started = performance.now()
    const imported = await post('import')
    const importMs = performance.now() - started
    counts = `${imported.ready.length} imported, ${imported.skipped.length} skipped, ${imported.refused.length} refused`
    rows.push({
      what: 'API: POST .../import (one transaction)',
      n: 1,
      p50: importMs,
      p95: importMs,
      perSecond: 1000 / importMs,
    })
    return [
      timingTable(
        `Contractor import: ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows, ${(text.length / 1024 / 1024).toFixed(1)} MB`,
        rows,
        [`The import: ${counts}. The checks write nothing; the import runs once (a second would skip every row).`],
      ),
    ]
  } finally {
    await server.stop()
  }
}
