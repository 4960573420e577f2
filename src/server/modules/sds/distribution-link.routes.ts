// /api/assessments/sds-links/{token}: what a supply-chain party's mailed link opens, without an account or a
// session. The token in the path is the only key: it reaches that one distribution and nothing else, is looked up
// by its hash, and is refused (401) when forged or expired. Calls are rate-limited per client address.
// A party's dispute through its link (POST /{token}/disputes) belongs here too.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AcknowledgeDistribution } from '#domain/sds-distribution'
import type { AppDeps } from '../../app.ts'
import { decodeBody } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { TooManyRequests } from '../../http/errors.ts'
import { clientAddress, hitRateLimit, type RateLimit } from '../../idp/rate-limit.ts'
import { acknowledgeThroughLink, sdsLinkView, sdsThroughLink } from './party-acknowledgement.service.ts'

/** Enough for a person reading, acknowledging and downloading; too few to try tokens at random. */
export const SDS_LINK_LIMIT = { name: 'sds-link-ip', max: 120, windowSeconds: 60 } as const satisfies RateLimit

export const distributionLinkRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({
    db: deps.db,
    secret: deps.distributionLinkSecret,
    token: c.req.param('token') ?? '',
  })
  const limited = createMiddleware<AppEnv>(async (c, next) => {
    const hit = await hitRateLimit(deps.db, SDS_LINK_LIMIT, clientAddress(c, deps.config.trustedProxies))
    if (!hit.allowed) {
      c.header('retry-after', String(hit.retryAfterSeconds))
      throw TooManyRequests()
    }
    await next()
  })
  return new Hono<AppEnv>()
    .use('/:token', limited)
    .use('/:token/*', limited)
    .get('/:token', async (c) => c.json(await sdsLinkView(caller(c))))
    .get('/:token/sds', async (c) => {
      const document = await sdsThroughLink({ ...caller(c), blobs: deps.blobs })
      return new Response(new Uint8Array(document.bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${document.filename}"`,
          'cache-control': 'private, no-store',
        },
      })
    })
    .patch('/:token/distribution', async (c) => {
      const operations = await decodeBody(c, AcknowledgeDistribution)
      return c.json(await acknowledgeThroughLink(caller(c), operations))
    })
}
