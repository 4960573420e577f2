// A closed-loop HTTP load generator (what autocannon does, which is not among our packages): n keep-alive
// connections, each sending its next request as soon as the last one answers, for a number of requests.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { quantile } from '../support/table.ts'

export type LoadRequest = { method: string; path: string; body?: unknown; token: string }
export type LoadResult = { rps: number; p50: number; p95: number; p99: number; errors: number; requests: number }

export const summarise = (times: number[], seconds: number, errors = 0): LoadResult => {
  times.sort((a, b) => a - b)
  return {
    rps: times.length / seconds,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    errors,
    requests: times.length,
  }
}

export const runLoad = async (
  baseUrl: string,
  options: { connections: number; requests: number; request: (i: number) => LoadRequest },
): Promise<LoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const url = new URL(baseUrl)
  const send = (r: LoadRequest) =>
    new Promise<number>((resolve, reject) => {
      const body = r.body === undefined ? undefined : JSON.stringify(r.body)
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          headers: { authorization: `Bearer ${r.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  const times: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const connection = async () => {
    while (next < options.requests) {
      const i = next++
      const t = performance.now()
      // A refused or reset connection is an error of the run, as a 4xx or 5xx answer is, not the end of it.
      const status = await send(options.request(i)).catch((error: Error) => {
        console.error(`load: ${error.message}`)
        return 0
      })
      times.push(performance.now() - t)
      if (status === 0 || status >= 400) errors++
    }
  }
  await Promise.all(Array.from({ length: options.connections }, connection))
  agent.destroy()
  return summarise(times, (performance.now() - started) / 1000, errors)
}
