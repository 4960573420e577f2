// The progress board and the assessments directory (rules board.screen, directory.screen, board.rules,
// api.engagement-lists, lists.defaults): columns from the engagement machine, reach by organisation, filters, paging,
// the CSV export, and the card steps the machine allows.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BOARD_COLUMN_CAP } from '#domain/engagement-lists'
import { BOARD_STAGES } from '#domain/engagement-status'
import { boardStageOfStatus, engagementStatus } from '#machines/state-map'
import { auditEvents, engagements } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'

const ACCOUNTS = [
  'provider.admin',
  'partner.admin',
  'partner',
  'partner.readonly',
  'halden.sign.off',
  'contractor.type1',
]
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, org, db } = api
const BOARD = '/api/assessments/engagements/progress'
const DIRECTORY = '/api/assessments/engagements/assessments'

type Card = {
  id: string
  name: string
  status: string
  progress: string
  archived: boolean
  dispute_due: boolean
  version: number
  type: string
  role_id: string | null
  contractor_id: string | null
  contractor_name: string | null
  organisation: string
  result: string | null
  start_date: string | null
  can: { archive: boolean; unarchive: boolean; delete: boolean }
}
type Column = { stage: string; count: number; items: Card[] }

const board = async (query = '', account = 'partner') => {
  const response = await call(`${BOARD}${query ? `?${query}` : ''}`, { token: as(account) })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return response.json.columns as Column[]
}
const cardsOf = (columns: Column[]) => columns.flatMap((column) => column.items)
const cardNamed = (columns: Column[], name: string) => cardsOf(columns).find((card) => card.name === name)
const stageOf = (columns: Column[], name: string) =>
  columns.find((column) => column.items.some((card) => card.name === name))?.stage
