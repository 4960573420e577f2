// What every answer of the server is like on the wire: the API's JSON compressed for a client that accepts it
// (and not for one that does not, nor when too short to gain from it), and a robots.txt of its own rather
// than the app's page.
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let token = ''

/** The raw answer: status, headers and the bytes as they came over the wire (nothing decoded). */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const url = new URL(path, server.url)
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
        .on('error', reject)
        .end()
    },
  )

beforeAll(async () => {
  server = await startTestServer()
  token = (await signInDemo(server.url, 'partner')).accessToken
})
afterAll(() => server?.stop())

describe('compressed JSON', () => {
  const BOARD = '/api/assessments/engagements/progress'

  it('sends the board gzipped to a client that accepts gzip, the same JSON in fewer bytes', async () => {
    const auth = { authorization: `Bearer ${token}` }
    const zipped = await raw(BOARD, { ...auth, 'accept-encoding': 'gzip, deflate, br' })
    const plain = await raw(BOARD, { ...auth, 'accept-encoding': 'identity' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const unzipped = JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))
    expect(unzipped).toEqual(JSON.parse(plain.bytes.toString('utf8')))
    expect(unzipped.columns).toHaveLength(6)
    expect(zipped.bytes.length * 3).toBeLessThan(plain.bytes.length)
    expect(Number(zipped.headers['content-length'])).toBe(zipped.bytes.length)
  })

  it('leaves a short answer as it is', async () => {
    const health = await raw('/api/health', { 'accept-encoding': 'gzip' })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(health.bytes.toString('utf8'))).toEqual({ status: 'ok' })
  })
})

describe('/robots.txt', () => {
  it('asks every crawler to keep out, as plain text rather than the app page', async () => {
    const robots = await raw('/robots.txt', {})
    expect(robots.status).toBe(200)
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
    expect(robots.bytes.toString('utf8')).toBe('User-agent: *\nDisallow: /\n')
  })
})
