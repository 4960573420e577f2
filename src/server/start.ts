// `npm start`: build the web app when it is missing or older than its sources, then serve everything: on
// PostgreSQL from several processes on one port (WEB_PROCESSES, src/server/processes.ts), on PGlite from this one.
import { execFileSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { type Config, loadConfig } from './config.ts'
import { startServer } from './main.ts'
import { runPrimary, runWorker } from './processes.ts'
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, demoEmail } from './seed/demo-data.ts'
import { DEMO_INVITEE } from './seed/demo-invitee.ts'

const newestChange = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name)
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs
    return Math.max(newest, time)
  }, 0)

const webIsStale = () => {
  const built = path.resolve('dist/web/index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return ['src/web', 'src/domain', 'machines'].some((dir) => newestChange(path.resolve(dir)) > builtAt)
}

/** Whom a demo account works for: its organisation, or its own business for a contractor. */
const organisationOf = (account: (typeof DEMO_ACCOUNTS)[number]) =>
  DEMO_ORGANISATIONS.find((organisation) => organisation.key === account.organisation)?.name ?? 'own business'

const processesLine = (config: Config) =>
  config.databaseUrl
    ? `${config.processes} on port ${config.port} (WEB_PROCESSES), ${config.pdf.workers} PDF worker${config.pdf.workers === 1 ? '' : 's'} each; one of them runs the scheduler and the outboxes`
    : "one (PGlite is one process's database; WEB_PROCESSES counts on PostgreSQL only)"

const printBanner = (config: Config) =>
  console.log(`
IR35 Portal: ${config.publicUrl}
Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}
Server processes: ${processesLine(config)}
Identity provider: ${config.identity.externalIssuer ?? `embedded at ${config.publicUrl}/idp`}
Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `local mailbox: ${config.publicUrl}/mailbox (sign in as ${demoEmail('provider.admin')})`}

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(32)} ${demoEmail(a.name).padEnd(42)} ${organisationOf(a)}${a.name === 'new.contractor' ? ' (onboarding not finished)' : ''}`).join('\n')}
  ${'(no role yet)'.padEnd(32)} ${demoEmail(DEMO_INVITEE.name)}  (${DEMO_INVITEE.description.toLowerCase()})
`)

const config = loadConfig()
if (cluster.isWorker) {
  await runWorker(config)
} else {
  if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
    console.log('Building the web app…')
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  }
  if (config.processes > 1) {
    await runPrimary(config)
  } else {
    const server = await startServer(config)
    const stop = async () => {
      await server.close()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  }
  printBanner(config)
}
