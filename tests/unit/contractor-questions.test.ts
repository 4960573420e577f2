// The contractor's questions and the client's side of them (rules questionnaire.screen, result.panel,
// sds-hub.screen, questionnaire.flow): how the contractor's questionnaire opens (checked by starting the real
// questionnaire machine with it: only contractor questions, categories without them skipped), what the page shows, the
// client's Awaiting Contractor panel, and the dissemination offer beside the client's Submit.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { questionnaireMachine } from '../../machines/questionnaire.machine'
import type { EngagementRecord } from '../../src/domain/assessments'
import type { ContractorEngagementView } from '../../src/domain/contractor-portal'
import {
  answeredForContractor,
  answerProblems,
  clientViewer,
  type QuestionSet,
  unansweredQuestions,
  visibleCategories,
  visibleQuestions,
} from '../../src/domain/questionnaire'
import { contractorOpeningOf, contractorQuestionsViewOf } from '../../src/web/features/assessment/contractor-view'
import {
  CONTRACTOR_QUESTION_BADGE,
  clientAnswersOnly,
  disseminationLabel,
  disseminationOffer,
  mayDisseminate,
  whoAnswersText,
} from '../../src/web/features/assessment/dissemination'
import { panelViewOf } from '../../src/web/features/assessment/panel-view'

// Two categories: the first has a client question and a contractor question, the second only a client one.
const SET: QuestionSet = {
  id: 'qs1',
  version: '1.0.1',
  categories: [
    {
      id: 'c1',
      title: 'Control',
      questions: [
        {
          id: 'q1',
          title: 'Client question',
          respondent: 'CLIENT',
          answers: [
            { id: 'q1-yes', title: 'Yes' },
            { id: 'q1-no', title: 'No' },
          ],
        },
        {
          id: 'q2',
          title: 'Contractor question',
          respondent: 'CONTRACTOR',
          answers: [
            { id: 'q2-yes', title: 'Yes' },
            { id: 'q2-no', title: 'No' },
          ],
        },
      ],
    },
    {
      id: 'c2',
      title: 'Substitution',
      questions: [
        {
          id: 'q3',
          title: 'Another client question',
          respondent: 'CLIENT',
          answers: [
            { id: 'q3-yes', title: 'Yes' },
            { id: 'q3-no', title: 'No' },
          ],
        },
      ],
    },
    {
      id: 'c3',
      title: 'Financial risk',
      questions: [
        {
          id: 'q4',
          title: 'Second contractor question',
          respondent: 'CONTRACTOR',
          answers: [
            { id: 'q4-yes', title: 'Yes' },
            { id: 'q4-no', title: 'No' },
          ],
        },
      ],
    },
  ],
}
const CLIENT_ONLY: QuestionSet = { ...SET, categories: [SET.categories[1]!] }

const viewOf = (
  overrides: Partial<Omit<ContractorEngagementView, 'assessment' | 'can'>> & {
    assessment?: Partial<ContractorEngagementView['assessment']>
    can?: Partial<ContractorEngagementView['can']>
  } = {},
): ContractorEngagementView => ({
  id: 'e1',
  name: 'Store systems consultant',
  organisation: 'Acme Retail Group',
  end_client: 'Acme Retail Group',
  agency: null,
  start_date: '2026-11-02',
  end_date: '2027-05-02',
  status: 'Awaiting Contractor',
  archived: false,
  sds: null,
  distribution: null,
  ...overrides,
  assessment: {
    id: 'a1',
    question_set_id: 'qs1',
    question_set_version: '1.0.1',
    answer_ids: [],
    in_progress_answer_ids: [],
    last_category_id: null,
    submitted_by: 'CLIENT',
    version: 3,
    ...overrides.assessment,
  },
  can: { answer: true, download_sds: false, ...overrides.can },
})

