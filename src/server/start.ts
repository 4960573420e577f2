// `npm start`: build the web app when it is missing or older than its sources, then serve everything.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from './config.ts'
import { startServer } from './main.ts'
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

if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
  console.log('Building the web app…')
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
}

/** Whom a demo account works for: its organisation, or its own business for a contractor. */
const organisationOf = (account: (typeof DEMO_ACCOUNTS)[number]) =>
  DEMO_ORGANISATIONS.find((organisation) => organisation.key === account.organisation)?.name ?? 'own business'

const config = loadConfig()
const server = await startServer(config)

console.log(`
IR35 Portal: ${config.publicUrl}
Database: ${server.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}
Identity provider: ${config.identity.externalIssuer ?? `embedded at ${config.publicUrl}/idp`}
Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `local mailbox: ${config.publicUrl}/mailbox (sign in as ${demoEmail('provider.admin')})`}

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(32)} ${demoEmail(a.name).padEnd(42)} ${organisationOf(a)}${a.name === 'new.contractor' ? ' (onboarding not finished)' : ''}`).join('\n')}
  ${'(no role yet)'.padEnd(32)} ${demoEmail(DEMO_INVITEE.name)}  (${DEMO_INVITEE.description.toLowerCase()})
`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
