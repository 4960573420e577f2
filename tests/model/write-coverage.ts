// Writes machines/coverage.json: for every machine, its transitions, how many the model tests take, and
// how many paths take them. The /process page shows it; each machine's model test fails when it is stale.
// Run: npx tsx tests/model/write-coverage.ts
import { writeFileSync } from 'node:fs'
import { COVERAGE_FILE, type Coverage, coverageOf, walk } from './transition-coverage.ts'
import { WALKS } from './walks.ts'

const coverage: Record<string, Coverage> = {}
for (const { machine, options } of [...WALKS].sort((a, b) => a.machine.id.localeCompare(b.machine.id))) {
  const started = performance.now()
  coverage[machine.id] = coverageOf(walk(machine, options))
  const { transitions, covered, paths } = coverage[machine.id]!
  console.log(
    `${machine.id}: ${covered}/${transitions} transitions in ${paths} paths (${Math.round(performance.now() - started)} ms)`,
  )
}
writeFileSync(COVERAGE_FILE, `${JSON.stringify(coverage, null, 2)}\n`)
