import { describe, expect, it } from 'vitest'
import { determine } from '#domain/determination/determine'
import {
  bandOf,
  factorCodeOf,
  OVERALL_LEANING,
  overallBalanceOf,
  SCORE_BANDS,
  scoreOf,
} from '#domain/determination/full-scoring'
import { RESULTS } from '#domain/determination/results'
import { escapeHtml } from '#domain/determination/summary-html'
import { FULL_1_0_1 } from '#domain/question-sets/full-1.0.1'
import type { QuestionSetDefinition } from '#domain/questionnaire'
import {
  answerIdsOf,
  BORDERLINE_PATH,
  BORDERLINE_WITHOUT_MUTUALITY_PATH,
  CAUTION_PATH,
  INSIDE_BUT_FOR_SUBSTITUTION_PATH,
  INSIDE_LEANING_PATH,
  INSIDE_PATH,
  OFFICE_HOLDER_PATH,
  OUTSIDE_LEANING_PATH,
  OUTSIDE_PATH,
  type Path,
  SUBSTITUTE_SENT_PATH,
  without,
} from './determination-paths.ts'

const STARTED = { hasContractStarted: true }
const determined = (path: Path) => determine(FULL_1_0_1, answerIdsOf(path), STARTED)
const categoryResults = (path: Path) =>
  Object.fromEntries(determined(path).categoryResults.map((row) => [row.category_id, row.result]))

describe("a factor's result from its answers' points", () => {
  it('reads Borderline when no answer points either way, or the points balance', () => {
    expect(factorCodeOf({ inside: 0, outside: 0 })).toBe('BORDERLINE')
    expect(factorCodeOf({ inside: 2, outside: 2 })).toBe('BORDERLINE')
  })

  it('reads Leaning for a balance of 1 or 2, and firm from 3', () => {
    expect(factorCodeOf({ inside: 0, outside: 1 })).toBe('OUTSIDE_LEANING')
    expect(factorCodeOf({ inside: 1, outside: 3 })).toBe('OUTSIDE_LEANING')
    expect(factorCodeOf({ inside: 0, outside: 3 })).toBe('OUTSIDE')
    expect(factorCodeOf({ inside: 2, outside: 0 })).toBe('INSIDE_LEANING')
    expect(factorCodeOf({ inside: 5, outside: 2 })).toBe('INSIDE')
  })

  it('reads Caution when both sides carry 3 points or more and the weaker at least half the stronger', () => {
    expect(factorCodeOf({ inside: 3, outside: 3 })).toBe('CAUTION')
    expect(factorCodeOf({ inside: 3, outside: 6 })).toBe('CAUTION')
    expect(factorCodeOf({ inside: 7, outside: 3 })).toBe('INSIDE')
    expect(factorCodeOf({ inside: 2, outside: 4 })).toBe('OUTSIDE_LEANING')
  })
})

describe('the overall balance, band and score', () => {
  it('weighs each factor: Outside +2, Outside Leaning +1, Borderline and Caution 0, Inside Leaning −1, Inside −2', () => {
    expect(overallBalanceOf([])).toBe(0)
    expect(
      overallBalanceOf([
        { code: 'OUTSIDE', weight: 3 },
        { code: 'INSIDE', weight: 1 },
      ]),
    ).toBe(0.5)
    expect(
      overallBalanceOf([
        { code: 'INSIDE_LEANING', weight: 2 },
        { code: 'CAUTION', weight: 2 },
      ]),
    ).toBe(-0.25)
  })

  it('bands the balance at ±0.15 and ±0.5', () => {
    expect([0.5, 0.49, 0.15, 0.14, -0.14, -0.15, -0.49, -0.5].map(bandOf)).toEqual([
      'OUTSIDE',
      'OUTSIDE_LEANING',
      'OUTSIDE_LEANING',
      'BORDERLINE',
      'BORDERLINE',
      'INSIDE_LEANING',
      'INSIDE_LEANING',
      'INSIDE',
    ])
  })

  it('scores 0 for all Outside, 5 for all Inside, to one decimal', () => {
    expect([1, 0, -1, 0.3, -0.33].map(scoreOf)).toEqual([0, 2.5, 5, 1.8, 3.3])
  })
})

