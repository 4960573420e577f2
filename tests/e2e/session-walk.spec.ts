// The sign-in machine walked through the screens: a person signs in at the identity provider, meets the terms,
// works in an organisation, reloads, logs out, has their session ended elsewhere, follows a review link that
// opens nothing, and comes back with a sign-in code that is refused. Most of the machine's steps are the page's
// own calls to the server; what the server answered (read from the page's traffic) is the event the machine
// receives, and the machine's answer, where the page comes to rest, is what the page must show.
//
// The failure branches fail for real: the server refuses (an account erased, a membership removed, a session
// ended while the page waited for an answer), or the browser's connection drops. No answer is made up here.

import type { EventFromLogic, SnapshotFrom } from 'xstate'
import { belongsToAnOrganisation, sessionMachine } from '../../machines/session.machine.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSet } from '../../src/domain/questionnaire.ts'
import { DEMO_PASSWORD, demoEmail } from '../../src/server/seed/demo-data.ts'
import { STORAGE_KEYS } from '../../src/web/features/session/storage.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { expectedStep } from '../walks/expected-step.ts'
import { asProviderAdmin, choosePassword, linkIn, newestMail, type ProviderAdmin, uniqueEmail } from './mailbox.ts'
import { expectAccessible, pageToken } from './support.ts'
import { expect, type Page, type Response, type Route, test } from './test.ts'
import { ViewWalk } from './view-walk.ts'

type SessionEvent = EventFromLogic<typeof sessionMachine>
type Snapshot = SnapshotFrom<typeof sessionMachine>

/** An answer of our server to the page. */
type Answer = { method: string; path: string; status: number; sent: unknown; body: unknown }

const read = async (response: Response): Promise<Answer> => {
  const request = response.request()
  const json = async () => {
    try {
      return await response.json()
    } catch {
      return null
    }
  }
  let sent: unknown = null
  try {
    sent = request.postDataJSON()
  } catch {}
  return {
    method: request.method(),
    path: new URL(response.url()).pathname,
    status: response.status(),
    sent,
    body: await json(),
  }
}

/** A call the browser could not make: its connection is down. */
const NO_CONNECTION = 0

/** The page's calls to the API, in the order their answers came, from the last mark on. */
class Traffic {
  private readonly answers: Promise<Answer>[] = []
  private from = 0
  private offline = false
  private invitationsUnreachable = false

  static async of(page: Page) {
    const traffic = new Traffic()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.startsWith('/api/') && !readAsItPasses(response.request().method(), path))
        traffic.answers.push(read(response))
    })
    // With the connection down the call never reaches the server: its failure is the answer.
    page.on('requestfailed', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/') && request.failure()?.errorText === 'net::ERR_INTERNET_DISCONNECTED')
        traffic.answers.push(
          Promise.resolve({ method: request.method(), path, status: NO_CONNECTION, sent: null, body: null }),
        )
    })
    // The reads whose bodies become events (the profile, the latest terms, the invitations) are read as they pass:
    // the page may move on at once (an empty list of invitations signs out, a resumed session routes on), and a
    // body the browser has left behind can no longer be read from the response. Offline, the browser's own network
    // takes the call (and fails it): a fetch made here would bypass the dropped connection.
    await page.route(
      (url) => READ_AS_THEY_PASS.some((path) => path.test(url.pathname)),
      async (route) => {
        const path = new URL(route.request().url()).pathname
        if (!readAsItPasses(route.request().method(), path)) return route.fallback()
        if (traffic.offline) return route.continue()
        if (traffic.invitationsUnreachable && INVITES.test(path)) {
          // The network refuses the call before it reaches the server, as when the server is down or out of reach.
          traffic.answers.push(Promise.resolve({ method: 'GET', path, status: NO_CONNECTION, sent: null, body: null }))
          return route.abort('connectionrefused')
        }
        const response = await route.fetch()
        const body: unknown = await response.json().catch(() => null)
        traffic.answers.push(Promise.resolve({ method: 'GET', path, status: response.status(), sent: null, body }))
        await route.fulfill({ response })
      },
    )
    return traffic
  }

  mark() {
    this.from = this.answers.length
  }
  /** The server cannot be reached for the list of invitations (the connection is refused), or can again. */
  invitations(reach: 'unreachable' | 'reachable') {
    this.invitationsUnreachable = reach === 'unreachable'
  }
  /** The browser's connection drops, or comes back. */
  async connection(page: Page, state: 'lost' | 'back') {
    this.offline = state === 'lost'
    await page.context().setOffline(this.offline)
  }
  since() {
    return Promise.all(this.answers.slice(this.from))
  }
}

const isCall = (answer: Answer, method: string, path: RegExp) => answer.method === method && path.test(answer.path)
const EXCHANGE = /^\/api\/identity\/identity\/token$/
const SESSION_TOKEN = /^\/api\/identity\/session\/token$/
const REVIEW_LINK = /^\/api\/identity\/review-link$/
const ACTOR = /^\/api\/actors\/actors\/[^/]+$/
const LATEST_TERMS = /^\/api\/actors\/terms\/latest$/
const INVITES = /^\/api\/actors\/invites$/
const READ_AS_THEY_PASS = [ACTOR, LATEST_TERMS, INVITES]
const readAsItPasses = (method: string, path: string) =>
  method === 'GET' && READ_AS_THEY_PASS.some((read) => read.test(path))

