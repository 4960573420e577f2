// The bundled tables are HMRC's 2.4 CSV files, rule for rule, and CEST_FIELDS describes every column of them.
import { describe, expect, it } from 'vitest'
import { CEST_FIELDS, CEST_MATRIX_SECTIONS, CEST_SECTIONS } from '#domain/cest/engine'
import { CEST_MATRIX, CEST_SECTION_TABLES } from '#domain/cest/tables'
import { readTableFile, TABLE_FILES, tableCell } from './cest-fixtures.ts'

const MATRIX_FILE = 'matrix-of-matrices.csv'

describe('bundled CEST 2.4 tables', () => {
  it.each(CEST_SECTIONS)('%s holds the rules of its CSV file, in file order', (section) => {
    const { header, rows } = readTableFile(TABLE_FILES[section])
    const table = CEST_SECTION_TABLES[section]
    expect(table.fields).toEqual(header.slice(0, -1))
    expect(table.rules).toEqual(rows.map((row) => [row.slice(0, -1).map(tableCell), row.at(-1)]))
  })

  it('the matrix holds the rules of its CSV file, whose header names one column more than its rows fill', () => {
    const { header, rows } = readTableFile(MATRIX_FILE)
    expect(header).toEqual([...CEST_MATRIX_SECTIONS, 'finalDecision', 'result'])
    expect(rows.every((row) => row.length === 6)).toBe(true)
    expect(CEST_MATRIX.fields).toEqual(CEST_MATRIX_SECTIONS)
    expect(CEST_MATRIX.rules).toEqual(rows.map((row) => [row.slice(0, 5), row[5]]))
  })
})

describe('CEST_FIELDS', () => {
  const valuesInColumn = (rows: readonly (readonly string[])[], column: number) =>
    new Set(rows.map((row) => tableCell(row[column]!)).filter((cell) => cell !== null))

  it.each(CEST_SECTIONS)('lists every column of the %s table and every value its rules name', (section) => {
    const { header, rows } = readTableFile(TABLE_FILES[section])
    const columns = header.slice(0, -1)
    expect(Object.keys(CEST_FIELDS[section])).toEqual(columns)
    columns.forEach((field, column) => {
      for (const value of valuesInColumn(rows, column)) expect(CEST_FIELDS[section][field]).toContain(value)
    })
  })

  it.each(CEST_SECTIONS)(
    'lists no %s value beyond the rules, except the other answer to a yes/no question',
    (section) => {
      const { header, rows } = readTableFile(TABLE_FILES[section])
      const extras = header.slice(0, -1).flatMap((field, column) => {
        const named = valuesInColumn(rows, column)
        if (named.size === 0) return [] // a column no rule reads: its values come from HMRC's request schema
        const answersYesNo = [...named].some((value) => typeof value === 'boolean')
        return CEST_FIELDS[section]
          [field]!.filter((value) => !named.has(value) && !answersYesNo)
          .map((value) => `${field}=${value}`)
      })
      expect(extras).toEqual([])
    },
  )

  it('takes both booleans for a yes/no question even where the rules only name one', () => {
    expect(CEST_FIELDS.financialRisk.workerProvidedMaterials).toEqual([true, false])
    expect(CEST_FIELDS.partAndParcel.workerAsLineManager).toEqual([true, false])
  })

  it('lists the setup answers no rule reads from HMRC’s request schema', () => {
    expect(CEST_FIELDS.setup.hasContractStarted).toEqual([true, false])
    expect(CEST_FIELDS.setup.provideServices).toEqual(['limitedCompany', 'partnership', 'intermediary', 'soleTrader'])
  })
})