describe('FULL: our own result on realistic answer paths', () => {
  const cases: [string, Path, keyof typeof RESULTS][] = [
    ['an employee in all but name', INSIDE_PATH, 'INSIDE'],
    ['a long-serving, integrated contractor with some freedom', INSIDE_LEANING_PATH, 'INSIDE_LEANING'],
    ['thin, evenly spread evidence', BORDERLINE_PATH, 'BORDERLINE'],
    ['factors clearly pointing both ways', CAUTION_PATH, 'CAUTION'],
    ['a day-rate specialist the client does not direct', OUTSIDE_LEANING_PATH, 'OUTSIDE_LEANING'],
    ['a business serving a client', OUTSIDE_PATH, 'OUTSIDE'],
    ['an office holder', OFFICE_HOLDER_PATH, 'OVERRIDE'],
  ]
  for (const [name, path, code] of cases)
    it(`${name} reads ${RESULTS[code].result}`, () => {
      const determination = determined(path)
      expect(determination.resultCode).toBe(code)
      expect(determination.result).toBe(RESULTS[code].result)
      expect(determination.needsManualReview).toBe(code === 'BORDERLINE' || code === 'CAUTION')
    })

  it('gives each factor its own result in the breakdown', () => {
    expect(categoryResults(OUTSIDE_LEANING_PATH)).toEqual({
      substitution: 'Inside',
      control: 'Outside',
      'financial-risk': 'Inside Leaning',
      'part-and-parcel': 'Outside',
      'own-business': 'Caution',
      mutuality: 'Outside',
    })
  })

  it('lists every answer of a category in its breakdown row, neutral ones too', () => {
    const substitution = determined(INSIDE_PATH).categoryResults.find((row) => row.category_id === 'substitution')
    expect(substitution).toEqual({
      category_id: 'substitution',
      category_title: 'Substitution and personal service',
      result: 'Inside',
      answer_ids: ['sub-reject-yes', 'sub-sent-no', 'sub-helper-no'],
    })
  })

  it('scores the gauge from 0 (Outside) to 5 (Inside)', () => {
    expect(determined(OUTSIDE_PATH).score).toBe(0)
    expect(determined(INSIDE_PATH).score).toBe(5)
    expect(determined(BORDERLINE_PATH).score).toBeCloseTo(2.5, 0)
  })

  it('reads only answers on revealed questions: an answer left under a deselected parent is no evidence', () => {
    const stale = [...answerIdsOf(INSIDE_PATH), 'sub-pay-yes', 'ctl-how-expert-no']
    expect(determine(FULL_1_0_1, stale, STARTED)).toEqual(determined(INSIDE_PATH))
  })

  it('decides on the client answers alone while the contractor has not answered', () => {
    const clientOnly = without(INSIDE_PATH, 'sub-sent', 'sub-helper', 'fin-loss', 'biz-clients', 'biz-insurance')
    expect(determined(clientOnly).resultCode).toBe('INSIDE')
    expect(determined(without(OUTSIDE_PATH, 'fin-loss', 'biz-clients', 'biz-insurance')).resultCode).toBe('OUTSIDE')
  })

  it('is deterministic', () => {
    expect(determined(CAUTION_PATH)).toEqual(determined(CAUTION_PATH))
  })
})

