// What /process says about a machine's coverage (machines/coverage.json's entry): exactly the figures, in words.
export type MachineCoverage = {
  /** Candidate transitions the machine defines (one per guard outcome). */
  readonly transitions: number
  /** How many a walk drove through the API and checked (the state shown, the audit trail's entry). */
  readonly api: number
  /** How many a walk drove through the rendered screens and checked (what the screen shows). */
  readonly view: number
}

/** The badge's words: what the file says, and nothing more. */
export const coverageWords = (coverage: MachineCoverage | undefined): { text: string; full: boolean } => {
  if (!coverage || coverage.api + coverage.view === 0)
    return { text: 'Not yet verified through the portal by a test', full: false }
  const { transitions, api, view } = coverage
  if (api === transitions) return { text: `All ${transitions} transitions verified through the API`, full: true }
  if (view === transitions) return { text: `All ${transitions} transitions verified in the browser`, full: true }
  const parts = [
    api > 0 ? `${api} of ${transitions} transitions verified through the API` : null,
    view > 0 ? `${view} of ${transitions} verified in the browser` : null,
  ]
  return { text: parts.filter(Boolean).join('; '), full: false }
}

/** What "verified" means, for the page that shows the badges. */
export const COVERAGE_MEANING =
  'A transition counts as verified when an automated test has made it happen through the portal itself and checked the result: through the API, as a role allowed to make it, with the state shown and the audit trail’s entry checked; or in the browser, with what the screen shows checked. The figures are written by those tests and checked on every change.'
