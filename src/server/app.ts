// createApp: the HTTP surface, used by production (main.ts) and by the API tests alike.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Logger } from 'pino'
import { AppConfigResponse, HealthResponse } from '#domain/app-config'
import { HOME_COOKIE } from '#domain/home-hint'
import type { AccessTokens } from './auth/access-token.ts'
import { withApiKeys } from './auth/api-keys.ts'
import type { SignInSessions } from './auth/sign-in-sessions.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { isLostRace, isUnstorableText } from './db/errors.ts'
import { apiDocsRoutes } from './http/api-docs.ts'
import { limitRequestBodies } from './http/body-limit.ts'
import { compressJson } from './http/compress-json.ts'
import { described } from './http/described-route.ts'
import type { AppEnv } from './http/env.ts'
import { AppError } from './http/errors.ts'
import { pageShell } from './http/page-shell.ts'
import { securityHeaders } from './http/security-headers.ts'
import type { IdentityProvider } from './idp/identity.ts'
import { actorsRoutes } from './modules/actors/actors.routes.ts'
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts'
import { assessmentsRoutes } from './modules/assessments/assessments.routes.ts'
import { contractorEngagementsRoutes } from './modules/assessments/contractor-engagements.routes.ts'
import { engagementListsRoutes } from './modules/assessments/engagement-lists.routes.ts'
import { engagementNotificationsRoutes } from './modules/assessments/engagement-notifications.routes.ts'
import { engagementsRoutes } from './modules/assessments/engagements.routes.ts'
import { filesRoutes } from './modules/assessments/files.routes.ts'
import { questionSetsRoutes } from './modules/assessments/question-sets.routes.ts'
import { reassessmentFrequenciesRoutes } from './modules/assessments/reassessment-frequencies.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { contractorPortalRoutes } from './modules/contractor-portal/contractor-portal.routes.ts'
import { disputeLinkRoutes } from './modules/disputes/dispute-link.routes.ts'
import { disputeStatusesRoutes, disputesRoutes } from './modules/disputes/disputes.routes.ts'
import { externalsRoutes } from './modules/externals/externals.routes.ts'
import type { BlobStore } from './modules/files/blob-store.ts'
import { identityApiRoutes } from './modules/identity/identity-api.routes.ts'
import { oidcTokenProxyRoutes, TOKEN_PROXY_PATH } from './modules/identity/oidc-token-proxy.routes.ts'
import { tokenRoutes } from './modules/identity/token.routes.ts'
import { jobRolesRoutes } from './modules/job-roles/job-roles.routes.ts'
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.ts'
import {
  manualReviewLookupsRoutes,
  manualReviewsRoutes,
  overrideRoutes,
} from './modules/manual-reviews/manual-reviews.routes.ts'
import type { PdfRenderer } from './modules/reporting/pdf-job.tsx'
import { reportingRoutes } from './modules/reporting/reporting.routes.tsx'
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts'
import { assessmentDocumentsRoutes } from './modules/sds/assessment-documents.routes.ts'
import { distributionLinkRoutes } from './modules/sds/distribution-link.routes.ts'
import {
  distributionStatusesRoutes,
  engagementDistributionsRoutes,
  partyDistributionsRoutes,
} from './modules/sds/distributions.routes.ts'
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts'
import { contradictionsRoutes, reviewLinkRoutes } from './modules/working-practices/review-link.routes.ts'
import {
  businessSizesRoutes,
  masterContractorsRoutes,
  workingPracticeEngagementsRoutes,
} from './modules/working-practices/working-practices.routes.ts'
import './modules/assessments/engagement-effects.ts'

export type AppDeps = {
  readonly config: Config
  readonly db: Database
  /** Uploaded files' bytes; their rows are in the database. */
  readonly blobs: BlobStore
  /** Draws the PDFs, off the event loop (worker threads) and within a time limit. */
  readonly pdf: PdfRenderer
  readonly identity: IdentityProvider
  readonly tokens: AccessTokens
  /** The sign-in sessions access tokens are renewed from and checked against. */
  readonly sessions: SignInSessions
  readonly logger: Logger
  /** Signs the sign-in links e-mailed to reviewers who are not users of the organisation. */
  readonly reviewerLinkSecret: string
  /** Signs the links e-mailed to supply-chain parties, who open their SDS without an account. */
  readonly distributionLinkSecret: string
}