describe('FULL: the override answer', () => {
  it('gives Inside at once, whatever else was answered, with the office-holder answer as the reason', () => {
    const determination = determine(FULL_1_0_1, ['office-holder-yes', ...answerIdsOf(OUTSIDE_PATH).slice(1)], STARTED)
    expect(determination).toMatchObject({
      result: 'Inside IR35',
      resultCode: 'OVERRIDE',
      score: 5,
      needsManualReview: false,
      categoryResults: [
        { category_id: 'office', category_title: 'Office holder', result: 'Inside', answer_ids: ['office-holder-yes'] },
      ],
    })
    expect(determination.reasons).toEqual([
      expect.objectContaining({
        categoryId: 'office',
        result: 'Inside',
        answers: [expect.objectContaining({ answerId: 'office-holder-yes', answer: 'Yes' })],
      }),
    ])
    expect(determination.reason).toContain('ensures IR35 applies')
  })

  it('is not an override when answered No', () => {
    expect(determined(OUTSIDE_PATH).resultCode).toBe('OUTSIDE')
  })
})

describe('FULL: conflicting evidence and the conditions of employment', () => {
  it('reads Caution when a Borderline balance hides factors clearly pointing both ways', () => {
    const determination = determined(CAUTION_PATH)
    expect(determination.resultCode).toBe('CAUTION')
    expect(determination.reason).toContain(
      'Borderline band (2.125 to 2.875). Substitution and personal service and In business on their own account clearly point Inside while Financial risk and Part and parcel of your organisation clearly point Outside',
    )
  })

  it("reads Caution when a factor's own answers conflict and the balance is Borderline", () => {
    const determination = determined(SUBSTITUTE_SENT_PATH)
    expect(categoryResults(SUBSTITUTE_SENT_PATH).substitution).toBe('Caution')
    expect(determination.resultCode).toBe('CAUTION')
    expect(determination.reason).toContain('The answers on Substitution and personal service conflict')
  })

  it('reads Caution when a condition of employment is clearly absent though the balance points Inside', () => {
    const determination = determined(INSIDE_BUT_FOR_SUBSTITUTION_PATH)
    expect(categoryResults(INSIDE_BUT_FOR_SUBSTITUTION_PATH)).toMatchObject({
      substitution: 'Outside',
      control: 'Inside',
    })
    expect(determination.resultCode).toBe('CAUTION')
    expect(determination.reason).toContain('without it there is no employment: the evidence conflicts')
  })

  it('lifts a Borderline balance to Outside Leaning when a condition of employment is clearly absent', () => {
    const determination = determined(BORDERLINE_WITHOUT_MUTUALITY_PATH)
    expect(categoryResults(BORDERLINE_WITHOUT_MUTUALITY_PATH).mutuality).toBe('Outside')
    expect(determination.resultCode).toBe('OUTSIDE_LEANING')
    expect(determination.reason).toContain(
      'Borderline band (2.125 to 2.875). Mutuality of obligation clearly points Outside',
    )
    expect(determination.score).toBe(scoreOf(OVERALL_LEANING))
  })

  it('keeps Inside Leaning when factors point both ways but the balance is clear', () => {
    expect(categoryResults(INSIDE_LEANING_PATH)).toMatchObject({ substitution: 'Inside', 'part-and-parcel': 'Outside' })
    expect(determined(INSIDE_LEANING_PATH).resultCode).toBe('INSIDE_LEANING')
  })
})

