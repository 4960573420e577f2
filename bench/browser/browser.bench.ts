// The browser group: how soon the web app is usable in Chromium, as the issue asks ("time to a usable home page
// and questionnaire in Chromium; time to render a 120-question set"). The real server (PGlite in memory, demo
// data) serves the production build; every time is the page's own performance.now() (see first-seen.ts).
// BROWSER_RUNS sets the runs of each row (10; a fifth of them for the walk through the paged set).
import type { Browser, Page } from '@playwright/test'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { startTestServer } from '../../tests/support/server.ts'
import { type DemoSession, openDemoSession } from '../support/demo-server.ts'
import { quantile, type Table } from '../support/table.ts'
import { ensureWebBuild, launchChromium, type SignedIn, signInPartner } from './chromium.ts'
import { firstSeen, lastClick, watchFirstSeen } from './first-seen.ts'
import {
  FULL_CLIENT_QUESTIONS,
  ONE_PAGE_SET,
  PAGED_SET,
  QUESTION_COUNT,
  storeQuestionSets,
} from './question-set-120.ts'

type Row = { what: string; times: number[] }

/**
 * An engagement of Acme on the given set with its first question answered and saved, so its screen opens
 * straight into the questions (a fresh one opens on the "Before you start" prompt). Answers its screen's path.
 */
const engagementInProgress = async (session: DemoSession, set: QuestionSetDefinition) => {
  const { call, partner, acme } = session
  const token = partner.accessToken
  const contractorId = (
    (await call(`/api/actors/contractors?org_id=${acme.id}`, { token })).json.items as { id: string }[]
  )[0]!.id
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token,
    body: {
      contractor_id: contractorId,
      organisation_id: acme.id,
      question_set_id: set.id,
      name: `Bench: ${set.title}`,
      end_client_id: acme.id,
      start_date: '2027-01-04',
      end_date: '2027-12-24',
      daily_rate: 650,
      reviewers: [],
    },
  })
  const engagementId = created.json.id as string
  const assessment = await session.assessmentOf(engagementId)
  const first = set.categories[0]!
  const saved = await call(`/api/assessments/assessments/${assessment.id}/answers`, {
    method: 'POST',
    token,
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: set.id,
      submitted: false,
      submitted_by: 'CLIENT',
      answer_ids: [first.questions[0]!.answers[1]!.id],
      last_category_id: first.id,
    },
  })
  if (saved.status >= 300) throw new Error(`Saving progress failed: ${JSON.stringify(saved.json)}`)
  return `/edit-contractor/${contractorId}/edit-engagement/${engagementId}`
}

/** Runs `visit` in a new context each time (an empty cache, the session's tokens): its times. */
const cold = async (browser: Browser, signedIn: SignedIn, runs: number, visit: (page: Page) => Promise<number>) => {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(signedIn)
    const page = await context.newPage()
    await watchFirstSeen(page)
    times.push(await visit(page))
    await context.close()
  }
  return times
}

/** Opens the path once, then reloads it: the times of the reloads, with the cache of the first visit. */
const warm = async (browser: Browser, signedIn: SignedIn, runs: number, path: string, signal: string) => {
  const context = await browser.newContext(signedIn)
  const page = await context.newPage()
  await watchFirstSeen(page)
  await page.goto(path, { waitUntil: 'commit' })
  await firstSeen(page, signal)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    await page.reload({ waitUntil: 'commit' })
    times.push(await firstSeen(page, signal))
  }
  await context.close()
  return times
}

const opened = (path: string, signal: string) => async (page: Page) => {
  await page.goto(path, { waitUntil: 'commit' })
  return firstSeen(page, signal)
}

const pageSignal = (set: QuestionSetDefinition, k: number) => `page ${k}: ${set.categories[k - 1]!.questions.length}`

/** The paged set from its first page to its last by Next: each page's render after its click, and the whole walk. */
const walk = async (browser: Browser, signedIn: SignedIn, runs: number, path: string) => {
  const first: number[] = []
  const afterNext: number[] = []
  const whole: number[] = []
  await cold(browser, signedIn, runs, async (page) => {
    first.push(await opened(path, pageSignal(PAGED_SET, 1))(page))
    const next = page.getByRole('button', { name: 'Next', exact: true })
    let last = 0
    for (let k = 2; k <= PAGED_SET.categories.length; k++) {
      await next.click()
      last = await firstSeen(page, pageSignal(PAGED_SET, k))
      afterNext.push(last - (await lastClick(page)))
    }
    whole.push(last)
    return last
  })
  return { first, afterNext, whole }
}

