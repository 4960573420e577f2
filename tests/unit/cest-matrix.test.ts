// The 2.4 matrix, row by row: answers that score the row's five sections give the row's outcome.
import { describe, expect, it } from 'vitest'
import { CEST_MATRIX_SECTIONS, evaluateCest } from '#domain/cest/engine'
import { ANSWERS_SCORING, factsScoring } from './cest-answers.ts'
import { readTableFile } from './cest-fixtures.ts'

const OUTCOMES = {
  INIR35: { outcome: 'Inside IR35', cestResult: 'Inside IR35', says: 'inside IR35' },
  OUTOFIR35: { outcome: 'Outside IR35', cestResult: 'Outside IR35', says: 'outside IR35' },
  UNKNOWN: {
    outcome: 'Undetermined',
    cestResult: 'Unknown',
    says: "HMRC's tool cannot determine the status (Unknown)",
  },
} as const

const rows = readTableFile('matrix-of-matrices.csv').rows.map((row) => ({
  scores: row.slice(0, 5),
  result: row[5] as keyof typeof OUTCOMES,
}))

describe('CEST 2.4 matrix of matrices', () => {
  it('has a row for each of the 72 combinations of scores the sections can give when none is decisive', () => {
    const domain = CEST_MATRIX_SECTIONS.map((section) => Object.keys(ANSWERS_SCORING[section]).length)
    expect(domain.reduce((combinations, scores) => combinations * scores, 1)).toBe(72)
    expect(new Set(rows.map(({ scores }) => scores.join())).size).toBe(72)
    CEST_MATRIX_SECTIONS.forEach((section, column) => {
      const scoresInColumn = new Set(rows.map(({ scores }) => scores[column]))
      expect(scoresInColumn).toEqual(new Set(Object.keys(ANSWERS_SCORING[section])))
    })
  })

  it('gives inside for 33 rows, unknown for 34 and outside for 5', () => {
    const count = (wanted: string) => rows.filter(({ result }) => result === wanted).length
    expect([count('INIR35'), count('UNKNOWN'), count('OUTOFIR35')]).toEqual([33, 34, 5])
  })

  it('never gives inside when business on own account scores HIGH', () => {
    const booaHigh = rows.filter(({ scores }) => scores[4] === 'HIGH')
    expect(booaHigh).toHaveLength(24)
    expect(booaHigh.filter(({ result }) => result === 'INIR35')).toEqual([])
  })

  it.each(rows.map(({ scores, result }) => [scores.join(' '), result, scores] as const))(
    '%s → %s',
    (_, result, scores) => {
      const evaluation = evaluateCest(factsScoring(scores))
      expect(CEST_MATRIX_SECTIONS.map((section) => evaluation.sections[section])).toEqual(scores)
      const { outcome, cestResult, says } = OUTCOMES[result]
      expect(evaluation).toMatchObject({ outcome, cestResult })
      expect(evaluation.reason).toBe(`The five section scores match a matrix row: ${says}`)
    },
  )
})
