// The webhooks' pure parts (docs/webhooks.md): which addresses a delivery may never go to (IPv4, IPv6 and IPv6's
// forms of IPv4), the address check with its resolver, the retry schedule, the signature, and which transitions
// are which events.
import { createHmac } from 'node:crypto'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { WEBHOOK_MESSAGES, WEBHOOK_RETRY_DELAYS_SECONDS } from '#domain/webhook-events'
import {
  checkWebhookUrl,
  isForbiddenAddress,
  isRefusal,
  WEBHOOK_HOST_NOT_FOUND,
} from '../../src/server/modules/webhooks/webhook-address.ts'
import { nextAttemptAfter } from '../../src/server/modules/webhooks/webhook-delivery.ts'
import { postSigned } from '../../src/server/modules/webhooks/webhook-sender.ts'
import { newWebhookSecret, signedHeaders } from '../../src/server/modules/webhooks/webhook-signature.ts'
import { webhookEventsOf } from '../../src/server/workflow/webhook-publishing.ts'

describe('addresses a webhook may never go to', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
  ])('refuses IPv4 %s', (address) => expect(isForbiddenAddress(address)).toBe(true))

  it.each(['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.1', '172.15.255.255', '172.32.0.1', '192.169.0.1'])(
    'lets through the public IPv4 %s',
    (address) => expect(isForbiddenAddress(address)).toBe(false),
  )

  it.each(['::', '::1', '[::1]', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'ff02::1'])(
    'refuses IPv6 %s',
    (address) => expect(isForbiddenAddress(address)).toBe(true),
  )

  it.each([
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::a00:1',
  ])('refuses the IPv4-in-IPv6 form %s of a forbidden IPv4 address', (address) =>
    expect(isForbiddenAddress(address)).toBe(true),
  )

  it.each(['2606:4700:4700::1111', '2a00:1450:4009:81d::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'lets through the public IPv6 %s',
    (address) => expect(isForbiddenAddress(address)).toBe(false),
  )

  it('refuses what is not an address at all', () => {
    expect(isForbiddenAddress('not-an-address')).toBe(true)
  })
})

describe('checking a webhook address', () => {
  const resolver = (answers: Record<string, string[]>) => async (host: string) => {
    const addresses = answers[host]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  const check = (url: string, allowed: string[] = [], answers: Record<string, string[]> = {}) =>
    checkWebhookUrl(url, allowed, resolver(answers))
  const messageOf = async (url: string, allowed: string[] = [], answers: Record<string, string[]> = {}) => {
    const answer = await check(url, allowed, answers)
    return isRefusal(answer) ? answer.message : null
  }

  it('refuses loopback, private, link-local and IPv6 literals, and localhost, without asking DNS', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://2130706433/',
      'https://localhost/',
      'https://api.localhost/',
    ])
      expect([url, await messageOf(url)]).toEqual([url, WEBHOOK_MESSAGES.urlNotAllowed])
  })

  it('refuses a name when any one of its addresses is forbidden, and connects to the address it checked', async () => {
    const answers = {
      'rebind.example': ['93.184.215.14', '10.0.0.5'],
      'hooks.example': ['93.184.215.14', '2606:2800::1'],
    }
    expect(await messageOf('https://rebind.example/', [], answers)).toBe(WEBHOOK_MESSAGES.urlNotAllowed)
    const checked = await check('https://hooks.example/ir35', [], answers)
    expect(isRefusal(checked) ? null : checked.address).toEqual({ address: '93.184.215.14', family: 4 })
  })

  it('refuses plain http and a name that does not resolve', async () => {
    expect(await messageOf('http://hooks.example/', [], { 'hooks.example': ['93.184.215.14'] })).toBe(
      WEBHOOK_MESSAGES.urlNotHttps,
    )
    expect(await messageOf('https://nowhere.example/')).toBe(WEBHOOK_HOST_NOT_FOUND)
    expect(await messageOf('ftp://hooks.example/')).toBe(WEBHOOK_MESSAGES.urlNotValid)
    expect(await messageOf('https://user:secret@hooks.example/')).toBe(WEBHOOK_MESSAGES.urlNotValid)
  })

  it('lets an allowed host through over http, by name or by name and port, and no other port of it', async () => {
    expect(await messageOf('http://127.0.0.1:4000/hook', ['127.0.0.1:4000'])).toBeNull()
    expect(await messageOf('http://127.0.0.1:4001/hook', ['127.0.0.1:4000'])).toBe(WEBHOOK_MESSAGES.urlNotHttps)
    expect(await messageOf('https://127.0.0.1:4001/hook', ['127.0.0.1:4000'])).toBe(WEBHOOK_MESSAGES.urlNotAllowed)
    expect(await messageOf('http://receiver.test/hook', ['receiver.test'])).toBeNull()
    const allowed = await check('http://receiver.test/hook', ['receiver.test'])
    expect(isRefusal(allowed) ? null : allowed.address).toBeNull()
  })
})

describe('the retry schedule', () => {
  const failedAt = new Date('2027-03-01T09:00:00Z')

  it('waits longer after each failed attempt, about a day in all, then gives up', () => {
    const waits = WEBHOOK_RETRY_DELAYS_SECONDS.map(
      (_, index) => (nextAttemptAfter(index + 1, failedAt)!.getTime() - failedAt.getTime()) / 1000,
    )
    expect(waits).toEqual([5, 300, 1800, 7200, 18000, 28800, 28800])
    for (const [index, wait] of waits.entries()) if (index > 0) expect(wait).toBeGreaterThanOrEqual(waits[index - 1]!)
    const total = waits.reduce((sum, wait) => sum + wait, 0)
    expect(total).toBeGreaterThan(20 * 3600)
    expect(total).toBeLessThanOrEqual(24 * 3600)
    expect(nextAttemptAfter(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1, failedAt)).toBeNull()
  })
})

