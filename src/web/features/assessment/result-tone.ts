// How a result reads and which colour it carries (spec part 2 §9 "Result colours"). A stand-in for the
// domain's results table: the panel asks only `resultToneOf` and `resultLabelOf`, so the table can replace
// this file without touching a view.

export type ResultTone = 'green' | 'amber' | 'red' | 'neutral'

const TONES: Readonly<Record<string, ResultTone>> = {
  outside: 'green',
  'outside leaning': 'green',
  'outside ir35': 'green',
  pass: 'green',
  caution: 'amber',
  borderline: 'amber',
  'borderline - need comments': 'amber',
  inside: 'red',
  'inside leaning': 'red',
  'inside ir35': 'red',
  fail: 'red',
}

/** The colour of a result; one the table does not know, or none, is neutral. */
export const resultToneOf = (result: string | null): ResultTone =>
  result === null ? 'neutral' : (TONES[result.trim().toLowerCase()] ?? 'neutral')

/** An absent result reads Incomplete. */
export const resultLabelOf = (result: string | null): string =>
  result === null || result.trim() === '' ? 'Incomplete' : result