describe('FULL: the reasons and the summary', () => {
  it('gives each factor its result, the answers that decided it (question and answer) and why', () => {
    const control = determined(OUTSIDE_LEANING_PATH).reasons.find((reason) => reason.categoryId === 'control')
    expect(control).toEqual({
      categoryId: 'control',
      title: 'Control',
      result: 'Outside',
      answers: [
        expect.objectContaining({ answerId: 'ctl-move-no', lean: { towards: 'OUTSIDE', weight: 2 } }),
        expect.objectContaining({
          question:
            'Is the work so specialised that nobody in your organisation could tell the contractor how to do it?',
          answer: 'Yes',
        }),
        expect.objectContaining({ answerId: 'ctl-when-deadlines-yes' }),
        expect.objectContaining({ answerId: 'ctl-where-agreed-no' }),
      ],
      why: 'The answers give 8 points towards Outside and 0 points towards Inside: a balance of 8 towards Outside, at least 3, so this factor reads Outside.',
    })
  })

  it('names only the winning side as deciding, and every leaning answer when a factor is even or in conflict', () => {
    const reasons = determined(OUTSIDE_LEANING_PATH).reasons
    const substitution = reasons.find((reason) => reason.categoryId === 'substitution')
    expect(substitution?.answers.map((answer) => answer.answerId)).toEqual(['sub-reject-yes'])
    const partAndParcel = determined(BORDERLINE_PATH).reasons.find((reason) => reason.categoryId === 'part-and-parcel')
    expect(partAndParcel?.result).toBe('Borderline')
    expect(partAndParcel?.answers.map((answer) => answer.answerId)).toEqual(['pp-represent-yes', 'pp-staff-no'])
    const ownBusiness = reasons.find((reason) => reason.categoryId === 'own-business')
    expect(ownBusiness?.result).toBe('Caution')
    expect(ownBusiness?.answers).toHaveLength(6)
  })

  it("says when a factor has no evidence yet (Don't Know or unanswered)", () => {
    const noMutuality = without(OUTSIDE_PATH, 'mut-deliverables', 'mut-extra')
    const path = { ...noMutuality, 'mut-idle': 'dk', 'mut-end': 'dk' } as const
    const mutuality = determined(path).reasons.find((reason) => reason.categoryId === 'mutuality')
    expect(mutuality).toMatchObject({ result: 'Borderline', answers: [] })
    expect(mutuality?.why).toContain("answered Don't Know")
  })

  it('builds the summary HTML from the reasons, with the CEST outcome beside ours', () => {
    const { summaryHtml } = determined(OUTSIDE_LEANING_PATH)
    expect(summaryHtml).toMatch(/^<p><strong>Outside Leaning\.<\/strong> The 6 factors/)
    expect(summaryHtml).toContain('<li><strong>Control: Outside.</strong>')
    expect(summaryHtml).toContain('Could this contract be extended? <strong>Yes</strong> (points Inside, slightly)')
    expect(summaryHtml).toContain('on the same answers: <strong>Outside IR35</strong>')
  })

  it('escapes every text it puts into the summary', () => {
    const hostile: QuestionSetDefinition = {
      id: 'b3a1c2d4-0000-4000-8000-000000000001',
      version: '1.0.1',
      type_code: 'FULL',
      type: 'SDS',
      title: 'Escaping',
      categories: [
        {
          id: 'c',
          title: 'Control <b>&</b>',
          weight: 1,
          questions: [
            {
              id: 'q',
              title: '<script>alert("q")</script>',
              respondent: 'CLIENT',
              answers: [{ id: 'a', title: "<img src=x onerror='a'>", lean: { towards: 'INSIDE', weight: 3 } }],
            },
          ],
        },
      ],
    }
    const { summaryHtml } = determine(hostile, ['a'], STARTED)
    expect(summaryHtml).not.toMatch(/<script|<img|<b>/)
    expect(summaryHtml).toContain(escapeHtml('<script>alert("q")</script>'))
    expect(summaryHtml).toContain('Control &lt;b&gt;&amp;&lt;/b&gt;: Inside.')
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})

describe('the bands on the gauge’s 0–5 scale', () => {
  it('cover 0 to 5 without a gap, each agreeing with the band of the balance it stands for', () => {
    expect(SCORE_BANDS[0]!.from).toBe(0)
    expect(SCORE_BANDS.at(-1)!.to).toBe(5)
    for (const [i, band] of SCORE_BANDS.entries()) {
      if (i > 0) expect(band.from).toBe(SCORE_BANDS[i - 1]!.to)
      const middle = (band.from + band.to) / 2
      expect(bandOf(1 - middle / 2.5), band.code).toBe(band.code)
    }
    expect(SCORE_BANDS.map((band) => band.to)).toEqual([1.25, 2.125, 2.875, 3.75, 5])
  })
})
