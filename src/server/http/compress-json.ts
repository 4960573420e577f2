// The API's JSON answers go gzipped to a client that accepts gzip, once they are large enough to gain from it.
// The answer is already whole in memory (c.json), so it is compressed whole and sent with its length: a streamed
// (chunked) answer would keep its connection busy until the client read it, and a client that never reads one
// would hold the server's shutdown until the connection timed out. CSV exports and files are left as they are.
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const gzipAsync = promisify(gzip)

/** Below this many bytes the gzip header costs about what it saves. */
export const COMPRESS_FROM_BYTES = 1024

const acceptsGzip = (header: string | undefined) =>
  header?.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return (coding === 'gzip' || coding === '*') && (quality === undefined || Number(quality.slice(2)) > 0)
  }) ?? false

export const compressJson = (): MiddlewareHandler => async (c, next) => {
  await next()
  const response = c.res
  if (!response.headers.get('content-type')?.startsWith('application/json')) return
  if (response.headers.has('content-encoding') || !response.body) return
  response.headers.append('vary', 'Accept-Encoding')
  if (!acceptsGzip(c.req.header('accept-encoding'))) return
  const body = Buffer.from(await response.arrayBuffer())
  if (body.length < COMPRESS_FROM_BYTES) {
    c.res = new Response(body, response)
    return
  }
  const zipped = await gzipAsync(body)
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(zipped.length))
  c.res = new Response(zipped, { status: response.status, statusText: response.statusText, headers })
}
