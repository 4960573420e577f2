// The environment, read once through a schema. Every real component sits behind one of these settings.
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import * as Schema from 'effect/Schema'

const addressList = (value: string) =>
  value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '')

const Flag = Schema.Literals(['true', 'false', '1', '0', 'on', 'off'])
const isOn = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['true', '1', 'on'].includes(value)

const Environment = Schema.Struct({
  PORT: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,5}$/)))),
  HOST: Schema.optionalKey(Schema.String),
  DATA_DIR: Schema.optionalKey(Schema.String),
  DATABASE_URL: Schema.optionalKey(Schema.String),
  FILES_DIR: Schema.optionalKey(Schema.String),
  PUBLIC_URL: Schema.optionalKey(Schema.String),
  OIDC_ISSUER: Schema.optionalKey(Schema.String),
  OIDC_CLIENT_ID: Schema.optionalKey(Schema.String),
  OIDC_CLIENT_SECRET: Schema.optionalKey(Schema.String),
  IDENTITY_API_URL: Schema.optionalKey(Schema.String),
  IDENTITY_API_KEY: Schema.optionalKey(Schema.String),
  IDENTITY_APPLICATION_ID: Schema.optionalKey(Schema.String),
  SMTP_URL: Schema.optionalKey(Schema.String),
  COMPANIES_HOUSE_API_KEY: Schema.optionalKey(Schema.String),
  COMPANIES_HOUSE_URL: Schema.optionalKey(Schema.String),
  MAIL_FROM: Schema.optionalKey(Schema.String),
  FEATURE_CONTRACTORS_AND_ROLES: Schema.optionalKey(Flag),
  SEED_DEMO_DATA: Schema.optionalKey(Flag),
  LOG_LEVEL: Schema.optionalKey(Schema.Literals(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  ACCESS_TOKEN_TTL_SECONDS: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d+$/)))),
  TRUSTED_PROXIES: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((value: string) => addressList(value).every((address) => isIP(address) !== 0), {
          message: 'TRUSTED_PROXIES must be a comma-separated list of IP addresses.',
        }),
      ),
    ),
  ),
  WEB_PROCESSES: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,2}$/)))),
  SCHEDULER_INTERVAL_SECONDS: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,4}$/)))),
  PDF_WORKERS: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,2}$/)))),
  API_KEY_REQUESTS_PER_MINUTE: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,5}$/)))),
  WEBHOOK_ALLOWED_HOSTS: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((value: string) => addressList(value).every((entry) => /^[A-Za-z0-9.:[\]-]+$/.test(entry)), {
          message: 'WEBHOOK_ALLOWED_HOSTS must be a comma-separated list of host names or host:port.',
        }),
      ),
    ),
  ),
  PDF_RENDER_TIMEOUT_MS: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,8}$/)))),
})

export type Config = {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  /** PostgreSQL when set; otherwise PGlite under dataDir (or in memory when dataDir is 'memory://'). */
  readonly databaseUrl: string | null
  /** Uploaded files' bytes: a directory (default {dataDir}/files), or 'memory://' (in-process, for tests). */
  readonly filesDir: string
  readonly publicUrl: string
  readonly identity: {
    /** null: the embedded identity provider at {publicUrl}/idp. */
    readonly externalIssuer: string | null
    readonly clientId: string
    readonly clientSecret: string | null
    /** A FusionAuth-compatible identity API for lookup, registration and forgot-password; null: embedded. */
    readonly apiUrl: string | null
    readonly apiKey: string | null
    readonly applicationId: string
  }
  readonly smtpUrl: string | null
  /** The Companies House API; without a key the company search answers from a demonstration register. */
  readonly companiesHouse: { readonly url: string; readonly apiKey: string | null }
  readonly mailFrom: string
  readonly features: { readonly contractorsAndRoles: boolean }
  readonly seedDemoData: boolean
  readonly logLevel: string
  readonly accessTokenTtlSeconds: number
  /**
   * The proxies whose X-Forwarded-For is believed (exact addresses); none by default, so a client talking to us
   * directly cannot choose the address its sign-in attempts are counted against.
   */
  readonly trustedProxies: readonly string[]
  /**
   * The worker threads that draw PDFs, per server process, and the time a worker may spend drawing one before it
   * is stopped and the person told to try again.
   */
  readonly pdf: { readonly workers: number; readonly renderTimeoutMs: number }
  /**
   * The server processes `npm start` runs on one port: on PostgreSQL as many as asked (default the cores
   * available); PGlite is one process's database, so always one there (docs/process.md, "Several server processes").
   */
  readonly processes: number
  /** How often the process holding the background work looks for scheduled events that have fallen due. */
  readonly schedulerIntervalMs: number
  /** The calls one API key may make a minute, across every server process (docs/api-keys.md). */
  readonly apiKeys: { readonly requestsPerMinute: number }
  /**
   * Hosts (`host` or `host:port`) webhooks may be sent to although they are private or loopback, over http as well
   * as https: a receiver in development or in the tests (docs/webhooks.md). None by default.
   */
  readonly webhooks: { readonly allowedHosts: readonly string[] }
}

