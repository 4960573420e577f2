// The HMRC-equivalent outcome: HMRC's Check Employment Status for Tax (CEST) decision tables, version 2.4,
// applied the way HMRC's decision service applies them, so the portal can show CEST's answer beside its own.
import { type DecisionTable, firstFittingResult } from './decision-table.ts'
import { CEST_MATRIX, CEST_SECTION_TABLES } from './tables.ts'

export const CEST_VERSION = '2.4'

export const CEST_SECTIONS = [
  'setup',
  'exit',
  'personalService',
  'control',
  'financialRisk',
  'partAndParcel',
  'businessOnOwnAccount',
] as const
export type CestSection = (typeof CEST_SECTIONS)[number]

export type CestValue = string | boolean // booleans where the tables say true/false

/** A CEST interview: each section's answers by field name. A "Don't Know" answer is an absent field. */
export type CestFacts = { readonly [S in CestSection]?: { readonly [field: string]: CestValue } }

export type CestOutcome = 'Inside IR35' | 'Outside IR35' | 'Undetermined'

/** The result string HMRC's service answers with; Unknown and Not Matched are both Undetermined here. */
export type CestResult = 'Inside IR35' | 'Outside IR35' | 'Unknown' | 'Not Matched'

export type CestSectionScores = { readonly [S in CestSection]: string | null }

export type CestEvaluation = {
  readonly outcome: CestOutcome
  /** What HMRC's service itself would answer. */
  readonly cestResult: CestResult
  /** Each section's score as the tables name it (OUTOFIR35, HIGH, MEDIUM, LOW, CONTINUE, INIR35,
   *  NotValidUseCase) or null when the section was not scored. */
  readonly sections: CestSectionScores
  /** Why, in one plain-English sentence. */
  readonly reason: string
}

/** The sections the matrix combines, in its column order. */
export const CEST_MATRIX_SECTIONS = [
  'personalService',
  'control',
  'financialRisk',
  'partAndParcel',
  'businessOnOwnAccount',
] as const satisfies readonly CestSection[]

/** The score of a section whose answers no rule fits. */
export const NO_RULE_FITS = 'NotValidUseCase'

const OUTSIDE = 'OUTOFIR35'
const INSIDE = 'INIR35'

const SECTION_NAMES: { readonly [S in CestSection]: string } = {
  setup: 'setup',
  exit: 'office holder',
  personalService: 'personal service',
  control: 'control',
  financialRisk: 'financial risk',
  partAndParcel: 'part and parcel',
  businessOnOwnAccount: 'business on own account',
}

const isAnswered = (answers: CestFacts[CestSection], field: string) => answers?.[field] !== undefined

/**
 * One section's score, or null when none of the fields its table reads was answered. Business on own
 * account is the exception: given but empty, it scores MEDIUM, which is what HMRC's service does when a hirer
 * does not yet know who will do the work and the section is skipped.
 */
export const scoreCestSection = (section: CestSection, answers: CestFacts[CestSection]): string | null => {
  const table = CEST_SECTION_TABLES[section]
  if (!table.fields.some((field) => isAnswered(answers, field))) {
    return section === 'businessOnOwnAccount' && answers !== undefined ? 'MEDIUM' : null
  }
  return firstFittingResult(table, answers ?? {}) ?? NO_RULE_FITS
}

const joinNames = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const decided = (cestResult: CestResult, sections: CestSectionScores, reason: string): CestEvaluation => ({
  outcome: cestResult === 'Inside IR35' || cestResult === 'Outside IR35' ? cestResult : 'Undetermined',
  cestResult,
  sections,
  reason,
})

