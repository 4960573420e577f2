// The result summary as HTML the result panel and the report show as they are: built only from our own
// words and the question set's, every text escaped, so no answer or title can inject markup.
import type { CestOutcome } from '../cest/engine.ts'
import type { DecidingAnswer } from './factor-outcome.ts'

const ESCAPES: { readonly [c: string]: string } = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** A factor's part of the summary: its result, why, and the answers that decided it. */
export type FactorReason = {
  readonly categoryId: string
  readonly title: string
  /** The category's result as its breakdown row shows it (the short label: Outside, Borderline, Pass ...). */
  readonly result: string
  readonly answers: readonly DecidingAnswer[]
  readonly why: string
}

const WEIGHT_WORDS = { 1: 'slightly', 2: 'clearly', 3: 'strongly' } as const

/** What an answer told us, in words: "points Outside, clearly", "fails the SDS". */
export const evidenceText = (answer: DecidingAnswer): string | null => {
  if (answer.lean)
    return `points ${answer.lean.towards === 'INSIDE' ? 'Inside' : 'Outside'}, ${WEIGHT_WORDS[answer.lean.weight]}`
  if (answer.sdsCheck === 'FAIL') return 'shows the SDS is not valid'
  if (answer.sdsCheck === 'CONCERN') return 'raises a doubt'
  return null
}

const answerItem = (answer: DecidingAnswer) => {
  const evidence = evidenceText(answer)
  return `<li>${escapeHtml(answer.question)} <strong>${escapeHtml(answer.answer)}</strong>${evidence ? ` (${escapeHtml(evidence)})` : ''}</li>`
}

const reasonItem = (reason: FactorReason) =>
  `<li><strong>${escapeHtml(reason.title)}: ${escapeHtml(reason.result)}.</strong> ${escapeHtml(reason.why)}${
    reason.answers.length ? `<ul>${reason.answers.map(answerItem).join('')}</ul>` : ''
  }</li>`

export type SummaryParts = {
  readonly result: string
  readonly reason: string
  readonly reasons: readonly FactorReason[]
  readonly hmrc: { readonly outcome: CestOutcome; readonly reason: string } | null
}

export const summaryHtmlOf = ({ result, reason, reasons, hmrc }: SummaryParts): string =>
  [
    `<p><strong>${escapeHtml(result)}.</strong> ${escapeHtml(reason)}</p>`,
    reasons.length ? `<ul>${reasons.map(reasonItem).join('')}</ul>` : '',
    hmrc
      ? `<p>HMRC's Check Employment Status for Tax (CEST, decision tables 2.4) on the same answers: <strong>${escapeHtml(hmrc.outcome)}</strong>. ${escapeHtml(hmrc.reason)}</p>`
      : '',
  ].join('')
