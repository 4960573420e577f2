// Hostile input against every API route the server lists: bodies generated from the API's own request schemas
// (Effect's Schema arbitraries) and then mutated (a field dropped, a type changed, a value oversized, keys added),
// random bodies, broken JSON, and path ids that are random, malformed, oversized or path tricks. Never a 5xx, and a
// refused request (4xx) leaves the stored rows exactly as they were. SOAK_RUNS, SOAK_SECONDS and SOAK_SEED size
// and replay a run.
import http from 'node:http'
import { sql } from 'drizzle-orm'
import * as Arbitrary from 'effect/Arbitrary'
import * as Effect from 'effect/Effect'
import * as Schema from 'effect/Schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/server/db/client.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { idForParam, type OrganisationIds, organisationIds } from './support/organisation-ids.ts'
import { apiRoutes, fillPath, paramsOf, type Random, type Route, seededRandom, soakBudget } from './support/sweep.ts'

const budget = soakBudget()
const random = seededRandom(budget.seed)

let server: TestServer
let token: string
let ids: OrganisationIds
let caller: string

beforeAll(async () => {
  server = await startTestServer()
  // The clock's own events (deadlines) would change rows between a request and its check; this sweep is about requests.
  server.scheduler.stop()
  ids = await organisationIds(server.database.db, 'Acme Retail Group')
  await signIn()
  caller = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).actorId
})
afterAll(() => server?.stop())

const signIn = async (retry = true): Promise<void> => {
  try {
    token = await accessTokenFor(server.url, await identityTokenFor(server.url, demoEmail('partner')), ids.organisation)
  } catch (error) {
    // As in send: the sign-in's first request may go on a connection the server closed after refusing a body unread
    // (one over a route's limit), so it is made once more. A second failure fails the sweep.
    if (!retry) throw error
    await signIn(false)
  }
}

/** The request schemas the domain exports (patches, requests, inputs), by name. */
const requestSchemas = (() => {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.ts', { eager: true })
  return Object.values(modules).flatMap((exports) =>
    Object.entries(exports).filter(
      (entry): entry is [string, Schema.Top] =>
        Schema.isSchema(entry[1]) && /(Patch|Request|Input|Body|Answers|Create|Update|Fields)$/.test(entry[0]),
    ),
  )
})()

/** Valid wire values of a schema; none when the schema's values cannot be generated (declared types). */
const samplesOf = (schema: Schema.Top, count: number): unknown[] => {
  try {
    const values = Effect.runSync(
      Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count, size: 8, seed: random.int(2 ** 31) }),
    )
    return values.map((value) => {
      try {
        return Schema.encodeUnknownSync(schema as never)(value)
      } catch {
        return value
      }
    })
  } catch {
    return []
  }
}

const OVERSIZED = 'x'.repeat(200_000)

/** One change that makes a valid body invalid, or at least unexpected. */
const mutate = (body: unknown, r: Random): unknown => {
  if (Array.isArray(body)) {
    if (body.length === 0 || r.next() < 0.2) return r.pick([[], [null], [{}], body.concat(body), 'not a list'])
    const index = r.int(body.length)
    return body.map((item, i) => (i === index ? mutate(item, r) : item))
  }
  if (body === null || typeof body !== 'object') return r.pick([null, 1e308, -1, '', OVERSIZED, true, {}, []])
  const entries = Object.entries(body)
  const key = entries.length ? r.pick(entries)[0] : 'anything'
  const changes: (() => unknown)[] = [
    () => Object.fromEntries(entries.filter(([k]) => k !== key)),
    () => ({ ...body, [key]: r.pick([null, 42, 'text', true, [], {}, -0.5, 1e308]) }),
    () => ({ ...body, [key]: OVERSIZED }),
    () => ({ ...body, [key]: mutate((body as Record<string, unknown>)[key], r) }),
    () => ({ ...body, unexpected_field: 'x', constructor: { prototype: { polluted: true } } }),
    // A body with no fields (a schema whose every field is optional) leaves no comma to add after the key.
    () =>
      JSON.parse(
        `{"__proto__": {"isAdmin": true}${JSON.stringify(body) === '{}' ? '}' : `, ${JSON.stringify(body).slice(1)}`}`,
      ),
  ]
  return r.pick(changes)()
}

