// Composition root: config -> database -> modules -> HTTP. Used by `npm start`, `npm run dev` and the tests.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createAccessTokens } from './auth/access-token.ts'
import { createSignInSessions } from './auth/sign-in-sessions.ts'
import type { Config } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { type MountedOperation, mountedOperations } from './http/openapi.ts'
import { createIdentity } from './idp/index.ts'
import { createLogger } from './logger.ts'
import { startMailDelivery } from './mail/delivery.ts'
import { disputeEntity } from './modules/disputes/dispute.entity.ts'
import { engagementEntity } from './modules/engagements/engagement.entity.ts'
import { type BlobStore, openBlobStore } from './modules/files/blob-store.ts'
import { createPdfPool } from './modules/reporting/pdf-pool.ts'
import { recordSdsDeliveries } from './modules/sds/distribution-mail.service.ts'
import { startWebhookDelivery } from './modules/webhooks/webhook-delivery.ts'
import { outboxHandlers } from './outbox-handlers.ts'
import { loadSecret, randomSecret } from './secrets.ts'
import { seedDemoData } from './seed/demo-data.ts'
import { ensureReferenceData } from './seed/reference-data.ts'
import { type BackgroundLock, releaseClaimsBefore, startBackgroundLock } from './workflow/background-lock.ts'
import { startOutboxWorker } from './workflow/outbox.ts'
import { startScheduler } from './workflow/scheduler.ts'

export type RunningServer = {
  readonly url: string
  readonly config: Config
  readonly database: Awaited<ReturnType<typeof openDatabase>>
  readonly blobs: BlobStore
  readonly seededDemoData: boolean
  readonly scheduler: ReturnType<typeof startScheduler>
  /** Runs the machine actions waiting in the outbox now, round after round until none is left (tests; otherwise it polls). */
  readonly outbox: { drain(): Promise<number> }
  /** Delivers the mail waiting in the mail outbox now (tests; otherwise it polls). */
  readonly mail: { drain(): Promise<number> }
  /** Makes the webhook attempts that are due now, round after round until none is (tests; otherwise it polls). */
  readonly webhooks: { drain(): Promise<number> }
  /** Every route of the HTTP surface, for the sweeps that walk them all (hostile input, authorisation). */
  readonly routes: readonly { readonly method: string; readonly path: string }[]
  /** Every operation under /api with its description (docs/api.md), for the tests that hold answers to them. */
  readonly operations: readonly MountedOperation[]
  close(): Promise<void>
}

/**
 * What a server may start from instead of an empty store: tests start each server from one migrated, seeded copy
 * of an in-memory database and its files, instead of migrating and seeding it every time.
 */
export type ServerStart = {
  readonly pgliteImage?: Blob
  readonly blobs?: BlobStore
  /**
   * The database is migrated and holds its reference and demo data already (a server process `npm start` forked
   * after preparing it once, src/server/processes.ts): this one neither migrates nor seeds.
   */
  readonly prepared?: boolean
}

/** Reference data every installation needs and, in a database that was new, the demo data; true if it seeded. */
const fillDatabase = async (database: DatabaseHandle, config: Config, blobs: BlobStore) => {
  await ensureReferenceData(database.db)
  return database.isNew && config.seedDemoData ? (await seedDemoData(database.db, blobs)).added : false
}

/**
 * What `npm start` does once before it forks several server processes: migrations, reference data and demo
 * data, so that the processes start side by side without racing each other to them.
 */
export const prepareDatabase = async (config: Config): Promise<{ seededDemoData: boolean }> => {
  const database = await openDatabase(config)
  try {
    return { seededDemoData: await fillDatabase(database, config, openBlobStore(config.filesDir)) }
  } finally {
    await database.close()
  }
}

