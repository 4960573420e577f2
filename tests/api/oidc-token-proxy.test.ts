// An external provider that requires a client secret: the browser's code exchange goes through our
// server, which adds the secret. The provider here is a stand-in served on loopback.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdResponse } from '../support/contract.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

const CLIENT_ID = 'portal-confidential'
const SECRET = 's3cret:with/odd=chars'

let provider: Server
let issuer: string
let server: TestServer
const received: { authorization?: string; body?: URLSearchParams }[] = []

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.url === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      })
    if (request.url === '/jwks') return json(200, { keys: [] })
    if (request.url === '/token' && request.method === 'POST') {
      const body = new URLSearchParams(await readBody(request))
      received.push({ authorization: request.headers.authorization, body })
      const expected = `Basic ${Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(SECRET)}`).toString('base64')}`
      if (request.headers.authorization !== expected) return json(401, { error: 'invalid_client' })
      return json(200, { access_token: 'provider-access', id_token: 'provider-id-token', token_type: 'Bearer' })
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  server = await startTestServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: SECRET })
})
afterAll(async () => {
  await server?.stop()
  provider?.close()
})

/** The browser's exchange; every answer is held to the route's declared contract. */
const exchange = async (fields: Record<string, string>) =>
  holdResponse(
    server,
    'POST',
    '/api/identity/oidc/token',
    await fetch(`${server.url}/api/identity/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  )

describe('POST /api/identity/oidc/token (confidential client)', () => {
  it('is advertised to the browser in /api/config, beside the external issuer', async () => {
    const config = await (
      await holdResponse(server, 'GET', '/api/config', await fetch(`${server.url}/api/config`))
    ).json()
    expect(config.identity).toMatchObject({
      issuer,
      client_id: CLIENT_ID,
      token_endpoint: `${server.url}/api/identity/oidc/token`,
    })
    expect(JSON.stringify(config)).not.toContain(SECRET)
  })

  it('forwards the code exchange with the client secret and returns the provider’s answer', async () => {
    const response = await exchange({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: `${server.url}/login`,
      code_verifier: 'the-verifier',
      client_id: CLIENT_ID,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id_token: 'provider-id-token' })
    const last = received.at(-1)!
    expect(last.body?.get('code')).toBe('the-code')
    expect(last.body?.get('code_verifier')).toBe('the-verifier')
    expect(last.body?.get('client_secret')).toBeNull()
  })

  it('refuses other grants and another client id with a clear 400, sending nothing on', async () => {
    const before = received.length
    const password = await exchange({ grant_type: 'password', username: 'a', password: 'b' })
    expect(password.status).toBe(400)
    expect((await password.json()).message).toBe('grant_type must be authorization_code or refresh_token.')
    const other = await exchange({ grant_type: 'authorization_code', code: 'c', client_id: 'someone-else' })
    expect(other.status).toBe(400)
    expect(received.length).toBe(before)
  })

  it('does not exist when the provider needs no secret', async () => {
    const plain = await startTestServer()
    try {
      const path = '/api/identity/oidc/token'
      const response = await holdResponse(plain, 'POST', path, await fetch(`${plain.url}${path}`, { method: 'POST' }))
      expect(response.status).toBe(404)
      expect((await (await fetch(`${plain.url}/api/config`)).json()).identity.token_endpoint).toBeNull()
    } finally {
      await plain.stop()
    }
  })
})
