// GET /api/openapi.json (the document, generated once from the mounted routes) and /api/docs, where Swagger UI,
// served from our own node_modules, lets a person read the document and try the calls with their own token.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { described } from './described-route.ts'
import type { AppEnv } from './env.ts'
import { type OpenApiDocument, openApiDocument } from './openapi.ts'

type Routes = Parameters<typeof openApiDocument>[0]

const viewerFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** Our own start-up script: a file, not inline, so the page keeps the product's script-src 'self'. */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    // The document is checked by our tests; the public validator would be sent it from the reader's browser.
    validatorUrl: null,
    persistAuthorization: false,
  })
})
`

const PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>IR35 Portal API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  </head>
  <body>
    <main id="docs"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`

/** The viewer's files by the name the page asks for: its own, read once, and gzipped once for browsers that take it. */
const files = new Map<string, { type: string; read: () => Buffer }>([
  [
    'swagger-ui.css',
    { type: 'text/css; charset=utf-8', read: () => readFileSync(path.join(viewerFolder, 'swagger-ui.css')) },
  ],
  [
    'swagger-ui-bundle.js',
    {
      type: 'text/javascript; charset=utf-8',
      read: () => readFileSync(path.join(viewerFolder, 'swagger-ui-bundle.js')),
    },
  ],
  ['start.js', { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(START_SCRIPT) }],
])

const once = <T>(make: () => T) => {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

const apiVersion = once(() => {
  try {
    return String(JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')).version ?? '0')
  } catch {
    return '0'
  }
})

const OpenApiJson = Schema.Record(Schema.String, Schema.Unknown).annotate({
  description: 'An OpenAPI 3.1 document.',
})

/** `routes` is read at the first request, when every route is mounted. */
export const apiDocsRoutes = (routes: () => Routes) => {
  const document = once((): OpenApiDocument => openApiDocument(routes(), { version: apiVersion() }))
  const bodies = new Map<string, { plain: Buffer; gzip: Buffer }>()
  const bodyOf = (name: string, read: () => Buffer) => {
    let body = bodies.get(name)
    if (!body) {
      const plain = read()
      body = { plain, gzip: gzipSync(plain) }
      bodies.set(name, body)
    }
    return body
  }
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      described(
        {
          summary: 'This document',
          description:
            'The OpenAPI 3.1 description of every route under /api, generated from the schemas they decode with.',
          tag: 'API description',
          auth: 'none',
          responses: { 200: OpenApiJson },
        },
        (c) => c.json(document()),
      ),
    )
    .get(
      '/docs',
      described(
        {
          summary: 'Browse this document',
          description: 'A page that shows the document and can try each call with an access token.',
          tag: 'API description',
          auth: 'none',
          responses: { 200: { file: 'text/html', description: 'The page.' } },
        },
        (c) => {
          c.header('cache-control', 'no-cache')
          return c.html(PAGE)
        },
      ),
    )
    .get(
      '/docs/:file',
      described(
        {
          summary: "The browsing page's script and style",
          tag: 'API description',
          auth: 'none',
          params: Schema.Struct({ file: Schema.Literals([...files.keys()]) }),
          responses: { 200: { file: 'text/javascript', description: 'The file (text/css for a style sheet).' } },
        },
        (c, { params }) => {
          const file = files.get(params.file)!
          const body = bodyOf(params.file, file.read)
          const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
          return c.body(new Uint8Array(gzip ? body.gzip : body.plain), 200, {
            'content-type': file.type,
            'cache-control': 'public, max-age=3600',
            vary: 'Accept-Encoding',
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          })
        },
      ),
    )
}
