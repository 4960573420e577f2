// What the walks through the real server (the API, or the browser's views) saw: each transition a walk drove and
// checked is recorded by its key (tests/model/transition-coverage.ts names every candidate transition the same
// way). Recording happens only when WALK_OBSERVATIONS_DIR is set (tests/run-all.sh sets it); check-coverage.ts
// then counts, per machine, what was verified and compares it with machines/coverage.json.
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/** Through the HTTP API of a real server, or through the rendered views in a real browser. */
export type Via = 'api' | 'view'

export const OBSERVATIONS_ENV = 'WALK_OBSERVATIONS_DIR'

/** Records that these transitions of the machine were driven and checked through the server or the views. */
export const recordVerified = (machineId: string, via: Via, keys: Iterable<string>) => {
  const dir = process.env[OBSERVATIONS_ENV]
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const lines = [...keys].map((key) => `${JSON.stringify({ machine: machineId, via, key })}\n`).join('')
  appendFileSync(path.join(dir, `${machineId}.${via}.${process.pid}.jsonl`), lines)
}