export const startServer = async (config: Config, start: ServerStart = {}): Promise<RunningServer> => {
  const logger = createLogger(config.logLevel)
  const database = await openDatabase({
    ...config,
    pgliteImage: start.pgliteImage,
    migrate: !start.prepared,
    onConnectionLost: (error) => logger.warn({ err: error }, 'lost a PostgreSQL connection; the pool opens another'),
  })
  const { db } = database
  const blobs = start.blobs ?? openBlobStore(config.filesDir)
  const seededDemoData = start.prepared ? false : await fillDatabase(database, config, blobs)

  const sessions = createSignInSessions(db, await loadSecret(db, 'sign-in-session.hmac', randomSecret))
  const tokens = createAccessTokens(
    await loadSecret(db, 'access-token.hs256', randomSecret),
    config.accessTokenTtlSeconds,
    sessions,
  )
  const reviewerLinkSecret = await loadSecret(db, 'reviewer-link.hmac', randomSecret)
  const distributionLinkSecret = await loadSecret(db, 'distribution-link.hmac', randomSecret)
  const identity = await createIdentity({ config, db, logger, onPasswordChanged: sessions.endAllOf })
  // The pollers run only in the process holding the background work lock; it is started once they exist.
  let lock: BackgroundLock | null = null
  const holdsBackgroundWork = () => lock?.held() ?? false
  const scheduler = startScheduler({
    db,
    entities: { engagement: engagementEntity, dispute: disputeEntity },
    logger,
    intervalMs: config.schedulerIntervalMs,
    when: holdsBackgroundWork,
  })
  const mail = startMailDelivery({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    afterDelivery: () => recordSdsDeliveries(db),
    when: holdsBackgroundWork,
  })
  const outbox = startOutboxWorker({
    db,
    when: holdsBackgroundWork,
    handlers: outboxHandlers({
      db,
      config,
      identity: identity.api,
      logger,
      reviewerLinkSecret,
      distributionLinkSecret,
    }),
    logger,
  })
  const webhooks = startWebhookDelivery({
    db,
    allowedHosts: config.webhooks.allowedHosts,
    logger,
    when: holdsBackgroundWork,
  })
  const inBackground = (name: string, round: () => Promise<unknown>) =>
    round().catch((error) => logger.error({ err: error }, `${name} failed`))
  const backgroundLock = await startBackgroundLock({
    databaseUrl: config.databaseUrl,
    logger,
    onTaken: async (takenAt) => {
      const released = await releaseClaimsBefore(db, takenAt)
      if (released > 0) logger.warn({ rows: released }, 'took back the rows a process that has gone had claimed')
      // Caught up at once rather than at the next tick; not awaited, so the lock's renewals never wait on it.
      void inBackground('scheduler', scheduler.run)
      void inBackground('outbox', outbox.drain)
      void inBackground('mail delivery', mail.drain)
      void inBackground('webhook delivery', webhooks.drain)
    },
  })
  lock = backgroundLock
  // Events that fell due while no server ran are sent before the first request.
  if (backgroundLock.held()) await scheduler.run()
  const pdf = createPdfPool({ workers: config.pdf.workers, timeoutMs: config.pdf.renderTimeoutMs, logger })
  const app = createApp({
    config,
    db,
    blobs,
    pdf,
    identity,
    tokens,
    sessions,
    logger,
    reviewerLinkSecret,
    distributionLinkSecret,
  })

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
  })
  // An idle kept-alive connection stays open longer than a client or a load balancer in front keeps it (they
  // commonly give up after 60 s): closed by us first, a request already on its way would meet a reset connection.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  const port = (server.address() as AddressInfo).port
  logger.info({ port, database: database.kind }, 'IR35 Portal is listening')

  return {
    url: `http://localhost:${port}`,
    config,
    database,
    blobs,
    seededDemoData,
    scheduler,
    outbox: { drain: () => untilIdle(outbox.drain) },
    mail: { drain: mail.drain },
    webhooks: { drain: () => untilIdle(webhooks.drain) },
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    operations: mountedOperations(app.routes),
    close: async () => {
      scheduler.stop()
      outbox.stop()
      mail.stop()
      webhooks.stop()
      await backgroundLock.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pdf.close()
      await identity.close()
      await database.close()
    },
  }
}

/**
 * Rounds of work until a round finds nothing: a round claims a batch, and actions may enqueue more. A failing
 * action stops being claimed after its last attempt, so this ends.
 */
const untilIdle = async (round: () => Promise<number>) => {
  let total = 0
  for (let done = await round(); done > 0; done = await round()) total += done
  return total
}
