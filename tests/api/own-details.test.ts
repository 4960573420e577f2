// The organisation user's own details (rules users.own-details, api.actors): titles, and PATCH of each field.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, maxLengthMessage } from '../../src/domain/messages.ts'
import { actors } from '../../src/server/db/schema.ts'
import { ensureReferenceData, TITLES } from '../../src/server/seed/reference-data.ts'
import { apiFixture } from '../support/api-fixture.ts'

const api = apiFixture({ accounts: ['partner', 'partner.admin'] })
const { call } = api
let token: string
let actorId: string
let otherActorId: string

const actorPath = (id: string) => `/api/actors/actors/${id}`
const patch = (body: unknown, id = actorId, as = token) => call(actorPath(id), { method: 'PATCH', token: as, body })
const replace = (path: string, value: unknown) => [{ op: 'replace', path, value }]
const storedActor = async () => (await api.server.database.db.select().from(actors).where(eq(actors.id, actorId)))[0]!

beforeAll(() => {
  token = api.as('partner')
  actorId = api.actor('partner')
  otherActorId = api.actor('partner.admin')
})

describe('GET /api/actors/titles', () => {
  it('lists the titles in order for a signed-in user', async () => {
    const response = await call('/api/actors/titles', { token })
    expect(response.status).toBe(200)
    expect(response.json).toEqual(TITLES.map((name, index) => ({ id: index + 1, name })))
  })

  it('keeps the titles as they are when the reference data is ensured again', async () => {
    await ensureReferenceData(api.server.database.db)
    const response = await call('/api/actors/titles', { token })
    expect(response.json).toHaveLength(TITLES.length)
  })

  it('refuses a request without a token', async () => {
    expect((await call('/api/actors/titles')).status).toBe(401)
  })
})

describe('PATCH /api/actors/actors/{actorId} for own details', () => {
  it('replaces the title', async () => {
    const response = await patch(replace('/title_id', 6))
    expect(response.status).toBe(200)
    expect(response.json.title_id).toBe(6)
    expect((await call(actorPath(actorId), { token })).json.title_id).toBe(6)
  })

  it('clears the title with null', async () => {
    expect((await patch(replace('/title_id', null))).json.title_id).toBeNull()
    expect((await storedActor()).titleId).toBeNull()
  })

  it('replaces the first and last name, trimmed', async () => {
    const response = await patch([...replace('/first_name', '  Paulina '), ...replace('/last_name', ' Grantham  ')])
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ first_name: 'Paulina', last_name: 'Grantham' })
    expect(await storedActor()).toMatchObject({ firstName: 'Paulina', lastName: 'Grantham' })
  })

  it('replaces and clears the job title', async () => {
    expect((await patch(replace('/job_description', ' Head of Resourcing '))).json.job_description).toBe(
      'Head of Resourcing',
    )
    expect((await patch(replace('/job_description', null))).json.job_description).toBeNull()
  })

  it('accepts names of exactly 50 characters and a job title of 100', async () => {
    const response = await patch([
      ...replace('/first_name', 'F'.repeat(50)),
      ...replace('/last_name', 'L'.repeat(50)),
      ...replace('/job_description', 'J'.repeat(100)),
    ])
    expect(response.status).toBe(200)
  })

  const refusals: [string, unknown, string][] = [
    ['/first_name', '', MESSAGES.firstNameRequired],
    ['/first_name', '   ', MESSAGES.firstNameRequired],
    ['/first_name', 'F'.repeat(51), maxLengthMessage(50)],
    ['/last_name', '', MESSAGES.lastNameRequired],
    ['/last_name', 'L'.repeat(51), maxLengthMessage(50)],
    ['/job_description', 'J'.repeat(101), maxLengthMessage(100)],
    ['/title_id', 999, MESSAGES.titleUnknown],
  ]
  for (const [path, value, message] of refusals)
    it(`refuses ${path} = ${JSON.stringify(value).slice(0, 20)} with "${message}" and stores nothing`, async () => {
      const before = await storedActor()
      const response = await patch(replace(path, value))
      expect(response.status).toBe(400)
      expect(response.json.message).toBe(message)
      expect(await storedActor()).toEqual(before)
    })

  it('refuses the whole list when one operation is bad', async () => {
    const before = await storedActor()
    const response = await patch([...replace('/first_name', 'Valid'), ...replace('/last_name', '')])
    expect(response.status).toBe(400)
    expect(response.json.message).toBe(MESSAGES.lastNameRequired)
    expect(await storedActor()).toEqual(before)
  })

  it("refuses another actor's details with 403", async () => {
    const response = await patch(replace('/first_name', 'Intruder'), otherActorId)
    expect(response.status).toBe(403)
    expect((await call(actorPath(otherActorId), { token })).status).toBe(403)
  })

  it('refuses a request without a token with 401', async () => {
    const response = await call(actorPath(actorId), { method: 'PATCH', body: replace('/first_name', 'Anonymous') })
    expect(response.status).toBe(401)
    expect((await storedActor()).firstName).not.toBe('Anonymous')
  })
})
