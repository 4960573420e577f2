// The organisations API (rules org.form, org.feature-flags, org.admin-type, api.organisations).
import { describe, expect, it } from 'vitest'
import { MESSAGES, maxLengthMessage } from '../../src/domain/messages.ts'
import { DEMO_ORGANISATIONS } from '../../src/server/seed/demo-data.ts'
import { apiFixture } from '../support/api-fixture.ts'
import {
  itAnswersEveryCell,
  matrixRows,
  ORGANISATION_REACH,
  type OrganisationKey,
} from '../support/authorisation-matrix.ts'

const ACCOUNTS = ['provider.admin', 'partner.admin', 'partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: [...ACCOUNTS, 'readonly.full'] })
const { call, as, orgByKey: id } = api

const base = '/api/actors/organisations'
const nameOf = (key: string) => DEMO_ORGANISATIONS.find((demo) => demo.key === key)!.name
const replace = (path: string, value: unknown) => [{ op: 'replace', path, value }]
const get = (path: string, account = 'provider.admin') => call(`${base}${path}`, { token: as(account) })
const post = (body: unknown, account = 'provider.admin') => call(base, { method: 'POST', token: as(account), body })
const patch = (target: string, body: unknown, account = 'provider.admin') =>
  call(`${base}/${target}`, { method: 'PATCH', token: as(account), body })

/** A fresh organisation under Meridian (created by the provider admin) for tests that change things. */
const freshOrganisation = async (name: string, extra: Record<string, unknown> = {}) => {
  const response = await post({ name, parent_id: id('meridian'), ...extra })
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.id as string
}

describe('GET /api/actors/organisations/{id} and its relations', () => {
  it('returns the organisation with its parent name and flags', async () => {
    const response = await get(`/${id('acme')}`)
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      id: id('acme'),
      name: 'Acme Retail Group',
      reference: 'ACME_RETAIL',
      parent_id: id('northbridge'),
      parent_name: 'Northbridge Partners',
      logo_url: null,
      insurance_validation_tool: true,
      show_insured_with_provider: false,
      mandatory_sign_off: false,
      mandatory_sign_off_role: false,
      hide_rate_field: false,
      hide_offset: false,
      child_creation: false,
      question_dissemination: true,
      show_terms: true,
      share_leads: false,
    })
    expect(typeof response.json.version).toBe('number')
  })

  it('lists children as { items, pages, count } with search, sort and paging', async () => {
    const all = await get(`/${id('acme')}/children`)
    expect(all.status).toBe(200)
    expect(all.json.count).toBe(2)
    expect(all.json.pages).toBe(1)
    expect(all.json.items.map((o: { name: string }) => o.name)).toEqual([
      'Acme Retail Digital',
      'Acme Retail Logistics',
    ])
    const desc = await get(`/${id('acme')}/children?sort_by=name&sort_direction=desc&page=1&page_size=10`)
    expect(desc.json.items.map((o: { name: string }) => o.name)).toEqual([
      'Acme Retail Logistics',
      'Acme Retail Digital',
    ])
    const searched = await get(`/${id('acme')}/children?search=digi`)
    expect(searched.json).toMatchObject({ count: 1, pages: 1, items: [{ name: 'Acme Retail Digital' }] })
    const paged = await get(`/${id('acme')}/children?page=2&page_size=10`)
    expect(paged.json).toMatchObject({ count: 2, items: [] })
    expect((await get(`/${id('acme')}/children?sort_by=colour`)).status).toBe(400)
  })

  it('returns the parent, within reach', async () => {
    const parent = await get(`/${id('acme')}/parent`)
    expect(parent.status).toBe(200)
    expect(parent.json).toMatchObject({ id: id('northbridge'), name: 'Northbridge Partners' })
    // The provider above Northbridge is out of the partner admin's reach.
    expect((await get(`/${id('northbridge')}/parent`, 'partner.admin')).status).toBe(404)
    expect((await get(`/${id('provider')}/parent`)).status).toBe(404)
  })

  it('lists the ancestors within reach, nearest first', async () => {
    const all = await get(`/${id('acme-logistics')}/ancestors`)
    expect(all.status).toBe(200)
    expect(all.json.map((o: { name: string }) => o.name)).toEqual([
      'Acme Retail Group',
      'Northbridge Partners',
      'IR35 Portal Provider',
    ])
    const partial = await get(`/${id('acme-logistics')}/ancestors`, 'partner.admin')
    expect(partial.json.map((o: { name: string }) => o.name)).toEqual(['Acme Retail Group', 'Northbridge Partners'])
  })

  it('lists the descendants with their parents', async () => {
    const response = await get(`/${id('acme')}/descendants`, 'sign.off.user')
    expect(response.status).toBe(200)
    expect(response.json.map((o: { name: string; parent_name: string }) => [o.name, o.parent_name])).toEqual([
      ['Acme Retail Digital', 'Acme Retail Group'],
      ['Acme Retail Logistics', 'Acme Retail Group'],
    ])
  })

  it('keeps /organisations/selector and /organisations/search working, and refuses a malformed id', async () => {
    expect((await get('/selector', 'partner.admin')).status).toBe(200)
    const search = await get('/search?search=Acme', 'partner.admin')
    expect(search.status).toBe(200)
    expect(search.json.count).toBeGreaterThan(0)
    expect((await get('/abc123')).status).toBe(400)
  })

  it('refuses a request without a token', async () => {
    expect((await call(`${base}/${id('acme')}`)).status).toBe(401)
  })
})