const INVITE_ANSWER = /^\/api\/actors\/invites\/([^/]+)\/(accept|reject)$/
/** The organisation of each invitation the walks made. */
const INVITED_INTO = new Map<string, string>()

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value))

const tokenEvent = (answer: Answer): SessionEvent => {
  const accessToken = (answer.body as { access_token?: string } | null)?.access_token
  return answer.status === 200 && accessToken
    ? { type: 'accessToken.received', accessToken, claims: claimsOf(accessToken) }
    : { type: 'accessToken.failed', error: `${answer.status}` }
}

/**
 * The event the page's next call brings the machine in this state, from the server's answers not yet used; none
 * while the page waits for the person (or the call has not been answered yet).
 */
const systemEvent = (snapshot: Snapshot, take: (method: string, path: RegExp, keep?: 'keep') => Answer | undefined) => {
  const { context } = snapshot
  if (snapshot.matches('exchangingCode'))
    // The identity token is the bearer of the exchange that follows: it exists only if the code was exchanged.
    return take('POST', EXCHANGE, 'keep')
      ? ({ type: 'code.exchanged', identityToken: 'from the provider' } as const)
      : undefined
  if (snapshot.matches('fetchingAccessToken')) {
    const answer = take('POST', EXCHANGE)
    return answer && tokenEvent(answer)
  }
  if (snapshot.matches('resuming') || snapshot.matches({ signedIn: { organisationUser: 'switchingOrganisation' } })) {
    const answer = take('POST', SESSION_TOKEN)
    return answer && tokenEvent(answer)
  }
  if (snapshot.matches('openingLink')) {
    const answer = take('POST', REVIEW_LINK)
    if (!answer) return undefined
    if (answer.status === 200) return tokenEvent(answer)
    return { type: 'link.refused', message: (answer.body as { message: string }).message } as const
  }
  if (snapshot.matches('loadingProfile')) {
    const actor = take('GET', ACTOR)
    const terms = take('GET', LATEST_TERMS)
    if (!actor || !terms) return undefined
    if (actor.status !== 200 || (terms.status !== 200 && terms.status !== 404))
      return { type: 'profile.failed', error: `${actor.status} ${terms.status}` } as const
    const body = actor.body as { agreed_terms_id?: unknown; turnover_id?: unknown }
    return {
      type: 'profile.loaded',
      agreedTermsId: idOrNull(body.agreed_terms_id),
      turnoverId: idOrNull(body.turnover_id),
      latestTermsId: terms.status === 404 ? null : idOrNull((terms.body as { id: unknown }).id),
    } as const
  }
  if (snapshot.matches('savingTerms')) {
    const answer = take('PATCH', ACTOR)
    if (!answer) return undefined
    // A 401 ends the session before the save's failure is reported (the HTTP client's handling of every 401).
    if (answer.status === 401) return { type: 'session.expired' } as const
    return answer.status === 200
      ? ({
          type: 'terms.saved',
          agreedTermsId: idOrNull((answer.body as { agreed_terms_id: unknown }).agreed_terms_id),
        } as const)
      : ({ type: 'terms.saveFailed', error: `${answer.status}` } as const)
  }
  if (snapshot.matches({ signedIn: { organisationUser: 'checkingInvites' } })) {
    const answer = take('GET', INVITES)
    if (!answer) return undefined
    // A fresh browser session: nothing was put off with "Later".
    return answer.status === 200
      ? ({ type: 'invites.loaded', count: (answer.body as { count: number }).count, hidden: false } as const)
      : ({ type: 'invites.failed', error: `${answer.status}` } as const)
  }
  if (snapshot.matches({ signedIn: { organisationUser: 'answeringInvites' } })) {
    // The person's answer in the invite dialog, and the server's: accepted (into the invitation's organisation),
    // rejected, or refused.
    const answer = take('POST', INVITE_ANSWER)
    if (!answer) return undefined
    const [, inviteId, verb] = INVITE_ANSWER.exec(answer.path) ?? []
    const done = answer.status < 300
    if (verb === 'reject')
      return done
        ? ({ type: 'invite.rejected' } as const)
        : ({ type: 'invite.rejectFailed', error: `${answer.status}` } as const)
    const organisationId = INVITED_INTO.get(inviteId ?? '')
    if (done && !organisationId) throw new Error(`An invitation this walk did not make: ${inviteId}`)
    return done
      ? ({ type: 'invite.accepted', organisationId: organisationId! } as const)
      : ({ type: 'invite.acceptFailed', error: `${answer.status}` } as const)
  }
  if (snapshot.matches({ signedIn: { organisationUser: 'working' } })) {
    // The organisation chosen (by the person, or for them when there is one to choose): a token for it. Asked
    // for none, it is a renewal of the token about to expire.
    const answer = take('POST', SESSION_TOKEN, 'keep')
    const organisationId = (answer?.sent as { organisation_id?: string } | null)?.organisation_id
    if (answer && organisationId === undefined) {
      const renewed = take('POST', SESSION_TOKEN)!
      const event = tokenEvent(renewed)
      return event.type === 'accessToken.received' ? ({ ...event, type: 'accessToken.renewed' } as const) : undefined
    }
    if (!answer || !organisationId || organisationId === context.claims?.organisationId) return undefined
    return { type: 'organisation.select', organisationId } as const
  }
  return undefined
}

