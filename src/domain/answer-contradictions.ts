// Where a worker's own working practices review and the client's assessment of the same engagement disagree:
// questions both answered, with answers pointing opposite ways (one towards Inside, the other towards Outside).
// An answer that points neither way ("Don't Know", or a fact with no lean) contradicts nothing.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { type ChosenAnswer, chosenAnswers } from './determination/chosen-answers.ts'
import type { Answer, QuestionSet } from './questionnaire.ts'

/** One side's answers: the question set they were given on and the selected answer ids. */
export type AnsweredSet = { readonly set: QuestionSet; readonly answerIds: readonly string[] }

export type Contradiction = {
  readonly questionId: string
  /** The factor: the title of the question's category. */
  readonly factor: string
  readonly question: string
  readonly clientAnswer: string
  readonly contractorAnswer: string
}

type Leaning = 'INSIDE' | 'OUTSIDE' | null

/** An override answer ensures IR35 applies, so it points Inside whatever its lean says. */
const leaningOf = (answer: Answer): Leaning => (answer.override ? 'INSIDE' : (answer.lean?.towards ?? null))

const byQuestion = (answered: AnsweredSet) =>
  new Map(chosenAnswers(answered.set, answered.answerIds).map((chosen) => [chosen.question.id, chosen]))

const factorOf = (set: QuestionSet, chosen: ChosenAnswer) =>
  set.categories.find((category) => category.id === chosen.categoryId)?.title ?? ''

/** The contradictions in the client's page order; questions are matched by id, so versions may differ. */
export const answerContradictions = (client: AnsweredSet, contractor: AnsweredSet): Contradiction[] => {
  const theirs = byQuestion(contractor)
  return chosenAnswers(client.set, client.answerIds).flatMap((clients) => {
    const contractors = theirs.get(clients.question.id)
    if (!contractors || contractors.answer.id === clients.answer.id) return []
    const [clientLeaning, contractorLeaning] = [leaningOf(clients.answer), leaningOf(contractors.answer)]
    if (!clientLeaning || !contractorLeaning || clientLeaning === contractorLeaning) return []
    return [
      {
        questionId: clients.question.id,
        factor: factorOf(client.set, clients),
        question: clients.question.title,
        clientAnswer: clients.answer.title,
        contractorAnswer: contractors.answer.title,
      },
    ]
  })
}

/** How many contradictions each factor holds, in the order the factors first appear. */
export const contradictionsByFactor = (contradictions: readonly Contradiction[]) => {
  const counts = new Map<string, number>()
  for (const { factor } of contradictions) counts.set(factor, (counts.get(factor) ?? 0) + 1)
  return [...counts].map(([factor, count]) => ({ factor, count }))
}

export const CONTRADICTION_MESSAGES = {
  title: "Contradictions with the client's answers",
  clientAnswered: 'Client answered:',
  contractorAnswered: 'Contractor answered:',
  none: "No contradictions with the client's answers.",
  /** A contractor is never shown the client's answers (their engagement view leaves them out). */
  clientAnswersHidden: "The client's answers are not shown to you: only the factors where yours differ.",
  linkLabel: 'Link to a client engagement',
  removeLink: 'Remove link',
  removeConfirm: 'Remove the link to this client engagement? Your answers will no longer be compared with theirs.',
  notLinked: 'This review is not linked to a client engagement.',
  noEngagements: 'You are not the contractor on any client engagement to link.',
  linkedTo: 'Linked to the client engagement',
  /** The target of a link must be a client engagement whose contractor is the review's worker. */
  notYourEngagement: 'You can only link your review to a client engagement you are the contractor on.',
  nothingToUnlink: 'This review is not linked to a client engagement.',
  staleReview: 'This review was changed by someone else. Reload it and try again.',
} as const

/** PUT /api/assessments/working-practices-reviews/{id}/linked-engagement */
export const LinkEngagementBody = Schema.Struct({
  engagement_id: Uuid,
})
export type LinkEngagementBody = typeof LinkEngagementBody.Type

/** One engagement a worker may link their review to. */
export const LinkableEngagement = Schema.Struct({ id: Uuid, name: Schema.String, organisation: Schema.String })
export type LinkableEngagement = typeof LinkableEngagement.Type

export const ContradictionItem = Schema.Struct({
  question_id: Schema.String,
  factor: Schema.String,
  question: Schema.String,
  client_answer: Schema.String,
  contractor_answer: Schema.String,
})
export type ContradictionItem = typeof ContradictionItem.Type

const EngagementReference = Schema.NullOr(Schema.Struct({ id: Uuid, name: Schema.String }))

/**
 * GET /api/assessments/engagements/{id}/contradictions: the comparison a review or a client engagement takes
 * part in. `items` is null when the caller may not read the client's answers (then only the factors show).
 */
export const EngagementComparison = Schema.Struct({
  review: EngagementReference,
  client_engagement: EngagementReference,
  count: Schema.Int,
  factors: Schema.Array(Schema.Struct({ factor: Schema.String, count: Schema.Int })),
  items: Schema.NullOr(Schema.Array(ContradictionItem)),
}).annotate({ identifier: 'EngagementComparison' })
export type EngagementComparison = typeof EngagementComparison.Type
