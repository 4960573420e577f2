// Organisation logos (rules files.logo, api.organisations, files.limits): upload, replace, read and
// delete; the content decides the type; hostile SVGs and oversized files are refused with nothing stored.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_MAX_BYTES } from '../../src/domain/logo.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { files, organisations } from '../../src/server/db/schema.ts'
import type { memoryBlobStore } from '../../src/server/modules/files/blob-store.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { itAnswersEveryCell, type OrganisationKey, organisationMatrixRows } from '../support/authorisation-matrix.ts'
import { holdResponse } from '../support/contract.ts'
import {
  HOSTILE_SVGS,
  JPEG,
  jpegDeclaring,
  PNG,
  pngDeclaring,
  SAFE_SVG,
  svgDeclaring,
} from '../support/logo-samples.ts'

const MISSING = '00000000-0000-4000-8000-000000000000'
const ACCOUNTS = ['provider.admin', 'partner.admin', 'partner', 'partner.readonly', 'sign.off.user', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, orgByKey: id } = api
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

const logoPath = (organisationId: string) => `/api/files/files/logo/organisations/${organisationId}`
const bearer = (account: string) => ({ authorization: `Bearer ${as(account)}` })

type Upload = { name?: string; type?: string; field?: string; account?: string }
const upload = async (organisationId: string, bytes: Uint8Array | string, options: Upload = {}) => {
  const form = new FormData()
  const content = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)
  form.append(options.field ?? 'File', new Blob([content], { type: options.type ?? '' }), options.name ?? 'logo')
  const response = await holdResponse(
    api.server,
    'POST',
    logoPath(organisationId),
    await fetch(`${api.server.url}${logoPath(organisationId)}`, {
      method: 'POST',
      headers: bearer(options.account ?? 'provider.admin'),
      body: form,
    }),
  )
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read whatever the server answered
  return { status: response.status, json: (await response.json()) as any }
}
const readBytes = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.server.url}${path}`, { headers })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
const remove = (organisationId: string, account = 'provider.admin') =>
  call(logoPath(organisationId), { method: 'DELETE', token: as(account) })
const logoInfo = (organisationId: string, account = 'provider.admin') =>
  call(`/api/actors/organisations/${organisationId}/logo`, { token: as(account) })
const organisation = (organisationId: string) =>
  call(`/api/actors/organisations/${organisationId}`, { token: as('provider.admin') })

/** What a refused request must leave as it was: every file row, every stored blob, the organisation. */
const storedState = async (organisationId: string) => ({
  files: (await api.server.database.db.select({ id: files.id }).from(files)).map((f) => f.id).sort(),
  blobs: (api.server.blobs as ReturnType<typeof memoryBlobStore>).keys().sort(),
  organisation: (
    await api.server.database.db
      .select({ logo: organisations.logoFileId, version: organisations.version })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
  )[0],
})

let freshCount = 0
/** A new organisation under Meridian, so each test starts without a logo. */
const freshOrganisation = async () => {
  const response = await call('/api/actors/organisations', {
    method: 'POST',
    token: as('provider.admin'),
    body: { name: `Logo Test ${++freshCount}`, parent_id: id('meridian') },
  })
  expect(response.status).toBe(201)
  return response.json.id as string
}

describe('POST /api/files/files/logo/organisations/{orgId}', () => {
  const formats: [string, Uint8Array | string, string][] = [
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['svg', SAFE_SVG, 'image/svg+xml'],
  ]
  for (const [format, content, contentType] of formats)
    it(`stores a ${format} logo and serves the same bytes with its exact type`, async () => {
      const target = await freshOrganisation()
      const before = await organisation(target)
      const created = await upload(target, content, { name: `logo.${format}` })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      expect(Object.keys(created.json).sort()).toEqual(['id', 'url'])
      expect(created.json.url).toBe(`/api/files/logos/${created.json.id}`)

      const after = await organisation(target)
      expect(after.json.logo_url).toBe(created.json.url)
      const children = await call(`/api/actors/organisations/${id('meridian')}/children?page_size=30&search=Logo`, {
        token: as('provider.admin'),
      })
      expect(children.json.items.find((o: { id: string }) => o.id === target).logo_url).toBe(created.json.url)
      expect(after.json.version).toBe(before.json.version + 1)
      expect((await logoInfo(target)).json).toEqual({
        id: created.json.id,
        url: created.json.url,
        content_type: contentType,
      })

      const expected = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content)
      for (const [path, headers] of [
        [logoPath(target), bearer('provider.admin')],
        [created.json.url, {}],
      ] as const) {
        const image = await readBytes(path, headers)
        expect(image.status, path).toBe(200)
        expect(image.bytes.equals(expected)).toBe(true)
        expect(image.headers.get('content-type')).toBe(contentType)
        expect(image.headers.get('x-content-type-options')).toBe('nosniff')
        expect(image.headers.get('content-security-policy')).toBe(SVG_POLICY)
        expect(image.headers.get('content-disposition')).toBe('inline')
        expect(image.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/)
      }
    })

  it('serves the public address immutably, with 304 for a matching ETag', async () => {
    const target = await freshOrganisation()
    const { json } = await upload(target, PNG)
    const first = await readBytes(json.url)
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const again = await readBytes(json.url, { 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    // Without a token, as an <img> asks; the answer is held to the route's declared image.
    const image = await call(json.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    const missing = await call(`/api/files/logos/${MISSING}`)
    expect(missing.status).toBe(404)
    expect(missing.json.message).toBe('The logo was not found.')
    expect((await call('/api/files/logos/not-a-uuid')).status).toBe(400)
  })

  it('replaces a logo: the old row, bytes and address are gone, the version moves on', async () => {
    const target = await freshOrganisation()
    const first = await upload(target, PNG)
    const middle = await storedState(target)
    const second = await upload(target, SAFE_SVG)
    expect(second.status).toBe(201)
    expect(second.json.id).not.toBe(first.json.id)
    const after = await storedState(target)
    expect(after.files).not.toContain(first.json.id)
    expect(after.files).toContain(second.json.id)
    expect(after.files.length).toBe(middle.files.length)
    expect(after.blobs).toEqual(middle.blobs.map((k) => k.replace(first.json.id, second.json.id)).sort())
    expect(after.organisation).toEqual({ logo: second.json.id, version: middle.organisation!.version + 1 })
    expect((await readBytes(first.json.url)).status).toBe(404)
    expect((await readBytes(logoPath(target), bearer('provider.admin'))).headers.get('content-type')).toBe(
      'image/svg+xml',
    )
  })

  it('decides by content: a PNG named logo.svg and declared image/svg+xml is stored as a PNG', async () => {
    const target = await freshOrganisation()
    const created = await upload(target, PNG, { name: 'logo.svg', type: 'image/svg+xml' })
    expect(created.status).toBe(201)
    expect((await logoInfo(target)).json.content_type).toBe('image/png')
  })

  const largest: [string, Uint8Array | string][] = [
    ['a PNG of 4,000 x 4,000 pixels (16 megapixels)', pngDeclaring(4000, 4000)],
    ['a JPEG of 4,000 x 3,000 pixels', jpegDeclaring(4000, 3000)],
    ['an SVG sized in percent, with a viewBox of 4,000 x 4,000', svgDeclaring('width="100%" viewBox="0 0 4000 4000"')],
  ]
  for (const [what, content] of largest)
    it(`accepts ${what}`, async () => {
      const target = await freshOrganisation()
      const created = await upload(target, content)
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      expect((await organisation(target)).json.logo_url).toBe(created.json.url)
    })

  it('accepts a file of exactly 5MB', async () => {
    const target = await freshOrganisation()
    const exact = Buffer.alloc(FILE_MAX_BYTES)
    PNG.copy(exact)
    expect((await upload(target, exact)).status).toBe(201)
  })
})

describe('refusals store nothing', () => {
  let target: string
  beforeAll(async () => {
    target = await freshOrganisation()
    expect((await upload(target, PNG)).status).toBe(201)
  })

  /** Runs a refused request and checks the answer and that rows, bytes and the organisation are unchanged. */
  const refused = async (
    request: () => Promise<{ status: number; json: { message?: string } }>,
    status: number,
    message?: string,
  ) => {
    const before = await storedState(target)
    const response = await request()
    expect(response.status, JSON.stringify(response.json)).toBe(status)
    if (message) expect(response.json.message).toBe(message)
    expect(await storedState(target)).toEqual(before)
  }

  it('refuses a text file named .png and declared image/png', async () => {
    await refused(
      () => upload(target, 'not an image at all', { name: 'logo.png', type: 'image/png' }),
      400,
      MESSAGES.logoFormatInvalid,
    )
    expect(MESSAGES.logoFormatInvalid).toBe('Invalid file format, supported formats: png, jpeg, svg')
  })

  for (const [what, svg] of Object.entries(HOSTILE_SVGS))
    it(`refuses an SVG with ${what}`, async () => {
      await refused(
        () => upload(target, svg, { name: 'logo.svg', type: 'image/svg+xml' }),
        400,
        MESSAGES.logoFormatInvalid,
      )
    })

  const tooLarge: [string, Uint8Array | string, string][] = [
    ['a PNG declaring 20,000 x 20,000 pixels', pngDeclaring(20_000, 20_000), 'logo.png'],
    ['a PNG declaring 4,001 pixels wide', pngDeclaring(4001, 1), 'logo.png'],
    ['a PNG declaring 4,000 x 4,001 pixels', pngDeclaring(4000, 4001), 'logo.png'],
    ['a JPEG declaring 60,000 x 60,000 pixels', jpegDeclaring(60_000, 60_000), 'logo.jpg'],
    ['an SVG declaring width and height of 20,000', svgDeclaring('width="20000" height="20000"'), 'logo.svg'],
    ['an SVG declaring a width of 50 inches', svgDeclaring('width="50in"'), 'logo.svg'],
    ['an SVG declaring a viewBox of 100,000 x 100,000', svgDeclaring('viewBox="0 0 100000 100000"'), 'logo.svg'],
  ]
  for (const [what, content, name] of tooLarge)
    it(`refuses ${what}, saying how large a logo may be`, async () => {
      await refused(() => upload(target, content, { name }), 400, MESSAGES.logoDimensionsTooLarge)
    })

  it('refuses a file of 5MB and one byte with the spec message', async () => {
    const over = Buffer.alloc(FILE_MAX_BYTES + 1)
    PNG.copy(over)
    await refused(() => upload(target, over, { name: 'big.png', type: 'image/png' }), 413, MESSAGES.fileTooLarge)
    expect(MESSAGES.fileTooLarge).toBe('File size should not be more than 5MB')
  })

  it('refuses a body declared far too large before reading it', async () => {
    await refused(() => upload(target, Buffer.alloc(12 * 1024 * 1024)), 413, MESSAGES.fileTooLarge)
  })

  it('stops reading a streamed body with no declared length at the limit', async () => {
    const boundary = 'logo-boundary'
    const encoder = new TextEncoder()
    // A body with no end: were the server to read on past the limit (or drain the rest to keep the connection),
    // the request would never be answered and the test would time out. How much the client wrote before the
    // server closed is the machine's speed, not the server's choice, so it is not measured.
    let answered = false
    const body = new ReadableStream<Uint8Array>({
      start: (controller) =>
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="big.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
        ),
      pull: (controller) => {
        if (answered) return controller.close()
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const before = await storedState(target)
    const answer = await fetch(`${api.server.url}${logoPath(target)}`, {
      method: 'POST',
      headers: { ...bearer('provider.admin'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
      .then(
        async (response) => ({
          status: response.status,
          message: (await response.json()).message as string,
          connection: response.headers.get('connection'),
        }),
        // The server answers 413 and closes the connection; a client still writing may meet the closed pipe first.
        (error: Error) => ({
          status: 0,
          message: String((error.cause as Error | undefined)?.message ?? error.message),
          connection: null,
        }),
      )
      .finally(() => {
        answered = true
      })
    if (answer.status === 0) expect(answer.message).toMatch(/EPIPE|ECONNRESET|other side closed/)
    else {
      expect(answer.status).toBe(413)
      // The rest of the body is dropped with the connection, not read to keep it.
      expect(answer.connection).toBe('close')
    }
    expect(await storedState(target)).toEqual(before)
  })

  it('refuses an upload without the File field, or not multipart', async () => {
    await refused(() => upload(target, PNG, { field: 'file' }), 400, MESSAGES.fileFieldMissing)
    await refused(
      () => call(logoPath(target), { method: 'POST', token: as('provider.admin'), body: { File: 'x' } }),
      400,
      MESSAGES.fileFieldMissing,
    )
  })

  it('refuses a malformed organisation id (400) and an unknown organisation (404)', async () => {
    await refused(() => upload('abc123', PNG), 400)
    await refused(() => upload(MISSING, PNG), 404)
    expect((await remove(MISSING)).status).toBe(404)
    expect((await logoInfo(MISSING)).status).toBe(404)
    expect((await readBytes(logoPath(MISSING), bearer('provider.admin'))).status).toBe(404)
  })

  it('refuses a request without a token', async () => {
    await refused(async () => {
      const response = await fetch(`${api.server.url}${logoPath(target)}`, { method: 'POST', body: new FormData() })
      return { status: response.status, json: await response.json() }
    }, 401)
    expect((await readBytes(logoPath(target))).status).toBe(401)
  })
})

describe('DELETE /api/files/files/logo/organisations/{orgId}', () => {
  it('removes the row, the bytes and the address, and clears logo_url', async () => {
    const target = await freshOrganisation()
    const created = await upload(target, JPEG)
    const before = await storedState(target)
    const response = await remove(target)
    expect(response.status).toBe(204)
    const after = await storedState(target)
    expect(after.files).toEqual(before.files.filter((f) => f !== created.json.id))
    expect(after.blobs).toEqual(before.blobs.filter((k) => !k.includes(created.json.id)))
    expect(after.organisation).toEqual({ logo: null, version: before.organisation!.version + 1 })
    expect((await organisation(target)).json.logo_url).toBeNull()
    expect((await logoInfo(target)).status).toBe(404)
    expect((await readBytes(created.json.url)).status).toBe(404)
    expect((await readBytes(logoPath(target), bearer('provider.admin'))).status).toBe(404)
  })

  it('answers 404 when there is no logo', async () => {
    expect((await remove(await freshOrganisation())).status).toBe(404)
  })
})

describe('authorisation matrix', () => {
  type Endpoint = 'GET logo details' | 'GET logo bytes' | 'POST logo' | 'DELETE logo'
  const ENDPOINTS: Endpoint[] = ['GET logo details', 'GET logo bytes', 'POST logo', 'DELETE logo']
  const request = async (endpoint: Endpoint, account: string, org: OrganisationKey) => {
    const target = id(org)
    switch (endpoint) {
      case 'GET logo details':
        return { status: (await logoInfo(target, account)).status }
      case 'GET logo bytes':
        return { status: (await readBytes(logoPath(target), bearer(account))).status }
      case 'POST logo':
        return { status: (await upload(target, PNG, { account })).status }
      case 'DELETE logo':
        return { status: (await remove(target, account)).status }
    }
  }
  // The same reach as the organisations API: Organisations:Read to see a logo, Organisations:Update to change it.
  itAnswersEveryCell({
    endpoints: ENDPOINTS,
    rows: organisationMatrixRows({
      admin: [200, 200, 201, 204],
      other: [200, 200, 403, 403],
      // A contractor is refused the organisation's details first (403); the logo's own routes answer as out of reach.
      contractor: [403, 404, 404, 404],
      outOfReach: [404, 404, 404, 404],
    }),
    cells: 92,
    // Each row starts from a logo put there by the provider admin, so reads have something to find.
    beforeRow: async (row) => {
      if (row.org !== 'missing') expect((await upload(id(row.org), PNG)).status).toBe(201)
    },
    request,
  })
})