/** Why no matrix row fits: some of the five sections were not scored, or no rule of theirs fitted. */
const unmatchedReason = (sections: CestSectionScores) => {
  const unscored = CEST_MATRIX_SECTIONS.filter((section) => sections[section] === null)
  const unfitted = CEST_MATRIX_SECTIONS.filter((section) => sections[section] === NO_RULE_FITS)
  const causes = [
    ...(unscored.length ? [`not scored: ${joinNames(unscored.map((s) => SECTION_NAMES[s]))}`] : []),
    ...(unfitted.length ? [`no rule fits: ${joinNames(unfitted.map((s) => SECTION_NAMES[s]))}`] : []),
  ]
  const because = causes.length ? ` (${causes.join('; ')})` : ''
  return `No matrix row matches these section scores${because}: HMRC's tool cannot determine the status (Not Matched)`
}

/** The matrix's results: what HMRC's service answers, and how our reason sentence says it. */
const MATRIX_RESULTS: { readonly [result: string]: { readonly cestResult: CestResult; readonly says: string } } = {
  [INSIDE]: { cestResult: 'Inside IR35', says: 'inside IR35' },
  [OUTSIDE]: { cestResult: 'Outside IR35', says: 'outside IR35' },
  UNKNOWN: { cestResult: 'Unknown', says: "HMRC's tool cannot determine the status (Unknown)" },
}

const combineByMatrix = (sections: CestSectionScores): CestEvaluation => {
  const scores = Object.fromEntries(CEST_MATRIX_SECTIONS.map((section) => [section, sections[section] ?? undefined]))
  const matched = MATRIX_RESULTS[firstFittingResult(CEST_MATRIX, scores) ?? '']
  if (matched === undefined) return decided('Not Matched', sections, unmatchedReason(sections))
  return decided(matched.cestResult, sections, `The five section scores match a matrix row: ${matched.says}`)
}

/**
 * CEST's result for an interview: an office holder is inside; otherwise any section that scores OUTOFIR35
 * decides outside on its own; otherwise the matrix combines the five scored sections.
 */
export const evaluateCest = (facts: CestFacts): CestEvaluation => {
  const sections = Object.fromEntries(
    CEST_SECTIONS.map((section) => [section, scoreCestSection(section, facts[section])]),
  ) as CestSectionScores
  if (sections.exit === INSIDE) return decided('Inside IR35', sections, 'An office holder is inside IR35')
  const outside = CEST_SECTIONS.filter((section) => sections[section] === OUTSIDE)
  if (outside.length) {
    const names = capitalised(joinNames(outside.map((section) => SECTION_NAMES[section])))
    const decides = outside.length === 1 ? 'alone decides' : 'each decide alone'
    return decided('Outside IR35', sections, `${names} ${decides}: outside IR35`)
  }
  return combineByMatrix(sections)
}

export type CestFields = { readonly [S in CestSection]: { readonly [field: string]: readonly CestValue[] } }

const BOTH_BOOLEANS: readonly CestValue[] = [true, false]

// The setup table names these fields but none of its rules reads them; HMRC's request schema lists their values.
const VALUES_NO_RULE_NAMES: { readonly [field: string]: readonly CestValue[] } = {
  hasContractStarted: BOTH_BOOLEANS,
  provideServices: ['limitedCompany', 'partnership', 'intermediary', 'soleTrader'],
}

/** The values a table's rules name for one field, in file order; a yes/no field takes both booleans. */
const valuesNamed = (table: DecisionTable, column: number): readonly CestValue[] => {
  const named = [...new Set(table.rules.map(([when]) => when[column]).filter((cell) => cell != null))]
  if (named.length === 0) return VALUES_NO_RULE_NAMES[table.fields[column]!] ?? []
  return named.some((cell) => typeof cell === 'boolean') ? BOTH_BOOLEANS : named
}

const fieldsOf = (table: DecisionTable) =>
  Object.fromEntries(table.fields.map((field, column) => [field, valuesNamed(table, column)]))

/** Every field each section's table reads, with the values it can take (from the tables), so that
 *  question-set data can be checked against it. */
export const CEST_FIELDS: CestFields = Object.fromEntries(
  CEST_SECTIONS.map((section) => [section, fieldsOf(CEST_SECTION_TABLES[section])]),
) as CestFields
