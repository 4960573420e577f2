// The server of the PDF contention group, in a process of its own (as in production, apart from the client that
// measures it): demo data in PGlite in memory, and submitted assessments whose reports the parent asks for.
import { startTestServer } from '../../tests/support/server.ts'
import { openDemoSession } from '../support/demo-server.ts'

export type ContentionServer = { url: string; token: string; assessmentIds: string[] }

const REPORTS = Number(process.env.REPORTS ?? 4)

const server = await startTestServer()
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
process.on('disconnect', async () => {
  await server.stop()
  process.exit(0)
})
process.send?.({ url: server.url, token: partner.accessToken, assessmentIds } satisfies ContentionServer)