describe('the signature', () => {
  it('is v1 and the base64 HMAC-SHA256 of id.timestamp.body keyed with the decoded secret', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const body = '{"type":"webhook.test","timestamp":"2027-03-01T09:00:00.000Z","data":{}}'
    const headers = signedHeaders(secret, 'msg_1', new Date('2027-03-01T09:00:07.900Z'), body)
    expect(headers['webhook-id']).toBe('msg_1')
    expect(headers['webhook-timestamp']).toBe('1803891607')
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
    const expected = createHmac('sha256', key).update(`msg_1.1803891607.${body}`).digest('base64')
    expect(headers['webhook-signature']).toBe(`v1,${expected}`)
    expect(
      signedHeaders(newWebhookSecret(), 'msg_1', new Date('2027-03-01T09:00:07Z'), body)['webhook-signature'],
    ).not.toBe(headers['webhook-signature'])
  })

  it('matches the Standard Webhooks example', () => {
    // The specification's own example secret, id, timestamp and body, and the signature it gives for them.
    const headers = signedHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    )
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })
})

describe('which transitions are webhook events', () => {
  const events = (entityType: string, eventType: string, fromState: unknown, toState: unknown) =>
    webhookEventsOf({ entityType, eventType, fromState, toState })

  it('an engagement whose status changes, and the send that issues its SDS', () => {
    expect(events('engagement', 'distribution.send', 'awaitingDistribution', 'awaitingSdsAcceptance')).toEqual({
      events: ['engagement.status_changed', 'sds.issued'],
      from_status: 'Awaiting Distribution',
      to_status: 'Awaiting SDS Acceptance',
      event: 'distribution.send',
    })
    // A party added later is sent the same SDS: no new one, no change of status.
    expect(events('engagement', 'distribution.send', 'awaitingSdsAcceptance', 'awaitingSdsAcceptance')).toBeNull()
    expect(events('engagement', 'engagement.archive', 'complete', 'complete')).toBeNull()
    expect(events('engagement', 'reassessment.due', 'complete', 'complete')?.events).toEqual(['reassessment.due'])
  })

  it("a party's acknowledgement or dispute, a dispute's answer and a manual review's finalisation", () => {
    expect(events('distribution', 'distribution.acknowledge', 'delivered', 'acknowledged')).toMatchObject({
      events: ['sds.acknowledged'],
      from_status: 'DELIVERED',
      to_status: 'ACKNOWLEDGED',
    })
    expect(events('distribution', 'distribution.dispute', 'sent', 'sent')?.events).toEqual(['sds.disputed'])
    expect(events('dispute', 'dispute.withdrawSds', 'open', 'resolved')).toMatchObject({
      events: ['dispute.answered'],
      from_status: 'OPEN',
      to_status: 'RESOLVED',
    })
    expect(events('dispute', 'dispute.dueSoon', 'open', 'open')).toBeNull()
    expect(events('manual review', 'review.finalise', { open: 'assigned' }, 'closed')?.events).toEqual([
      'manual_review.finalised',
    ])
    expect(events('reviewer', 'review.signOff', 'open', 'signedOff')).toBeNull()
  })
})

describe('one attempt', () => {
  /** A local server answering each path as the test says; it records the paths it was asked for. */
  const serve = async (answer: (path: string, response: ServerResponse) => void) => {
    const asked: string[] = []
    const server: Server = createServer((request, response) => {
      asked.push(request.url ?? '')
      request.resume()
      request.on('end', () => answer(request.url ?? '', response))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return {
      port,
      asked,
      close: () => {
        server.closeAllConnections()
        return new Promise<void>((resolve) => server.close(() => resolve()))
      },
    }
  }

  it('connects to the address that was checked, whatever the name would resolve to now', async () => {
    const local = await serve((_, response) => response.writeHead(200).end('ok'))
    try {
      // A name no resolver knows: the connection can only have gone to the pinned address.
      const target = {
        url: new URL(`http://hooks.invalid:${local.port}/hook?x=1`),
        address: { address: '127.0.0.1', family: 4 as const },
      }
      expect(await postSigned(target, { 'webhook-id': 'msg_1' }, '{}')).toEqual({ ok: true, status: 200 })
      expect(local.asked).toEqual(['/hook?x=1'])
    } finally {
      await local.close()
    }
  })

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const local = await serve((path, response) =>
      path === '/moved' ? response.writeHead(302, { location: '/elsewhere' }).end() : response.writeHead(200).end(),
    )
    try {
      const target = { url: new URL(`http://127.0.0.1:${local.port}/moved`), address: null }
      expect(await postSigned(target, {}, '{}')).toEqual({
        ok: false,
        status: 302,
        error: 'redirected (HTTP 302); not followed',
      })
      expect(local.asked).toEqual(['/moved'])
    } finally {
      await local.close()
    }
  })

  it('gives up on a receiver that does not answer within the time limit, and on one that refuses', async () => {
    const local = await serve(() => {})
    const target = { url: new URL(`http://127.0.0.1:${local.port}/slow`), address: null }
    expect(await postSigned(target, {}, '{}', 200)).toEqual({
      ok: false,
      status: null,
      error: 'timed out after 200 ms',
    })
    await local.close()
    const refused = await postSigned(target, {}, '{}', 2000)
    expect(refused).toMatchObject({ ok: false, status: null, error: expect.stringContaining('ECONNREFUSED') })
  })
})
