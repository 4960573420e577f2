// Who answers an assessment's questions, as a parameter of the CEST oracle's API test: the client and the
// contractor (the contractor's questions sent to the contractor), or the client alone (dissemination off).
import type { Question, Respondent } from '../../src/domain/questionnaire.ts'
import type { Expression } from './cest-interviews.ts'

type Expressed = Extract<Expression, { expressed: true }>

export type Submission = { readonly by: Respondent; readonly answerIds: readonly string[] }

export type AnsweringMode = {
  readonly name: string
  /** Whether the client's submission sends the contractor's questions on. */
  readonly dissemination: boolean
  /** The questions the one answering may leave unanswered: their facts are then missing. */
  readonly mayLeave: (question: Question) => boolean
  /** The submissions that complete the assessment, in order. */
  readonly submissions: (expression: Expressed) => readonly Submission[]
}

export const CLIENT_AND_CONTRACTOR: AnsweringMode = {
  name: 'the client and the contractor',
  dissemination: true,
  mayLeave: () => false,
  // An office holder's interview ends at the client's first answer: the contractor is then not asked.
  submissions: ({ byRespondent }) => [
    { by: 'CLIENT', answerIds: byRespondent.CLIENT },
    ...(byRespondent.CONTRACTOR.length ? [{ by: 'CONTRACTOR' as const, answerIds: byRespondent.CONTRACTOR }] : []),
  ],
}

/**
 * The client answers every question, the contractor's included, the contractor not being asked; the client
 * may leave the contractor's questions unanswered (docs/cest.md, "Who answers the contractor's questions").
 */
export const CLIENT_ALONE: AnsweringMode = {
  name: 'the client alone',
  dissemination: false,
  mayLeave: (question) => question.respondent === 'CONTRACTOR',
  submissions: ({ answerIds }) => [{ by: 'CLIENT', answerIds }],
}
