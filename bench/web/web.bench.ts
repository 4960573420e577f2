// The web app's weight per route against its budgets (gzip): 200 kB for any route's first load, 60 kB for a
// route's own chunk. A route over a budget makes the run end with exit code 1, so a script or a person running
// `npm run bench -- --only web` sees the miss. WEB_BUILD=<folder> reuses a build made with `vite build --manifest`.
import type { Table } from '../support/table.ts'
import { buildWithManifest, FIRST_LOAD_BUDGET_KB, ROUTE_CHUNK_BUDGET_KB, routeSizes } from './bundle-sizes.ts'

export const webBench = async (): Promise<Table[]> => {
  const outDir = process.env.WEB_BUILD ?? buildWithManifest()
  const sizes = routeSizes(outDir)
  const over = (kb: number, budget: number) => (kb > budget ? `${kb.toFixed(1)} OVER` : kb.toFixed(1))
  const missed = sizes.filter((s) => s.firstLoadKb > FIRST_LOAD_BUDGET_KB || s.ownKb > ROUTE_CHUNK_BUDGET_KB)
  if (missed.length > 0) process.exitCode = 1
  return [
    {
      title: `Web app per route, gzip (budgets: first load ${FIRST_LOAD_BUDGET_KB} kB, own chunk ${ROUTE_CHUNK_BUDGET_KB} kB)`,
      columns: ['route file', 'first load kB', 'own chunk kB', 'files'],
      rows: sizes.map((s) => [
        s.route,
        over(s.firstLoadKb, FIRST_LOAD_BUDGET_KB),
        over(s.ownKb, ROUTE_CHUNK_BUDGET_KB),
        s.files,
      ]),
      notes: [`${missed.length} of ${sizes.length} routes over a budget.`],
    },
  ]
}