const RESTING = [
  'redirectingToProvider',
  'signedOut',
  'termsRequired',
  'codeExchangeFailed',
  'linkRefused',
  { signedIn: { organisationUser: 'working' } },
  { signedIn: { organisationUser: 'answeringInvites' } },
  { signedIn: 'contractor' },
  { signedIn: 'newContractor' },
  { signedIn: 'reviewer' },
] as const

/**
 * The events of one thing the person did: the ones the page started with (a page load's, a click's), each followed
 * by those its calls brought, read from the server's answers, until the machine waits for the person again.
 */
const eventsFrom = (from: Snapshot, start: readonly SessionEvent[], answers: readonly Answer[]) => {
  const used = new Set<number>()
  const take = (method: string, path: RegExp, keep?: 'keep') => {
    const index = answers.findIndex((answer, i) => !used.has(i) && isCall(answer, method, path))
    if (index < 0) return undefined
    if (!keep) used.add(index)
    return answers[index]
  }
  let snapshot = from
  const events: SessionEvent[] = []
  const advance = (event: SessionEvent) => {
    events.push(event)
    snapshot = expectedStep(sessionMachine, snapshot, event).next
  }
  const drain = () => {
    for (let next = systemEvent(snapshot, take); next; next = systemEvent(snapshot, take)) advance(next)
  }
  drain()
  for (const event of start) {
    advance(event)
    drain()
  }
  return { events, snapshot }
}

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in' })
const termsHeading = (page: Page) => page.getByRole('heading', { name: 'Updated Terms and Conditions' })
const selectedOrganisation = (page: Page) => page.getByRole('button', { name: /^Organisation: (?!Please select)/ })
const organisationPrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Select an organisation' })
const inviteDialog = (page: Page, count: number) =>
  page.getByRole('dialog', { name: count === 1 ? 'You have been invited' : `You have ${count} invitations` })
const refusalHeading = (page: Page) => page.getByRole('heading', { name: 'This link cannot open the review' })

/** What each state the page comes to rest in shows. */
const showsSession = (page: Page) => async (next: Snapshot) => {
  const { context } = next
  if (next.matches('redirectingToProvider') || next.matches('signedOut')) {
    // The identity provider's own page (signing out goes through its logout first).
    await expect(signInHeading(page)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByLabel('Email address')).toBeVisible()
    return
  }
  if (next.matches('termsRequired')) {
    await expect(termsHeading(page)).toBeVisible()
    if (!context.termsSaveFailed) return expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()
    // The box stays ticked: Save again once the connection is back.
    await expect(page.getByRole('alert').filter({ hasText: 'Your acceptance could not be saved.' })).toHaveText(
      'Your acceptance could not be saved. Check your connection and press Save again.',
    )
    return expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
  }
  if (next.matches('codeExchangeFailed')) {
    await expect(page.getByRole('status').filter({ hasText: 'Signing you in…' })).toBeVisible()
    return expect(page).toHaveURL(/\/login$/)
  }
  if (next.matches('linkRefused')) {
    await expect(refusalHeading(page)).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: context.linkRefusal ?? '' })).toHaveText(
      context.linkRefusal ?? '',
    )
    return expect(page.getByRole('link', { name: 'Sign in with your password' })).toBeVisible()
  }
  expect(next.matches('signedIn'), `${JSON.stringify(next.value)} is where the page rests`).toBe(true)
  await expect(termsHeading(page)).toHaveCount(0)
  if (next.matches({ signedIn: { organisationUser: 'answeringInvites' } })) {
    const count = context.pendingInvites
    await expect(inviteDialog(page, count)).toBeVisible()
    if (count > 1) await expect(inviteDialog(page, count).getByRole('listitem')).toHaveCount(count)
    return
  }
  if (next.matches({ signedIn: 'organisationUser' })) {
    await expect(page.getByRole('dialog', { name: /invit/ })).toHaveCount(0)
    if (context.claims?.organisationId) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(selectedOrganisation(page)).toBeVisible()
    } else if (belongsToAnOrganisation(context)) await expect(organisationPrompt(page)).toBeVisible()
    else {
      // Invitations put off and no organisation yet: signed in, with nothing to select.
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
      await expect(organisationPrompt(page)).toHaveCount(0)
    }
    return
  }
  if (next.matches({ signedIn: 'reviewer' })) {
    // The link's session reaches its review only: the review of its engagement, no organisation.
    await expect(page).toHaveURL(new RegExp(`/review/${context.claims?.engagementId}$`))
    await expect(page.getByRole('heading', { level: 1, name: /^Review: / })).toBeVisible()
    return expect(page.getByRole('button', { name: /^Organisation:/ })).toHaveCount(0)
  }
  if (next.matches({ signedIn: 'newContractor' })) {
    // Onboarding first: the business information, and nothing else to go to.
    await expect(page).toHaveURL(/\/additional-info$/)
    return expect(page.getByRole('heading', { name: 'Your business information', level: 1 })).toBeVisible()
  }
  expect(next.matches({ signedIn: 'contractor' }), `${JSON.stringify(next.value)} is shown`).toBe(true)
  // A contractor works on their own engagements: no organisation to choose, and onboarding is behind them.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Organisation:/ })).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/(login|idp|additional-info)\b/)
}