describe("the contractor's questionnaire", () => {
  it('shows only the contractor questions, skipping the category without one, with Save progress', () => {
    const actor = createActor(questionnaireMachine, {
      input: { questionSet: SET, viewer: 'CONTRACTOR', ...contractorOpeningOf(viewOf()) },
    }).start()
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches('answering')).toBe(true)
    expect(context.canSaveProgress).toBe(true)
    expect(context.categoryId).toBe('c1')
    expect(visibleQuestions(SET, [], 'CONTRACTOR').map((placed) => placed.question.id)).toEqual(['q2', 'q4'])
    expect(visibleCategories(SET, [], 'CONTRACTOR').map((category) => category.id)).toEqual(['c1', 'c3'])
    actor.send({ type: 'page.next' })
    expect(actor.getSnapshot().context.categoryId).toBe('c3')
    // A client answer is not the contractor's to give.
    expect(actor.getSnapshot().can({ type: 'answer.select', answerId: 'q1-yes' })).toBe(false)
  })

  it('opens on the saved answers and the category last worked on', () => {
    const opening = contractorOpeningOf(
      viewOf({ assessment: { in_progress_answer_ids: ['q2-no'], answer_ids: [], last_category_id: 'c3' } }),
    )
    expect(opening).toMatchObject({ selectedAnswerIds: ['q2-no'], lastCategoryId: 'c3', mode: 'edit' })
  })

  it('answers, submitted, or nothing to answer, as the engagement allows', () => {
    expect(contractorQuestionsViewOf(viewOf(), SET)).toBe('answering')
    expect(contractorQuestionsViewOf(viewOf(), CLIENT_ONLY)).toBe('nothingToAnswer')
    expect(
      contractorQuestionsViewOf(
        viewOf({ status: 'Awaiting Distribution', can: { answer: false }, assessment: { submitted_by: 'CONTRACTOR' } }),
        SET,
      ),
    ).toBe('submitted')
    // Retracted by the client: the engagement moved on without the contractor's answers.
    expect(contractorQuestionsViewOf(viewOf({ status: 'Complete', can: { answer: false } }), SET)).toBe(
      'nothingToAnswer',
    )
    expect(contractorOpeningOf(viewOf({ can: { answer: false } })).mode).toBe('readOnly')
  })
})

describe('dissemination beside the client Submit', () => {
  const contractorEngagement = { type: 'Contractor', contractor_id: 'c1' } as const

  it('is offered for a contractor engagement of an organisation that disseminates', () => {
    expect(mayDisseminate(contractorEngagement, true)).toBe(true)
    expect(mayDisseminate(contractorEngagement, false)).toBe(false)
    expect(mayDisseminate({ type: 'Role', contractor_id: null }, true)).toBe(false)
  })

  it('counts the contractor questions still unanswered, and offers nothing without one', () => {
    const offer = disseminationOffer({
      mayDisseminate: true,
      respondent: 'CLIENT',
      questionSet: SET,
      selectedAnswerIds: [],
    })
    expect(offer).toEqual({ questions: 2 })
    expect(disseminationLabel(offer!)).toBe('Ask the contractor to answer their 2 questions')
    expect(disseminationLabel({ questions: 1 })).toBe('Ask the contractor to answer their 1 question')
    expect(
      disseminationOffer({
        mayDisseminate: true,
        respondent: 'CLIENT',
        questionSet: CLIENT_ONLY,
        selectedAnswerIds: [],
      }),
    ).toBeNull()
    expect(
      disseminationOffer({ mayDisseminate: false, respondent: 'CLIENT', questionSet: SET, selectedAnswerIds: [] }),
    ).toBeNull()
    // The contractor's own submit never disseminates.
    expect(
      disseminationOffer({ mayDisseminate: true, respondent: 'CONTRACTOR', questionSet: SET, selectedAnswerIds: [] }),
    ).toBeNull()
  })
})

