// One real server for an API test file: started before its tests with the demo accounts it needs signed in, and
// stopped after them. The file gets the client, each account's token and person, the store, and the demo
// organisations by name or key, as functions it can take apart (`const { call, as } = api`) at the top.
import { differenceInCalendarDays, parseISO } from 'date-fns'
import { afterAll, beforeAll } from 'vitest'
import { ukToday } from '../../src/domain/dates.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { organisations } from '../../src/server/db/schema.ts'
import { DEMO_ORGANISATIONS } from '../../src/server/seed/demo-data.ts'
import { type apiClient, claimsOf } from './api.ts'
import { heldApiClient, holdResponse } from './contract.ts'
import { startTestServer, type TestServer } from './server.ts'
import { accessTokenFor, signInDemo } from './sign-in.ts'

/** An id no organisation, record or file has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000'

type Call = ReturnType<typeof apiClient>

export const apiFixture = (options: {
  /** The demo accounts signed in before the tests (no organisation selected). */
  accounts: readonly string[]
  /** The server's own settings, read when it starts (so after any hook the file registered before this one). */
  env?: () => Record<string, string>
}) => {
  let server: TestServer | undefined
  let client: Call | undefined
  const tokens = new Map<string, string>()
  const organisationIds = new Map<string, string>()

  const running = () => {
    if (!server) throw new Error('The test server runs only within the tests and hooks of the file')
    return server
  }

  beforeAll(async () => {
    server = await startTestServer(options.env?.())
    client = heldApiClient(server)
    for (const row of await server.database.db.select().from(organisations)) organisationIds.set(row.name, row.id)
    const url = server.url
    const signedIn = await Promise.all(options.accounts.map((account) => signInDemo(url, account)))
    for (const [index, account] of options.accounts.entries()) tokens.set(account, signedIn[index]!.accessToken)
  })
  afterAll(() => server?.stop())

  /** Every answer is held to its route's declared contract (tests/support/contract.ts). */
  const call: Call = async (path, init) => {
    if (!client) throw new Error('The test server runs only within the tests and hooks of the file')
    return client(path, init)
  }
  /** A raw request (a multipart body, a file's bytes) whose answer is held to the contract as `call`'s are. */
  const fetchChecked = async (path: string, init: RequestInit = {}) =>
    holdResponse(running(), init.method ?? 'GET', path, await fetch(`${running().url}${path}`, init))
  /** The access token of a signed-in account (or of a name given to `signInWithin`). */
  const as = (account: string) => tokens.get(account)!

  return {
    get server() {
      return running()
    },
    call,
    fetchChecked,
    as,
    /** The person (actor id) an account's token speaks for. */
    actor: (account: string) => claimsOf(as(account)).actorId as string,
    db: () => running().database.db,
    /** The UK day the demo data was seeded: the demo's dates run from it, even in a run that crosses midnight. */
    seededOn: () => ukToday(running().seededAt),
    /** Calendar days from the demo's seeding to today: what a demo clock has run on since, 0 within one day. */
    daysSinceSeeding: () => differenceInCalendarDays(parseISO(ukToday()), parseISO(ukToday(running().seededAt))),
    /** A demo organisation's id by its name. */
    org: (name: string) => organisationIds.get(name)!,
    /** A demo organisation's id by its key (provider, northbridge, acme ...); `missing` is an id nobody has. */
    orgByKey: (key: string) =>
      key === 'missing' ? MISSING_ID : organisationIds.get(DEMO_ORGANISATIONS.find((demo) => demo.key === key)!.name)!,
    /** Signs `account` in again with an organisation selected; its token is then `as(name)`. */
    signInWithin: async (name: string, account: string, organisationId: string) => {
      const { idToken } = await signInDemo(running().url, account)
      tokens.set(name, await accessTokenFor(running().url, idToken, organisationId))
    },
    /** The current FULL question set, as `account` reads it. */
    fullSet: async (account = 'partner') =>
      (await call('/api/assessments/question-sets/type/FULL', { token: as(account) })).json as QuestionSetDefinition,
  }
}

export type ApiServer = ReturnType<typeof apiFixture>
