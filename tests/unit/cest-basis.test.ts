// What the HMRC-equivalent outcome says it rests on (docs/cest.md): plain words on every outcome, and for an
// Undetermined one the facts not given and who could give them.
import { describe, expect, it } from 'vitest'
import { missingCestFacts } from '#domain/determination/cest-basis'
import { determine } from '#domain/determination/determine'
import { answerEvery, leaningTowards } from '#domain/question-sets/answer-paths'
import { FULL_1_0_1 } from '#domain/question-sets/full-1.0.1'
import { LONG_SERVING_CLIENT_ANSWERS } from '../support/long-serving-answers.ts'
import {
  answerIdsOf,
  INSIDE_PATH,
  OFFICE_HOLDER_PATH,
  OUTSIDE_LEANING_PATH,
  OUTSIDE_PATH,
  without,
} from './determination-paths.ts'

const STARTED = { hasContractStarted: true }
const NOT_STARTED = { hasContractStarted: false }
const reasonOf = (answerIds: readonly string[], context = STARTED) => {
  const determination = determine(FULL_1_0_1, answerIds, context)
  return { outcome: determination.hmrcOutcome, reason: determination.hmrcReason ?? '' }
}

/** The tables' own terms, which mean nothing to the people reading a result. */
const INTERNAL_WORDING =
  /matrix|section score|not matched|notvalidusecase|no rule fits|OUTOFIR35|INIR35|\bHIGH\b|\bLOW\b/i

const CLIENT_ALONE = LONG_SERVING_CLIENT_ANSWERS
/** Both sides' questions answered, each leaning one way. */
const bothSides = (towards: 'INSIDE' | 'OUTSIDE') =>
  answerEvery(
    FULL_1_0_1,
    'CONTRACTOR',
    leaningTowards(towards),
    answerEvery(FULL_1_0_1, 'CLIENT', leaningTowards(towards)),
  )
const CONTRACTOR = ['sub-sent-no', 'sub-helper-yes', 'fin-loss-no', 'biz-clients-no', 'biz-insurance-no']

describe('an Undetermined outcome names the facts not given, and who could give them', () => {
  it("names the contractor's facts when only the client answered", () => {
    const { outcome, reason } = reasonOf(CLIENT_ALONE)
    expect(outcome).toBe('Undetermined')
    expect(reason).toBe(
      "HMRC's tool cannot decide on the answers given. It asks about facts that were not given: whether the " +
        "contractor has sent a substitute to do the work, whether the contractor's company has paid a helper to do " +
        "part of the work and whether the contractor's company has done similar work for other clients in the last " +
        '12 months (the contractor could give these).',
    )
  })

  it('decides once those facts are given, whoever gives them', () => {
    expect(reasonOf([...CLIENT_ALONE, ...CONTRACTOR])).toEqual({
      outcome: 'Inside IR35',
      reason: expect.stringMatching(/^Taken together, the answers on .* point inside IR35\.$/),
    })
  })

  it('leaves out what HMRC does not ask before the work starts', () => {
    const { reason } = reasonOf(CLIENT_ALONE, NOT_STARTED)
    expect(reason).toContain('other clients in the last 12 months (the contractor could give this).')
    expect(reason).not.toContain('substitute')
    expect(reason).not.toContain('helper')
  })

  it("names a client's Don't Know as a fact the client could give", () => {
    const path = { ...without(INSIDE_PATH, 'fin-fix-unpaid'), 'fin-costs': 'dk', 'fin-fix': 'dk' } as const
    const { outcome, reason } = reasonOf(answerIdsOf(path))
    expect(outcome).toBe('Undetermined')
    expect(reason).toBe(
      "HMRC's tool cannot decide on the answers given. It asks about facts that were not given: whether the " +
        "contractor's company pays for anything the work needs and who pays to put poor work right (the client " +
        'could give these).',
    )
  })

  it('names a question left unanswered, and first the facts of the area HMRC could not read at all', () => {
    const answers = answerIdsOf(without(INSIDE_PATH, 'ctl-how', 'ctl-how-agreed', 'biz-clients'))
    expect(missingCestFacts(FULL_1_0_1, answers, STARTED)).toEqual([
      { words: 'who decides how the work is done', respondent: 'CLIENT' },
      {
        words: "whether the contractor's company has done similar work for other clients in the last 12 months",
        respondent: 'CONTRACTOR',
      },
    ])
    // Control cannot be read without how the work is done; the other clients are not what stops it.
    expect(reasonOf(answers)).toEqual({
      outcome: 'Undetermined',
      reason:
        "HMRC's tool cannot decide on the answers given. It asks about facts that were not given: who decides how " +
        'the work is done (the client could give this).',
    })
  })

  it('names nothing as missing when every question is answered', () => {
    const everything = bothSides('INSIDE')
    expect(missingCestFacts(FULL_1_0_1, everything, STARTED)).toEqual([])
  })
})

describe('every outcome says what it rests on in plain words', () => {
  it('an office, a decisive area, the areas together', () => {
    expect(reasonOf(answerIdsOf(OFFICE_HOLDER_PATH)).reason).toBe(
      'The contractor will hold an office, which brings them inside IR35 whatever the other answers.',
    )
    expect(reasonOf(answerIdsOf(OUTSIDE_LEANING_PATH)).reason).toBe(
      'The answers on control decide it on their own: outside IR35.',
    )
    expect(reasonOf(answerIdsOf(OUTSIDE_PATH)).reason).toMatch(
      /^The answers on .* each decide it on their own: outside IR35\.$/,
    )
  })

  it("never in the tables' terms, for any outcome, whoever answered", () => {
    const paths = [
      CLIENT_ALONE,
      [...CLIENT_ALONE, ...CONTRACTOR],
      answerIdsOf(INSIDE_PATH),
      answerIdsOf(OUTSIDE_PATH),
      answerIdsOf(OFFICE_HOLDER_PATH),
      [],
      ...(['INSIDE', 'OUTSIDE'] as const).flatMap((towards) => [
        answerEvery(FULL_1_0_1, 'CLIENT', leaningTowards(towards)),
        bothSides(towards),
      ]),
    ]
    for (const answers of paths)
      for (const context of [STARTED, NOT_STARTED]) {
        const determination = determine(FULL_1_0_1, answers, context)
        expect(determination.hmrcReason).not.toMatch(INTERNAL_WORDING)
        expect(determination.summaryHtml).not.toMatch(INTERNAL_WORDING)
      }
  })
})
