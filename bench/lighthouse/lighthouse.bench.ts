// The lighthouse group: Lighthouse's own scores for the signed-in pages, with its mobile preset (a slow 4G
// connection and a CPU slowed four times, both simulated), against the production build served by the real
// server (PGlite in memory, demo data). The page's person signs in through the sign-in page in a Chromium that
// Lighthouse then drives over its debugging port: Lighthouse clears the cache before each run and keeps the
// session's cookie and local storage, so each run is a cold load of a signed-in page.
// LIGHTHOUSE_RUNS sets the runs per page (3): the median run by Performance score is reported, because a busy
// machine moves single runs by several points.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { acceptTermsIfAsked, acceptTermsIfShown, chooseOrganisation, signIn } from '../../tests/e2e/support.ts'
import { freePort, startTestServer } from '../../tests/support/server.ts'
import { ensureWebBuild } from '../browser/chromium.ts'
import type { Table } from '../support/table.ts'

const REPORTS = 'bench/out'

/**
 * The signed-in pages the issue names, each as the person it is for: the board, the directory and a process
 * diagram as the Partner (working on Northbridge Partners), the SDS hub as a Contractor Type 1, whose home it is.
 */
export const LIGHTHOUSE_PAGES = [
  { path: '/', account: 'partner' },
  { path: '/assessments', account: 'partner' },
  { path: '/sds-hub', account: 'contractor.type1' },
  { path: '/process/engagement', account: 'partner' },
] as const

type Run = {
  version: string
  benchmarkIndex: number
  /** Lighthouse's report, kept under bench/out/ for the median run of each page. */
  report: string
  failedAudits: string[]
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  mainThread: number
  unusedJsKib: number
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN

const runOnce = async (url: string, port: number): Promise<Run> => {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    const message = `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`
    throw /^NO_|PROTOCOL_TIMEOUT/.test(lhr.runtimeError.code) ? new TraceLost(message) : new Error(message)
  }
  // A page that lands anywhere else (the sign-in page, an error page) would be scored for the wrong thing.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the session did not carry over`)
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined
  return {
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    // What keeps Accessibility or Best Practices under 100, named in the table.
    failedAudits: ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    fcp: audit(lhr, 'first-contentful-paint'),
    lcp: audit(lhr, 'largest-contentful-paint'),
    tbt: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    si: audit(lhr, 'speed-index'),
    mainThread: audit(lhr, 'mainthread-work-breakdown'),
    unusedJsKib: (unused?.overallSavingsBytes ?? 0) / 1024,
  }
}

/**
 * A run again when Lighthouse could not record the trace (NO_NAVSTART and the like: a busy machine now and then
 * loses the navigation's first trace event), at most twice; other failures are the page's and end the group.
 */
const runWithRetry = async (url: string, port: number): Promise<Run> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port)
    } catch (error) {
      if (attempt === 3 || !(error instanceof TraceLost)) throw error
      console.log(`  lighthouse ${new URL(url).pathname}: ${error.message}; running it again`)
    }
  }
}

class TraceLost extends Error {}

/** The median run by Performance score (the middle of three), so its figures belong to one run. */
const median = (runs: Run[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!

/**
 * A browser signed in as the account, driven by Lighthouse over its debugging port: a persistent profile, so that
 * the page Lighthouse opens shares the session's cookie and local storage.
 */
const signedInBrowser = async (baseURL: string, account: string) => {
  const port = await freePort()
  const profile = mkdtempSync(path.join(tmpdir(), 'ir35-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic', `--remote-debugging-port=${port}`],
  })
  const page = await context.newPage()
  await signIn(page, account)
  if (account === 'partner') {
    await acceptTermsIfShown(page)
    await chooseOrganisation(page, 'Northbridge Partners')
  } else await acceptTermsIfAsked(page)
  await page.close()
  return {
    port,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export const lighthouseBench = async (): Promise<Table[]> => {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  // LIGHTHOUSE_PAGES=/,/assessments measures some of the pages.
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',') ?? LIGHTHOUSE_PAGES.map((page) => page.path)
  ensureWebBuild()
  const server = await startTestServer()
  try {
    const rows: (string | number)[][] = []
    let version = ''
    const benchmarkIndexes: number[] = []
    for (const { path: pagePath, account } of LIGHTHOUSE_PAGES.filter((page) => chosen.includes(page.path))) {
      const browser = await signedInBrowser(server.url, account)
      const measured: Run[] = []
      try {
        for (let i = 0; i < runs; i++) {
          const run = await runWithRetry(`${server.url}${pagePath}`, browser.port)
          console.log(`  lighthouse ${pagePath} run ${i + 1}: Performance ${run.performance}`)
          measured.push(run)
        }
      } finally {
        await browser.close()
      }
      const m = median(measured)
      version = m.version
      benchmarkIndexes.push(...measured.map((r) => r.benchmarkIndex))
      mkdirSync(REPORTS, { recursive: true })
      writeFileSync(
        path.join(REPORTS, `lighthouse${pagePath.replaceAll('/', '-').replace(/^-$/, '-home')}.json`),
        m.report,
      )
      rows.push([
        pagePath,
        account,
        m.performance,
        measured.map((r) => r.performance).join(' / '),
        m.accessibility,
        m.bestPractices,
        Math.round(m.fcp),
        Math.round(m.lcp),
        Math.round(m.tbt),
        m.cls.toFixed(3),
        Math.round(m.si),
        Math.round(m.mainThread),
        m.unusedJsKib.toFixed(1),
        m.failedAudits.join(', ') || '–',
      ])
    }
    return [
      {
        title: `Lighthouse ${version}, mobile preset (simulated slow 4G, CPU slowed 4×), signed in`,
        columns: [
          'page',
          'account',
          'Performance',
          'runs',
          'Accessibility',
          'Best Practices',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'Speed Index ms',
          'main thread ms',
          'unused JS KiB',
          'audits failed (A11y, BP)',
        ],
        rows,
        notes: [
          `${runs} runs per page, cold cache each; the figures are those of the median run by Performance score.`,
          `Lighthouse's benchmark index of this machine during the runs: ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)} (a quiet desktop scores 1,000 to 2,000; a busy machine's slow tasks are then slowed four times more by the mobile preset).`,
          `Reports of the median runs: ${REPORTS}/.`,
        ],
      },
    ]
  } finally {
    await server.stop()
  }
}
