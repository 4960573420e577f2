// `npm run bench`: the workflow engine, the sign-in path, the lists and the assessment, measured on this machine, printed as a table.
// Not part of `npm test`: speed is measured here, never asserted in timed tests.
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { determine } from '../src/domain/determination/determine.ts'
import { answerEvery, leaningTowards } from '../src/domain/question-sets/answer-paths.ts'
import { contractors, engagements, organisations } from '../src/server/db/schema.ts'
import { engagementEntity } from '../src/server/modules/assessments/engagement.entity.ts'
import { auditTrailOf, verifyChain } from '../src/server/workflow/audit-chain.ts'
import { executeCommand } from '../src/server/workflow/engine.ts'
import { apiClient, claimsOf } from '../tests/support/api.ts'
import { startTestServer } from '../tests/support/server.ts'
import { signInDemo } from '../tests/support/sign-in.ts'

type Row = { what: string; n: number; p50: number; p95: number; perSecond: number }

const measure = async (what: string, n: number, run: (i: number) => Promise<unknown>): Promise<Row> => {
  const times: number[] = []
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    await run(i)
    times.push(performance.now() - t)
  }
  const total = performance.now() - started
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { what, n, p50: at(0.5), p95: at(0.95), perSecond: (n / total) * 1000 }
}

