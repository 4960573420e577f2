// The per-call group: the workflow engine, the sign-in path, the lists and the assessment, one call at a time
// against an in-process server on PGlite with the demo data.
import { eq } from 'drizzle-orm'
import { determine } from '../../src/domain/determination/determine.ts'
import { engagements } from '../../src/server/db/schema.ts'
import { engagementEntity } from '../../src/server/modules/engagements/engagement.entity.ts'
import { auditTrailOf, verifyChain } from '../../src/server/workflow/audit-chain.ts'
import { executeCommand } from '../../src/server/workflow/engine.ts'
import { claimsOf } from '../../tests/support/api.ts'
import { startTestServer } from '../../tests/support/server.ts'
import { signInDemo } from '../../tests/support/sign-in.ts'
import { withDemoServer } from '../support/demo-server.ts'
import { measure, type Table, type Timing, timingTable } from '../support/table.ts'
import '../../src/server/modules/assessments/engagement-effects.ts'

export const callsBench = async (): Promise<Table[]> => {
  const rows: Timing[] = []
  // A fresh server: migrations, reference data and the demo data (what every API test file pays once).
  rows.push(await measure('start: new database + demo data', 3, async () => (await startTestServer()).stop()))
  await withDemoServer(
    async ({ server, db, call, partner, acme, full, outside, newEngagement, assessmentOf, submitAnswers }) => {
      const token = partner.accessToken
      const engagement = (await db.select().from(engagements).where(eq(engagements.name, 'Payments architect')))[0]!
      rows.push(
        await measure('engine: archive/unarchive (direct)', 400, (i) =>
          executeCommand({
            db,
            entity: engagementEntity,
            id: engagement.id,
            event: { type: i % 2 === 0 ? 'engagement.archive' : 'engagement.unarchive' },
            firer: { actorId: null, roles: ['Partner'] },
          }),
        ),
      )
      rows.push(
        await measure('API: PATCH /archived', 400, (i) =>
          call(`/api/assessments/engagements/${engagement.id}`, {
            method: 'PATCH',
            token,
            body: [{ op: 'replace', path: '/archived', value: i % 2 === 0 }],
          }),
        ),
      )
      const trail = await auditTrailOf(db, 'engagement', engagement.id)
      rows.push(await measure(`audit: verify a ${trail.length}-event chain`, 50, async () => verifyChain(trail)))
      rows.push(
        await measure('API: GET .../audit', 100, () =>
          call(`/api/assessments/engagements/${engagement.id}/audit`, { token }),
        ),
      )
      rows.push(await measure('API: GET actors/terms/latest', 400, () => call('/api/actors/terms/latest', { token })))
      rows.push(await measure('sign-in: code flow + token exchange', 20, () => signInDemo(server.url, 'partner')))
      const lists = {
        'API: GET contractors (30 of 37, by name)': `/api/actors/contractors?org_id=${acme.id}`,
        'API: GET contractors (search)': `/api/actors/contractors?org_id=${acme.id}&search=patel`,
        'API: GET jobroles (30, subtree, last used)': `/api/assessments/jobroles?org_id=${acme.id}`,
        'API: GET invites of an organisation': `/api/actors/invites?org_id=${acme.id}`,
        'API: GET organisations/search': '/api/actors/organisations/search?search=acme',
      }
      for (const [what, path] of Object.entries(lists)) rows.push(await measure(what, 200, () => call(path, { token })))

      // The contractor's side: the SDS hub's three reads as Tara Bennett (Contractor Type 1) makes them.
      const tara = await signInDemo(server.url, 'contractor.type1')
      const hub = {
        'API: GET SDS hub (sds-engagements, show_all)':
          '/api/assessments/contractor-portal/sds-engagements?show_all=true',
        'API: GET SDS hub actions': '/api/assessments/contractor-portal/actions',
        'API: GET SDS hub in progress': '/api/assessments/contractor-portal/in-progress',
      }
      for (const [what, path] of Object.entries(hub))
        rows.push(await measure(what, 200, () => call(path, { token: tara.accessToken })))

      // The assessment: the determination alone, then whole submissions through the API.
      rows.push(
        await measure(`determination: FULL, ${outside.length} answers (direct)`, 400, async () =>
          determine(full, outside, { hasContractStarted: true }),
        ),
      )
      const ids: string[] = []
      rows.push(
        await measure('API: POST engagement (with its assessment)', 50, async () => ids.push(await newEngagement())),
      )
      const assessments = await Promise.all(ids.map(assessmentOf))
      rows.push(
        await measure('API: POST answers (submit, result, exposure)', 50, (i) =>
          submitAnswers(ids[i]!, assessments[i]!.id),
        ),
      )
      rows.push(
        await measure('API: GET engagement with its assessment', 200, (i) =>
          call(`/api/assessments/engagements/${ids[i % ids.length]}`, { token }),
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
          submitAnswers(reviewed[i]!, reviewedAssessments[i]!.id),
        ),
      )
      const recordsOf = async (id: string) =>
        (await call(`/api/assessments/engagements/${id}/reviewers`, { token })).json.items as {
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
    },
  )
  return [timingTable('Calls, one at a time (PGlite in memory, demo data)', rows)]
}
