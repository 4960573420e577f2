// The registration screen's call: one POST whose answer names the outcome; the browser never looks the address up.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type Sent = { method: string; path: string; body: unknown }
const sent: Sent[] = []
let registrationAnswer: unknown = null

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

beforeAll(() => {
  // The web app's client calls a relative /api; here every call is answered as the server would.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test')
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null })
    if (url.pathname === '/api/config')
      return json({
        identity: { issuer: 'http://portal.test/idp', client_id: 'web', application_id: 'app-1', scope: 'openid' },
        features: { contractors_and_roles: true },
      })
    if (url.pathname === '/api/identity/user/registration') return json(registrationAnswer)
    return new Response(null, { status: 404 })
  })
})
afterAll(() => vi.unstubAllGlobals())

const begin = async (email: string) => {
  // Imported after fetch is stubbed: the client takes the global fetch when it is made.
  const { beginReview } = await import('../../src/web/features/registration/api/begin-review.ts')
  sent.length = 0
  return beginReview(email)
}

describe('beginReview', () => {
  it.each(['registered', 'invitationResent', 'alreadyRegistered'] as const)(
    'answers %s from the registration call alone',
    async (outcome) => {
      registrationAnswer = { outcome }
      expect(await begin('someone@example.co.uk')).toBe(outcome)
      expect(sent.filter((call) => call.path !== '/api/config')).toEqual([
        {
          method: 'POST',
          path: '/api/identity/user/registration',
          body: {
            registration: { applicationId: 'app-1' },
            sendSetPasswordEmail: true,
            user: { email: 'someone@example.co.uk' },
          },
        },
      ])
    },
  )

  it('refuses an answer that names no outcome rather than guess one', async () => {
    registrationAnswer = { user: { id: 'x', email: 'someone@example.co.uk', verified: false } }
    await expect(begin('someone@example.co.uk')).rejects.toThrow()
  })
})
