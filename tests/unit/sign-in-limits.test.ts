// The sign-in limiter's pure parts: the wait schedule, the client address behind configured proxies, the message.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.ts'
import { tryAgainInMessage } from '../../src/server/idp/pages.ts'
import { clientAddressOf, SIGN_IN_MAX_WAIT_SECONDS, signInWaitSeconds } from '../../src/server/idp/rate-limit.ts'

describe('signInWaitSeconds', () => {
  it('costs nothing for five failures, then doubles from one second up to five minutes', () => {
    const schedule = Array.from({ length: 16 }, (_, failures) => signInWaitSeconds(failures))
    expect(schedule).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300])
    expect(signInWaitSeconds(10_000)).toBe(SIGN_IN_MAX_WAIT_SECONDS)
    expect(SIGN_IN_MAX_WAIT_SECONDS).toBe(300)
  })
})

describe('tryAgainInMessage', () => {
  it('says the wait in seconds, or in minutes from one minute up', () => {
    expect(tryAgainInMessage(1)).toBe('Too many attempts. Try again in 1 second.')
    expect(tryAgainInMessage(32)).toBe('Too many attempts. Try again in 32 seconds.')
    expect(tryAgainInMessage(64)).toBe('Too many attempts. Try again in 2 minutes.')
    expect(tryAgainInMessage(300)).toBe('Too many attempts. Try again in 5 minutes.')
  })
})

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For when no proxy is configured, even from loopback or a private network', () => {
    for (const peer of ['127.0.0.1', '10.0.0.7', '192.168.1.2', '::1'])
      expect(clientAddressOf(peer, '203.0.113.9', [])).toBe(peer)
  })

  it('ignores it from a peer that is not a configured proxy', () => {
    expect(clientAddressOf('198.51.100.4', '203.0.113.9', ['10.0.0.1'])).toBe('198.51.100.4')
  })

  it('takes the right-most address that is not a configured proxy, whatever the client wrote before it', () => {
    expect(clientAddressOf('10.0.0.1', '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.1', '6.6.6.6, 203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('203.0.113.9')
    // The socket's IPv4-mapped form matches the configured IPv4 address.
    expect(clientAddressOf('::ffff:10.0.0.1', '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9')
  })

  it('keeps the peer when the header holds something no proxy writes, and without a header', () => {
    expect(clientAddressOf('10.0.0.1', 'not-an-address', ['10.0.0.1'])).toBe('10.0.0.1')
    expect(clientAddressOf('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1')
    expect(clientAddressOf(undefined, '203.0.113.9', [])).toBe('unknown')
  })
})

describe('TRUSTED_PROXIES', () => {
  it('is empty by default and read as a comma list of addresses', () => {
    expect(loadConfig({}).trustedProxies).toEqual([])
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, ::1 ,' }).trustedProxies).toEqual(['10.0.0.1', '::1'])
  })

  it('refuses anything that is not an address at start', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8' })).toThrow(/TRUSTED_PROXIES/)
  })
})