const filesDirOf = (filesDir: string | undefined, dataDir: string) => {
  if (filesDir === 'memory://' || (!filesDir && dataDir === 'memory://')) return 'memory://'
  return filesDir ? path.resolve(filesDir) : path.join(dataDir, 'files')
}

/**
 * Two PDF workers, leaving a core to the event loop: on two cores, two workers drawing at once slowed every other
 * request more than one did (bench/RESULTS.md, 2026-11-26). Several server processes divide the cores between
 * them first, and each keeps at least one worker.
 */
const defaultPdfWorkers = (processes: number) =>
  Math.max(1, Math.min(2, Math.floor(availableParallelism() / processes) - 1))

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const read = Schema.decodeUnknownSync(Environment)
  const known = Object.fromEntries(
    Object.keys(Environment.fields)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  )
  const e = read(known)
  const port = Number(e.PORT ?? 3000)
  const dataDir = e.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(e.DATA_DIR ?? './data')
  const processes = e.DATABASE_URL ? Number(e.WEB_PROCESSES ?? availableParallelism()) : 1
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    filesDir: filesDirOf(e.FILES_DIR, dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    identity: {
      externalIssuer: e.OIDC_ISSUER ?? null,
      clientId: e.OIDC_CLIENT_ID ?? 'ir35-portal-web',
      clientSecret: e.OIDC_CLIENT_SECRET ?? null,
      apiUrl: e.IDENTITY_API_URL ?? null,
      apiKey: e.IDENTITY_API_KEY ?? null,
      applicationId: e.IDENTITY_APPLICATION_ID ?? '3c219e58-ed0e-4b18-ad48-f4f92793ae32',
    },
    smtpUrl: e.SMTP_URL ?? null,
    companiesHouse: {
      url: e.COMPANIES_HOUSE_URL ?? 'https://api.company-information.service.gov.uk',
      apiKey: e.COMPANIES_HOUSE_API_KEY ?? null,
    },
    mailFrom: e.MAIL_FROM ?? 'IR35 Portal <no-reply@ir35.test>',
    features: { contractorsAndRoles: isOn(e.FEATURE_CONTRACTORS_AND_ROLES, true) },
    seedDemoData: isOn(e.SEED_DEMO_DATA, true),
    logLevel: e.LOG_LEVEL ?? 'info',
    accessTokenTtlSeconds: Number(e.ACCESS_TOKEN_TTL_SECONDS ?? 5 * 60),
    trustedProxies: addressList(e.TRUSTED_PROXIES ?? ''),
    pdf: {
      workers: Number(e.PDF_WORKERS ?? defaultPdfWorkers(processes)),
      renderTimeoutMs: Number(e.PDF_RENDER_TIMEOUT_MS ?? 20_000),
    },
    processes,
    schedulerIntervalMs: Number(e.SCHEDULER_INTERVAL_SECONDS ?? 60) * 1000,
    apiKeys: { requestsPerMinute: Number(e.API_KEY_REQUESTS_PER_MINUTE ?? 120) },
    webhooks: { allowedHosts: addressList(e.WEBHOOK_ALLOWED_HOSTS ?? '').map((host) => host.toLowerCase()) },
  }
}
