// No request body can make the server read or parse more than its limit: a JSON body past 256 KiB, declared or
// streamed without a length, is refused with 413 and the message saying what to do, before the server reads
// past the limit; an upload keeps its files' own, larger limit; nothing refused is stored, and the server
// answers the next request as ever.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_MAX_BYTES } from '../../src/domain/logo.ts'
import { MESSAGES } from '../../src/domain/messages.ts'
import { BODY_LIMITS, REQUEST_LIMIT_MESSAGES } from '../../src/domain/request-limits.ts'
import { actors, files, idpAccounts, organisations } from '../../src/server/db/schema.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { PNG } from '../support/logo-samples.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'

let server: TestServer
let applicationId: string
let adminToken: string
let organisationId: string

const db = () => server.database.db
const REGISTRATION = '/api/identity/user/registration'
/** Far past every limit: a client that kept sending would send this much. */
const ENDLESS = 128 * 1024 * 1024

/** A registration, then `padding` spaces: still one JSON value, of any size. */
const registration = (email: string, padding: number) =>
  new TextEncoder().encode(
    JSON.stringify({ registration: { applicationId }, sendSetPasswordEmail: true, user: { email } }) +
      ' '.repeat(padding),
  )

/** A body sent without a declared length: `head`, then zeros in 256 KiB chunks up to `total` bytes. */
const streamed = (head: Uint8Array, total: number) => {
  const progress = { sent: 0 }
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      controller.enqueue(head)
      progress.sent = head.byteLength
    },
    pull: (controller) => {
      if (progress.sent >= total) return controller.close()
      const chunk = new Uint8Array(Math.min(256 * 1024, total - progress.sent)).fill(0x20)
      progress.sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, progress }
}

const post = async (path: string, body: BodyInit, headers: Record<string, string>) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const text = await response.text()
  let json: { message?: string; correlation_id?: string } | null = null
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, json, text, correlationId: response.headers.get('x-correlation-id') }
}

const expectTooLarge = (
  response: Awaited<ReturnType<typeof post>>,
  message: string = REQUEST_LIMIT_MESSAGES.tooLarge,
) => {
  expect(response.status, response.text.slice(0, 300)).toBe(413)
  expect(response.json).toEqual({ message, correlation_id: response.correlationId })
}

const registered = async (email: string) => ({
  actors: (await db().select().from(actors).where(eq(actors.email, email))).length,
  accounts: (await db().select().from(idpAccounts).where(eq(idpAccounts.email, email))).length,
})

const logoState = async () => ({
  files: (await db().select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n,
  logo: (
    await db()
      .select({ logo: organisations.logoFileId })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
  )[0]!.logo,
})

const healthy = async () => {
  const response = await fetch(`${server.url}/api/health`)
  return { status: response.status, json: await response.json() }
}

beforeAll(async () => {
  server = await startTestServer()
  applicationId = (await (await fetch(`${server.url}/api/config`)).json()).identity.application_id
  const provider = (await db().select().from(organisations).where(eq(organisations.name, 'IR35 Portal Provider')))[0]!
  adminToken = await accessTokenFor(
    server.url,
    await identityTokenFor(server.url, demoEmail('provider.admin')),
    provider.id,
  )
  const meridian = (await db().select().from(organisations).where(eq(organisations.name, 'Meridian Staffing')))[0]!
  const created = await fetch(`${server.url}/api/actors/organisations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Body Limits Logo', parent_id: meridian.id }),
  })
  expect(created.status).toBe(201)
  organisationId = ((await created.json()) as { id: string }).id
})
afterAll(() => server?.stop())

describe('JSON bodies', () => {
  it('POST /api/identity/user/registration refuses a body declared past 256 KiB with 413, registering no one', async () => {
    const email = 'declared.too.large@example.test'
    const body = registration(email, BODY_LIMITS.json)
    expect(body.byteLength).toBeGreaterThan(BODY_LIMITS.json)
    expectTooLarge(await post(REGISTRATION, body, { 'content-type': 'application/json' }))
    expect(await registered(email)).toEqual({ actors: 0, accounts: 0 })
    expect(await healthy()).toEqual({ status: 200, json: { status: 'ok' } })
  })

  it('refuses the same body streamed without a length, and stops reading it at the limit', async () => {
    const email = 'streamed.too.large@example.test'
    const { body, progress } = streamed(registration(email, 0), ENDLESS)
    expectTooLarge(await post(REGISTRATION, body, { 'content-type': 'application/json' }))
    expect(progress.sent).toBeLessThan(ENDLESS)
    expect(await registered(email)).toEqual({ actors: 0, accounts: 0 })
    expect(await healthy()).toEqual({ status: 200, json: { status: 'ok' } })
  })

  it('still reads a body of exactly 256 KiB', async () => {
    const email = 'within.limit@example.test'
    const body = registration(email, BODY_LIMITS.json - registration(email, 0).byteLength)
    expect(body.byteLength).toBe(BODY_LIMITS.json)
    const response = await post(REGISTRATION, body, { 'content-type': 'application/json' })
    expect(response.status, response.text).toBe(200)
    expect(await registered(email)).toEqual({ actors: 1, accounts: 1 })
  })

  it('refuses a token request to the identity provider declared past the limit before the provider reads it', async () => {
    const body = `grant_type=authorization_code&code=${'x'.repeat(BODY_LIMITS.json)}`
    expectTooLarge(await post('/idp/token', body, { 'content-type': 'application/x-www-form-urlencoded' }))
    expect(await healthy()).toEqual({ status: 200, json: { status: 'ok' } })
  })
})

describe('uploads keep their own limit', () => {
  const multipart = (fileBytes: number) => {
    const boundary = 'limits-boundary'
    const encoder = new TextEncoder()
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const file = new Uint8Array(fileBytes)
    file.set(PNG)
    const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
    const whole = new Uint8Array(head.byteLength + file.byteLength + tail.byteLength)
    whole.set(head)
    whole.set(file, head.byteLength)
    whole.set(tail, head.byteLength + file.byteLength)
    return { whole, contentType: `multipart/form-data; boundary=${boundary}` }
  }
  const logoPath = () => `/api/files/files/logo/organisations/${organisationId}`

  it('takes a 5MB logo streamed without a length, far past the JSON limit', async () => {
    const before = await logoState()
    const { whole, contentType } = multipart(FILE_MAX_BYTES)
    const { body } = streamed(whole, whole.byteLength)
    const response = await post(logoPath(), body, {
      authorization: `Bearer ${adminToken}`,
      'content-type': contentType,
    })
    expect(response.status, response.text).toBe(201)
    expect(await logoState()).toEqual({ files: before.files + 1, logo: (response.json as { id: string }).id })
  })

  it('refuses an upload streamed past its own limit with its own message, storing nothing', async () => {
    const before = await logoState()
    const { whole, contentType } = multipart(1024)
    const { body, progress } = streamed(whole.slice(0, -64), ENDLESS)
    const response = await post(logoPath(), body, {
      authorization: `Bearer ${adminToken}`,
      'content-type': contentType,
    })
    expectTooLarge(response, MESSAGES.fileTooLarge)
    expect(progress.sent).toBeLessThan(ENDLESS)
    expect(await logoState()).toEqual(before)
    expect(await healthy()).toEqual({ status: 200, json: { status: 'ok' } })
  })
})