const rows: Row[] = []
// A fresh server: migrations, reference data and the demo data (what every API test file pays once).
rows.push(await measure('start: new database + demo data', 3, async () => (await startTestServer()).stop()))
const server = await startTestServer()
const { db } = server.database
try {
  const partner = await signInDemo(server.url, 'partner')
  const call = apiClient(server.url)
  const engagement = (await db.select().from(engagements).where(eq(engagements.name, 'Payments architect')))[0]!
  const firer = { actorId: null, roles: ['Partner'] }

  rows.push(
    await measure('engine: archive/unarchive (direct)', 400, (i) =>
      executeCommand({
        db,
        entity: engagementEntity,
        id: engagement.id,
        event: { type: i % 2 === 0 ? 'engagement.archive' : 'engagement.unarchive' },
        firer,
      }),
    ),
  )
  rows.push(
    await measure('API: PATCH /archived', 400, (i) =>
      call(`/api/assessments/engagements/${engagement.id}`, {
        method: 'PATCH',
        token: partner.accessToken,
        body: [{ op: 'replace', path: '/archived', value: i % 2 === 0 }],
      }),
    ),
  )
  const trail = await auditTrailOf(db, 'engagement', engagement.id)
  rows.push(await measure(`audit: verify a ${trail.length}-event chain`, 50, async () => verifyChain(trail)))
  rows.push(
    await measure('API: GET .../audit', 100, () =>
      call(`/api/assessments/engagements/${engagement.id}/audit`, { token: partner.accessToken }),
    ),
  )
  rows.push(
    await measure('API: GET actors/terms/latest', 400, () =>
      call('/api/actors/terms/latest', { token: partner.accessToken }),
    ),
  )
  rows.push(await measure('sign-in: code flow + token exchange', 20, () => signInDemo(server.url, 'partner')))
  const acme = (await db.select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!
  const lists = {
    'API: GET contractors (30 of 37, by name)': `/api/actors/contractors?org_id=${acme.id}`,
    'API: GET contractors (search)': `/api/actors/contractors?org_id=${acme.id}&search=patel`,
    'API: GET jobroles (30, subtree, last used)': `/api/assessments/jobroles?org_id=${acme.id}`,
    'API: GET invites of an organisation': `/api/actors/invites?org_id=${acme.id}`,
    'API: GET organisations/search': '/api/actors/organisations/search?search=acme',
  }
  for (const [what, path] of Object.entries(lists))
    rows.push(await measure(what, 200, () => call(path, { token: partner.accessToken })))

  // The contractor's side: the SDS hub's three reads as Tara Bennett (Contractor Type 1) makes them.
  const tara = await signInDemo(server.url, 'contractor.type1')
  const hub = {
    'API: GET SDS hub (sds-engagements, show_all)': '/api/assessments/contractor-portal/sds-engagements?show_all=true',
    'API: GET SDS hub actions': '/api/assessments/contractor-portal/actions',
    'API: GET SDS hub in progress': '/api/assessments/contractor-portal/in-progress',
  }
  for (const [what, path] of Object.entries(hub))
    rows.push(await measure(what, 200, () => call(path, { token: tara.accessToken })))

  // The assessment: the determination alone, then whole submissions and documents through the API.
  const full = (await call('/api/assessments/question-sets/type/FULL', { token: partner.accessToken })).json
  const outside = answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE'))
  rows.push(
    await measure(`determination: FULL, ${outside.length} answers (direct)`, 400, async () =>
      determine(full, outside, { hasContractStarted: true }),
    ),
  )
  const contractor = (await db.select().from(contractors).where(eq(contractors.organisationId, acme.id)))[0]!
  const newEngagement = async (reviewers: unknown[] = []) =>
    (
      await call('/api/assessments/engagements', {
        method: 'POST',
        token: partner.accessToken,
        body: {
          contractor_id: contractor.id,
          organisation_id: acme.id,
          question_set_id: full.id,
          name: 'Bench engagement',
          end_client_id: acme.id,
          start_date: '2027-01-04',
          end_date: '2027-12-24',
          daily_rate: 650,
          reviewers,
        },
      })
    ).json.id as string
  const ids: string[] = []
  rows.push(
    await measure('API: POST engagement (with its assessment)', 50, async () => ids.push(await newEngagement())),
  )
  const assessmentOf = async (id: string) =>
    (await call(`/api/assessments/engagements/${id}`, { token: partner.accessToken })).json.assessments[0]
  const assessments = await Promise.all(ids.map(assessmentOf))
  rows.push(
    await measure('API: POST answers (submit, result, exposure)', 50, (i) =>
      call(`/api/assessments/assessments/${assessments[i]!.id}/answers`, {
        method: 'POST',
        token: partner.accessToken,
        body: {
          contractor_engagement_id: ids[i],
          question_set_id: full.id,
          submitted: true,
          submitted_by: 'CLIENT',
          answer_ids: outside,
        },
      }),
    ),
  )
  rows.push(
    await measure('API: GET engagement with its assessment', 200, (i) =>
      call(`/api/assessments/engagements/${ids[i % ids.length]}`, { token: partner.accessToken }),
    ),
  )
  rows.push(
    await measure('PDF: assessment report (API)', 20, (i) =>
      call(`/api/reporting/reports/assessment/${assessments[i]!.id}/report`, { token: partner.accessToken }),
    ),
  )
  rows.push(
    await measure('PDF: issue an SDS (render, store, hash)', 20, (i) =>
      call(`/api/reporting/reports/assessment/${assessments[i]!.id}/sds`, { token: partner.accessToken }),
    ),
  )
  rows.push(
    await measure('PDF: download an issued SDS', 100, (i) =>
      call(`/api/reporting/reports/assessment/${assessments[i % 20]!.id}/sds`, { token: partner.accessToken }),
    ),
  )

  // Sign-off: two reviewers chosen, opened by the submission, each finalising (record and engagement together).
  const sam = await signInDemo(server.url, 'sign.off.user')
  const ravi = await signInDemo(server.url, 'sign.off.deputy')
  const reviewers = [sam, ravi].map((person) => ({
    ActorId: claimsOf(person.accessToken).actorId as string,
    OrganisationId: acme.id,
  }))
  const reviewed: string[] = []
  rows.push(
    await measure('API: POST engagement with 2 sign-off users', 30, async () =>
      reviewed.push(await newEngagement(reviewers)),
    ),
  )
  const reviewedAssessments = await Promise.all(reviewed.map(assessmentOf))
  rows.push(
    await measure('API: POST answers into review (opens 2 records)', 30, (i) =>
      call(`/api/assessments/assessments/${reviewedAssessments[i]!.id}/answers`, {
        method: 'POST',
        token: partner.accessToken,
        body: {
          contractor_engagement_id: reviewed[i],
          question_set_id: full.id,
          submitted: true,
          submitted_by: 'CLIENT',
          answer_ids: outside,
        },
      }),
    ),
  )
  const recordsOf = async (id: string) =>
    (await call(`/api/assessments/engagements/${id}/reviewers`, { token: partner.accessToken })).json.items as {
      id: string
      actor_id: string
    }[]
  const records = await Promise.all(reviewed.map(recordsOf))
  for (const [who, person] of [
    ['first', sam],
    ['last', ravi],
  ] as const)
    rows.push(
      await measure(`API: finalise the ${who} review of 2`, 30, (i) =>
        call(
          `/api/assessments/engagements/${reviewed[i]}/reviewer/${records[i]!.find((r) => r.actor_id === claimsOf(person.accessToken).actorId)!.id}/signoff`,
          { method: 'POST', token: person.accessToken, body: { finished_reviewing: true } },
        ),
      ),
    )
} finally {
  await server.stop()
}

console.log(`\nIR35 Portal benchmarks (${server.database.kind}, one connection at a time, Node ${process.version})\n`)
console.log('| what | n | p50 ms | p95 ms | per second |\n|---|---:|---:|---:|---:|')
for (const r of rows)
  console.log(`| ${r.what} | ${r.n} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.perSecond.toFixed(0)} |`)
