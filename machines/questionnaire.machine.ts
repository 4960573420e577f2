// The questionnaire as a person answers it (rules questionnaire.screen, questionnaire.flow, questionnaire.required):
// categories as pages that skip hidden ones, nested questions, exclusive answers, the override answer that ends it
// early, save progress and submit, validation that scrolls to the first unanswered question, reopen mode with its
// confirmation. It runs in the browser; its rules are the pure functions of src/domain/questionnaire.ts,
// which the server uses to validate what is submitted.
import { and, assign, setup } from 'xstate'
import {
  isAnswerSelectable,
  neighbourCategoryId,
  openingCategoryId,
  type QuestionnaireMode,
  type QuestionSet,
  selectAnswer,
  selectedOverride,
  unansweredQuestions,
  type Viewer,
} from '#domain/questionnaire'
import { ASSESSOR_ROLES, CONTRACTOR_ROLES, PARTY, type StateMeta, type TransitionMeta } from './meta.ts'

export type QuestionnaireContext = {
  readonly questionSet: QuestionSet
  /** CLIENT for organisation users (and the assessor of a one-off or working practices review), CONTRACTOR for the contractor. */
  readonly viewer: Viewer
  readonly mode: QuestionnaireMode
  readonly canSaveProgress: boolean
  readonly showStartPrompt: boolean
  readonly selectedAnswerIds: readonly string[]
  /** The category on screen (last_category_id when saved). */
  readonly categoryId: string | null
  /** Set by a failed submit: the view scrolls to this question and highlights it. */
  readonly firstUnansweredQuestionId: string | null
  /** Answers changed since the questionnaire opened or was last saved. */
  readonly dirty: boolean
}

export type QuestionnaireInput = {
  readonly questionSet: QuestionSet
  readonly viewer: Viewer
  readonly mode: QuestionnaireMode
  /** in_progress_answer_ids, or the current assessment's answers. */
  readonly selectedAnswerIds?: readonly string[]
  readonly lastCategoryId?: string | null
  /** Save progress is shown only while the engagement is Started. */
  readonly canSaveProgress?: boolean
  /** The prompt before answering: the assessment is Started and has no in-progress answers. */
  readonly showStartPrompt?: boolean
}

export type QuestionnaireEvent =
  | { type: 'prompt.continue' }
  | { type: 'prompt.cancel' }
  | { type: 'answer.select'; answerId: string }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'progress.save' }
  | { type: 'save.succeeded' }
  | { type: 'save.failed' }
  | { type: 'answers.submit' }
  | { type: 'submit.confirm' }
  | { type: 'submit.cancel' }
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed' }
  | { type: 'questionnaire.leave' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }

const RESPONDENTS = [...ASSESSOR_ROLES, ...CONTRACTOR_ROLES] as const

const paging = {
  'page.next': {
    guard: 'hasNextCategory',
    actions: 'showNextCategory',
    meta: { description: 'Next: the following category the viewer sees', roles: RESPONDENTS },
  },
  'page.previous': {
    guard: 'hasPreviousCategory',
    actions: 'showPreviousCategory',
    meta: { description: 'Previous: the preceding category the viewer sees', roles: RESPONDENTS },
  },
} as const

