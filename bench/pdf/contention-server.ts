// The server of the PDF contention group, in a process of its own (as in production, apart from the client that
// measures it): demo data in PGlite in memory, and submitted assessments whose reports the parent asks for.
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks'
import { startTestServer } from '../../tests/support/server.ts'
import { openDemoSession } from '../support/demo-server.ts'

export type ContentionServer = { url: string; token: string; assessmentIds: string[] }
/** The parent's questions: start watching the event loop's delay, or stop and say what it was (ms). */
export type LoopRequest = { type: 'loop'; on: boolean }
export type LoopDelay = { p50: number; p95: number; max: number }

const REPORTS = Number(process.env.REPORTS ?? 4)

// PDF_WORKERS, when given, sizes the server's PDF pool (a server without one ignores it).
const server = await startTestServer(process.env.PDF_WORKERS ? { PDF_WORKERS: process.env.PDF_WORKERS } : {})
const { call, partner, newEngagement, assessmentOf, submitAnswers } = await openDemoSession(server)
const assessmentIds: string[] = []
for (let i = 0; i < REPORTS; i++) {
  const engagementId = await newEngagement()
  const { id } = await assessmentOf(engagementId)
  await submitAnswers(engagementId, id)
  assessmentIds.push(id)
}
// Every report once before measuring, all at once: the first documents pay for loading the PDF library (in each
// worker thread, where there are some).
await Promise.all(
  assessmentIds.map(async (id) => {
    const response = await call(`/api/reporting/reports/assessment/${id}/report`, { token: partner.accessToken })
    if (response.status !== 200) throw new Error(`the report answered ${response.status}`)
  }),
)
let loop: IntervalHistogram | undefined
process.on('message', (request: LoopRequest) => {
  if (request.on) {
    loop = monitorEventLoopDelay({ resolution: 5 })
    loop.enable()
    return
  }
  loop?.disable()
  const ms = (ns: number) => ns / 1e6
  process.send?.({
    p50: ms(loop!.percentile(50)),
    p95: ms(loop!.percentile(95)),
    max: ms(loop!.max),
  } satisfies LoopDelay)
})
process.on('disconnect', async () => {
  await server.stop()
  process.exit(0)
})
process.send?.({ url: server.url, token: partner.accessToken, assessmentIds } satisfies ContentionServer)
