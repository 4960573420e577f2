// Where the browser suite's servers listen: one per worker, on consecutive ports from E2E_PORT.

/** How many workers (and so servers) the suite runs: E2E_WORKERS, else two on CI's two cores and one elsewhere. */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1))

const firstPort = Number(process.env.E2E_PORT ?? 3111)

export const e2ePort = (parallelIndex: number) => firstPort + parallelIndex

export const e2eServerUrl = (parallelIndex: number) => `http://localhost:${e2ePort(parallelIndex)}`