const storedTerms = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.acceptedTermsId).catch(() => null)

/** The walk of one browser: the page's traffic and the machine's run in it. */
const sessionWalk = async (page: Page) => {
  const traffic = await Traffic.of(page)
  const walk = new ViewWalk(sessionMachine, showsSession(page))
  /**
   * The person does something (`act` waits until the page shows its outcome); the page started with `start`,
   * its calls brought the rest.
   */
  const does = async (
    start: readonly SessionEvent[],
    act: () => Promise<void>,
    check?: (next: Snapshot) => Promise<void>,
  ) => {
    traffic.mark()
    return walk.after(
      act,
      async (from) => {
        // The last answers may still be on their way when the page shows the outcome.
        for (let attempt = 0; ; attempt += 1) {
          const { events, snapshot } = eventsFrom(from, start, await traffic.since())
          if (RESTING.some((state) => snapshot.matches(state as never)) || attempt === 20) return events
          await page.waitForTimeout(250)
        }
      },
      check,
    )
  }
  const connection = (state: 'lost' | 'back') => traffic.connection(page, state)
  return { walk, does, connection, traffic }
}
type Does = Awaited<ReturnType<typeof sessionWalk>>['does']

/** The identity provider's sign-in page, filled in and sent as a person does. */
const providerSignIn = async (page: Page, account: string, password = DEMO_PASSWORD) => {
  await expect(signInHeading(page)).toBeVisible()
  await page.getByLabel('Email address').fill(account.includes('@') ? account : demoEmail(account))
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Waits until a signed-in organisation user's page has come to rest: terms, or an organisation or the prompt. */
const organisationUserAtRest = (page: Page) =>
  expect(termsHeading(page).or(selectedOrganisation(page)).or(organisationPrompt(page))).toBeVisible()

const FROM_PROVIDER = 'the code from the identity provider'

/** A demo account no other spec signs in with: its first sign-in of a run meets the terms. */
const ACCOUNT = 'meridian.partner'

test('an organisation user signs in, accepts the terms, works in their organisation, reloads and logs out', async ({
  page,
}) => {
  const { walk, does, traffic } = await sessionWalk(page)

  await test.step('/login without a code goes to the identity provider', async () => {
    walk.reload()
    await does([{ type: 'signin.start', code: null, storedAcceptedTermsId: null }], async () => {
      await page.goto('/login')
      await expect(signInHeading(page)).toBeVisible()
    })
  })

  await test.step('back with a code: the token, the profile, and the terms to accept', async () => {
    walk.reload()
    await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(page, ACCOUNT)
      await organisationUserAtRest(page)
    })
    await expectAccessible(page)
  })

  if (walk.snapshot?.matches('termsRequired'))
    await test.step('the terms accepted: the invitations checked, the organisation entered', async () => {
      await does([{ type: 'terms.save' }], async () => {
        await page
          .getByRole('region', { name: 'Terms and conditions text' })
          .evaluate((area) => area.scrollTo({ top: area.scrollHeight }))
        const accept = page.getByRole('checkbox', { name: /I have read and accept/ })
        await expect(accept).toBeEnabled()
        await accept.focus()
        await page.keyboard.press('Space')
        await page.getByRole('button', { name: 'Save' }).click()
        await expect(selectedOrganisation(page).or(organisationPrompt(page))).toBeVisible()
      })
    })

  await test.step('a reload resumes the session past the terms this browser accepted', async () => {
    const stored = await storedTerms(page)
    walk.reload()
    await does([{ type: 'session.resume', storedAcceptedTermsId: stored }], async () => {
      await page.reload()
      await organisationUserAtRest(page)
    })
  })

  await test.step('a reload while the invitations cannot be reached: the failure is logged and the person works on', async () => {
    const stored = await storedTerms(page)
    traffic.invitations('unreachable')
    walk.reload()
    await does([{ type: 'session.resume', storedAcceptedTermsId: stored }], async () => {
      await page.reload()
      await expect(selectedOrganisation(page).or(organisationPrompt(page))).toBeVisible()
    })
    traffic.invitations('reachable')
  })

  await test.step('Logout', async () => {
    await does([{ type: 'session.signOut' }], async () => {
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(signInHeading(page)).toBeVisible()
    })
  })
})

