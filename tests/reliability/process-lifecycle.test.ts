// The real server process (`npm start`'s entry) on a PGlite data directory: a second process is refused the
// directory the first holds, SIGTERM stops it cleanly (exit 0, lock released), a restart finds every acknowledged
// write, and the log lines never carry a password, a token or a server secret.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { startServerProcess } from '../support/server-process.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'ir35-lifecycle-'))
const started: ChildProcess[] = []
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

const startProcess = () =>
  startServerProcess(
    // Everything the server logs, so that a secret in any line is caught.
    { DATA_DIR: dataDir, LOG_LEVEL: 'debug', DATABASE_URL: '' },
    { started },
  )

/** Every string inside a JSON value (a secret may be a string, or keys inside an object). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : []

describe('the server process on a PGlite data directory', () => {
  it('refuses a second process, stops cleanly on SIGTERM, keeps acknowledged writes and logs no secret', async () => {
    const first = await startProcess()
    expect(first.listening, first.output()).toBe(true)

    // An acknowledged write: the person's own job description, answered 200.
    const idToken = await identityTokenFor(first.url, demoEmail('partner'))
    const token = await accessTokenFor(first.url, idToken)
    const call = apiClient(first.url)
    const actorId = claimsOf(token).actorId as string
    const jobDescription = `Written before a restart ${Date.now()}`
    const written = await call(`/api/actors/actors/${actorId}`, {
      method: 'PATCH',
      token,
      body: [{ op: 'replace', path: '/job_description', value: jobDescription }],
    })
    expect(written.status, JSON.stringify(written.json)).toBe(200)
    // A mail with a secret link: a set-password request for a demo account.
    await call('/api/identity/user/forgot-password', {
      method: 'POST',
      body: { loginId: demoEmail('partner.readonly') },
    })

    const second = await startProcess()
    expect(second.listening).toBe(false)
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const again = await startProcess()
    expect(again.listening, again.output()).toBe(true)
    const later = await accessTokenFor(again.url, await identityTokenFor(again.url, demoEmail('partner')))
    const kept = await apiClient(again.url)(`/api/actors/actors/${actorId}`, { token: later })
    expect(kept.json.job_description).toBe(jobDescription)
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)

    // The log is the JSON lines (the start-up banner names the demo password on purpose, for people trying it).
    const log = [first, second, again]
      .flatMap((p) => p.output().split('\n'))
      .filter((line) => line.startsWith('{'))
      .join('\n')
    expect(log).toContain('IR35 Portal is listening')
    const database = new PGlite(path.join(dataDir, 'pglite'))
    const secrets = (await database.query<{ value: unknown }>('select value from server_secrets')).rows.flatMap((r) =>
      stringsIn(r.value).filter((value) => value.length >= 16),
    )
    const mailed = (await database.query<{ body: string }>('select text as body from mail_outbox')).rows
      .flatMap((r) => r.body.match(/https?:\/\/\S+/g) ?? [])
      .map((link) => new URL(link).pathname.split('/').pop()!)
      .filter((part) => part.length >= 20)
    await database.close()
    const forbidden = [DEMO_PASSWORD, idToken, token, later, ...secrets, ...mailed]
    expect(secrets.length).toBeGreaterThan(0)
    for (const secret of forbidden)
      expect(log.includes(secret), `a secret in the log: ${secret.slice(0, 8)}…`).toBe(false)
  })
})
