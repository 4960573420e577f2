// What a status determination statement concludes (s.61NA ITEPA 2003: inside or outside, with reasons). The
// assessment's result has more shades than the law allows, so each result code maps to one of the two.

export type SdsConclusion = 'Inside IR35' | 'Outside IR35'

/**
 * Outside and Outside Leaning conclude outside; everything else that has a result concludes inside. A
 * Borderline or Caution result goes to manual review, and until a reviewer overrides it (PASS or FAIL) the SDS
 * takes the careful view: the fee-payer deducts tax, so nobody is left owing it.
 */
const CONCLUSIONS: Readonly<Record<string, SdsConclusion>> = {
  OUTSIDE: 'Outside IR35',
  OUTSIDE_LEANING: 'Outside IR35',
  PASS: 'Outside IR35',
  BORDERLINE: 'Inside IR35',
  CAUTION: 'Inside IR35',
  INSIDE_LEANING: 'Inside IR35',
  INSIDE: 'Inside IR35',
  OVERRIDE: 'Inside IR35',
  FAIL: 'Inside IR35',
}

/** The conclusion an SDS states for a result code; null while there is no result. */
export const sdsConclusionOf = (resultCode: string | null | undefined): SdsConclusion | null =>
  resultCode ? (CONCLUSIONS[resultCode] ?? null) : null