export const createApp = (given: AppDeps) => {
  // Wherever a route asks for an access token, an organisation's API key is taken too (docs/api-keys.md).
  const deps: AppDeps = { ...given, tokens: withApiKeys(given.tokens, given.db, given.config.apiKeys) }
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders(deps.config))
  app.use('*', async (c, next) => {
    const correlationId = c.req.header('x-correlation-id')?.slice(0, 64) || randomUUID()
    c.set('correlationId', correlationId)
    c.set('logger', deps.logger.child({ correlationId }))
    c.header('x-correlation-id', correlationId)
    await next()
  })
  // Every body is counted against its limit as it is read (JSON's, or an upload's own): see body-limit.ts.
  app.use('*', limitRequestBodies())

  app.onError((error, c) => {
    const correlationId = c.get('correlationId')
    // A body refused as too large is left unread: the connection closes after the answer, dropping the rest.
    if (error instanceof AppError && error.status === 413) c.header('connection', 'close')
    if (error instanceof AppError)
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
    if (error instanceof AppError)
      return c.json(
        { message: error.message, correlation_id: correlationId, ...(error.details ? { issues: error.details } : {}) },
        error.status,
      )
    // Two requests raced for the same row (e.g. two invites creating one new person): the loser is told so.
    if (isLostRace(error))
      return c.json(
        {
          message: 'Someone else made the same change at the same moment. Reload and try again.',
          correlation_id: correlationId,
        },
        409,
      )
    if (isUnstorableText(error))
      return c.json(
        {
          message: 'The request holds text that cannot be stored (e.g. a NUL character).',
          correlation_id: correlationId,
        },
        400,
      )
    c.get('logger').error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error')
    return c.json({ message: 'Something went wrong', correlation_id: correlationId }, 500)
  })

  const api = new Hono<AppEnv>()
  // JSON answers go gzipped to a client that accepts it (the board's answer goes from 15 kB to 2.3 kB).
  api.use('*', compressJson())
  api.get(
    '/health',
    described(
      {
        summary: 'Whether the server and its database answer',
        tag: 'Service',
        auth: 'none',
        responses: { 200: HealthResponse },
      },
      async (c) => {
        await deps.db.execute('select 1')
        return c.json({ status: 'ok' as const })
      },
    ),
  )
  api.get(
    '/config',
    described(
      {
        summary: 'How the browser signs in, and the features switched on',
        tag: 'Service',
        auth: 'none',
        responses: { 200: AppConfigResponse },
      },
      (c) =>
        c.json({
          identity: {
            issuer: deps.identity.issuer,
            client_id: deps.config.identity.clientId,
            application_id: deps.config.identity.applicationId,
            scope: 'openid email profile offline_access',
            // Set when the provider needs a client secret: the browser then exchanges its code through us.
            token_endpoint:
              deps.config.identity.externalIssuer && deps.config.identity.clientSecret
                ? `${deps.config.publicUrl}${TOKEN_PROXY_PATH}`
                : null,
          },
          features: { contractors_and_roles: deps.config.features.contractorsAndRoles },
        } satisfies AppConfigResponse),
    ),
  )
  api.route('/identity', tokenRoutes(deps))
  api.route('/identity', identityApiRoutes(deps))
  api.route('/identity', oidcTokenProxyRoutes(deps))
  // Before the other organisation routes, whose session check would otherwise run first.
  api.route('/actors/organisations', apiKeysRoutes(deps))
  api.route('/actors/organisations', webhooksRoutes(deps))
  api.route('/actors', actorsRoutes(deps))
  api.route('/assessments/engagements', reviewsRoutes(deps))
  api.route('/assessments/engagements', manualReviewsRoutes(deps))
  api.route('/assessments/engagements', engagementListsRoutes(deps))
  api.route('/assessments/engagements', workingPracticeEngagementsRoutes(deps))
  api.route('/assessments/engagements', contradictionsRoutes(deps))
  api.route('/assessments/engagements', engagementDistributionsRoutes(deps))
  api.route('/assessments/engagements', engagementsRoutes(deps))
  api.route('/assessments/engagements', disputesRoutes(deps))
  api.route('/assessments/engagements', engagementNotificationsRoutes(deps))
  api.route('/assessments/dispute-statuses', disputeStatusesRoutes(deps))
  api.route('/assessments/sds-links', disputeLinkRoutes(deps))
  api.route('/assessments/assessments', overrideRoutes(deps))
  api.route('/assessments/assessments', assessmentsRoutes(deps))
  api.route('/assessments', manualReviewLookupsRoutes(deps))
  api.route('/assessments/question-sets', questionSetsRoutes(deps))
  api.route('/assessments/audit', auditRoutes(deps))
  api.route('/assessments/jobroles', jobRolesRoutes(deps))
  api.route('/assessments/contractors', contractorEngagementsRoutes(deps))
  api.route('/assessments/contractor-portal', contractorPortalRoutes(deps))
  api.route('/assessments/reassessment-frequencies', reassessmentFrequenciesRoutes(deps))
  api.route('/assessments/business-sizes', businessSizesRoutes(deps))
  api.route('/assessments/master-contractors', masterContractorsRoutes(deps))
  api.route('/assessments/working-practices-reviews', reviewLinkRoutes(deps))
  api.route('/assessments/distributions', partyDistributionsRoutes(deps))
  api.route('/assessments/distribution-statuses', distributionStatusesRoutes(deps))
  // Public: a supply-chain party's link carries its own key; no session is asked for.
  api.route('/assessments/sds-links', distributionLinkRoutes(deps))
  api.route('/reporting', reportingRoutes(deps))
  api.route('/reporting', assessmentDocumentsRoutes(deps))
  api.route('/files', filesRoutes(deps))
  api.route('/mailbox', mailboxRoutes(deps))
  api.route('/externals', externalsRoutes(deps))
  // The document is generated from the routes mounted by then, this one's included.
  api.route(
    '/',
    apiDocsRoutes(() => app.routes),
  )
  api.all('*', (c) => c.json({ message: `No API route ${c.req.method} ${c.req.path}.` }, 404))
  app.route('/api', api)

  if (deps.identity.routes) app.route('/idp', deps.identity.routes)
  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=86400')
    return c.text(ROBOTS_TXT)
  })

  mountWebApp(app)
  return app
}

