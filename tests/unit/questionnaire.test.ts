import { describe, expect, it } from 'vitest'
import {
  answerProblems,
  contractorQuestionsRemain,
  firstUnansweredQuestion,
  MAX_QUESTION_DEPTH,
  neighbourCategoryId,
  questionnaireMode,
  questionSetDepth,
  selectAnswer,
  UNANSWERED_THREE_OPTIONS,
  UNANSWERED_TWO_OPTIONS,
  visibleCategories,
} from '#domain/questionnaire'
import { FIXTURE } from '../model/questionnaire.walk.ts'

describe('questionnaire rules', () => {
  it('nests the fixture to the three levels the spec allows', () => {
    expect(questionSetDepth(FIXTURE)).toBe(MAX_QUESTION_DEPTH)
  })

  it('shows each viewer only the categories holding their questions', () => {
    expect(visibleCategories(FIXTURE, [], 'CLIENT').map((c) => c.id)).toEqual(['control', 'office'])
    expect(visibleCategories(FIXTURE, [], 'CONTRACTOR').map((c) => c.id)).toEqual(['control', 'substitution'])
    expect(neighbourCategoryId(FIXTURE, [], 'CLIENT', 'control', 1)).toBe('office')
    expect(neighbourCategoryId(FIXTURE, [], 'CLIENT', 'control', -1)).toBeUndefined()
  })

  it('clears the answers below every sibling when an answer is selected', () => {
    expect(selectAnswer(FIXTURE, ['q1-yes', 'q1a-yes', 'q1a-i-yes', 'q4-no'], 'q1-no')).toEqual(['q4-no', 'q1-no'])
    expect(selectAnswer(FIXTURE, ['q1-yes', 'q1a-yes'], 'q1-yes')).toEqual([])
  })

  it('finds the first unanswered question in page order, nested ones included', () => {
    expect(firstUnansweredQuestion(FIXTURE, ['q1-yes'], 'CLIENT')?.question.id).toBe('q1a')
    expect(firstUnansweredQuestion(FIXTURE, ['q1-no', 'q4-no'], 'CLIENT')).toBeUndefined()
    expect(firstUnansweredQuestion(FIXTURE, ['q4-yes'], 'CLIENT')).toBeUndefined()
  })

  it("tells the server whether the contractor's questions remain", () => {
    expect(contractorQuestionsRemain(FIXTURE, ['q1-no', 'q4-no'])).toBe(true)
    expect(contractorQuestionsRemain(FIXTURE, ['q1-no', 'q4-no', 'q2-yes', 'q3-no'])).toBe(false)
    expect(contractorQuestionsRemain(FIXTURE, ['q4-yes'])).toBe(false)
  })

  it('finds what is wrong with submitted answer ids', () => {
    expect(answerProblems(FIXTURE, ['q1-no', 'q4-no'], 'CLIENT', { submitted: true })).toEqual([])
    expect(answerProblems(FIXTURE, ['nope', 'q4-no', 'q4-dk', 'q1a-yes'], 'CLIENT', { submitted: false })).toEqual([
      { kind: 'unknownAnswer', answerId: 'nope' },
      { kind: 'twoAnswersToOneQuestion', questionId: 'q4' },
      { kind: 'hiddenQuestion', answerId: 'q1a-yes' },
    ])
    expect(answerProblems(FIXTURE, ['q1-no'], 'CLIENT', { submitted: true })).toEqual([
      { kind: 'unanswered', questionId: 'q4', message: UNANSWERED_THREE_OPTIONS },
    ])
    expect(answerProblems(FIXTURE, ['q4-no'], 'CLIENT', { submitted: true })).toEqual([
      { kind: 'unanswered', questionId: 'q1', message: UNANSWERED_TWO_OPTIONS },
    ])
  })

  it('opens in reopen mode when reopened, for reviewers in review, and for an insurance validation with reviewers', () => {
    const answering = { reopened: false, inReview: false, hasReviewers: false, insuranceValidation: false }
    expect(questionnaireMode(answering)).toBe('edit')
    expect(questionnaireMode({ ...answering, reopened: true })).toBe('reopen')
    expect(questionnaireMode({ ...answering, inReview: true, hasReviewers: true })).toBe('reopen')
    expect(questionnaireMode({ ...answering, inReview: true })).toBe('edit')
    expect(questionnaireMode({ ...answering, hasReviewers: true })).toBe('edit')
    expect(questionnaireMode({ ...answering, hasReviewers: true, insuranceValidation: true })).toBe('reopen')
  })
})
