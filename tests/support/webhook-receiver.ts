// A webhook receiver for tests: a real HTTP server on 127.0.0.1 that checks every delivery's signature with its own
// code, written from the Standard Webhooks specification (not the product's signer), records each request, and
// answers as each path is told to: 204, 500, or not at all.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedDelivery = {
  readonly path: string
  readonly id: string
  readonly timestamp: string
  readonly signature: string
  readonly body: string
  /** Whether the signature verified with the secret the path held when the request came. */
  readonly verified: boolean
  readonly payload: { type: string; timestamp: string; data: Record<string, unknown> }
}

/** Whether any `v1,` signature of the header is HMAC-SHA256 of id.timestamp.body under the secret. */
export const verifies = (
  secret: string,
  delivery: Pick<ReceivedDelivery, 'id' | 'timestamp' | 'signature' | 'body'>,
) => {
  if (!secret.startsWith('whsec_')) return false
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const expected = createHmac('sha256', key).update(`${delivery.id}.${delivery.timestamp}.${delivery.body}`).digest()
  return delivery.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    if (version !== 'v1' || !value) return false
    const given = Buffer.from(value, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** ok: 204; fail: 500; holdOnce: the next request is left unanswered (then ok). */
type Mode = 'ok' | 'fail' | 'holdOnce'

export const startWebhookReceiver = async () => {
  const received: ReceivedDelivery[] = []
  const secrets = new Map<string, string>()
  const modes = new Map<string, Mode>()
  const held: ServerResponse[] = []
  const arrivals: (() => void)[] = []

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      const body = Buffer.concat(chunks).toString('utf8')
      const header = (name: string) => String(request.headers[name] ?? '')
      const delivery = {
        path,
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body,
      }
      received.push({
        ...delivery,
        verified: verifies(secrets.get(path) ?? '', delivery),
        payload: JSON.parse(body),
      })
      for (const arrived of arrivals.splice(0)) arrived()
      const mode = modes.get(path) ?? 'ok'
      if (mode === 'holdOnce') {
        modes.set(path, 'ok')
        held.push(response)
      } else if (mode === 'fail') response.writeHead(500).end('receiver failed')
      else response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    /** The host:port to allow (WEBHOOK_ALLOWED_HOSTS) and the URL of a path on this receiver. */
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The secret deliveries to this path are checked with. */
    secretFor: (path: string, secret: string) => secrets.set(path, secret),
    answer: (path: string, mode: Mode) => modes.set(path, mode),
    /** Resolves at the next request (of any path). */
    nextArrival: () => new Promise<void>((resolve) => arrivals.push(resolve)),
    /** The deliveries to a path, each webhook-id once (a receiver drops repeats). */
    uniqueAt: (path: string) => {
      const seen = new Map<string, ReceivedDelivery>()
      for (const delivery of received)
        if (delivery.path === path && !seen.has(delivery.id)) seen.set(delivery.id, delivery)
      return [...seen.values()]
    },
    close: async () => {
      for (const response of held.splice(0)) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>
