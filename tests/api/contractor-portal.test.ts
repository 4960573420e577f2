// The contractor portal (spec part 2 §2 screen 13, §3 "SDS hub row", §7): the SDS hub's calls as the demo
// contractor Tara Bennett makes them, and who else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
const tokens = new Map<string, string>()
const as = (account: string) => tokens.get(account)!
const HUB = '/api/assessments/contractor-portal'

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  for (const account of ['contractor.type1', 'partner'])
    tokens.set(account, (await signInDemo(server.url, account)).accessToken)
})
afterAll(() => server?.stop())

describe('GET /api/assessments/contractor-portal/sds-engagements', () => {
  it('answers the contractor a page of rows', async () => {
    const page = await call(`${HUB}/sds-engagements?show_all=true`, { token: as('contractor.type1') })
    expect(page.status, JSON.stringify(page.json)).toBe(200)
    expect(page.json).toMatchObject({ count: expect.any(Number), pages: expect.any(Number) })
  })

  it('refuses an organisation user with 403', async () => {
    expect((await call(`${HUB}/sds-engagements`, { token: as('partner') })).status).toBe(403)
  })
})
