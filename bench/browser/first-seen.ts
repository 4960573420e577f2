// What the page itself sees, in its own clock: an init script notes the page's performance.now() (milliseconds
// since the navigation started) when each signal first holds, checked after every DOM change, and when each click
// lands. Timing in the page leaves out Playwright's round trips; the check runs before the browser paints.
import type { Page } from '@playwright/test'

/** Plain JavaScript, not a function: tsx would wrap a serialised function's inner names in helpers the page lacks. */
const SCRIPT = `(() => {
  const firstSeen = {}
  const clicks = []
  window.__firstSeen = firstSeen
  window.__clicks = clicks
  const shown = (element) => element !== null && element.getClientRects().length > 0
  const note = (name) => {
    if (!(name in firstSeen)) firstSeen[name] = performance.now()
  }
  const check = () => {
    // The progress board: its first card's link laid out and the search box enabled.
    const search = document.querySelector('input[placeholder^="Search by assessment"]')
    if (shown(document.querySelector('section[aria-label="Progress board"] article a[href]')) && search && !search.disabled)
      note('board')
    const questionnaire = document.querySelector('section[aria-labelledby^="questionnaire-"]')
    if (!questionnaire) return
    const radios = questionnaire.querySelectorAll('[role=radio]')
    if (radios.length > 0 && shown(radios[0]) && !radios[0].disabled) note('radio')
    // A page of questions: the progress text names category k and every listed question is one of its own
    // (the bench's question ids start c<k>-), each with its answers enabled.
    const progress = /Category (\\d+) of \\d+/.exec(questionnaire.textContent || '')
    const items = questionnaire.querySelectorAll('li[id^="question-c"]')
    if (!progress || items.length === 0) return
    const own = 'question-c' + progress[1] + '-'
    for (const item of items) if (!item.id.startsWith(own)) return
    for (const radio of radios) if (radio.disabled) return
    note('page ' + progress[1] + ': ' + items.length)
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  document.addEventListener('click', () => clicks.push(performance.now()), true)
})()`

/** Installs the signals in every document the page opens from now on. */
export const watchFirstSeen = (page: Page) => page.addInitScript({ content: SCRIPT })

/** Waits for a signal and answers when the page first saw it (ms since its navigation started). */
export const firstSeen = async (page: Page, name: string, timeout = 60_000): Promise<number> => {
  const handle = await page.waitForFunction(
    (signal) => (window as unknown as { __firstSeen?: Record<string, number> }).__firstSeen?.[signal],
    name,
    { timeout },
  )
  return (await handle.jsonValue()) as number
}

/** The signal names seen so far, with their times. */
export const signalsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstSeen: Record<string, number> }).__firstSeen)

/** When the page's last click landed, in its own clock. */
export const lastClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { __clicks: number[] }).__clicks.at(-1) ?? Number.NaN)