const directory = async (query = '', account = 'partner') => {
  const response = await call(`${DIRECTORY}${query ? `?${query}` : ''}`, { token: as(account) })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return response.json as { items: Card[]; count: number; pages: number }
}
const csv = async (query = '', account = 'partner') => {
  const response = await fetch(`${api.server.url}${DIRECTORY}/export${query ? `?${query}` : ''}`, {
    headers: { authorization: `Bearer ${as(account)}` },
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
/** A minimal RFC 4180 reader, enough for the export's all-quoted fields. */
const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')))

const engagementNamed = async (name: string) =>
  (await db().select().from(engagements).where(eq(engagements.name, name)))[0]!
const auditCount = async () => (await db().select().from(auditEvents)).length

describe('GET /api/assessments/engagements/progress', () => {
  it('shows the six columns in order, each demo engagement in the column the machine gives its status', async () => {
    const columns = await board()
    expect(columns.map((column) => column.stage)).toEqual([...BOARD_STAGES])
    const expected: Record<string, string> = {
      'Warehouse operations lead': 'Started',
      'Interim finance director': 'Started',
      'Data platform engineer': 'Awaiting Contractor',
      'Store systems consultant': 'Awaiting Contractor',
      'Payments architect': 'Awaiting Review',
      'Route optimisation analyst': 'SDS Ready to send',
      'Mobile app developer': 'SDS Ready to send',
      'Retail analytics lead': 'SDS Ready to send',
      'Renewables project manager': 'In Dispute',
      'Cloud security engineer': 'Complete',
      'Checkout modernisation advisor': 'Complete',
      'Merchandising planner': 'Complete',
    }
    for (const [name, stage] of Object.entries(expected))
      expect(stageOf(await board(`search=${encodeURIComponent(name)}`), name), name).toBe(stage)
    // The card carries the real status too: two statuses share the SDS and Started columns.
    expect(cardNamed(columns, 'Route optimisation analyst')?.status).toBe('Awaiting Distribution')
    expect(cardNamed(columns, 'Mobile app developer')?.status).toBe('Awaiting SDS Acceptance')
    expect(cardNamed(await board('search=interim'), 'Interim finance director')?.status).toBe('Reopened')
    // Every card sits where the machine's map puts its stored state.
    for (const column of columns)
      for (const card of column.items) {
        const stored = (await engagementNamed(card.name)).state as { value: string }
        expect(boardStageOfStatus(engagementStatus.of(stored.value)!), card.name).toBe(column.stage)
        expect(card.progress).toBe(column.stage)
      }
  })

  it('caps each column at the newest cards and counts them all', async () => {
    const columns = await board()
    const started = columns.find((column) => column.stage === 'Started')!
    expect(started.count).toBeGreaterThan(BOARD_COLUMN_CAP)
    expect(started.items).toHaveLength(BOARD_COLUMN_CAP)
    for (const column of columns) expect(column.count).toBeGreaterThanOrEqual(column.items.length)
    const all = await directory('progress=Started&page_size=10')
    expect(all.count).toBe(started.count)
  })

  it('carries what a card shows: result, organisation, "Dispute Due" from the dispute machine, its version', async () => {
    const columns = await board()
    const disputed = cardNamed(columns, 'Renewables project manager')!
    expect(disputed).toMatchObject({ dispute_due: true, organisation: 'Halden Energy', type: 'Contractor' })
    expect(disputed.version).toBeGreaterThan(1)
    expect(cardNamed(columns, 'Payments architect')?.result).toBe('Inside IR35')
    expect(cardNamed(columns, 'Data platform engineer')?.result).toBeNull()
    expect(
      cardsOf(columns)
        .filter((card) => card.dispute_due)
        .map((card) => card.name),
    ).toEqual(['Renewables project manager'])
    const role = cardNamed(await board('search=warehouse'), 'Warehouse operations lead')!
    expect(role.role_id).toBe(role.id)
    expect(cardNamed(columns, 'Store systems consultant')?.contractor_id).toEqual(expect.any(String))
  })

  it('offers delete only in Started, archive where the machine takes it, nothing to a read-only user', async () => {
    const columns = await board()
    for (const card of cardsOf(columns)) {
      if (card.status !== 'Started') expect(card.can.delete, card.name).toBe(false)
      expect(card.can.archive, card.name).toBe(!card.archived)
      expect(card.can.unarchive, card.name).toBe(card.archived)
    }
    // Deleting a role needs JobRoles:Delete (a Partner Admin's, not a Partner's) and a role never used.
    expect(cardNamed(await board('search=warehouse'), 'Warehouse operations lead')?.can.delete).toBe(false)
    expect(cardNamed(await board('search=warehouse', 'partner.admin'), 'Warehouse operations lead')?.can.delete).toBe(
      true,
    )
    expect(cardNamed(await board('search=interim'), 'Interim finance director')?.can.delete).toBe(false)
    const readOnly = cardsOf(await board('', 'partner.readonly'))
    expect(readOnly.length).toBeGreaterThan(0)
    expect(readOnly.every((card) => !card.can.archive && !card.can.unarchive && !card.can.delete)).toBe(true)
  })

  it('searches engagement names, contractor names and organisations, with LIKE wildcards taken literally', async () => {
    const byName = cardsOf(await board('search=payments'))
    expect(byName.map((card) => card.name)).toEqual(['Payments architect'])
    const byOrganisation = cardsOf(await board(`search=${encodeURIComponent('halden')}`))
    expect(new Set(byOrganisation.map((card) => card.organisation))).toEqual(
      new Set(['Halden Energy', 'Halden Renewables']),
    )
    const store = cardNamed(await board(), 'Store systems consultant')!
    const contractor = (await directory(`search=${encodeURIComponent('store systems')}`)).items[0]!
    const byContractor = cardsOf(await board(`search=${encodeURIComponent(String(contractor.contractor_name))}`))
    expect(byContractor.map((card) => card.id)).toContain(store.id)
    expect(cardsOf(await board('search=%25'))).toEqual([])
    expect(cardsOf(await board('search=_'))).toEqual([])
  })

  it('leaves archived engagements out unless show_archived is true', async () => {
    expect(cardNamed(await board(), 'Fleet telematics consultant')).toBeUndefined()
    const archived = cardNamed(await board('show_archived=true'), 'Fleet telematics consultant')!
    expect(archived).toMatchObject({ archived: true, can: { archive: false, unarchive: true, delete: false } })
  })

  it('narrows to an organisation and the ones below it with org_id', async () => {
    const acme = cardsOf(await board(`org_id=${org('Acme Retail Group')}`))
    expect(new Set(acme.map((card) => card.organisation))).toEqual(
      new Set(['Acme Retail Group', 'Acme Retail Logistics', 'Acme Retail Digital']),
    )
    const halden = cardsOf(await board(`org_id=${org('Halden Renewables')}`))
    expect(halden.map((card) => card.name)).toEqual(['Interim finance director'])
  })

  it('refuses an org_id out of reach, never shows another client, and answers a contractor with 403', async () => {
    // A Meridian client's role: Northbridge's partner reaches Northbridge's clients only.
    const created = await call('/api/assessments/jobroles', {
      method: 'POST',
      token: as('provider.admin'),
      body: {
        name: 'Corvid claims handler',
        start_date: '2027-01-04',
        end_date: '2027-06-30',
        daily_rate: 400,
        organisation_id: org('Corvid Insurance'),
        archived: false,
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(cardNamed(await board(), 'Corvid claims handler')).toBeUndefined()
    expect((await directory('search=corvid')).items).toEqual([])
    expect(cardNamed(await board('search=corvid', 'provider.admin'), 'Corvid claims handler')).toBeDefined()
    const outside = await call(`${BOARD}?org_id=${org('Corvid Insurance')}`, { token: as('partner') })
    expect(outside.status).toBe(404)
    // Halden's sign-off user sees Halden's engagements, not Acme's.
    const haldenOnly = cardsOf(await board('', 'halden.sign.off'))
    expect(haldenOnly.length).toBeGreaterThan(0)
    expect(haldenOnly.every((card) => card.organisation.startsWith('Halden'))).toBe(true)
    const acmeFromHalden = await call(`${DIRECTORY}?org_id=${org('Acme Retail Group')}`, {
      token: as('halden.sign.off'),
    })
    expect(acmeFromHalden.status).toBe(404)
    for (const path of [BOARD, DIRECTORY, `${DIRECTORY}/export`]) {
      const refused = await call(path, { token: as('contractor.type1') })
      expect(refused.status, path).toBe(403)
      expect((await call(path)).status, path).toBe(401)
    }
  })

  it('answers bad query values with 400 and changes nothing', async () => {
    // The demo's SDS mails are still on their way at start-up, and their delivery writes to the trail: let that
    // background work finish first, so the count can only move if one of these reads wrote something.
    await api.server.outbox.drain()
    await api.server.mail.drain()
    const before = await auditCount()
    for (const query of ['show_archived=yes', 'org_id=not-a-uuid', `search=${'x'.repeat(101)}`, 'unknown=1']) {
      const response = await call(`${BOARD}?${query}`, { token: as('partner') })
      expect(response.status, query).toBe(400)
      expect(response.json.message, query).toEqual(expect.any(String))
    }
    for (const query of ['page=0', 'page_size=25', 'sort_by=secret', 'type=Other', 'result=Maybe', 'progress=Done']) {
      expect((await call(`${DIRECTORY}?${query}`, { token: as('partner') })).status, query).toBe(400)
      expect((await csv(query)).status, query).toBe(400)
    }
    expect(await auditCount()).toBe(before)
  })

  it("refuses a NUL character in the export's search before the first byte, as the JSON list does (400)", async () => {
    const query = `search=${encodeURIComponent('Ware\u0000house')}`
    const list = await call(`${DIRECTORY}?${query}`, { token: as('partner') })
    expect(list.status).toBe(400)
    const exported = await csv(query)
    expect(exported.status).toBe(400)
    expect(exported.headers.get('content-type')).toContain('application/json')
    expect(JSON.parse(exported.text).message).toBe(list.json.message)
    expect(list.json.message).toBe('Text may not contain the NUL character (\\u0000).')
  })
})

describe('GET /api/assessments/engagements/assessments', () => {
  it('pages 10 to a page by default, newest start date first', async () => {
    const first = await directory()
    expect(first.items).toHaveLength(10)
    expect(first.pages).toBe(Math.ceil(first.count / 10))
    const starts = first.items.map((row) => row.start_date).filter((day): day is string => day !== null)
    expect(starts).toEqual([...starts].sort().reverse())
    const second = await directory('page=2')
    expect(second.items.map((row) => row.id)).not.toContain(first.items[0]!.id)
    expect((await directory('page_size=30')).items).toHaveLength(30)
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      [
        'archived',
        'contractor_id',
        'contractor_name',
        'id',
        'name',
        'organisation',
        'organisation_id',
        'progress',
        'result',
        'role_id',
        'start_date',
        'status',
        'type',
      ].sort(),
    )
  })

  it('sorts on the server by each column, both ways', async () => {
    const names = (await directory('sort_by=name&sort_direction=asc&page_size=30')).items.map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const organisations = (await directory('sort_by=organisation&sort_direction=desc&page_size=30')).items.map(
      (row) => row.organisation,
    )
    expect(organisations).toEqual([...organisations].sort().reverse())
    const progress = (await directory('sort_by=progress&sort_direction=asc&page_size=30&search=e')).items.map((row) =>
      BOARD_STAGES.indexOf(row.progress as never),
    )
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it('filters by type, result and progress, together with the search', async () => {
    const roles = await directory('type=Role&page_size=30')
    expect(roles.items.every((row) => row.type === 'Role' && row.role_id === row.id)).toBe(true)
    const contractors = await directory('type=Contractor&page_size=30')
    expect(contractors.items.every((row) => row.type === 'Contractor')).toBe(true)
    expect(roles.count + contractors.count).toBe((await directory()).count)
    const inside = await directory('result=Inside%20IR35&page_size=30')
    expect(inside.items.map((row) => row.name)).toContain('Payments architect')
    expect(inside.items.every((row) => row.result === 'Inside IR35')).toBe(true)
    const incomplete = await directory('result=Incomplete&page_size=30')
    expect(incomplete.items.every((row) => row.result === null)).toBe(true)
    const sds = await directory(`progress=${encodeURIComponent('SDS Ready to send')}`)
    expect(new Set(sds.items.map((row) => row.status))).toEqual(
      new Set(['Awaiting Distribution', 'Awaiting SDS Acceptance']),
    )
    const both = await directory(`progress=Complete&type=Contractor&search=cloud`)
    expect(both.items.map((row) => row.name)).toEqual(['Cloud security engineer'])
    const none = await directory('search=no-such-engagement')
    expect(none).toEqual({ items: [], count: 0, pages: 0 })
  })
})

describe('GET /api/assessments/engagements/assessments/export', () => {
  it('exports every row the filters select (all pages) as CSV, in the directory order', async () => {
    const response = await csv('type=Role')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="assessments-.+\.csv"$/)
    const [header, ...rows] = parseCsv(response.text)
    expect(header).toEqual([
      'Name',
      'Contractor',
      'Organisation',
      'Type',
      'Start date',
      'Progress',
      'Status',
      'Result',
      'Archived',
    ])
    const all = await directory('type=Role&page_size=30')
    expect(rows).toHaveLength(all.count)
    expect(all.count).toBeGreaterThan(30)
    expect(rows.map((row) => row[0]).slice(0, 30)).toEqual(all.items.map((row) => row.name))
    expect(rows.every((row) => row[3] === 'Role')).toBe(true)
  })

  it('quotes every field and neutralises what a spreadsheet would run as a formula', async () => {
    const risky = ['=HYPERLINK("http://x")', '+SUM(A1)', '-2+3', '@cmd', 'Plain, "quoted" name']
    for (const name of risky) {
      const created = await call('/api/assessments/jobroles', {
        method: 'POST',
        token: as('partner'),
        body: {
          name,
          start_date: '2030-01-01',
          end_date: '2030-06-30',
          daily_rate: 100,
          organisation_id: org('Halden Energy'),
          archived: false,
        },
      })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
    }
    const response = await csv(`org_id=${org('Halden Energy')}&type=Role`)
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toContain(
      `"'=HYPERLINK(""http://x"")","","Halden Energy","Role","2030-01-01","Started","Started","Incomplete","No"`,
    )
    const names = parseCsv(response.text)
      .slice(1)
      .map((row) => row[0])
    expect(names).toEqual(expect.arrayContaining(["'+SUM(A1)", "'-2+3", "'@cmd", 'Plain, "quoted" name']))
    expect(lines.every((line) => line === '' || line.startsWith('"'))).toBe(true)
  })
})

describe('card steps follow the machine through the API', () => {
  it('archive and delete: the board reflects each step, and the machine refuses a delete after Started', async () => {
    const set = (await call('/api/assessments/question-sets/type/FULL', { token: as('partner') })).json
    const contractor = cardNamed(await board('search=store%20systems'), 'Store systems consultant')!
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_id: contractor.contractor_id,
        organisation_id: org('Acme Retail Group'),
        question_set_id: set.id,
        name: 'Board lifecycle check',
        end_client_id: org('Acme Retail Group'),
        start_date: '2027-01-04',
        end_date: '2027-03-26',
        daily_rate: 600,
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const fresh = cardNamed(await board(), 'Board lifecycle check')!
    expect(fresh).toMatchObject({ status: 'Started', can: { archive: true, unarchive: false, delete: true } })
    const archived = await call(`/api/assessments/engagements/${fresh.id}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/archived', value: true }],
      headers: { 'if-match': `"${fresh.version}"` },
    })
    expect(archived.status, JSON.stringify(archived.json)).toBe(200)
    expect(cardNamed(await board(), 'Board lifecycle check')).toBeUndefined()
    const shown = cardNamed(await board('show_archived=true'), 'Board lifecycle check')!
    expect(shown.can).toEqual({ archive: false, unarchive: true, delete: true })
    expect(shown.version).toBe(fresh.version + 1)
    const removed = await call(`/api/assessments/engagements/${fresh.id}`, { method: 'DELETE', token: as('partner') })
    expect(removed.status).toBe(204)
    expect(cardNamed(await board('show_archived=true'), 'Board lifecycle check')).toBeUndefined()
    const complete = cardNamed(await board('search=cloud'), 'Cloud security engineer')!
    expect(complete.can.delete).toBe(false)
    const refused = await call(`/api/assessments/engagements/${complete.id}`, {
      method: 'DELETE',
      token: as('partner'),
    })
    expect(refused.status).toBe(409)
  })
})
