// The product's CEST engine against an oracle that reads HMRC's 2.4 tables as data (tests/support/cest-oracle.ts):
// every answer combination of every section's table, all 243 combinations of the matrix's three scores, and
// whole interviews; then how the seeded interviews of the API test are expressed in the FULL questionnaire.
import { describe, expect, it } from 'vitest'
import { firstFittingResult } from '#domain/cest/decision-table'
import { CEST_MATRIX_SECTIONS, type CestFacts, evaluateCest, scoreCestSection } from '#domain/cest/engine'
import { CEST_MATRIX } from '#domain/cest/tables'
import { FULL_1_0_1 } from '#domain/question-sets/full-1.0.1'
import type { Answer } from '#domain/questionnaire'
import { type AnsweringMode, CLIENT_ALONE, CLIENT_AND_CONTRACTOR } from '../support/cest-answering.ts'
import {
  type Expression,
  expressInterview,
  generateInterviews,
  kindsNotExpressed,
  seededRandom,
} from '../support/cest-interviews.ts'
import {
  ORACLE_MATRIX_SECTIONS,
  ORACLE_SECTIONS,
  ORACLE_TABLES,
  type OracleAnswer,
  type OracleSection,
  oracleDecision,
  oracleMatrix,
  oracleSectionScore,
  oracleValues,
} from '../support/cest-oracle.ts'

type Answers = { [field: string]: OracleAnswer }

const SECTIONS = Object.keys(ORACLE_SECTIONS) as OracleSection[]

const product = <T>(choices: readonly (readonly T[])[]): T[][] =>
  choices.reduce<T[][]>(
    (combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])),
    [[]],
  )

/** Each field's values or no answer; a column no rule reads (two of setup's) takes one stand-in answer. */
const domainOf = (section: OracleSection, field: string): (OracleAnswer | undefined)[] => {
  const values = oracleValues(section, field)
  return [...(values.length ? values : ['anyAnswer']), undefined]
}

/** Every combination of answers a section's table can be given, unanswered fields left out. */
const everyAnswer = (section: OracleSection): Answers[] => {
  const { fields } = ORACLE_TABLES[section]
  return product(fields.map((field) => domainOf(section, field))).map((combo) =>
    Object.fromEntries(fields.flatMap((field, i) => (combo[i] === undefined ? [] : [[field, combo[i]!]]))),
  )
}

const COMBINATIONS: { readonly [S in OracleSection]: number } = {
  setup: 20,
  exit: 3,
  personalService: 324,
  control: 500,
  financialRisk: 8748,
  partAndParcel: 108,
  businessOnOwnAccount: 960,
}

describe('every section of CEST 2.4, every combination of answers: the engine scores as the oracle does', () => {
  it.each(SECTIONS)('%s', (section) => {
    const combos = everyAnswer(section)
    const disagreements = combos
      .map((answers) => ({
        answers,
        engine: scoreCestSection(section, answers),
        oracle: oracleSectionScore(section, answers),
      }))
      .filter(({ engine, oracle }) => engine !== oracle)
    expect(disagreements.slice(0, 5)).toEqual([])
    expect({ generated: combos.length, agreed: combos.length - disagreements.length }).toEqual({
      generated: COMBINATIONS[section],
      agreed: COMBINATIONS[section],
    })
  })

  it('10,663 combinations in all, and each section also when the interview does not give it', () => {
    expect(SECTIONS.reduce((sum, section) => sum + everyAnswer(section).length, 0)).toBe(10_663)
    for (const section of SECTIONS)
      expect(scoreCestSection(section, undefined)).toBe(oracleSectionScore(section, undefined))
  })

  it('reaches every rule of every table as the first that fits', () => {
    const unreached = SECTIONS.flatMap((section) => {
      const { rules, fields } = ORACLE_TABLES[section]
      const reached = new Set<number>()
      for (const answers of everyAnswer(section))
        reached.add(
          rules.findIndex((rule) => rule.cells.every((cell, i) => cell === '' || String(answers[fields[i]!]) === cell)),
        )
      return rules.flatMap((_, index) => (reached.has(index) ? [] : [`${section} rule ${index + 1}`]))
    })
    expect(unreached).toEqual([])
  })
})

