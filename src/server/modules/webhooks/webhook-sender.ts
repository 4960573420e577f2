// One attempt: a POST of the signed body to the address that was checked (webhook-address.ts), within a time
// limit, redirects not followed (a 3xx is a failed attempt), and nothing of the answer kept but its status.
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { CheckedTarget } from './webhook-address.ts'

export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000
const MAX_ANSWER_BYTES = 64 * 1024

export type AttemptOutcome =
  | { readonly ok: true; readonly status: number }
  | { readonly ok: false; readonly status: number | null; readonly error: string }

/** A lookup that answers only the address already checked, so the connection goes nowhere else. */
const pinnedLookup =
  (pinned: { address: string; family: 4 | 6 }): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }

const describeError = (error: unknown) => {
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 200)
}

export const postSigned = (
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_ATTEMPT_TIMEOUT_MS,
): Promise<AttemptOutcome> =>
  new Promise((resolve) => {
    const { url } = target
    const client = url.protocol === 'https:' ? https : http
    let settled = false
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        // No pooled connection: each attempt connects to the address it checked.
        agent: false,
        ...(target.address ? { lookup: pinnedLookup(target.address) } : {}),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'IR35-Portal-Webhooks/1',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const outcome: AttemptOutcome =
          status >= 200 && status < 300
            ? { ok: true, status }
            : {
                ok: false,
                status,
                error: status >= 300 && status < 400 ? `redirected (HTTP ${status}); not followed` : `HTTP ${status}`,
              }
        // The answer's body is not kept: read to its end so the receiver is not cut off, up to a limit.
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) {
            finish(outcome)
            response.destroy()
          }
        })
        response.on('error', () => finish(outcome))
        response.on('end', () => finish(outcome))
      },
    )
    const timer = setTimeout(() => {
      finish({
        ok: false,
        status: null,
        error: `timed out after ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`,
      })
      request.destroy()
    }, timeoutMs)
    request.on('error', (error) => finish({ ok: false, status: null, error: describeError(error) }))
    request.end(body)
  })
