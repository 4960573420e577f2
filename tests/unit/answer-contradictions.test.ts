import { describe, expect, it } from 'vitest'
import { answerContradictions, contradictionsByFactor } from '#domain/answer-contradictions'
import type { QuestionSet } from '#domain/questionnaire'

// A small set: a factor whose answers lean both ways, and an opening page whose answers point nowhere.
const SET: QuestionSet = {
  id: 'set-1',
  version: '1.0.0',
  categories: [
    {
      id: 'opening',
      title: 'Office holder',
      questions: [
        {
          id: 'q-office',
          title: 'Is the worker an office holder?',
          respondent: 'CLIENT',
          answers: [
            { id: 'office-yes', title: 'Yes', override: true },
            { id: 'office-no', title: 'No' },
          ],
        },
      ],
    },
    {
      id: 'control',
      title: 'Control',
      weight: 3,
      questions: [
        {
          id: 'q-how',
          title: 'Does the client decide how the work is done?',
          respondent: 'CLIENT',
          answers: [
            { id: 'how-yes', title: 'Yes', lean: { towards: 'INSIDE', weight: 3 } },
            { id: 'how-no', title: 'No', lean: { towards: 'OUTSIDE', weight: 2 } },
            { id: 'how-dk', title: "Don't Know" },
          ],
        },
        {
          id: 'q-hours',
          title: 'Does the client set the hours?',
          respondent: 'CONTRACTOR',
          answers: [
            { id: 'hours-always', title: 'Always', lean: { towards: 'INSIDE', weight: 3 } },
            { id: 'hours-often', title: 'Often', lean: { towards: 'INSIDE', weight: 1 } },
            { id: 'hours-never', title: 'Never', lean: { towards: 'OUTSIDE', weight: 2 } },
          ],
        },
      ],
    },
  ],
}

const side = (...answerIds: string[]) => ({ set: SET, answerIds })

describe('contradictions between the client and the contractor', () => {
  it('finds none when one side has not answered anything (as with no linked review)', () => {
    expect(answerContradictions(side(), side('how-yes', 'hours-always'))).toEqual([])
    expect(answerContradictions(side('how-yes'), side())).toEqual([])
  })

  it('ignores questions only one side answered', () => {
    expect(answerContradictions(side('how-yes'), side('hours-never'))).toEqual([])
  })

  it('finds none when both gave the same answers', () => {
    expect(answerContradictions(side('how-no', 'hours-never'), side('how-no', 'hours-never'))).toEqual([])
  })

  it('finds none when the answers differ but lean the same way', () => {
    expect(answerContradictions(side('hours-always'), side('hours-often'))).toEqual([])
  })

  it('finds none when one answer points neither way', () => {
    expect(answerContradictions(side('how-yes'), side('how-dk'))).toEqual([])
    expect(answerContradictions(side('office-no'), side('office-yes'))).toEqual([])
  })

  it('names the factor, the question and both answers where they lean opposite ways', () => {
    expect(answerContradictions(side('how-yes', 'hours-never'), side('how-no', 'hours-always'))).toEqual([
      {
        questionId: 'q-how',
        factor: 'Control',
        question: 'Does the client decide how the work is done?',
        clientAnswer: 'Yes',
        contractorAnswer: 'No',
      },
      {
        questionId: 'q-hours',
        factor: 'Control',
        question: 'Does the client set the hours?',
        clientAnswer: 'Never',
        contractorAnswer: 'Always',
      },
    ])
  })

  it('counts the contradictions of each factor', () => {
    const found = answerContradictions(side('how-yes', 'hours-never'), side('how-no', 'hours-always'))
    expect(contradictionsByFactor(found)).toEqual([{ factor: 'Control', count: 2 }])
  })
})
