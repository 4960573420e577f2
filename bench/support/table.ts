// Timings and tables shared by every group: a group measures, then hands rows and columns to print.
import { performance } from 'node:perf_hooks'

/** The value at quantile q of sorted numbers (nearest rank: no interpolation, no histogram library). */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

export type Timing = { what: string; n: number; p50: number; p95: number; perSecond: number }

/** Runs `run` n times one after another: per-call times and the rate over the whole loop. */
export const measure = async (what: string, n: number, run: (i: number) => Promise<unknown>): Promise<Timing> => {
  const times: number[] = []
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    await run(i)
    times.push(performance.now() - t)
  }
  const total = performance.now() - started
  times.sort((a, b) => a - b)
  return { what, n, p50: quantile(times, 0.5), p95: quantile(times, 0.95), perSecond: (n / total) * 1000 }
}

export type Cell = string | number
export type Table = { title: string; columns: readonly string[]; rows: readonly (readonly Cell[])[]; notes?: string[] }

const cell = (value: Cell) =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : value

/** A Markdown table, so a run's output pastes straight into RESULTS.md. */
export const printTable = (table: Table) => {
  const lines = [
    `\n### ${table.title}\n`,
    `| ${table.columns.join(' | ')} |`,
    `|${table.columns.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    ...(table.notes ?? []).map((note) => `\n${note}`),
  ]
  console.log(lines.join('\n'))
}

export const timingTable = (title: string, timings: readonly Timing[], notes?: string[]): Table => ({
  title,
  columns: ['what', 'n', 'p50 ms', 'p95 ms', 'per second'],
  rows: timings.map((t) => [t.what, t.n, t.p50, t.p95, Math.round(t.perSecond)]),
  notes,
})
