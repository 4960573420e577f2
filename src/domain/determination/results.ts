// The one table of results: each result code with the string the wire and the result panel show, the short
// label a category's breakdown row shows, and its colour (rule results.colours). Every result string of the spec
// reads back to its row, whichever of the two spellings it uses.

export type ResultColour = 'green' | 'amber' | 'red'

export type ResultCode =
  | 'OUTSIDE'
  | 'OUTSIDE_LEANING'
  | 'BORDERLINE'
  | 'CAUTION'
  | 'INSIDE_LEANING'
  | 'INSIDE'
  | 'OVERRIDE'
  | 'PASS'
  | 'FAIL'
  | 'UNDETERMINED'

export type ResultRow = {
  readonly code: ResultCode
  /** The overall result as the assessment carries it on the wire and the result panel shows it. */
  readonly result: string
  /** The short form: a category's result in the breakdown, and the word under the gauge. */
  readonly label: string
  readonly colour: ResultColour
}

export const RESULTS: { readonly [C in ResultCode]: ResultRow } = {
  OUTSIDE: { code: 'OUTSIDE', result: 'Outside IR35', label: 'Outside', colour: 'green' },
  OUTSIDE_LEANING: { code: 'OUTSIDE_LEANING', result: 'Outside Leaning', label: 'Outside Leaning', colour: 'green' },
  BORDERLINE: { code: 'BORDERLINE', result: 'Borderline - Need Comments', label: 'Borderline', colour: 'amber' },
  CAUTION: { code: 'CAUTION', result: 'Caution', label: 'Caution', colour: 'amber' },
  INSIDE_LEANING: { code: 'INSIDE_LEANING', result: 'Inside Leaning', label: 'Inside Leaning', colour: 'red' },
  INSIDE: { code: 'INSIDE', result: 'Inside IR35', label: 'Inside', colour: 'red' },
  // An override answer (an office holder) brings the engagement inside at once.
  OVERRIDE: { code: 'OVERRIDE', result: 'Inside IR35', label: 'Inside', colour: 'red' },
  PASS: { code: 'PASS', result: 'PASS', label: 'Pass', colour: 'green' },
  FAIL: { code: 'FAIL', result: 'FAIL', label: 'Fail', colour: 'red' },
  // Never our own result: HMRC's CEST outcome when its tables cannot decide, shown beside ours.
  UNDETERMINED: { code: 'UNDETERMINED', result: 'Undetermined', label: 'Undetermined', colour: 'amber' },
}

/** What the product shows where an assessment has no result yet. */
export const INCOMPLETE = 'Incomplete'

// First row wins a shared spelling: "Inside IR35" reads as INSIDE, not OVERRIDE (same colour either way).
const ROWS_BY_TEXT = new Map<string, ResultRow>()
for (const row of Object.values(RESULTS))
  for (const text of [row.result, row.label]) {
    const key = text.toLowerCase()
    if (!ROWS_BY_TEXT.has(key)) ROWS_BY_TEXT.set(key, row)
  }

/** The row a result string reads as, in either spelling and any letter case; undefined when absent or unknown. */
export const resultRowOf = (result: string | null | undefined): ResultRow | undefined =>
  result ? ROWS_BY_TEXT.get(result.trim().toLowerCase()) : undefined

/** The colour a result is shown in; null for an absent (Incomplete) or unknown result. */
export const resultColour = (result: string | null | undefined): ResultColour | null =>
  resultRowOf(result)?.colour ?? null

/** The text to show for a result: the result itself, or Incomplete when there is none. */
export const resultText = (result: string | null | undefined): string => (result?.trim() ? result : INCOMPLETE)

/** The choices a manual reviewer has when overriding a result (rule override.rules). */
export type OverrideChoice = 'Inside' | 'Outside'

/** A manual override maps Inside to FAIL and Outside to PASS (rule override.rules). */
export const MANUAL_OVERRIDE_CODES = { Inside: 'FAIL', Outside: 'PASS' } as const satisfies {
  readonly [C in OverrideChoice]: ResultCode
}

/**
 * What a manual override writes: the spec's code (FAIL or PASS, which an SDS concludes from), the result in the
 * determination's own words (PASS and FAIL read as an insurance check's outcome, not an IR35 status), and the
 * score at the end of the gauge that agrees with it, as an office-holder override scores 5 (docs/determination.md).
 */
export const manualOverrideResult = (choice: OverrideChoice) => {
  const code = MANUAL_OVERRIDE_CODES[choice]
  return choice === 'Inside'
    ? { code, result: RESULTS.INSIDE.result, score: 5 }
    : { code, result: RESULTS.OUTSIDE.result, score: 0 }
}