describe('the matrix of matrices, all 243 combinations of LOW, MEDIUM and HIGH', () => {
  const SCORES = ['LOW', 'MEDIUM', 'HIGH']
  const combos = product(CEST_MATRIX_SECTIONS.map(() => SCORES))

  it('the engine reads the same row as the oracle for each: 33 inside, 5 outside, 34 unknown, 171 no row', () => {
    const results = combos.map((scores) => ({
      scores,
      engine: firstFittingResult(
        CEST_MATRIX,
        Object.fromEntries(CEST_MATRIX_SECTIONS.map((section, i) => [section, scores[i]])),
      ),
      oracle: oracleMatrix(scores),
    }))
    expect(results.filter(({ engine, oracle }) => engine !== oracle)).toEqual([])
    const count = (wanted: string | undefined) => results.filter(({ oracle }) => oracle === wanted).length
    expect({
      generated: combos.length,
      agreed: results.length,
      inside: count('INIR35'),
      outside: count('OUTOFIR35'),
      unknown: count('UNKNOWN'),
      noRow: count(undefined),
    }).toEqual({ generated: 243, agreed: 243, inside: 33, outside: 5, unknown: 34, noRow: 171 })
  })

  it('gives the same whole result as the oracle for each of the 72 combinations that answers can reach', () => {
    // The first answers (in enumeration order) that give each section each score, found by the oracle.
    const answersScoring = Object.fromEntries(
      ORACLE_MATRIX_SECTIONS.map((section) => {
        const found = new Map<string, Answers>()
        for (const answers of everyAnswer(section)) {
          const score = oracleSectionScore(section, answers)
          if (score && !found.has(score)) found.set(score, answers)
        }
        return [section, found]
      }),
    )
    const reachable = combos.filter((scores) =>
      ORACLE_MATRIX_SECTIONS.every((section, i) => answersScoring[section]!.has(scores[i]!)),
    )
    const disagreements = reachable.filter((scores) => {
      const facts: CestFacts = {
        exit: { officeHolder: false },
        ...Object.fromEntries(
          ORACLE_MATRIX_SECTIONS.map((section, i) => [section, answersScoring[section]!.get(scores[i]!)]),
        ),
      }
      const engine = evaluateCest(facts)
      const oracle = oracleDecision(facts)
      return engine.outcome !== oracle.outcome || engine.cestResult !== oracle.cestResult
    })
    expect({ generated: reachable.length, agreed: reachable.length - disagreements.length }).toEqual({
      generated: 72,
      agreed: 72,
    })
  })
})

describe('whole interviews: the engine decides as the oracle does', () => {
  const compare = (facts: CestFacts) => {
    const engine = evaluateCest(facts)
    const oracle = oracleDecision(facts)
    return engine.outcome === oracle.outcome &&
      engine.cestResult === oracle.cestResult &&
      SECTIONS.every((section) => engine.sections[section] === oracle.sections[section])
      ? null
      : { facts, engine, oracle }
  }

  it('for 10,000 seeded interviews drawn from every section’s answers, each section sometimes left out', () => {
    const random = seededRandom(2_4)
    const answers = Object.fromEntries(SECTIONS.map((section) => [section, everyAnswer(section)]))
    const interviews = Array.from({ length: 10_000 }, () =>
      Object.fromEntries(
        SECTIONS.flatMap((section) => {
          const options = answers[section]!
          return random() < 0.1 ? [] : [[section, options[Math.floor(random() * options.length)]!]]
        }),
      ),
    )
    const disagreements = interviews.map(compare).filter((found) => found !== null)
    expect(disagreements.slice(0, 3)).toEqual([])
    expect(interviews.length - disagreements.length).toBe(10_000)
  })

  it('for the 300 seeded interviews of the API test', () => {
    const disagreements = generateInterviews(300)
      .map(({ facts }) => compare(facts))
      .filter((found) => found !== null)
    expect(disagreements).toEqual([])
  })
})

