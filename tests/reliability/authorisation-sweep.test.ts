// Tenant isolation, swept: every API route with an id, aimed at another organisation's real rows, called by
// people of other organisations (and contractors): not one 2xx. A 4xx is a refusal, whichever it is (a 400 for
// the body before the lookup leaks nothing either).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { idForParam, type OrganisationIds, organisationIds } from './support/organisation-ids.ts'
import { apiRoutes, fillPath, paramsOf } from './support/sweep.ts'

// Acme Retail Group has rows of nearly every kind; the callers are outside its tree: a sign-off user of Halden Energy
// (Acme's sibling under Northbridge) and a contractor with no engagement at Acme.
const VICTIM = 'Acme Retail Group'

/** Routes whose answer is public by design, whatever organisation asks (the reason is in the route's file). */
const PUBLIC_BY_DESIGN = new Set([
  // A logo is shown with <img> to people not yet in its organisation; its address is an unguessable UUID.
  'GET /api/files/logos/:fileId',
])

let server: TestServer
let victim: OrganisationIds
const callers: { name: string; token: string }[] = []

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server.database
  victim = await organisationIds(db, VICTIM)
  const halden = await organisationIds(db, 'Halden Energy')
  const signIn = async (account: string, organisation: string | null) =>
    accessTokenFor(server.url, await identityTokenFor(server.url, demoEmail(account)), organisation)
  callers.push(
    { name: 'a sign-off user working on Halden Energy', token: await signIn('halden.sign.off', halden.organisation) },
    { name: 'a contractor of no Acme engagement', token: await signIn('new.contractor', null) },
  )
})
afterAll(() => server?.stop())

/** The route aimed at the victim's rows; null when the victim has no row for one of its parameters. */
const victimPath = (path: string) => {
  const values = paramsOf(path).map((name) => idForParam(victim, path, name))
  if (values.some((value) => value === null)) return null
  let index = 0
  return fillPath(path, () => values[index++]!)
}

describe(`every route with an id, aimed at ${VICTIM}'s rows by people of other organisations`, () => {
  it('answers none of them with a 2xx', async () => {
    const aimed = apiRoutes(server)
      .filter((route) => route.path.startsWith('/api/') && paramsOf(route.path).length > 0)
      .filter((route) => !PUBLIC_BY_DESIGN.has(`${route.method} ${route.path}`))
      .flatMap((route) => {
        const path = victimPath(route.path)
        return path ? [{ route, path }] : []
      })
    // Most of the API is aimed: the victim has rows of nearly every kind.
    expect(aimed.length).toBeGreaterThan(50)

    const leaks: string[] = []
    let calls = 0
    for (const { route, path } of aimed)
      for (const caller of callers) {
        const write = route.method !== 'GET'
        const response = await fetch(`${server.url}${path}`, {
          method: route.method,
          headers: {
            authorization: `Bearer ${caller.token}`,
            ...(write ? { 'content-type': 'application/json' } : {}),
          },
          // A plausible change: refused for who asks, not for its shape.
          body: write
            ? JSON.stringify(route.method === 'PATCH' ? [{ op: 'replace', path: '/archived', value: true }] : {})
            : undefined,
        })
        await response.arrayBuffer()
        calls++
        if (response.status < 300 || response.status >= 500)
          leaks.push(`${response.status} ${route.method} ${route.path} by ${caller.name}`)
      }
    expect(leaks).toEqual([])
    console.info(`authorisation sweep: ${calls} calls on ${aimed.length} routes, no leak`)
  })
})