export const questionnaireMachine = setup({
  types: {} as {
    context: QuestionnaireContext
    events: QuestionnaireEvent
    input: QuestionnaireInput
    meta: StateMeta
    transitionMeta: TransitionMeta
  },
  guards: {
    isReadOnly: ({ context }) => context.mode === 'readOnly',
    showsStartPrompt: ({ context }) => context.showStartPrompt,
    isSelectableAnswer: ({ context, event }) =>
      event.type === 'answer.select' &&
      isAnswerSelectable(context.questionSet, context.selectedAnswerIds, context.viewer, event.answerId),
    hasOverrideSelected: ({ context }) =>
      selectedOverride(context.questionSet, context.selectedAnswerIds) !== undefined,
    hasNextCategory: ({ context }) =>
      neighbourCategoryId(context.questionSet, context.selectedAnswerIds, context.viewer, context.categoryId, 1) !==
      undefined,
    hasPreviousCategory: ({ context }) =>
      neighbourCategoryId(context.questionSet, context.selectedAnswerIds, context.viewer, context.categoryId, -1) !==
      undefined,
    maySaveProgress: ({ context }) => context.canSaveProgress,
    // Every visible question answered, or an override answer that ends the questionnaire.
    isComplete: ({ context }) =>
      unansweredQuestions(context.questionSet, context.selectedAnswerIds, context.viewer).length === 0,
    isReopenMode: ({ context }) => context.mode === 'reopen',
    isDirty: ({ context }) => context.dirty,
  },
  actions: {
    // Provided by the browser: each starts I/O and reports back with an event, or moves the view.
    saveProgress: () => {},
    submitAnswers: () => {},
    scrollToFirstUnanswered: () => {},
    selectAnswer: assign(({ context, event }) =>
      event.type === 'answer.select'
        ? {
            selectedAnswerIds: selectAnswer(context.questionSet, context.selectedAnswerIds, event.answerId),
            firstUnansweredQuestionId: null,
            dirty: true,
          }
        : {},
    ),
    showNextCategory: assign({
      categoryId: ({ context }) =>
        neighbourCategoryId(context.questionSet, context.selectedAnswerIds, context.viewer, context.categoryId, 1) ??
        context.categoryId,
    }),
    showPreviousCategory: assign({
      categoryId: ({ context }) =>
        neighbourCategoryId(context.questionSet, context.selectedAnswerIds, context.viewer, context.categoryId, -1) ??
        context.categoryId,
    }),
    markFirstUnanswered: assign(({ context }) => {
      const first = unansweredQuestions(context.questionSet, context.selectedAnswerIds, context.viewer)[0]
      return first ? { firstUnansweredQuestionId: first.question.id, categoryId: first.categoryId } : {}
    }),
    markSaved: assign({ dirty: false }),
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => {
    const selected = input.selectedAnswerIds ?? []
    return {
      questionSet: input.questionSet,
      viewer: input.viewer,
      mode: input.mode,
      canSaveProgress: (input.canSaveProgress ?? false) && input.mode === 'edit',
      showStartPrompt: (input.showStartPrompt ?? false) && input.mode === 'edit',
      selectedAnswerIds: selected,
      categoryId: openingCategoryId(input.questionSet, selected, input.viewer, input.lastCategoryId ?? null),
      firstUnansweredQuestionId: null,
      dirty: false,
    }
  },
  initial: 'opening',
  meta: {
    title: 'Questionnaire',
    description:
      'Answering an assessment page by page: nested and exclusive answers, questions hidden by respondent, the override that ends it early, save progress, submit with validation, reopen mode.',
  },
  states: {
    opening: {
      meta: { title: 'Opening', description: 'The questionnaire loads with the answers so far' },
      always: [
        {
          guard: 'isReadOnly',
          target: 'viewing',
          meta: { description: 'View answers: read-only', roles: RESPONDENTS },
        },
        {
          guard: 'showsStartPrompt',
          target: 'startPrompt',
          meta: { description: 'Started with no answers in progress: the prompt opens first', roles: RESPONDENTS },
        },
        { target: 'answering', meta: { description: 'Carry on answering', roles: RESPONDENTS } },
      ],
    },
    startPrompt: {
      meta: {
        title: 'Before answering',
        description: 'The prompt before answering (PLEASE NOTE on a working practices review)',
      },
      on: {
        'prompt.continue': {
          target: 'answering',
          meta: { description: 'Continue', roles: RESPONDENTS },
        },
        'prompt.cancel': {
          target: 'closed',
          meta: { description: 'Cancel: back to where the person came from', roles: RESPONDENTS },
        },
      },
    },
    answering: {
      meta: { title: 'Answering', description: 'Answering, one category per page' },
      initial: 'routing',
      on: {
        'answer.select': {
          guard: 'isSelectableAnswer',
          target: '.routing',
          actions: 'selectAnswer',
          meta: {
            description:
              "Select an answer: exclusive among its siblings, a second click deselects it, its siblings' child answers are cleared",
            roles: RESPONDENTS,
          },
        },
        'answers.submit': [
          {
            guard: and(['isComplete', 'isReopenMode']),
            target: 'confirmingSubmit',
            meta: { description: 'Submit in reopen mode: confirm first', roles: RESPONDENTS },
          },
          {
            guard: 'isComplete',
            target: 'submitting',
            actions: 'submitAnswers',
            meta: { description: 'Submit (submitted true)', roles: RESPONDENTS },
          },
          {
            actions: ['markFirstUnanswered', 'scrollToFirstUnanswered'],
            meta: {
              description:
                'Validation fails: the page of the first unanswered visible question shows, scrolled to it ("Please select Yes or No for this question")',
              roles: RESPONDENTS,
            },
          },
        ],
        'questionnaire.leave': [
          {
            guard: 'isDirty',
            target: 'confirmingLeave',
            meta: {
              description: 'Leaving with unsaved answers: "Answers not submitted, do you want to discard changes?"',
              roles: RESPONDENTS,
            },
          },
          { target: 'closed', meta: { description: 'Leave: nothing to lose', roles: RESPONDENTS } },
        ],
      },
      states: {
        routing: {
          meta: {
            title: 'Checking for an override answer',
            description: 'Does an override answer end the questionnaire?',
          },
          always: [
            {
              guard: 'hasOverrideSelected',
              target: 'overridden',
              meta: { description: 'An override answer is selected', roles: RESPONDENTS },
            },
            { target: 'paging', meta: { description: 'No override answer is selected', roles: RESPONDENTS } },
          ],
        },
        paging: {
          meta: { title: 'Moving between pages', description: 'Previous, Save progress, Next and Submit' },
          on: {
            ...paging,
            'progress.save': {
              guard: 'maySaveProgress',
              target: '#questionnaire.saving',
              actions: 'saveProgress',
              meta: { description: 'Save progress (submitted false): only while Started', roles: RESPONDENTS },
            },
          },
        },
        overridden: {
          meta: {
            title: 'Ended by an override answer',
            description: 'The override answer ensures IR35 applies: a warning shows and only Submit remains',
          },
        },
      },
    },
    saving: {
      meta: { title: 'Saving progress', description: 'The answers so far are being saved' },
      on: {
        'save.succeeded': {
          target: 'answering',
          actions: 'markSaved',
          meta: { description: 'Saved', roles: [PARTY.system] },
        },
        'save.failed': {
          target: 'answering',
          meta: { description: 'The save failed; the answers stay on screen', roles: [PARTY.system] },
        },
      },
    },
    confirmingSubmit: {
      meta: {
        title: 'Confirming a resubmission',
        description: 'Reopen mode: "previous answers are lost" — submit anyway?',
      },
      on: {
        'submit.confirm': {
          target: 'submitting',
          actions: 'submitAnswers',
          meta: { description: 'Confirm: submit the changed answers', roles: RESPONDENTS },
        },
        'submit.cancel': {
          target: 'answering',
          meta: { description: 'Cancel: back to the answers', roles: RESPONDENTS },
        },
      },
    },
    submitting: {
      meta: { title: 'Submitting', description: 'The answers are being submitted' },
      on: {
        'submit.succeeded': {
          target: 'submitted',
          meta: { description: 'Submitted: the result panel replaces the questionnaire', roles: [PARTY.system] },
        },
        'submit.failed': {
          target: 'answering',
          meta: { description: 'The submit failed; the answers stay on screen', roles: [PARTY.system] },
        },
      },
    },
    confirmingLeave: {
      meta: {
        title: 'Asked whether to discard changes',
        description: '"Answers not submitted, do you want to discard changes?"',
      },
      on: {
        'leave.confirm': {
          target: 'closed',
          meta: { description: 'Discard the changes and leave', roles: RESPONDENTS },
        },
        'leave.cancel': {
          target: 'answering',
          meta: { description: 'Stay on the questionnaire', roles: RESPONDENTS },
        },
      },
    },
    viewing: {
      meta: { title: 'Viewing answers', description: 'View answers: read-only pages, Close' },
      on: {
        ...paging,
        'questionnaire.leave': {
          target: 'closed',
          meta: { description: 'Close', roles: RESPONDENTS },
        },
      },
    },
    submitted: {
      type: 'final',
      meta: { title: 'Submitted', description: 'Submitted' },
    },
    closed: {
      type: 'final',
      meta: { title: 'Left without submitting', description: 'Left without submitting' },
    },
  },
})
