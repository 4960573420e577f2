// `npm run bench`: the IR35 Portal measured on this machine, one Markdown table per group.
// `npm run bench -- --only <group>[,<group>]` runs some of them. Not part of `npm test`: speed is measured
// here, never asserted in timed tests.
import { browserBench } from './browser/browser.bench.ts'
import { callsBench } from './calls/calls.bench.ts'
import { importBench } from './import/import.bench.ts'
import { lighthouseBench } from './lighthouse/lighthouse.bench.ts'
import { loadBench } from './load/load.bench.ts'
import { pdfContentionBench } from './pdf/contention.bench.ts'
import { pdfBench } from './pdf/pdf.bench.ts'
import { processesBench } from './processes/processes.bench.ts'
import { scaleBench } from './scale/scale.bench.ts'
import { printTable, type Table } from './support/table.ts'
import { webBench } from './web/web.bench.ts'

const GROUPS: Record<string, () => Promise<Table[]>> = {
  calls: callsBench,
  pdf: pdfBench,
  'pdf-contention': pdfContentionBench,
  scale: scaleBench,
  load: loadBench,
  processes: processesBench,
  web: webBench,
  browser: browserBench,
  lighthouse: lighthouseBench,
  import: importBench,
}

const onlyArgument = () => {
  const at = process.argv.indexOf('--only')
  return at === -1 ? null : (process.argv[at + 1] ?? '').split(',').filter(Boolean)
}

const chosen = onlyArgument() ?? Object.keys(GROUPS)
const unknown = chosen.filter((name) => !GROUPS[name])
if (unknown.length > 0) {
  console.error(`Unknown group(s): ${unknown.join(', ')}. Groups: ${Object.keys(GROUPS).join(', ')}.`)
  process.exit(2)
}

console.log(`\nIR35 Portal benchmarks, Node ${process.version}, ${new Date().toISOString()}`)
for (const name of chosen) {
  const started = Date.now()
  for (const table of await GROUPS[name]!()) printTable(table)
  console.log(`\n(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
