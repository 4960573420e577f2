import { describe, expect, it } from 'vitest'
import { CEST_FIELDS, CEST_MATRIX_SECTIONS, type CestSection, type CestValue } from '#domain/cest/engine'
import {
  DEFAULT_QUESTION_SET_VERSION,
  findQuestionSet,
  findQuestionSetById,
  QUESTION_SETS,
} from '#domain/question-sets/index'
import {
  type Answer,
  answerProblems,
  MAX_QUESTION_DEPTH,
  type Question,
  type QuestionSetDefinition,
  questionSetDepth,
} from '#domain/questionnaire'
import { answerIdsOf, INSIDE_PATH, OUTSIDE_PATH, VALID_SDS_PATH } from './determination-paths.ts'

const FULL = findQuestionSet('FULL')
const SHORT = findQuestionSet('SHORT')
if (!FULL || !SHORT) throw new Error('Both question sets must be found at the default version')

const questionsOf = (set: QuestionSetDefinition): Question[] => {
  const all: Question[] = []
  const visit = (question: Question) => {
    all.push(question)
    for (const answer of question.answers) for (const child of answer.questions ?? []) visit(child)
  }
  for (const category of set.categories) for (const question of category.questions) visit(question)
  return all
}

const answersOf = (set: QuestionSetDefinition): Answer[] => questionsOf(set).flatMap((question) => question.answers)

