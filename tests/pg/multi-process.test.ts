// Several stateless server processes on one PostgreSQL: what one issues, the others honour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isolatedDatabaseUrl, startTestServer, type TestServer } from '../support/server.ts'
import { accessTokenFor, signInDemo } from '../support/sign-in.ts'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>
let first: TestServer
let second: TestServer

beforeAll(async () => {
  database = await isolatedDatabaseUrl(base)
  first = await startTestServer({ DATABASE_URL: database.url })
  // Behind one load balancer, every process has the same public address.
  second = await startTestServer({ DATABASE_URL: database.url, PUBLIC_URL: first.config.publicUrl })
})
afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await database?.drop()
})

describe('two server processes sharing one PostgreSQL database', () => {
  it('seeds the demo data once, in the first process only', () => {
    expect(first.seededDemoData).toBe(true)
    expect(second.seededDemoData).toBe(false)
  })

  it("accept each other's identity and access tokens", async () => {
    const { idToken, accessToken } = await signInDemo(first.url, 'partner')
    const terms = await fetch(`${second.url}/api/actors/terms/latest`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(terms.status).toBe(200)
    // The identity token was signed by the first process's provider; the second verifies it with the shared keys.
    const claims = JSON.parse(
      Buffer.from((await accessTokenFor(second.url, idToken)).split('.')[1]!, 'base64url').toString(),
    )
    expect(claims.unique_name).toBe('partner@demo.ir35.test')
  })

  it('ends a signed-out session in the other process within seconds, though it had just accepted its token', async () => {
    const { accessToken } = await signInDemo(first.url, 'partner.readonly')
    const reach = async (url: string) =>
      (await fetch(`${url}/api/actors/terms/latest`, { headers: { authorization: `Bearer ${accessToken}` } })).status
    // The second process has verified the token and remembers its session as live.
    expect(await reach(second.url)).toBe(200)
    const out = await fetch(`${first.url}/api/identity/session`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(out.status).toBe(204)
    expect(await reach(first.url)).toBe(401)
    // docs/sessions.md: another process asks the database again after at most two seconds.
    await expect.poll(() => reach(second.url), { timeout: 5_000, interval: 250 }).toBe(401)
  })

  it('answers concurrent terms acceptances from both processes without losing either', async () => {
    const { accessToken } = await signInDemo(first.url, 'sign.off.user')
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString())
    const { id } = await (
      await fetch(`${first.url}/api/actors/terms/latest`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()
    const patch = (url: string, path: string, value: string) =>
      fetch(`${url}/api/actors/actors/${claims.actorId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify([{ op: 'replace', path, value }]),
      })
    const [a, b] = await Promise.all([
      patch(first.url, '/agreed_terms_id', id),
      patch(second.url, '/job_description', 'Finance lead'),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const actor = await (
      await fetch(`${second.url}/api/actors/actors/${claims.actorId}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()
    expect(actor).toMatchObject({ agreed_terms_id: id, job_description: 'Finance lead' })
  })
  it('refuses an API key revoked through one process on the very next call to the other (docs/api-keys.md)', async () => {
    const { accessToken: admin } = await signInDemo(first.url, 'partner.admin')
    const organisations = (await (
      await fetch(`${first.url}/api/actors/organisations/search?search=Acme%20Retail%20Group`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { items: { id: string; name: string }[] }
    const acme = organisations.items.find((organisation) => organisation.name === 'Acme Retail Group')!.id
    const created = await fetch(`${first.url}/api/actors/organisations/${acme}/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Two processes', capabilities: ['read'] }),
    })
    expect(created.status).toBe(201)
    const { id, key } = (await created.json()) as { id: string; key: string }
    const reach = async (url: string) =>
      (await fetch(`${url}/api/actors/organisations/${acme}`, { headers: { authorization: `Bearer ${key}` } })).status
    // Both processes have just accepted the key.
    expect([await reach(first.url), await reach(second.url)]).toEqual([200, 200])
    const revoked = await fetch(`${first.url}/api/actors/organisations/${acme}/api-keys/${id}/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(revoked.status).toBe(200)
    // No wait, no poll: the other process looks the key up on every call.
    expect(await reach(second.url)).toBe(401)
    expect(await reach(first.url)).toBe(401)
  })
})