test('terms agreed elsewhere, a session ended in another tab, during a reload, and a reload with no session left', async ({
  page,
}) => {
  const { walk, does } = await sessionWalk(page)
  await page.goto('/login')
  await expect(signInHeading(page)).toBeVisible()

  await test.step('signing in where the terms were agreed in another browser', async () => {
    walk.reload()
    await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(page, ACCOUNT)
      await organisationUserAtRest(page)
    })
  })

  await test.step('the session ended in another tab: the next call is refused and the person is signed out', async () => {
    await does([{ type: 'session.expired' }], async () => {
      const refused = page.waitForResponse((response) => response.status() === 401)
      await page.evaluate(() => fetch('/api/identity/session', { method: 'DELETE' }).then(() => undefined))
      // The page's next call is refused: the person's next click, unless a call of the page's own comes first.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Assessments' })
        .click({ timeout: 2_000 })
        .catch(() => undefined)
      await refused
      await expect(signInHeading(page)).toBeVisible()
    })
  })

  await test.step('signed in again, the session ends in another tab while a reload loads the person: signed out', async () => {
    walk.reload()
    await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(page, ACCOUNT)
      await organisationUserAtRest(page)
    })
    const stored = await storedTerms(page)
    walk.reload()
    await does([{ type: 'session.resume', storedAcceptedTermsId: stored }], async () => {
      // The reloaded page has its token and asks for the person's record; the server answers that call only once
      // the session has ended (another tab's Logout, which no person could time by hand). The answer is the
      // server's own.
      let hold: (route: Route) => void = () => {}
      const asked = new Promise<Route>((resolve) => {
        hold = resolve
      })
      const personRecord = (url: URL) => ACTOR.test(url.pathname)
      await page.route(personRecord, (route) => hold(route))
      await page.reload()
      const held = await asked
      await page.unroute(personRecord)
      const ended = await page.context().request.delete('/api/identity/session')
      expect(ended.status()).toBe(204)
      // On to the walk's own handler, which reads the answer as it passes.
      await held.fallback()
      await expect(signInHeading(page)).toBeVisible({ timeout: 20_000 })
    })
  })

  await test.step('signed in again, then a reload once the session is gone: back to the identity provider', async () => {
    walk.reload()
    await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(page, ACCOUNT)
      await organisationUserAtRest(page)
    })
    const stored = await storedTerms(page)
    await page.context().clearCookies()
    walk.reload()
    await does(
      [
        { type: 'session.resume', storedAcceptedTermsId: stored },
        { type: 'signin.start', code: null, storedAcceptedTermsId: stored },
      ],
      async () => {
        await page.reload()
        await expect(signInHeading(page)).toBeVisible()
      },
    )
  })
})

test('a contractor signs in to their own home', async ({ page }) => {
  const { walk, does } = await sessionWalk(page)
  await page.goto('/login')
  walk.reload()
  await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
    await providerSignIn(page, 'contractor')
    await expect(termsHeading(page).or(page.getByRole('navigation', { name: 'Main' }))).toBeVisible()
  })
  if (walk.snapshot?.matches('termsRequired')) {
    await does([{ type: 'terms.save' }], async () => {
      await page
        .getByRole('region', { name: 'Terms and conditions text' })
        .evaluate((area) => area.scrollTo({ top: area.scrollHeight }))
      await page.getByRole('checkbox', { name: /I have read and accept/ }).focus()
      await page.keyboard.press('Space')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(termsHeading(page)).toHaveCount(0)
    })
  }
})

test('a review link that opens nothing, and a sign-in code that is refused', async ({ page }) => {
  const { walk, does } = await sessionWalk(page)

  await test.step('a review link that is not valid says why', async () => {
    walk.reload()
    await does([{ type: 'link.open', linkToken: 'not-a-review-link', storedAcceptedTermsId: null }], async () => {
      await page.goto('/review?state=not-a-review-link')
      await expect(refusalHeading(page)).toBeVisible()
    })
  })

  await test.step('a code the identity provider never gave: logged, and the spinner stays', async () => {
    walk.reload()
    const logged = page.waitForEvent('console', (message) =>
      message.text().includes('Sign-in step failed (code.failed)'),
    )
    await does(
      [
        { type: 'signin.start', code: 'not-a-code', storedAcceptedTermsId: null },
        // Seen in the console: the page logs the failed exchange (its logFailure action).
        { type: 'code.failed', error: 'refused' },
      ],
      async () => {
        await page.goto('/login?code=not-a-code&state=not-a-state')
        await logged
      },
    )
  })
})

/** Reads the terms to the end and ticks the box, as a person does. */
const readAndTick = async (page: Page) => {
  await page
    .getByRole('region', { name: 'Terms and conditions text' })
    .evaluate((area) => area.scrollTo({ top: area.scrollHeight }))
  const accept = page.getByRole('checkbox', { name: /I have read and accept/ })
  await expect(accept).toBeEnabled()
  await accept.focus()
  await page.keyboard.press('Space')
}

