// PDF generation: assessment reports and SDSs rendered per second, through the API on the demo server.

import { withDemoServer } from '../support/demo-server.ts'
import { measure, type Table, type Timing, timingTable } from '../support/table.ts'

const RENDERS = 20

export const pdfBench = (): Promise<Table[]> =>
  withDemoServer(async ({ call, partner, newEngagement, assessmentOf, submitAnswers }) => {
    const token = partner.accessToken
    // Each SDS is issued once (rendered, stored, hashed), so each render needs its own submitted assessment.
    const ids: string[] = []
    for (let i = 0; i < RENDERS; i++) ids.push(await newEngagement())
    const assessments = await Promise.all(ids.map(assessmentOf))
    for (const [i, id] of ids.entries()) await submitAnswers(id, assessments[i]!.id)
    const documentOf = (i: number, kind: 'report' | 'sds') =>
      call(`/api/reporting/reports/assessment/${assessments[i % RENDERS]!.id}/${kind}`, { token }).then((response) => {
        if (response.status !== 200) throw new Error(`${kind} answered ${response.status}`)
      })
    const rows: Timing[] = [
      await measure('PDF: assessment report (API)', RENDERS, (i) => documentOf(i, 'report')),
      await measure('PDF: issue an SDS (render, store, hash)', RENDERS, (i) => documentOf(i, 'sds')),
      await measure('PDF: download an issued SDS', 100, (i) => documentOf(i, 'sds')),
    ]
    return [timingTable('PDF generation, one at a time (PGlite in memory)', rows)]
  })