const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: [nested(depth - 1)] })

/** Bodies that no route accepts, whatever its schema. */
const ALWAYS_HOSTILE: { name: string; body: string; contentType?: string }[] = [
  { name: 'broken JSON', body: '{"op": "replace", "path": ' },
  { name: 'JSON null', body: 'null' },
  { name: 'a bare string', body: '"hello"' },
  { name: 'an empty patch list', body: '[]' },
  { name: 'a patch of an unknown path', body: '[{"op":"replace","path":"/__proto__/polluted","value":true}]' },
  { name: 'a patch of a wrong op', body: '[{"op":"remove","path":"/archived"}]' },
  { name: 'deep nesting', body: JSON.stringify(nested(2000)) },
  { name: 'a 2 MB string', body: JSON.stringify({ name: 'y'.repeat(2_000_000) }) },
  { name: 'XML claimed as JSON', body: '<?xml version="1.0"?><a/>' },
  { name: 'form data claimed as JSON', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
]

const HOSTILE_IDS = [
  crypto.randomUUID(),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "1' or '1'='1",
  '../../../etc/passwd',
  '%00',
  'z'.repeat(5000),
  '-1',
  '1e400',
]

/**
 * Row counts of the tables a command changes, and the audit events the caller fired: a refused request must leave
 * every one as it was. (Accounts and the system's own events are written later by queued work, so not counted.)
 */
const fingerprint = async () =>
  JSON.stringify(
    await queryRows(
      server.database.db,
      sql`select
        (select count(*) from engagements) as engagements,
        (select count(*) from audit_events where actor_id = ${caller}) as audit_events_by_caller,
        (select count(*) from organisations) as organisations,
        (select count(*) from contractors) as contractors,
        (select count(*) from invites) as invites,
        (select count(*) from assessments) as assessments,
        (select count(*) from notes) as notes,
        (select count(*) from comments) as comments,
        (select count(*) from disputes) as disputes,
        (select count(*) from distributions) as distributions,
        (select count(*) from files) as files`,
    ),
  )

type Outcome = { route: string; request: string; status: number; changed: string }

const send = async (
  method: string,
  path: string,
  body?: { text: string; contentType?: string },
  retry = true,
): Promise<number> => {
  if (body && body.text.length > 1_000_000) return sendOversized(method, path, body)
  try {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': body.contentType ?? 'application/json' } : {}),
      },
      body: body?.text,
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    // The server closes a connection after refusing an oversized body unread; the client may have reused it for
    // this request, so it goes once more on a new one. A second drop is reported, with the request.
    return retry ? send(method, path, body, false) : 599
  }
}

/**
 * An oversized body goes on a connection of its own: the server answers it unread and closes that connection, which
 * left in the shared pool would fail (after a wait) a later request sent on it.
 */
const sendOversized = (method: string, path: string, body: { text: string; contentType?: string }) =>
  new Promise<number>((resolve) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method,
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType ?? 'application/json' },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 599)
      },
    )
    // A server that refuses an oversized body may answer 413 and close before the client has sent it all.
    request.on('error', () => resolve(413))
    request.end(body.text)
  })

const isWrite = (route: Route) => route.method !== 'GET'

/** The route's path aimed at Acme's own rows, or a hostile id in one parameter. */
const pathsFor = (route: Route): string[] => {
  const own = (name: string) => idForParam(ids, route.path, name) ?? crypto.randomUUID()
  const params = paramsOf(route.path)
  const hostile = params.map((target) =>
    fillPath(route.path, (name) => (name === target ? random.pick(HOSTILE_IDS) : own(name))),
  )
  return [fillPath(route.path, own), ...hostile]
}

