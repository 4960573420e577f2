// docs/determination.md lists every FULL answer's evidence and CEST fact for auditors; this keeps the list
// identical to the question-set data.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { answerTable } from './determination-answer-table.ts'

describe('docs/determination.md', () => {
  it("lists every FULL answer's evidence and CEST fact exactly as the question set has them", () => {
    const doc = readFileSync(new URL('../../docs/determination.md', import.meta.url), 'utf8')
    expect(doc).toContain(answerTable())
  })
})