describe("the client answering the contractor's questions when the contractor is not asked", () => {
  const ids = (placed: readonly { question: { id: string } }[]) => placed.map((p) => p.question.id)

  it("shows the client every question, marks the contractor's, and asks only the client's own", () => {
    expect(clientViewer(true)).toBe('CLIENT')
    const viewer = clientViewer(false)
    expect(ids(visibleQuestions(SET, [], viewer))).toEqual(['q1', 'q2', 'q3', 'q4'])
    expect(ids(visibleQuestions(SET, [], 'CLIENT'))).toEqual(['q1', 'q3'])
    expect(visibleCategories(SET, [], viewer).map((c) => c.id)).toEqual(['c1', 'c2', 'c3'])
    const [q1, q2] = SET.categories[0]!.questions
    expect(answeredForContractor(q2!, viewer)).toBe(true)
    expect(answeredForContractor(q1!, viewer)).toBe(false)
    expect(answeredForContractor(q2!, 'CLIENT')).toBe(false)
    expect(answeredForContractor(q2!, 'BOTH')).toBe(false)
    // The contractor's questions may be left: only the client's are unanswered, and a submission with theirs passes.
    expect(ids(unansweredQuestions(SET, [], viewer))).toEqual(['q1', 'q3'])
    expect(answerProblems(SET, ['q1-no', 'q3-no'], viewer, { submitted: true })).toEqual([])
    expect(answerProblems(SET, ['q1-no', 'q2-yes', 'q3-no', 'q4-no'], viewer, { submitted: true })).toEqual([])
    // The contractor, asked, still answers all of theirs.
    expect(ids(unansweredQuestions(SET, ['q1-no', 'q3-no'], 'CONTRACTOR'))).toEqual(['q2', 'q4'])
  })

  it("sends the client's own answers when the contractor is asked, and offers to ask whatever the client answered", () => {
    expect(clientAnswersOnly(SET, ['q1-no', 'q2-yes', 'q3-no', 'q4-no'])).toEqual(['q1-no', 'q3-no'])
    // Answers the client gave the contractor's questions do not take the offer away: ticking asks the contractor.
    expect(
      disseminationOffer({
        mayDisseminate: true,
        respondent: 'CLIENT',
        questionSet: SET,
        selectedAnswerIds: ['q1-no', 'q2-yes', 'q4-no'],
      }),
    ).toEqual({ questions: 2 })
  })

  it("says who answers the contractor's questions and what the result rests on", () => {
    expect(whoAnswersText({ offer: { questions: 2 }, asked: true })).toBe(
      'The contractor will be asked their 2 questions when you submit. The result waits for their answers and rests on yours and theirs.',
    )
    expect(whoAnswersText({ offer: { questions: 1 }, asked: true })).toContain('asked their question when you submit')
    expect(whoAnswersText({ offer: { questions: 2 }, asked: false })).toBe(
      `The contractor will not be asked. Their questions are shown to you, marked "${CONTRACTOR_QUESTION_BADGE}": the result rests on your answers alone, and names any fact left unanswered.`,
    )
    expect(whoAnswersText({ offer: null, asked: false })).toMatch(
      /^The contractor is not asked to answer questions for this assessment, so their questions are shown to you/,
    )
  })
})

describe("the client's result area while the contractor answers", () => {
  const engagement = (status: string, retract: boolean, result: string | null = null) =>
    ({
      status,
      can: { save_answers: false, submit_answers: false, retract_contractor_questions: retract },
      assessments: [{ id: 'a1', result }],
    }) as unknown as EngagementRecord

  it('shows the submitted texts with Retract questions when the machine allows it', () => {
    expect(panelViewOf(engagement('Awaiting Contractor', true), null)).toMatchObject({
      kind: 'awaitingContractor',
      canRetract: true,
    })
    expect(panelViewOf(engagement('Awaiting Contractor', false), null)).toMatchObject({
      kind: 'awaitingContractor',
      canRetract: false,
    })
  })

  it('opens the client answers read-only on request, and the result once the engagement moves on', () => {
    expect(panelViewOf(engagement('Awaiting Contractor', true), 'view')).toMatchObject({ kind: 'questionnaire' })
    expect(panelViewOf(engagement('Awaiting Distribution', false, 'Outside IR35'), null)).toMatchObject({
      kind: 'result',
    })
  })
})
