// Counts, per machine, the transitions the walks through the server and the browser verified (recorded by
// verified-transitions.ts in the directory given), and compares the counts with machines/coverage.json, which
// /process shows. Exits 1 when they differ; --write updates the committed file instead. Prints, per machine, each
// transition no walk verified.
//   npx tsx tests/walks/check-coverage.ts <observations dir> [--write]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { allTransitions } from '../model/transition-coverage.ts'
import { WALKS } from '../model/walks.ts'

export type VerifiedCoverage = { readonly transitions: number; readonly api: number; readonly view: number }

const COMMITTED = new URL('../../machines/coverage.json', import.meta.url)

const [dir, flag] = process.argv.slice(2)
if (!dir) {
  console.error('Usage: tsx tests/walks/check-coverage.ts <observations dir> [--write]')
  process.exit(2)
}

const seen = new Map<string, Set<string>>()
for (const file of existsSync(dir) ? readdirSync(dir) : [])
  for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
    const { machine, via, key } = JSON.parse(line) as { machine: string; via: string; key: string }
    const id = `${machine} ${via}`
    if (!seen.has(id)) seen.set(id, new Set())
    seen.get(id)!.add(key)
  }

const counted: Record<string, VerifiedCoverage> = {}
for (const { machine } of [...WALKS].sort((a, b) => a.machine.id.localeCompare(b.machine.id))) {
  const transitions = allTransitions(machine)
  const api = seen.get(`${machine.id} api`) ?? new Set()
  const view = seen.get(`${machine.id} view`) ?? new Set()
  counted[machine.id] = {
    transitions: transitions.length,
    api: transitions.filter((t) => api.has(t)).length,
    view: transitions.filter((t) => view.has(t)).length,
  }
  const unverified = transitions.filter((t) => !api.has(t) && !view.has(t))
  const { api: a, view: v, transitions: n } = counted[machine.id]!
  console.log(`${machine.id}: ${n} transitions, ${a} verified through the API, ${v} through the views`)
  for (const t of unverified) console.log(`  not verified: ${t}`)
}

const written = `${JSON.stringify(counted, null, 2)}\n`
if (flag === '--write') {
  writeFileSync(COMMITTED, written)
  console.log('machines/coverage.json written')
} else if (readFileSync(COMMITTED, 'utf8') !== written) {
  console.error(
    `machines/coverage.json differs from what the walks verified:\n${written}\nRun the walks and write it with --write.`,
  )
  process.exit(1)
}
