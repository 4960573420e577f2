import { describe, expect, it } from 'vitest'
import { csvField, csvLine } from '../../src/domain/csv.ts'
import { csvProblem } from '../../src/server/modules/files/csv-syntax.ts'

describe('CSV export encoding', () => {
  it('quotes every field and doubles quotes inside it', () => {
    expect(csvField('Plain')).toBe('"Plain"')
    expect(csvField('Says "hello", twice')).toBe('"Says ""hello"", twice"')
    expect(csvField(null)).toBe('""')
    expect(csvField(12)).toBe('"12"')
  })

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tTAB', '\rCR']) expect(csvField(risky)).toBe(`"'${risky}"`)
    expect(csvField('a=b')).toBe('"a=b"')
  })

  it('writes lines ended by CRLF that read back as CSV, line breaks inside fields included', () => {
    const text = csvLine(['Name', 'Notes']) + csvLine(['Ann', 'two\nlines'])
    expect(text).toBe('"Name","Notes"\r\n"Ann","two\nlines"\r\n')
    expect(csvProblem(text)).toBeNull()
  })
})