const summary = (rows: readonly Row[], notes: string[]): Table => ({
  title: 'Chromium: time to usable (production build, PGlite in memory, demo data)',
  columns: ['what', 'runs', 'p50 ms', 'p95 ms'],
  rows: rows.map(({ what, times }) => {
    const sorted = [...times].sort((a, b) => a - b)
    return [what, times.length, Math.round(quantile(sorted, 0.5)), Math.round(quantile(sorted, 0.95))]
  }),
  notes,
})

export const browserBench = async (): Promise<Table[]> => {
  const runs = Number(process.env.BROWSER_RUNS ?? 10)
  ensureWebBuild()
  const server = await startTestServer()
  let browser: Browser | null = null
  try {
    const session = await openDemoSession(server)
    await storeQuestionSets(session.db, [ONE_PAGE_SET, PAGED_SET])
    const questionnairePath = await engagementInProgress(session, session.full)
    const onePagePath = await engagementInProgress(session, ONE_PAGE_SET)
    const pagedPath = await engagementInProgress(session, PAGED_SET)
    browser = await launchChromium()
    const signedIn = await signInPartner(browser, server.url, 'Northbridge Partners')

    const rows: Row[] = [
      { what: 'home page usable, cold', times: await cold(browser, signedIn, runs, opened('/', 'board')) },
      { what: 'home page usable, warm (reload)', times: await warm(browser, signedIn, runs, '/', 'board') },
      {
        what: 'questionnaire usable (FULL), cold',
        times: await cold(browser, signedIn, runs, opened(questionnairePath, 'radio')),
      },
      {
        what: 'questionnaire usable (FULL), warm (reload)',
        times: await warm(browser, signedIn, runs, questionnairePath, 'radio'),
      },
      {
        what: `${QUESTION_COUNT} questions on one page, cold`,
        times: await cold(browser, signedIn, runs, opened(onePagePath, pageSignal(ONE_PAGE_SET, 1))),
      },
    ]
    // A walk is a load and 18 clicks: a fifth of the runs (18 page renders each) keeps the group to minutes.
    const paged = await walk(browser, signedIn, Math.max(1, Math.ceil(runs / 5)), pagedPath)
    const pages = PAGED_SET.categories.length
    rows.push(
      { what: `${QUESTION_COUNT} questions on ${pages} pages: first page, cold`, times: paged.first },
      { what: `... each later page, after its Next click`, times: paged.afterNext },
      { what: `... the whole walk, first to page ${pages}`, times: paged.whole },
    )
    return [
      summary(rows, [
        'Times are the page\'s performance.now() (from its navigation start, or from the click for "after its Next click"), taken by a DOM observer when the signal first holds, before the paint that shows it. Cold: a new browser context per run (empty cache), starting from the Partner\'s saved session (Northbridge Partners); warm: the same page reloaded.',
        'Home page usable: the progress board\'s first card link laid out and the search box enabled (the board\'s data loaded). Questionnaire usable: on an Acme engagement on FULL 1.0.1 with one answer saved (so no "Before you start" prompt), the first answer button (role radio) laid out and enabled.',
        `${QUESTION_COUNT} questions: FULL's ${FULL_CLIENT_QUESTIONS} client questions, follow-ups lifted to the top level, repeated to ${QUESTION_COUNT}; a FULL set of an older version stored only in the bench's database (its screen shows the newer-version banner). The questionnaire shows one category per page, so: one category of all ${QUESTION_COUNT} (from navigation to all ${QUESTION_COUNT} listed with their answers enabled), and FULL's categories repeated (${pages} pages): the first page, each later page from the Next click to its questions listed, and the walk from navigation to the last page (it includes Playwright's round trip to click Next, ${pages - 1} times).`,
      ]),
    ]
  } finally {
    await browser?.close()
    await server.stop()
  }
}
