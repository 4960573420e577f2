// The published API description (docs/api.md): GET /api/openapi.json is a valid OpenAPI 3.1 document, generated
// from the routes' own schemas, that lists every route the server mounts under /api; /api/docs shows it with the
// viewer served from this server; and every answer an API test receives is held to its route's declared schema.
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { apiFixture } from '../support/api-fixture.ts'
import { checkAnswer } from '../support/contract.ts'

const api = apiFixture({ accounts: ['partner'] })
const { call, as, org } = api

type Document = {
  openapi: string
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>
}

const documentOf = async () => {
  const answer = await call('/api/openapi.json')
  expect(answer.status).toBe(200)
  return answer.json as Document
}

/** Hono's path in OpenAPI's words: `:id{[0-9a-f-]+}` becomes `{id}`. */
const templateOf = (path: string) => path.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}')

const mountedApiOperations = () => [
  ...new Set(
    api.server.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${templateOf(route.path)}`),
  ),
]

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf()
    expect(document.openapi).toMatch(/^3\.1\./)
    const result = await new Validator().validate(structuredClone(document) as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('lists every operation the server mounts under /api, and only those', async () => {
    const document = await documentOf()
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    )
    const mounted = mountedApiOperations()
    const missing = mounted.filter((operation) => !documented.has(operation))
    expect(missing, 'mounted routes the document does not describe: wrap them in described()').toEqual([])
    const notMounted = [...documented].filter((operation) => !mounted.includes(operation))
    expect(notMounted, 'described operations the server does not mount').toEqual([])
  })

  it('gives every described operation a success answer, its errors and, behind sign-in, the bearer scheme', async () => {
    const document = await documentOf()
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses)
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true)
        if (operation.security === undefined) expect(statuses, `${method} ${path}`).toContain('401')
      }
  })
})

describe('GET /api/docs', () => {
  it('serves the viewer from this server, under the product’s own Content-Security-Policy', async () => {
    const page = await call('/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('unsafe')
    const assets = [...String(page.json).matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    expect(assets).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js'])
    for (const asset of assets) {
      const file = await call(asset)
      expect(file.status, asset).toBe(200)
      expect(file.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      )
    }
    expect(String((await call('/api/docs/start.js')).json)).toContain("url: '/api/openapi.json'")
  })

  it('refuses a file the viewer does not have', async () => {
    const answer = await call('/api/docs/..%2Fpackage.json')
    expect(answer.status).toBe(400)
    expect(answer.json.message).toContain('file')
  })
})

describe('answers held to their declared schemas', () => {
  it('passes a real answer and fails one with a field, a type or a status the contract does not have', async () => {
    const path = `/api/assessments/jobroles?org_id=${org('Acme Retail Group')}`
    const answer = await call(path, { token: as('partner') })
    expect(answer.status).toBe(200)
    expect(answer.json.items.length).toBeGreaterThan(0)
    const { operations } = api.server
    const drifted =
      (json: unknown, status = 200) =>
      () =>
        checkAnswer(operations, 'GET', path, { status, headers: answer.headers, json })
    expect(drifted(answer.json)).not.toThrow()
    expect(drifted({ ...answer.json, total: 1 })).toThrow(/total/)
    expect(drifted({ ...answer.json, count: String(answer.json.count) })).toThrow(/count/)
    const [first, ...rest] = answer.json.items
    expect(drifted({ ...answer.json, items: [{ ...first, archived: 'no' }, ...rest] })).toThrow(/items\.0\.archived/)
    expect(drifted({ message: 'Gone' }, 410)).toThrow(/410, which its description does not declare/)
    expect(drifted({ note: 'no message' }, 404)).toThrow(/error body off its contract/)
  })
})
