// Reads HMRC's CEST files kept unchanged under tests/fixtures/cest: the 2.4 decision tables and the
// historical 1.5.0-final test scenarios (see the README there for their source and licence).
import { readdirSync, readFileSync } from 'node:fs'
import type { CestSection, CestValue } from '#domain/cest/engine'

const FIXTURES = new URL('../fixtures/cest/', import.meta.url)

/** A CSV file's non-blank lines as trimmed cells (HMRC's files pad cells with spaces and tabs, never quote). */
const readCsv = (path: string): string[][] =>
  readFileSync(new URL(path, FIXTURES), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()))

export const TABLE_FILES = {
  setup: 'setup.csv',
  exit: 'exit.csv',
  personalService: 'personal-service.csv',
  control: 'control.csv',
  financialRisk: 'financial-risk.csv',
  partAndParcel: 'part-and-parcel.csv',
  businessOnOwnAccount: 'business-on-own-account.csv',
} as const satisfies { readonly [S in CestSection]: string }

export type TableFile = {
  readonly header: readonly string[]
  /** Each rule's cells as written ('' = any answer), its result last. */
  readonly rows: readonly (readonly string[])[]
}

export const readTableFile = (file: string): TableFile => {
  const [header = [], ...rows] = readCsv(`2.4/${file}`)
  return { header, rows }
}

/** A table cell as the engine compares it: `true`/`false` are booleans, '' is no condition. */
export const tableCell = (cell: string): CestValue | null =>
  cell === '' ? null : cell === 'true' ? true : cell === 'false' ? false : cell

export type Scenario = {
  /** File and, for a file of many scenarios, its column. */
  readonly name: string
  readonly facts: { readonly [S in CestSection]?: { readonly [field: string]: CestValue } }
  readonly expected: string
}

/** The historical files answer yes/no questions "Yes"/"No", where the 2.4 engine takes booleans. */
const scenarioAnswer = (cell: string): CestValue | undefined =>
  cell === '' ? undefined : cell === 'Yes' ? true : cell === 'No' ? false : cell

const factsOf = (answers: readonly (readonly [section: string, field: string, cell: string])[]) => {
  const facts: { [section: string]: { [field: string]: CestValue } } = {}
  for (const [section, field, cell] of answers) {
    const answer = scenarioAnswer(cell)
    facts[section] ??= {}
    if (answer !== undefined) facts[section][field] = answer
  }
  return facts as Scenario['facts']
}

/** `scenario*.csv`: one "section, field, answer" line per answer, then the expected result alone. */
const readSingleScenario = (path: string): Scenario => {
  const lines = readCsv(path)
  const expected = lines.at(-1)
  if (expected?.length !== 1) throw new Error(`${path}: the last line is not an expected result`)
  const answers = lines.slice(0, -1).map(([section = '', field = '', cell = '']) => [section, field, cell] as const)
  return { name: path, facts: factsOf(answers), expected: expected[0]! }
}

/** `scenarios.csv`: one "section, field, answer, answer, …" line per field, one scenario per column, the
 *  expected results on the last line. */
const readScenarioColumns = (path: string): Scenario[] => {
  const lines = readCsv(path)
  const [, , ...expected] = lines.at(-1) ?? []
  return expected.map((result, index) => ({
    name: `${path} column ${index + 1}`,
    facts: factsOf(
      lines.slice(0, -1).map(([section = '', field = '', ...cells]) => [section, field, cells[index] ?? '']),
    ),
    expected: result,
  }))
}

/** Every scenario in one folder of the historical 1.5.0-final test scenarios. */
export const readScenarios = (folder: string): Scenario[] =>
  readdirSync(new URL(`1.5.0-final/${folder}/`, FIXTURES))
    .sort()
    .flatMap((file) => {
      const path = `1.5.0-final/${folder}/${file}`
      return file === 'scenarios.csv' ? readScenarioColumns(path) : [readSingleScenario(path)]
    })