/** Reads the terms to the end, ticks the box and saves, as a person does. */
const acceptTheTerms = async (page: Page) => {
  await readAndTick(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(termsHeading(page)).toHaveCount(0)
}

const PASSWORD = 'Walked-Password-1'

test.describe('invitations on entry', () => {
  let admin: ProviderAdmin
  test.beforeAll(async ({ baseURL }) => {
    admin = await asProviderAdmin(baseURL!)
  })

  /** A new person invited into the organisations (by name) who has chosen their password from the mail. */
  const newcomer = async (page: Page, label: string, names: readonly string[]) => {
    const email = uniqueEmail(label)
    const organisationIds = await Promise.all(names.map((name) => admin.organisationId(name)))
    const invites = await admin.invite(email, organisationIds)
    for (const [index, invite] of invites.entries()) INVITED_INTO.set(invite.id, organisationIds[index]!)
    await choosePassword(
      page,
      linkIn(await newestMail(admin, email, /invited you to join/), /\/idp\/password\//),
      PASSWORD,
    )
    return { email, invites }
  }

  /**
   * Signs in on the identity provider's page and accepts the terms: the invitations then show. With `connection`,
   * the first Save is made while the connection is down.
   */
  const signInAndAcceptTerms = async (
    page: Page,
    walk: ViewWalk<typeof sessionMachine>,
    does: Does,
    email: string,
    connection?: (state: 'lost' | 'back') => Promise<void>,
  ) => {
    await page.goto('/login')
    walk.reload()
    await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(page, email, PASSWORD)
      await expect(termsHeading(page)).toBeVisible()
    })
    if (connection) {
      await connection('lost')
      await does([{ type: 'terms.save' }], async () => {
        await readAndTick(page)
        await page.getByRole('button', { name: 'Save' }).click()
        await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toBeVisible()
      })
      await connection('back')
      await does([{ type: 'terms.save' }], async () => {
        await page.getByRole('button', { name: 'Save' }).click()
        await expect(page.getByRole('dialog', { name: /invit/ })).toBeVisible()
      })
      return
    }
    await does([{ type: 'terms.save' }], async () => {
      await acceptTheTerms(page)
      await expect(page.getByRole('dialog', { name: /invit/ })).toBeVisible()
    })
  }

  const acceptIn = (page: Page, count: number, organisation: string) =>
    inviteDialog(page, count)
      .getByRole('button', { name: count === 1 ? 'Accept' : `Accept the invitation from ${organisation}` })
      .click()
  const rejectIn = async (page: Page, count: number, organisation: string) => {
    await inviteDialog(page, count)
      .getByRole('button', { name: count === 1 ? 'Reject' : `Reject the invitation from ${organisation}` })
      .click()
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, reject this invitation' })
      .click()
  }

  test('one accepted, one withdrawn meanwhile, one more accepted; removed from the first, choosing it signs out', async ({
    page,
  }) => {
    const { walk, does } = await sessionWalk(page)
    const { email, invites } = await newcomer(page, 'walk-three', [
      'Acme Retail Logistics',
      'Corvid Insurance',
      'Halden Renewables',
    ])
    await signInAndAcceptTerms(page, walk, does, email)
    await does([], async () => {
      await acceptIn(page, 3, 'Acme Retail Logistics')
      await expect(inviteDialog(page, 2)).toBeVisible()
    })
    await admin.cancel(invites[2]!.id)
    await does([], async () => {
      await acceptIn(page, 2, 'Halden Renewables')
      await expect(inviteDialog(page, 1)).toBeVisible()
    })
    await does([], async () => {
      await acceptIn(page, 1, 'Corvid Insurance')
      await expect(selectedOrganisation(page)).toContainText('Corvid Insurance')
    })
    // The administrator removes the person from Acme Retail Logistics while the selector still offers it: the
    // token for it is refused, and that ends the session.
    await does([], async () => {
      await selectedOrganisation(page).click()
      const offered = page
        .getByRole('dialog', { name: 'Choose an organisation' })
        .getByRole('button', { name: 'Acme Retail Logistics', exact: true })
      await expect(offered).toBeVisible()
      await admin.removeUser(invites[0]!.id)
      const refused = page.waitForResponse(
        (response) => SESSION_TOKEN.test(new URL(response.url()).pathname) && response.status() === 403,
      )
      await offered.click()
      await refused
      await expect(signInHeading(page)).toBeVisible({ timeout: 20_000 })
    })
  })

  test('"Later" as a newcomer; in a new browser session, one accepted and the rest put off', async ({
    page,
    browser,
  }) => {
    const first = await sessionWalk(page)
    const { email } = await newcomer(page, 'walk-later', ['Acme Retail Digital', 'Corvid Insurance'])
    await signInAndAcceptTerms(page, first.walk, first.does, email)
    await first.does([{ type: 'invites.later' }], async () => {
      await inviteDialog(page, 2).getByRole('button', { name: 'Later' }).click()
      await expect(inviteDialog(page, 2)).toHaveCount(0)
    })

    const context = await browser.newContext()
    const other = await context.newPage()
    const second = await sessionWalk(other)
    await other.goto('/login')
    second.walk.reload()
    await second.does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(other, email, PASSWORD)
      await expect(inviteDialog(other, 2)).toBeVisible()
    })
    await second.does([], async () => {
      await acceptIn(other, 2, 'Acme Retail Digital')
      await expect(inviteDialog(other, 1)).toBeVisible()
    })
    await second.does([{ type: 'invites.later' }], async () => {
      await inviteDialog(other, 1).getByRole('button', { name: 'Later' }).click()
      await expect(selectedOrganisation(other)).toContainText('Acme Retail Digital')
    })
    await context.close()
  })

  test('with no organisation: a failed accept among several logs out, and once erased the account opens nothing; a save lost offline; rejecting every invitation logs out', async ({
    page,
    browser,
  }) => {
    const { walk, does } = await sessionWalk(page)
    const withdrawn = await newcomer(page, 'walk-withdrawn', ['Halden Renewables', 'Corvid Insurance'])
    await signInAndAcceptTerms(page, walk, does, withdrawn.email)
    await admin.cancel(withdrawn.invites[0]!.id)
    await does([], async () => {
      await acceptIn(page, 2, 'Halden Renewables')
      await expect(signInHeading(page)).toBeVisible({ timeout: 20_000 })
    })
    // The last invitation withdrawn too: the person's data is erased, the identity provider's account (with its
    // password) stays, and the portal refuses the token.
    await admin.cancel(withdrawn.invites[1]!.id)
    await expect.poll(async () => (await admin.readInvite(withdrawn.invites[1]!.id)).email).toBe('')
    walk.reload()
    await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      const refused = page.waitForResponse(
        (response) => EXCHANGE.test(new URL(response.url()).pathname) && response.status() === 401,
      )
      await providerSignIn(page, withdrawn.email, PASSWORD)
      await refused
      await expect(signInHeading(page)).toBeVisible({ timeout: 20_000 })
    })

    const context = await browser.newContext()
    const other = await context.newPage()
    const second = await sessionWalk(other)
    const rejecting = await newcomer(other, 'walk-reject', ['Acme Retail Digital', 'Acme Retail Logistics'])
    await other.goto('/login')
    second.walk.reload()
    await second.does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
      await providerSignIn(other, rejecting.email, PASSWORD)
      await expect(termsHeading(other)).toBeVisible()
    })
    // Logout on the terms screen, then back to accept them.
    await second.does([{ type: 'session.signOut' }], async () => {
      await other.getByRole('button', { name: 'Logout' }).click()
      await expect(signInHeading(other)).toBeVisible({ timeout: 20_000 })
    })
    await signInAndAcceptTerms(other, second.walk, second.does, rejecting.email, second.connection)
    await admin.cancel(rejecting.invites[0]!.id)
    await second.does([], async () => {
      await rejectIn(other, 2, 'Acme Retail Digital')
      await expect(inviteDialog(other, 1)).toBeVisible()
    })
    await second.does([], async () => {
      await rejectIn(other, 1, 'Acme Retail Logistics')
      await expect(signInHeading(other)).toBeVisible({ timeout: 20_000 })
    })
    await context.close()
  })
})

