import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2ePort, e2eServerUrl, e2eWorkers } from './tests/e2e/servers.ts'

// The built app served by real servers, one per worker, each over a fresh PGlite database of its own (tests/e2e/test.ts
// sends each worker to its own); Debian's Chromium, never a download.
// Debian's /usr/bin/chromium is a launcher script that adds a desktop's flags (GPU rasterisation, which headless
// does in software, and extensions): the binary itself spends far less of CI's two cores per test. Its headless shell
// (package chromium-headless-shell, the same Blink without the desktop browser around it) spends less again, about a
// sixth of each test's time, so it is taken when installed; CHROMIUM_PATH chooses another (the full one for --headed).
const debianChromium = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
].find((file) => existsSync(file))

const server = (parallelIndex: number) => {
  const port = e2ePort(parallelIndex)
  return {
    command: 'node_modules/.bin/tsx src/server/start.ts',
    url: `${e2eServerUrl(parallelIndex)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ir35-e2e-')),
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: e2eServerUrl(parallelIndex),
      // webhooks.spec.ts's receiver listens on 127.0.0.1 (a port of its own each run): webhooks may go there over http.
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: e2eWorkers,
  // On CI a test that fails is run once more, and Playwright reports it as flaky: a browser context that hangs while
  // closing on two busy cores is not the product failing. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eServerUrl(0),
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and screenshots, a third of the suite's time: E2E_TRACE=1 turns it on.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The accessibility sweep signs in every role: it runs after the screens' specs, which meet those accounts first.
  projects: [
    { name: 'screens', testIgnore: /accessibility-sweep/ },
    { name: 'sweep', testMatch: /accessibility-sweep/, dependencies: ['screens'] },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, parallelIndex) => server(parallelIndex)),
})