const duplicates = (ids: readonly string[]) => ids.filter((id, i) => ids.indexOf(id) !== i)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the question sets', () => {
  it('are FULL and SHORT at the default version 1.0.1, found by type and version or by id', () => {
    expect(QUESTION_SETS.map((set) => [set.type_code, set.type, set.version])).toEqual([
      ['FULL', 'SDS', '1.0.1'],
      ['SHORT', 'IVT', '1.0.1'],
    ])
    expect(DEFAULT_QUESTION_SET_VERSION).toBe('1.0.1')
    expect(findQuestionSet('FULL', '1.0.1')).toBe(FULL)
    expect(findQuestionSet('SHORT', '9.9.9')).toBeUndefined()
    expect(findQuestionSetById(SHORT.id)).toBe(SHORT)
    expect(findQuestionSetById('00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })

  for (const set of QUESTION_SETS)
    describe(`${set.type_code} ${set.version}`, () => {
      it('has a fixed UUID and a title', () => {
        expect(set.id).toMatch(UUID)
        expect(set.title.length).toBeGreaterThan(0)
      })

      it('has ids unique within the set: categories, questions and answers', () => {
        expect(duplicates(set.categories.map((category) => category.id))).toEqual([])
        expect(duplicates(questionsOf(set).map((question) => question.id))).toEqual([])
        expect(duplicates(answersOf(set).map((answer) => answer.id))).toEqual([])
      })

      it(`nests questions at most ${MAX_QUESTION_DEPTH} levels deep`, () => {
        expect(questionSetDepth(set)).toBeLessThanOrEqual(MAX_QUESTION_DEPTH)
      })

      it("answers every question Yes / No, or Yes / No / Don't Know", () => {
        for (const question of questionsOf(set))
          expect([
            ['Yes', 'No'],
            ['Yes', 'No', "Don't Know"],
          ]).toContainEqual(question.answers.map((answer) => answer.title))
      })

      it('gives every question help text and every category advice', () => {
        for (const question of questionsOf(set)) expect(question.help?.trim(), question.id).toBeTruthy()
        for (const category of set.categories) expect(category.advice?.trim(), category.id).toBeTruthy()
      })

      it('keeps a follow-up question with the same respondent as the question it follows', () => {
        for (const question of questionsOf(set))
          for (const answer of question.answers)
            for (const child of answer.questions ?? []) expect(child.respondent, child.id).toBe(question.respondent)
      })
    })

  it('FULL has a category per factor, an office-holder override, and questions for the contractor', () => {
    expect(FULL.categories.map((category) => [category.id, category.weight ?? 0, category.essential ?? false])).toEqual(
      [
        ['office', 0, false],
        ['substitution', 3, true],
        ['control', 3, true],
        ['financial-risk', 2, false],
        ['part-and-parcel', 2, false],
        ['own-business', 2, false],
        ['mutuality', 2, true],
      ],
    )
    expect(answersOf(FULL).filter((answer) => answer.override)).toEqual([
      expect.objectContaining({ id: 'office-holder-yes', title: 'Yes' }),
    ])
    expect(
      questionsOf(FULL)
        .filter((question) => question.respondent === 'CONTRACTOR')
        .map((q) => q.id),
    ).toEqual(['sub-sent', 'sub-accepted', 'sub-paid', 'sub-helper', 'fin-loss', 'biz-clients', 'biz-insurance'])
  })

  it('SHORT is answered by the client alone, scored by SDS checks, without CEST facts or leans', () => {
    expect(questionsOf(SHORT).every((question) => question.respondent === 'CLIENT')).toBe(true)
    expect(answersOf(SHORT).some((answer) => answer.sdsCheck === 'FAIL')).toBe(true)
    expect(answersOf(SHORT).some((answer) => answer.cest || answer.lean || answer.override)).toBe(false)
    expect(answersOf(FULL).some((answer) => answer.sdsCheck)).toBe(false)
  })

  it("leaves Don't Know without evidence and without a CEST fact (a missing CEST field)", () => {
    for (const answer of answersOf(FULL).filter((answer) => answer.title === "Don't Know")) {
      expect(answer.cest, answer.id).toBeUndefined()
      expect(answer.lean, answer.id).toBeUndefined()
    }
  })

  it('accepts a full valid path from both respondents with nothing left unanswered', () => {
    for (const path of [INSIDE_PATH, OUTSIDE_PATH])
      for (const submitter of ['CLIENT', 'CONTRACTOR'] as const)
        expect(answerProblems(FULL, answerIdsOf(path), submitter, { submitted: true })).toEqual([])
    expect(answerProblems(SHORT, answerIdsOf(VALID_SDS_PATH), 'CLIENT', { submitted: true })).toEqual([])
  })
})

describe("FULL's CEST annotations", () => {
  const annotated = answersOf(FULL).filter((answer) => answer.cest)
  const given = (section: CestSection, field: string): CestValue[] =>
    annotated.filter((a) => a.cest?.section === section && a.cest.field === field).map((a) => a.cest?.value ?? '')

  it('name a field and a value of the CEST 2.4 tables', () => {
    for (const { id, cest } of annotated) {
      if (!cest) continue
      const values = CEST_FIELDS[cest.section][cest.field]
      expect(values, `${id}: ${cest.section}.${cest.field}`).toBeDefined()
      expect(values, `${id}: ${cest.section}.${cest.field}`).toContain(cest.value)
    }
  })

  it('never ask what the engagement already tells (the setup section is derived)', () => {
    expect(annotated.filter((answer) => answer.cest?.section === 'setup')).toEqual([])
  })

  it('reach every field and value of the five scored sections and the office-holder exit', () => {
    // Derived rather than asked: the contractor's unanswered "other clients" question reads as the end client's
    // lack of knowledge (determination/cest-facts.ts).
    const derived = new Set(['businessOnOwnAccount.multipleEngagements.noKnowledgeOfExternalActivity'])
    for (const section of ['exit', ...CEST_MATRIX_SECTIONS] as const)
      for (const [field, values] of Object.entries(CEST_FIELDS[section])) {
        const reached = given(section, field)
        expect(reached.length, `${section}.${field}`).toBeGreaterThan(0)
        for (const value of values)
          if (!derived.has(`${section}.${field}.${value}`)) expect(reached, `${section}.${field}`).toContain(value)
      }
  })

  it('never give one field twice on one path (answers that give the same field exclude each other)', () => {
    // Each answer with the answers chosen above it, question by question: two answers can be chosen together
    // only if they agree wherever they meet the same question.
    const chains: { answer: Answer; chain: Map<string, string> }[] = []
    const visit = (question: Question, above: Map<string, string>) => {
      for (const answer of question.answers) {
        const chain = new Map(above).set(question.id, answer.id)
        chains.push({ answer, chain })
        for (const child of answer.questions ?? []) visit(child, chain)
      }
    }
    for (const category of FULL.categories) for (const question of category.questions) visit(question, new Map())
    const compatible = (a: Map<string, string>, b: Map<string, string>) =>
      [...a].every(([questionId, answerId]) => !b.has(questionId) || b.get(questionId) === answerId)
    const withCest = chains.filter(({ answer }) => answer.cest)
    for (const a of withCest)
      for (const b of withCest)
        if (
          a !== b &&
          a.answer.cest?.section === b.answer.cest?.section &&
          a.answer.cest?.field === b.answer.cest?.field
        )
          expect(compatible(a.chain, b.chain), `${a.answer.id} and ${b.answer.id}`).toBe(false)
  })
})