/** A partner of Acme working over the API, and the contractor of one of Acme's demo engagements. */
const acmePartner = async (baseUrl: string, acme: string) => {
  const call = apiClient(baseUrl)
  const partner = await accessTokenFor(baseUrl, await identityTokenFor(baseUrl, demoEmail('partner')), acme)
  const ok = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
    const answer = await call(`/api${path}`, { ...init, token: partner })
    expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(300)
    return answer.json as T
  }
  const board = await ok<{ columns: { items: { name: string; contractor_id: string | null }[] }[] }>(
    '/assessments/engagements/progress?search=store%20systems',
  )
  const contractorId = board.columns
    .flatMap((column) => column.items)
    .find((item) => item.name === 'Store systems consultant')?.contractor_id
  return { ok, contractorId }
}

test('an e-mailed review link opens its review, after the terms', async ({ page, baseURL }) => {
  const admin = await asProviderAdmin(baseURL!)
  const acme = await admin.organisationId('Acme Retail Group')
  const email = uniqueEmail('walk-reviewer')
  const reviewer = await admin.inviteWithRole(email, acme, 'Sign Off User')
  // A partner of Acme makes an engagement with this one reviewer and submits the client's answers.
  const { ok, contractorId } = await acmePartner(baseURL!, acme)
  const full = await ok<QuestionSet>('/assessments/question-sets/type/FULL')
  const name = `Review link walk ${Date.now().toString(36)}`
  const created = await ok<{ id: string }>('/assessments/engagements', {
    method: 'POST',
    body: {
      contractor_id: contractorId,
      organisation_id: acme,
      question_set_id: full.id,
      name,
      end_client_id: acme,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
      reviewers: [{ ActorId: reviewer.actor_id, OrganisationId: acme }],
    },
  })
  const engagement = await ok<{ assessments: { id: string }[] }>(`/assessments/engagements/${created.id}`)
  await ok(`/assessments/assessments/${engagement.assessments[0]!.id}/answers`, {
    method: 'POST',
    body: {
      contractor_engagement_id: created.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
    },
  })
  const link = linkIn(await newestMail(admin, email, /asks you to sign off the IR35 assessment/), /\/review\?state=/)
  const linkToken = new URL(link).searchParams.get('state')!

  const { walk, does } = await sessionWalk(page)
  walk.reload()
  await does([{ type: 'link.open', linkToken, storedAcceptedTermsId: null }], async () => {
    await page.goto(link)
    await expect(termsHeading(page)).toBeVisible()
  })
  await does([{ type: 'terms.save' }], async () => {
    await acceptTheTerms(page)
    await expect(page.getByRole('heading', { level: 1, name: `Review: ${name}` })).toBeVisible()
  })
})

