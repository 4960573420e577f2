// The browser suite's `test`: Playwright's, with each worker sent to a server of its own (playwright.config.ts starts
// one per worker). Two workers never share a server's data, so a spec sees what it and the specs before it on that
// worker did, as when the suite ran on one worker. Specs import `test` and `expect` from here.
import { test as base } from '@playwright/test'
import { e2eServerUrl } from './servers.ts'

export * from '@playwright/test'

export const test = base.extend<Record<never, never>, { serverUrl: string }>({
  // A worker keeps its parallel index for its life, and no two live workers share one.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this first parameter
  serverUrl: [async ({}, use, workerInfo) => use(e2eServerUrl(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
})