describe('POST /api/actors/organisations', () => {
  it('creates a trimmed child and answers its id', async () => {
    const response = await post({ name: '  Harbour Logistics  ', parent_id: id('meridian'), reference: ' HARBOUR_1 ' })
    expect(response.status).toBe(201)
    expect(Object.keys(response.json)).toEqual(['id'])
    const created = await get(`/${response.json.id}`)
    expect(created.json).toMatchObject({
      name: 'Harbour Logistics',
      reference: 'HARBOUR_1',
      parent_id: id('meridian'),
      parent_name: 'Meridian Staffing',
    })
  })

  it('lets a reference stay empty below the top level', async () => {
    const response = await post({ name: 'No Reference Ltd', parent_id: id('meridian'), reference: '' })
    expect(response.status).toBe(201)
    expect((await get(`/${response.json.id}`)).json.reference).toBeNull()
  })

  it('lets a partner admin create under a parent with child creation on, with default provider-only flags', async () => {
    const response = await post(
      { name: 'Partner Made', parent_id: id('northbridge'), share_leads: false, mandatory_sign_off: true },
      'partner.admin',
    )
    expect(response.status).toBe(201)
    expect((await get(`/${response.json.id}`)).json.mandatory_sign_off).toBe(true)
  })

  it('refuses a provider-only flag from a partner admin (403)', async () => {
    const response = await post({ name: 'Leaky', parent_id: id('northbridge'), share_leads: true }, 'partner.admin')
    expect(response.status).toBe(403)
    expect(response.json.message).toContain('share_leads')
  })

  it('lets the provider admin create where child creation is off', async () => {
    expect((await post({ name: 'Acme Extra', parent_id: id('acme') })).status).toBe(201)
    expect((await post({ name: 'Acme Extra 2', parent_id: id('acme') }, 'partner.admin')).status).toBe(403)
  })
})

describe('the organisation form messages', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: '' }, MESSAGES.organisationNameRequired],
    ['a blank name', { name: '    ' }, 'Please enter an organisation name.'],
    ['a long name', { name: 'x'.repeat(51) }, maxLengthMessage(50)],
    [
      'a reference with other characters',
      { reference: 'ACME-1' },
      '* Only alphanumerical characters or the underscore are allowed.',
    ],
    [
      'a long reference',
      { reference: 'A'.repeat(513) },
      '* Maximum characters limit exceeded. Please limit to 512 characters or lower.',
    ],
  ]
  for (const [what, fields, message] of cases)
    it(`refuses ${what} on create and on update`, async () => {
      const created = await post({ name: 'Valid Name', parent_id: id('meridian'), ...fields })
      expect(created.status).toBe(400)
      expect(created.json.message).toBe(message)
      const [path, value] = Object.entries(fields)[0]!
      const updated = await patch(id('corvid'), replace(`/${path}`, value))
      expect(updated.status).toBe(400)
      expect(updated.json.message).toBe(message)
    })

  it('accepts exactly 50 and 512 characters', async () => {
    const target = await freshOrganisation('Limits')
    expect((await patch(target, replace('/name', 'n'.repeat(50)))).status).toBe(200)
    expect((await patch(target, replace('/reference', `${'R_1'.repeat(170)}RR`))).status).toBe(200)
  })

  it('requires a customer reference at the top level under the provider', async () => {
    const response = await post({ name: 'Top Level', parent_id: id('provider') })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe(MESSAGES.customerReferenceRequired)
    expect(response.json.message).toBe('* Please add a customer reference')
    expect((await post({ name: 'Top Level', parent_id: id('provider'), reference: 'TOP_LEVEL' })).status).toBe(201)
  })

  it('requires a customer reference on a parent organisation, not on a child', async () => {
    const parent = await patch(id('acme'), replace('/reference', null))
    expect(parent.status).toBe(400)
    expect(parent.json.message).toBe('* Please add a customer reference')
    const child = await patch(id('acme-digital'), replace('/reference', null))
    expect(child.status).toBe(200)
    expect(child.json.reference).toBeNull()
  })
})

