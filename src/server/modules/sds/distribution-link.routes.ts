// /api/assessments/sds-links/{token}: what a supply-chain party's mailed link opens, without an account or a
// session. The token in the path is the only key: it reaches that one distribution and nothing else, is looked up
// by its hash, and is refused (401) when forged or expired. Calls are rate-limited per client address.
// A party's dispute through its link (POST /{token}/disputes) belongs here too.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AcknowledgeDistribution, SdsLinkView } from '#domain/sds-distribution'
import type { AppDeps } from '../../app.ts'
import { described, type ErrorStatus } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { TooManyRequests } from '../../http/errors.ts'
import { clientAddress, hitRateLimit, type RateLimit } from '../../idp/rate-limit.ts'
import { acknowledgeThroughLink, sdsLinkView, sdsThroughLink } from './party-acknowledgement.service.ts'

/** Enough for a person reading, acknowledging and downloading; too few to try tokens at random. */
export const SDS_LINK_LIMIT = { name: 'sds-link-ip', max: 120, windowSeconds: 60 } as const satisfies RateLimit

/** The link's own key: the opaque token mailed to the party. */
export const LinkParam = Schema.Struct({ token: Schema.String })

/** A forged or expired link (401) and too many calls from one address (429), besides each route's own. */
export const LINK_ERRORS = [401, 404, 429] as const satisfies readonly ErrorStatus[]

const tag = 'Supply chain party link'

export const distributionLinkRoutes = (deps: AppDeps) => {
  const caller = (params: typeof LinkParam.Type) => ({
    db: deps.db,
    secret: deps.distributionLinkSecret,
    token: params.token,
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
    .get(
      '/:token',
      described(
        {
          summary: 'What a supply chain party’s link opens',
          description: 'The engagement as the SDS names it, the SDS sent to the party and its copy; marks it opened.',
          tag,
          auth: 'none',
          params: LinkParam,
          responses: { 200: SdsLinkView },
          errors: LINK_ERRORS,
        },
        async (c, { params }) => c.json(await sdsLinkView(caller(params))),
      ),
    )
    .get(
      '/:token/sds',
      described(
        {
          summary: 'Download the SDS sent to the party',
          description: 'Once the party has acknowledged it, or while its dispute is open.',
          tag,
          auth: 'none',
          params: LinkParam,
          responses: { 200: { file: 'application/pdf', description: 'The SDS, as an attachment.' } },
          errors: [...LINK_ERRORS, 409],
        },
        async (_c, { params }) => {
          const document = await sdsThroughLink({ ...caller(params), blobs: deps.blobs })
          return new Response(new Uint8Array(document.bytes), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="${document.filename}"`,
              'cache-control': 'private, no-store',
            },
          })
        },
      ),
    )
    .patch(
      '/:token/distribution',
      described(
        {
          summary: 'Acknowledge the SDS through the link',
          description: 'Replace /status_id with the ACKNOWLEDGED status and /name with the full name typed.',
          tag,
          auth: 'none',
          params: LinkParam,
          body: AcknowledgeDistribution,
          responses: { 200: SdsLinkView },
          errors: [...LINK_ERRORS, 409],
        },
        async (c, { params, body }) => c.json(await acknowledgeThroughLink(caller(params), body)),
      ),
    )
}