describe('the 300 seeded interviews in the FULL questionnaire', () => {
  const interviews = generateInterviews(300)

  it('take every rule of every section the matrix combines at least once', () => {
    const taken = new Set(interviews.flatMap(({ rules }) => rules))
    const untaken = ORACLE_MATRIX_SECTIONS.flatMap((section) =>
      ORACLE_TABLES[section].rules.map((_, index) => `${section} rule ${index + 1}`).filter((rule) => !taken.has(rule)),
    )
    expect(untaken).toEqual([])
    expect(taken.size).toBe(11 + 192 + 78 + 6 + 216)
  })

  it("can be given every value the tables name for every field they read, but CEST's 'no knowledge' of other clients", () => {
    const given = new Set<string>()
    const visit = (answers: readonly Answer[]) => {
      for (const answer of answers) {
        if (answer.cest) given.add(`${answer.cest.section}.${answer.cest.field}=${answer.cest.value}`)
        for (const question of answer.questions ?? []) visit(question.answers)
      }
    }
    for (const category of FULL_1_0_1.categories) for (const question of category.questions) visit(question.answers)
    const missing = SECTIONS.filter((section) => section !== 'setup').flatMap((section) =>
      ORACLE_TABLES[section].fields.flatMap((field) =>
        oracleValues(section, field)
          .map((value) => `${section}.${field}=${value}`)
          .filter((fact) => !given.has(fact)),
      ),
    )
    expect(missing).toEqual(['businessOnOwnAccount.multipleEngagements=noKnowledgeOfExternalActivity'])
  })

  it('with no customer contact, part and parcel scores the same whether and however the worker’s self-presentation is answered', () => {
    const noContact = everyAnswer('partAndParcel').filter((answers) => answers.contactWithEngagerCustomer === false)
    expect(noContact).toHaveLength(36)
    for (const { workerRepresentsEngagerBusiness: _, ...unasked } of noContact)
      expect(oracleSectionScore('partAndParcel', unasked)).toBe(
        oracleSectionScore('partAndParcel', { ...unasked, workerRepresentsEngagerBusiness: 'workForEndClient' }),
      )
  })
})

type ModeCounts = {
  readonly expressed: number
  readonly notExpressed: { readonly [kind: string]: number }
  readonly restated: { readonly [name: string]: number }
}

const COUNTS: readonly (readonly [string, AnsweringMode, ModeCounts])[] = [
  [
    CLIENT_AND_CONTRACTOR.name,
    CLIENT_AND_CONTRACTOR,
    {
      expressed: 121,
      notExpressed: { "no Don't Know": 47, 'no such answer': 76, 'the answers say otherwise': 56 },
      restated: {
        'no costs: the four costs not asked': 69,
        'not begun: substitute and helper answered No, not counted': 16,
      },
    },
  ],
  [
    CLIENT_ALONE.name,
    CLIENT_ALONE,
    {
      expressed: 164,
      notExpressed: { "no Don't Know": 41, 'the answers say otherwise': 95 },
      restated: {
        'no costs: the four costs not asked': 93,
        "does not know: no answer stands for CEST's no knowledge": 41,
        'not begun: substitute and helper answered No, not counted': 21,
      },
    },
  ],
]

describe.each(COUNTS)('the 300 seeded interviews answered by %s', (_, { mayLeave }, counts) => {
  const interviews = generateInterviews(300)
  const expressions: Expression[] = interviews.map((interview) => expressInterview(FULL_1_0_1, interview, mayLeave))
  /** The interviews of one kind not expressed, as many as the counts say. */
  const notExpressed = (kind: string) => {
    const found = interviews.flatMap((interview, i) => {
      const expression = expressions[i]!
      return !expression.expressed && expression.kind === kind ? [{ interview, why: expression.why }] : []
    })
    expect(found).toHaveLength(counts.notExpressed[kind] ?? 0)
    return found
  }

  it(`${counts.expressed} can be expressed; the others need a fact the questionnaire cannot give`, () => {
    const expressed = expressions.filter((expression) => expression.expressed).length
    expect({ generated: interviews.length, expressed }).toEqual({ generated: 300, expressed: counts.expressed })
    expect(kindsNotExpressed(expressions)).toEqual(counts.notExpressed)
  })

  it("no Don't Know: the interview leaves unanswered a question that must be answered and offers none (nor does CEST)", () => {
    for (const { why } of notExpressed("no Don't Know"))
      expect(why).toMatch(/^question [a-z-]+ offers no Don't Know, and the interview gives none of /)
  })

  it("no such answer: only CEST's 'no knowledge' of the worker's other clients, asked of the contractor, who knows", () => {
    for (const { why } of notExpressed('no such answer'))
      expect(why).toBe(
        'question biz-clients has no answer for businessOnOwnAccount.multipleEngagements noKnowledgeOfExternalActivity',
      )
  })

  it('the answers say otherwise: only how a worker with no customer contact presents themselves', () => {
    for (const { interview, why } of notExpressed('the answers say otherwise')) {
      expect(interview.facts.partAndParcel?.contactWithEngagerCustomer).toBe(false)
      expect(why).toMatch(/^partAndParcel\.workerRepresentsEngagerBusiness: interview \w+, answers not given$/)
    }
  })

  it('says some facts differently from CEST, as the product reads them (docs/cest.md)', () => {
    const restated: { [name: string]: number } = {}
    for (const expression of expressions)
      if (expression.expressed) for (const name of expression.restated) restated[name] = (restated[name] ?? 0) + 1
    expect(restated).toEqual(counts.restated)
  })
})
