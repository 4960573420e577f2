// An oracle for HMRC's CEST 2.4: a small interpreter of HMRC's decision tables read as data from the CSV
// files under tests/fixtures/cest/2.4, written apart from the product's engine (src/domain/cest) so that the
// two can be compared. It keeps every cell as the text HMRC wrote and compares answers as that text.
import { readFileSync } from 'node:fs'

const TABLES = new URL('../fixtures/cest/2.4/', import.meta.url)

export const ORACLE_SECTIONS = {
  setup: 'setup.csv',
  exit: 'exit.csv',
  personalService: 'personal-service.csv',
  control: 'control.csv',
  financialRisk: 'financial-risk.csv',
  partAndParcel: 'part-and-parcel.csv',
  businessOnOwnAccount: 'business-on-own-account.csv',
} as const

export type OracleSection = keyof typeof ORACLE_SECTIONS

/** The sections the matrix of matrices combines, in the order of its columns. */
export const ORACLE_MATRIX_SECTIONS = [
  'personalService',
  'control',
  'financialRisk',
  'partAndParcel',
  'businessOnOwnAccount',
] as const

/** An answer as an interview gives it: a yes/no answer is a boolean, any other the name HMRC gives it. */
export type OracleAnswer = string | boolean

/** One interview: each section's answers by field; a field not answered is absent. */
export type OracleFacts = { readonly [S in OracleSection]?: { readonly [field: string]: OracleAnswer } }

type Table = {
  readonly fields: readonly string[]
  /** Each rule: its cells ('' accepts anything) and its result. */
  readonly rules: readonly { readonly cells: readonly string[]; readonly result: string }[]
}

/** HMRC's files: comma-separated, never quoted, cells padded with spaces, some lines ending in CRLF. */
const readTable = (file: string, conditions?: number): Table => {
  const lines = readFileSync(new URL(file, TABLES), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()))
  const [header = [], ...rows] = lines
  // The matrix's header names a column (finalDecision) that its rows leave out: its conditions are given.
  const width = conditions ?? header.length - 1
  return {
    fields: header.slice(0, width),
    rules: rows.map((row) => ({ cells: row.slice(0, width), result: row[row.length - 1]! })),
  }
}

export const ORACLE_TABLES = Object.fromEntries(
  Object.entries(ORACLE_SECTIONS).map(([section, file]) => [section, readTable(file)]),
) as { readonly [S in OracleSection]: Table }

export const ORACLE_MATRIX = readTable('matrix-of-matrices.csv', ORACLE_MATRIX_SECTIONS.length)

/** The answers a field can take: the names its rules use, or true and false when its rules read yes/no. */
export const oracleValues = (section: OracleSection, field: string): OracleAnswer[] => {
  const table = ORACLE_TABLES[section]
  const column = table.fields.indexOf(field)
  const named = [...new Set(table.rules.map((rule) => rule.cells[column]!).filter((cell) => cell !== ''))]
  return named.includes('true') || named.includes('false') ? [true, false] : named
}

const fits = (table: Table, cells: readonly string[], answers: { readonly [field: string]: OracleAnswer }) =>
  cells.every((cell, column) => {
    if (cell === '') return true
    const answer = answers[table.fields[column]!]
    return answer !== undefined && String(answer) === cell
  })

/** The result of the first rule, in file order, whose every filled cell is the answer given. */
const firstFit = (table: Table, answers: { readonly [field: string]: OracleAnswer }) =>
  table.rules.find((rule) => fits(table, rule.cells, answers))?.result

/**
 * A section's score: null when none of its fields is answered (business on own account given empty is
 * MEDIUM, HMRC's score when a hirer skips it), NotValidUseCase when answered but no rule fits.
 */
export const oracleSectionScore = (
  section: OracleSection,
  answers: { readonly [field: string]: OracleAnswer } | undefined,
): string | null => {
  const table = ORACLE_TABLES[section]
  const answered = table.fields.filter((field) => answers?.[field] !== undefined)
  if (answered.length === 0) return section === 'businessOnOwnAccount' && answers !== undefined ? 'MEDIUM' : null
  return firstFit(table, answers!) ?? 'NotValidUseCase'
}

/** The matrix's result for five scores (INIR35, OUTOFIR35 or UNKNOWN), or undefined when no row has them. */
export const oracleMatrix = (scores: readonly (string | null)[]): string | undefined =>
  firstFit(
    ORACLE_MATRIX,
    Object.fromEntries(ORACLE_MATRIX.fields.flatMap((field, i) => (scores[i] == null ? [] : [[field, scores[i]!]]))),
  )

export type OracleDecision = {
  readonly outcome: 'Inside IR35' | 'Outside IR35' | 'Undetermined'
  /** What HMRC's service would answer. */
  readonly cestResult: 'Inside IR35' | 'Outside IR35' | 'Unknown' | 'Not Matched'
  readonly sections: { readonly [S in OracleSection]: string | null }
}

const MATRIX_ANSWERS: { readonly [result: string]: OracleDecision['cestResult'] } = {
  INIR35: 'Inside IR35',
  OUTOFIR35: 'Outside IR35',
  UNKNOWN: 'Unknown',
}

/**
 * HMRC's decision: an office holder (exit INIR35) is inside; else a section scoring OUTOFIR35 is outside on
 * its own; else the matrix row of the five scores, and with no such row HMRC cannot match the interview.
 */
export const oracleDecision = (facts: OracleFacts): OracleDecision => {
  const sections = Object.fromEntries(
    (Object.keys(ORACLE_SECTIONS) as OracleSection[]).map((section) => [
      section,
      oracleSectionScore(section, facts[section]),
    ]),
  ) as OracleDecision['sections']
  const cestResult: OracleDecision['cestResult'] =
    sections.exit === 'INIR35'
      ? 'Inside IR35'
      : Object.values(sections).includes('OUTOFIR35')
        ? 'Outside IR35'
        : (MATRIX_ANSWERS[oracleMatrix(ORACLE_MATRIX_SECTIONS.map((section) => sections[section])) ?? ''] ??
          'Not Matched')
  const outcome = cestResult === 'Inside IR35' || cestResult === 'Outside IR35' ? cestResult : 'Undetermined'
  return { outcome, cestResult, sections }
}