const bodiesFor = (route: Route) => {
  const words = route.path.toLowerCase().split(/[/:-]/)
  const related = requestSchemas.filter(([name]) =>
    words.some((word) => word.length > 3 && name.toLowerCase().includes(word.replace(/s$/, ''))),
  )
  const schemas = [...related, random.pick(requestSchemas)]
  const generated = schemas
    .flatMap(([, schema]) => samplesOf(schema, 2))
    .flatMap((valid) => [valid, mutate(valid, random)])
  return [
    ...ALWAYS_HOSTILE.map((b) => ({ text: b.body, contentType: b.contentType })),
    ...generated.map((value) => ({ text: JSON.stringify(value) ?? 'null' })),
  ]
}

describe('hostile input on every API route', () => {
  it('finds the routes and request schemas it sweeps', () => {
    const routes = apiRoutes(server)
    expect(routes.length).toBeGreaterThan(100)
    expect(routes.filter(isWrite).length).toBeGreaterThan(40)
    expect(requestSchemas.length).toBeGreaterThan(10)
    const generated = requestSchemas.filter(([, schema]) => samplesOf(schema, 1).length > 0)
    expect(generated.length, 'schemas whose values can be generated').toBeGreaterThan(5)
  })

  it(`answers no request with a 5xx, and a refused one changes nothing (seed ${budget.seed})`, async () => {
    const outcomes: Outcome[] = []
    const routes = apiRoutes(server)
    const deadline = budget.deadline()
    for (let run = 0; run < budget.runs && Date.now() < deadline; run++) {
      // A shuffled order each run, so a cap on time does not always cut the same routes.
      const order = [...routes].sort(() => random.next() - 0.5)
      for (const route of order) {
        if (Date.now() >= deadline) break
        for (const path of pathsFor(route)) {
          const bodies = isWrite(route) ? bodiesFor(route) : [undefined]
          for (const body of bodies) {
            const before = isWrite(route) ? await fingerprint() : ''
            const status = await send(route.method, path, body)
            const after = isWrite(route) && status >= 400 ? await fingerprint() : before
            const changed = after !== before ? `${before} -> ${after}` : ''
            // A request the server took may have queued work (mail, invites): let it settle before the next check.
            if (status < 300) {
              await server.outbox.drain()
              await server.mail.drain()
              await server.outbox.drain()
              // Taken, it may have ended the caller's session (signing out takes any body): the sweep signs in
              // again, or every later request would only meet the sign-in check.
              if ((await send('GET', `/api/actors/actors/${caller}`)) === 401) await signIn()
            }
            outcomes.push({
              route: `${route.method} ${route.path}`,
              request: `${route.method} ${path.slice(0, 120)} ${body?.text.slice(0, 160) ?? ''}`,
              status,
              changed,
            })
          }
        }
      }
    }
    const failures = outcomes.filter((o) => o.status >= 500 || o.changed)
    expect(failures.map((f) => `${f.status} ${f.request}${f.changed ? ` changed rows: ${f.changed}` : ''}`)).toEqual([])
    // The sweep reached routes and their validation, not only the sign-in check.
    const swept = new Set(outcomes.map((o) => o.route))
    expect(swept.size).toBeGreaterThan(Math.min(routes.length, 40) - 1)
    expect(outcomes.filter((o) => o.status === 400).length).toBeGreaterThan(50)
    console.info(`hostile input: ${outcomes.length} requests over ${swept.size} routes (seed ${budget.seed})`)
  })

  it('still reads back every list after the sweep: no stored row the API cannot serve', async () => {
    const lists = apiRoutes(server).filter((route) => route.method === 'GET' && paramsOf(route.path).length === 0)
    const query = `org_id=${ids.organisation}&page=1&page_size=50`
    for (const route of lists) {
      const status = await send('GET', `${route.path}?${query}`)
      expect(status, `GET ${route.path}`).toBeLessThan(500)
    }
  })
})
