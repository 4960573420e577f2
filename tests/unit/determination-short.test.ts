import { describe, expect, it } from 'vitest'
import { determine } from '#domain/determination/determine'
import { SHORT_FAIL_SCORE, SHORT_PASS_SCORE, SHORT_PASS_WITH_CONCERN_SCORE } from '#domain/determination/short-scoring'
import { SHORT_1_0_1 } from '#domain/question-sets/short-1.0.1'
import { answerIdsOf, type Path, VALID_SDS_PATH, without } from './determination-paths.ts'

const checked = (path: Path) => determine(SHORT_1_0_1, answerIdsOf(path), { hasContractStarted: true })

describe('SHORT: checking an SDS issued elsewhere', () => {
  it('passes a valid SDS, with every category passing and no CEST outcome', () => {
    const determination = checked(VALID_SDS_PATH)
    expect(determination).toMatchObject({
      result: 'PASS',
      resultCode: 'PASS',
      score: SHORT_PASS_SCORE,
      hmrcOutcome: null,
      hmrcReason: null,
      hmrcSections: null,
      needsManualReview: false,
    })
    expect(determination.categoryResults.map((row) => [row.category_id, row.result])).toEqual([
      ['sds-issuer', 'Pass'],
      ['sds-content', 'Pass'],
      ['sds-delivery', 'Pass'],
      ['sds-care', 'Pass'],
    ])
  })

  const failures: [string, Path, string][] = [
    ['an SDS not issued by the end client', { ...VALID_SDS_PATH, 'issued-by-client': 'no' }, 'sds-issuer'],
    ['an SDS without its reasons', { ...VALID_SDS_PATH, 'gives-reasons': 'no' }, 'sds-content'],
    ['an SDS the contractor never received', { ...VALID_SDS_PATH, 'reached-worker': 'no' }, 'sds-delivery'],
    ['a blanket decision for a group', { ...VALID_SDS_PATH, individual: 'no' }, 'sds-care'],
    ['an SDS not reconsidered after a change', { ...VALID_SDS_PATH, changed: 'yes', reconsidered: 'no' }, 'sds-care'],
    ['a disagreement left unanswered', { ...VALID_SDS_PATH, 'disagreement-unanswered': 'yes' }, 'sds-care'],
  ]
  for (const [name, path, categoryId] of failures)
    it(`fails ${name}, naming the category and the answer`, () => {
      const determination = checked(path)
      expect(determination).toMatchObject({ result: 'FAIL', resultCode: 'FAIL', score: SHORT_FAIL_SCORE })
      const failing = determination.categoryResults.filter((row) => row.result === 'Fail')
      expect(failing.map((row) => row.category_id)).toEqual([categoryId])
      const reason = determination.reasons.find((r) => r.categoryId === categoryId)
      expect(reason?.answers.map((answer) => answer.sdsCheck)).toContain('FAIL')
      expect(reason?.why).toContain('not a valid determination')
    })

  it('passes an SDS reconsidered after a change', () => {
    expect(checked({ ...VALID_SDS_PATH, changed: 'yes', reconsidered: 'yes' }).resultCode).toBe('PASS')
  })

  it('passes with one doubt, scored one step up the gauge', () => {
    const determination = checked({ ...VALID_SDS_PATH, 'decision-maker': 'dk' })
    expect(determination).toMatchObject({ resultCode: 'PASS', score: SHORT_PASS_WITH_CONCERN_SCORE })
    expect(determination.reason).toContain('one answer raises a doubt')
  })

  it('fails on two doubts, though no single answer fails it', () => {
    const determination = checked({ ...VALID_SDS_PATH, 'decision-maker': 'no', 'reached-next-party': 'dk' })
    expect(determination.categoryResults.every((row) => row.result === 'Pass')).toBe(true)
    expect(determination).toMatchObject({ resultCode: 'FAIL', score: SHORT_FAIL_SCORE })
    expect(determination.reason).toContain('2 answers raise doubts')
  })

  it('fails when a question is not answered, since validity is not shown', () => {
    const determination = checked(without(VALID_SDS_PATH, 'states-conclusion'))
    expect(determination.resultCode).toBe('FAIL')
    expect(determination.reasons.find((r) => r.categoryId === 'sds-content')?.why).toContain(
      '1 question is not answered',
    )
  })

  it("fails when the issuer or the contractor's receipt is not known", () => {
    expect(checked({ ...VALID_SDS_PATH, 'issued-by-client': 'dk' }).resultCode).toBe('FAIL')
    expect(checked({ ...VALID_SDS_PATH, 'reached-worker': 'dk' }).resultCode).toBe('FAIL')
  })

  it('summarises the check as escaped HTML', () => {
    const { summaryHtml } = checked({ ...VALID_SDS_PATH, 'gives-reasons': 'no' })
    expect(summaryHtml).toMatch(/^<p><strong>FAIL\.<\/strong> FAIL: the check of What the SDS says/)
    expect(summaryHtml).toContain(
      'Does the SDS give the reasons for its conclusion? <strong>No</strong> (shows the SDS is not valid)',
    )
    expect(summaryHtml).not.toContain('CEST')
  })
})
