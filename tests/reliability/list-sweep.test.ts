// Every list answers each demo role with only the rows that role may read: a row's organisation is one where
// the person holds a role granting the list's permission (there or above it). Reckoned here from the roles
// table and the seeded memberships, apart from the server's own scoping; contractors are refused the lists.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTOR_PORTAL_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { type Permission, permissionsFor, ROLE } from '../../src/domain/roles.ts'
import { WORKING_PRACTICES_REVIEW } from '../../src/domain/working-practices.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { DEMO_ACCOUNTS, demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'

type Row = { organisation_id: string; type?: string }
type Page = { items: Row[]; pages: number }

/** The lists, each with the permission its rows need and how to read all its rows. */
const LISTS: {
  path: string
  permission: Permission
  withOwnOrganisations?: boolean
  rows: (get: (path: string) => Promise<unknown>) => Promise<Row[]>
}[] = [
  {
    path: '/api/assessments/engagements?include_archived=true',
    permission: 'Engagements:Read',
    rows: (get) => allPages(get, '/api/assessments/engagements?include_archived=true'),
  },
  {
    path: '/api/assessments/engagements/assessments?show_archived=true',
    permission: 'Engagements:Read',
    rows: (get) => allPages(get, '/api/assessments/engagements/assessments?show_archived=true'),
  },
  {
    path: '/api/assessments/engagements/progress?show_archived=true',
    permission: 'Engagements:Read',
    rows: async (get) => {
      const board = (await get('/api/assessments/engagements/progress?show_archived=true')) as {
        columns: { items: Row[] }[]
      }
      return board.columns.flatMap((column) => column.items)
    },
  },
  {
    path: '/api/actors/organisations',
    permission: 'Organisations:Read',
    // Besides: the organisations the person holds a role in themselves, to choose where to work.
    withOwnOrganisations: true,
    rows: async (get) =>
      ((await allPages(get, '/api/actors/organisations?')) as unknown as { id: string }[]).map((row) => ({
        organisation_id: row.id,
      })),
  },
]

const allPages = async (get: (path: string) => Promise<unknown>, path: string): Promise<Row[]> => {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const answer = (await get(`${path}&page=${page}&page_size=30`)) as Page
    rows.push(...answer.items)
    if (page >= answer.pages) return rows
  }
}

let server: TestServer
let call: ReturnType<typeof apiClient>
const tokens = new Map<string, string>()

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  for (const account of DEMO_ACCOUNTS)
    tokens.set(
      account.name,
      await accessTokenFor(server.url, await identityTokenFor(server.url, demoEmail(account.name))),
    )
})
afterAll(() => server?.stop())

/** The organisations where the account's roles grant the permission, with everything below them. */
const readableBy = async (account: string, permission: Permission, withOwnOrganisations = false) => {
  const held = await queryRows<{ organisation_id: string | null; role: string }>(
    server.database.db,
    sql`select ar.organisation_id, r.name as role from actor_roles ar
        join permission_roles r on r.id = ar.role_id join actors a on a.id = ar.actor_id
        where lower(a.email) = ${demoEmail(account)}`,
  )
  const own = withOwnOrganisations ? held.flatMap((h) => (h.organisation_id ? [h.organisation_id] : [])) : []
  const roots = held.filter((h) => h.organisation_id && permissionsFor([h.role]).includes(permission))
  if (roots.length === 0) return new Set<string>(own)
  const tree = await queryRows<{ id: string }>(
    server.database.db,
    sql`with recursive tree as (
          select id from organisations where id in (${sql.join(
            roots.map((root) => sql`${root.organisation_id}::uuid`),
            sql`, `,
          )})
          union select o.id from organisations o join tree on o.parent_id = tree.id)
        select id from tree`,
  )
  return new Set([...tree.map((row) => row.id), ...own])
}

const isContractorAccount = (role: string) => role === ROLE.contractor || role === ROLE.contractorType1

describe('each list, called by each demo role', () => {
  for (const account of DEMO_ACCOUNTS)
    it(`answers ${account.name} (${account.role}) with only the rows it may read`, async () => {
      const token = tokens.get(account.name)!
      for (const list of LISTS) {
        if (isContractorAccount(account.role)) {
          const refused = await call(`${list.path}${list.path.includes('?') ? '&' : '?'}page=1`, { token })
          expect([list.path, refused.status, refused.json.message]).toEqual([
            list.path,
            403,
            CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly,
          ])
          continue
        }
        const get = async (path: string) => {
          const response = await call(path, { token })
          expect([path, response.status]).toEqual([path, 200])
          return response.json
        }
        const readable = await readableBy(account.name, list.permission, list.withOwnOrganisations)
        const rows = await list.rows(get)
        const outside = rows.filter((row) => !readable.has(row.organisation_id))
        expect({ list: list.path, outside }).toEqual({ list: list.path, outside: [] })
        // The engagement lists are the organisations' work: a worker's own review is the one-off team's list.
        expect(rows.filter((row) => row.type === WORKING_PRACTICES_REVIEW)).toEqual([])
      }
    })

  it('shows the one-off assessments reader no engagement of any tenant, though the provider is above them all', async () => {
    const token = tokens.get('readonly.oneoff')!
    const everyone = tokens.get('readonly.full')!
    const all = await allPages(
      async (path) => (await call(path, { token: everyone })).json,
      '/api/assessments/engagements?include_archived=true',
    )
    expect(all.length).toBeGreaterThan(0)
    const listed = await call('/api/assessments/engagements?include_archived=true&page_size=30', { token })
    expect(listed.status).toBe(200)
    expect(listed.json).toEqual({ items: [], count: 0, pages: 0 })
  })
})