/** The built web app, with index.html for every client route. */
const mountWebApp = (app: Hono<AppEnv>) => {
  const root = path.resolve('dist/web')
  const indexFile = path.join(root, 'index.html')
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build`, or use `npm start`.', 503))
    return
  }
  const pageAt = pageShell(root)
  const files = { root: path.relative(process.cwd(), root), precompressed: true }
  // A file under /assets has its content's hash in its name: a browser keeps it for good, and a new build names anew.
  app.use('/assets/*', serveStatic({ ...files, onFound: (_, c) => c.header('cache-control', IMMUTABLE) }))
  // A file the build does not have is a 404, not the app's page under a script's name.
  app.get('/assets/*', (c) => c.text('Not found', 404))
  const page = (c: Context<AppEnv>) => {
    c.header('cache-control', REVALIDATE)
    return c.html(pageAt(c.req.path, getCookie(c, HOME_COOKIE)))
  }
  // `/` is a page, not the build's index.html as a file: its shell has the heading of this browser's home.
  app.get('/', page)
  app.use('*', serveStatic({ ...files, onFound: (_, c) => c.header('cache-control', REVALIDATE) }))
  app.get('*', page)
}

/** Every page is an organisation's private record behind sign-in: nothing for a search engine to list. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The page and the files without a hash in their names: asked for again each time, so a new build shows at once. */
const REVALIDATE = 'no-cache'
