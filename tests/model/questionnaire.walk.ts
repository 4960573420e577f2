// A small fixed question set and the finite event set the questionnaire machine is walked with.
import type { EventFromLogic } from 'xstate'
import type { Answer, Question, QuestionSet } from '#domain/questionnaire'
import type { questionnaireMachine } from '#machines/questionnaire.machine'
import type { WalkOptions } from './transition-coverage.ts'

const yesNo = (id: string, yes: Partial<Answer> = {}): Answer[] => [
  { id: `${id}-yes`, title: 'Yes', ...yes },
  { id: `${id}-no`, title: 'No' },
]

/**
 * Three categories. Control: a client question nested three levels deep (q1 → q1a → q1a-i) and a contractor
 * question (q2). Substitution: contractor questions only, so the client's paging skips it. Office holder: a
 * client question with three options, whose Yes is the override answer.
 */
export const FIXTURE: QuestionSet = {
  id: 'qs-fixture',
  version: '1.0.1',
  categories: [
    {
      id: 'control',
      title: 'Control',
      questions: [
        {
          id: 'q1',
          title: 'Does the client decide how the work is done?',
          respondent: 'CLIENT',
          answers: yesNo('q1', {
            questions: [
              {
                id: 'q1a',
                title: 'Does the client also decide when it is done?',
                respondent: 'CLIENT',
                answers: yesNo('q1a', {
                  questions: [
                    {
                      id: 'q1a-i',
                      title: 'And where it is done?',
                      respondent: 'CLIENT',
                      answers: yesNo('q1a-i'),
                    },
                  ],
                }),
              },
            ],
          }),
        },
        { id: 'q2', title: 'Do you choose your own hours?', respondent: 'CONTRACTOR', answers: yesNo('q2') },
      ],
    },
    {
      id: 'substitution',
      title: 'Substitution',
      questions: [{ id: 'q3', title: 'Could you send a substitute?', respondent: 'CONTRACTOR', answers: yesNo('q3') }],
    },
    {
      id: 'office',
      title: 'Office holder',
      questions: [
        {
          id: 'q4',
          title: 'Is the worker an office holder?',
          respondent: 'CLIENT',
          answers: [
            { id: 'q4-yes', title: 'Yes', override: true },
            { id: 'q4-no', title: 'No' },
            { id: 'q4-dk', title: "Don't Know" },
          ],
        },
      ],
    },
  ],
}

const answerIdsOf = (questions: readonly Question[]): string[] =>
  questions.flatMap((question) =>
    question.answers.flatMap((answer) => [answer.id, ...answerIdsOf(answer.questions ?? [])]),
  )

export const FIXTURE_ANSWER_IDS = answerIdsOf(FIXTURE.categories.flatMap((category) => category.questions))

type QuestionnaireEvent = EventFromLogic<typeof questionnaireMachine>

// Every answer of the fixture (those the viewer cannot see are refused), and every other event once.
const EVENTS: readonly QuestionnaireEvent[] = [
  ...FIXTURE_ANSWER_IDS.map((answerId) => ({ type: 'answer.select', answerId }) as const),
  { type: 'prompt.continue' },
  { type: 'prompt.cancel' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'progress.save' },
  { type: 'save.succeeded' },
  { type: 'save.failed' },
  { type: 'answers.submit' },
  { type: 'submit.confirm' },
  { type: 'submit.cancel' },
  { type: 'submit.succeeded' },
  { type: 'submit.failed' },
  { type: 'questionnaire.leave' },
  { type: 'leave.confirm' },
  { type: 'leave.cancel' },
]

export const questionnaireWalk: WalkOptions<typeof questionnaireMachine> = {
  events: () => EVENTS,
  starts: [
    {
      label: 'client starts a new assessment',
      input: { questionSet: FIXTURE, viewer: 'CLIENT', mode: 'edit', canSaveProgress: true, showStartPrompt: true },
    },
    {
      label: 'client edits in reopen mode',
      input: { questionSet: FIXTURE, viewer: 'CLIENT', mode: 'reopen', selectedAnswerIds: ['q1-no', 'q4-no'] },
    },
    {
      label: 'contractor answers',
      input: { questionSet: FIXTURE, viewer: 'CONTRACTOR', mode: 'edit', selectedAnswerIds: ['q1-no', 'q4-no'] },
    },
    {
      label: 'client views the answers',
      input: { questionSet: FIXTURE, viewer: 'CLIENT', mode: 'readOnly', selectedAnswerIds: ['q1-no', 'q4-no'] },
    },
  ],
  paths: 'perValue',
  // The question set, viewer and mode are fixed per start: the answers, page and flags make the state.
  stateKey: (context) => [
    context.selectedAnswerIds,
    context.categoryId,
    context.firstUnansweredQuestionId,
    context.dirty,
  ],
}
