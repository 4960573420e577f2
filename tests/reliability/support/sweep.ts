// What the sweeps share: the API's routes as the server lists them, their path parameters filled in, a seeded
// random source (a failure names its seed, so it can be replayed), and the run's budget from the environment.
import type { TestServer } from '../../support/server.ts'

export type Route = { readonly method: string; readonly path: string }

/** The API's own routes (not the web app's catch-all), each method and path once. */
export const apiRoutes = (server: TestServer): Route[] => {
  const seen = new Set<string>()
  return server.routes.filter((route) => {
    const key = `${route.method} ${route.path}`
    if (route.method === 'ALL' || route.path === '/*' || route.path.endsWith('/*') || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const PARAM = /:([A-Za-z]+)(\{[^}]*\})?/g

export const paramsOf = (path: string) => [...path.matchAll(PARAM)].map((match) => match[1]!)

/** The route's path with each parameter given by `value(name)`, encoded as a browser would send it. */
export const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(PARAM, (_, name: string) => encodeURIComponent(value(name)))

/** Small, fast, seedable (mulberry32): the same seed walks the same requests. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  }
}
export type Random = ReturnType<typeof seededRandom>

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** SOAK_RUNS: rounds of generated requests per route; SOAK_SECONDS: a cap on one sweep; SOAK_SEED: replay. */
export const soakBudget = () => ({
  runs: envNumber('SOAK_RUNS', 1),
  /** When a sweep that starts now must stop starting requests. */
  deadline: () => Date.now() + envNumber('SOAK_SECONDS', 60) * 1000,
  seed: envNumber('SOAK_SEED', Math.floor(Math.random() * 2 ** 31)),
})