describe('hide_rate_field and hide_offset', () => {
  it('allows hide_offset only while the rate is hidden, and turning the rate hidden clears it', async () => {
    const target = await freshOrganisation('Rates')
    const refused = await patch(target, replace('/hide_offset', true))
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(MESSAGES.hideOffsetNeedsHiddenRate)
    expect((await patch(target, replace('/hide_rate_field', true))).json).toMatchObject({
      hide_rate_field: true,
      hide_offset: false,
    })
    expect((await patch(target, replace('/hide_offset', true))).json.hide_offset).toBe(true)
    expect((await patch(target, replace('/hide_rate_field', false))).json.hide_rate_field).toBe(false)
    expect((await patch(target, replace('/hide_rate_field', true))).json).toMatchObject({
      hide_rate_field: true,
      hide_offset: false,
    })
  })

  it('refuses hide_offset on create without a hidden rate', async () => {
    const response = await post({ name: 'Offset', parent_id: id('meridian'), hide_offset: true })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe(MESSAGES.hideOffsetNeedsHiddenRate)
  })

  it('lets a parent admin change the rate flags and sign-off, not provider-only flags', async () => {
    expect((await patch(id('acme-logistics'), replace('/hide_rate_field', true), 'partner.admin')).status).toBe(200)
    expect((await patch(id('acme-logistics'), replace('/mandatory_sign_off_role', true), 'partner.admin')).status).toBe(
      200,
    )
    for (const flag of ['insurance_validation_tool', 'show_insured_with_provider', 'child_creation', 'share_leads']) {
      const response = await patch(id('acme-logistics'), replace(`/${flag}`, true), 'partner.admin')
      expect(response.status, flag).toBe(403)
    }
  })
})

describe('PATCH /api/actors/organisations/{id} versions', () => {
  it('applies several operations together and bumps the version', async () => {
    const target = await freshOrganisation('Versioned')
    const before = await get(`/${target}`)
    const response = await patch(target, [
      { op: 'replace', path: '/name', value: ' Versioned Two ' },
      { op: 'replace', path: '/mandatory_sign_off', value: true },
    ])
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ name: 'Versioned Two', mandatory_sign_off: true })
    expect(response.json.version).toBe(before.json.version + 1)
  })

  it('answers 409 when the version read earlier was changed meanwhile', async () => {
    const target = await freshOrganisation('Raced')
    const read = await get(`/${target}`)
    expect((await patch(target, replace('/name', 'First'))).status).toBe(200)
    // apiClient sends no extra headers, so If-Match goes through fetch.
    const raw = await fetch(`${api.server.url}${base}/${target}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${as('provider.admin')}`,
        'content-type': 'application/json',
        'if-match': String(read.json.version),
      },
      body: JSON.stringify(replace('/name', 'Second')),
    })
    expect(raw.status).toBe(409)
    expect((await get(`/${target}`)).json.name).toBe('First')
  })

  it('refuses every write from a read-only role', async () => {
    expect((await get(`/${id('acme')}`, 'readonly.full')).status).toBe(200)
    expect((await patch(id('acme'), replace('/name', 'Nope'), 'readonly.full')).status).toBe(403)
    expect((await post({ name: 'Nope', parent_id: id('acme') }, 'readonly.full')).status).toBe(403)
  })

  it('refuses an empty patch list and unknown paths', async () => {
    expect((await patch(id('corvid'), [])).status).toBe(400)
    expect((await patch(id('corvid'), replace('/is_provider', true))).status).toBe(400)
  })
})

describe('authorisation matrix', () => {
  type Endpoint = 'GET one' | 'GET children' | 'GET people' | 'POST child' | 'PATCH name' | 'PATCH provider-only flag'
  const ENDPOINTS: Endpoint[] = [
    'GET one',
    'GET children',
    'GET people',
    'POST child',
    'PATCH name',
    'PATCH provider-only flag',
  ]
  const request = (endpoint: Endpoint, account: string, org: OrganisationKey) => {
    const target = id(org)
    switch (endpoint) {
      case 'GET one':
        return get(`/${target}`, account)
      case 'GET children':
        return get(`/${target}/children`, account)
      case 'GET people':
        return call(`/api/actors/actors?org_id=${target}`, { token: as(account) })
      case 'POST child':
        return post({ name: 'Matrix Child', parent_id: target, reference: 'MATRIX' }, account)
      case 'PATCH name':
        // The same name again: allowed writes change nothing visible.
        return patch(target, replace('/name', org === 'missing' ? 'Missing' : nameOf(org)), account)
      case 'PATCH provider-only flag':
        return patch(target, replace('/question_dissemination', false), account)
    }
  }
  const READER = [200, 200, 200, 403, 403, 403]
  itAnswersEveryCell({
    endpoints: ENDPOINTS,
    rows: matrixRows(
      ORGANISATION_REACH,
      {
        'provider.admin': [200, 200, 200, 201, 200, 200],
        // Child creation is off at Acme, so only the provider admin adds below it.
        'partner.admin': { own: [200, 200, 200, 201, 200, 403], child: [200, 200, 200, 403, 200, 403] },
        partner: READER,
        'partner.readonly': READER,
        'sign.off.user': READER,
        // A contractor is refused the organisation's routes alike, whatever the organisation and whether it exists.
        contractor: { everywhere: [403, 403, 403, 403, 403, 403] },
      },
      [404, 404, 404, 404, 404, 404],
    ),
    cells: 138,
    request,
  })
})