test('a short-lived access token is renewed while the person works', async ({ page }) => {
  // The page's clock, so that the five minutes of an access token can pass at once.
  await page.clock.install()
  const { walk, does } = await sessionWalk(page)
  await page.goto('/login')
  walk.reload()
  await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
    await providerSignIn(page, ACCOUNT)
    await organisationUserAtRest(page)
  })
  if (walk.snapshot?.matches('termsRequired'))
    await does([{ type: 'terms.save' }], async () => {
      await acceptTheTerms(page)
      await organisationUserAtRest(page)
    })
  const token = await pageToken(page)
  const expiresAt = (claimsOf(token) as { exp: number }).exp * 1000
  await does([], async () => {
    // Nearly five minutes later the next call first renews the token.
    await page.clock.fastForward(expiresAt - Date.now() - 20_000)
    const renewed = page.waitForResponse(
      (response) => SESSION_TOKEN.test(new URL(response.url()).pathname) && response.status() === 200,
    )
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click()
    await renewed
    await expect(page.getByRole('heading', { name: 'Assessments', level: 1 })).toBeVisible()
  })
})

test('a new contractor signs in to onboarding (signed out once as the session ended on the terms), then to their home', async ({
  page,
  baseURL,
}) => {
  const admin = await asProviderAdmin(baseURL!)
  const acme = await admin.organisationId('Acme Retail Group')
  const { ok } = await acmePartner(baseURL!, acme)
  // The client records a new contractor and sends them their questions: the mail lets them choose a password.
  const email = uniqueEmail('walk-contractor')
  const contractor = await ok<{ id: string }>('/actors/contractors', {
    method: 'POST',
    body: {
      first_name: 'Wren',
      last_name: 'Walker',
      company_name: 'Walker Surveys Ltd',
      company_number: 'WS135790',
      email,
      phone_number: '+447700900135',
      organisation_id: acme,
    },
  })
  const full = await ok<QuestionSet>('/assessments/question-sets/type/FULL')
  const created = await ok<{ id: string }>('/assessments/engagements', {
    method: 'POST',
    body: {
      contractor_id: contractor.id,
      organisation_id: acme,
      question_set_id: full.id,
      name: `Contractor walk ${Date.now().toString(36)}`,
      end_client_id: acme,
      start_date: '2027-01-04',
      end_date: '2027-06-25',
      daily_rate: 575,
    },
  })
  const engagement = await ok<{ assessments: { id: string }[] }>(`/assessments/engagements/${created.id}`)
  await ok(`/assessments/assessments/${engagement.assessments[0]!.id}/answers`, {
    method: 'POST',
    body: {
      contractor_engagement_id: created.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
      dissemination: true,
    },
  })
  const mail = await newestMail(admin, email, /asks you to answer a few questions/)
  await choosePassword(page, linkIn(mail, /\/idp\/password\//), PASSWORD)

  const { walk, does } = await sessionWalk(page)
  await page.goto('/login')
  walk.reload()
  await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
    await providerSignIn(page, email, PASSWORD)
    await expect(termsHeading(page)).toBeVisible()
  })
  // The session ends in another tab while the terms wait: Save is refused, and the person is signed out.
  await does([{ type: 'terms.save' }], async () => {
    await page.context().request.delete('/api/identity/session')
    await readAndTick(page)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(signInHeading(page)).toBeVisible({ timeout: 20_000 })
  })
  walk.reload()
  await does([{ type: 'signin.start', code: FROM_PROVIDER, storedAcceptedTermsId: null }], async () => {
    await providerSignIn(page, email, PASSWORD)
    await expect(termsHeading(page)).toBeVisible()
  })
  await does([{ type: 'terms.save' }], async () => {
    await acceptTheTerms(page)
    await expect(page.getByRole('heading', { name: 'Your business information', level: 1 })).toBeVisible()
  })
  await does([{ type: 'onboarding.completed' }], async () => {
    await page.getByLabel('Title').selectOption({ label: 'Dr' })
    await page.getByLabel('Annual turnover').selectOption({ index: 3 })
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByLabel('Sector').selectOption({ label: 'Engineering' })
    await page.getByLabel('Business activity').selectOption({ label: 'Mechanical engineer' })
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        /^\/api\/actors\/actors\/[^/]+\/profile$/.test(new URL(response.url()).pathname),
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page).toHaveURL(/\/sds-hub$/)
  })
})
