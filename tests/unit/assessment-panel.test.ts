// The assessment side of an engagement screen, decided from the engagement record (rules
// questionnaire.screen, result.panel, questionnaire.flow, determination.score, format.money): which view shows, how the
// questionnaire opens (checked by starting the real questionnaire machine with it), which buttons a result offers, and
// how a result, money and the gauge read.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { questionnaireMachine } from '../../machines/questionnaire.machine'
import type { AssessmentRecord, EngagementRecord } from '../../src/domain/assessments'
import { financialExposure } from '../../src/domain/exposure/exposure'
import { summaryOf } from '../../src/domain/exposure/summary'
import type { Reviewer } from '../../src/domain/reviewers'
import { decodeEngagement } from '../../src/web/features/assessment/api/assessment-wire'
import { reportFileName } from '../../src/web/features/assessment/api/download-report'
import { decodeQuestionSet } from '../../src/web/features/assessment/api/question-set-wire'
import { GAUGE_MAX, gaugeArcPath, gaugePoint, gaugeScoreOf } from '../../src/web/features/assessment/gauge-geometry'
import {
  panelViewOf,
  type QuestionnairePurpose,
  questionnaireOpeningOf,
  resultActionsOf,
} from '../../src/web/features/assessment/panel-view'
import { poundsText } from '../../src/web/features/assessment/pounds'
import { FIXTURE } from '../model/questionnaire.walk.ts'

const NOTHING_ALLOWED: EngagementRecord['can'] = {
  save_answers: false,
  submit_answers: false,
  reopen: false,
  cancel_reopen: false,
  retract_contractor_questions: false,
  reassess: false,
  delete: false,
  download_sds: false,
}

// Ids as the server gives them (UUIDs), which the domain's schemas check when a record is decoded.
const ASSESSMENT_ID = '0b6f3c1e-3a43-4d6b-9a1e-0a1a2b3c4d01'
const ENGAGEMENT_ID = '0b6f3c1e-3a43-4d6b-9a1e-0a1a2b3c4de1'
const ORGANISATION_ID = '0b6f3c1e-3a43-4d6b-9a1e-0a1a2b3c4d0a'

const assessmentOf = (overrides: Partial<AssessmentRecord> = {}): AssessmentRecord => ({
  id: ASSESSMENT_ID,
  contractor_engagement_id: ENGAGEMENT_ID,
  status: 'Started',
  result: null,
  result_code: null,
  result_summary: null,
  reasons: [],
  score: null,
  hmrc_outcome: null,
  hmrc_reason: null,
  needs_manual_review: false,
  question_set_id: FIXTURE.id,
  question_set_version: FIXTURE.version,
  question_set_type: 'SDS',
  question_set_type_code: 'FULL',
  in_progress_answer_ids: [],
  answer_ids: [],
  assessment_category_results: [],
  last_category_id: null,
  requires_update: false,
  submitted_by: null,
  manual_override_reason: null,
  manual_override_by: null,
  completed_on: null,
  assessor: null,
  assessor_organisation: null,
  created: '2026-05-01T09:00:00.000Z',
  version: 1,
  ...overrides,
})

const engagementOf = (
  overrides: Partial<Omit<EngagementRecord, 'can'>> & { can?: Partial<EngagementRecord['can']> } = {},
): EngagementRecord => ({
  reviewers: [],
  id: ENGAGEMENT_ID,
  name: 'Payments architect',
  reference: null,
  type: 'Role',
  status: 'Started',
  organisation_id: ORGANISATION_ID,
  organisation: 'Acme Retail Group',
  end_client_id: ORGANISATION_ID,
  end_client: 'Acme Retail Group',
  agency_id: null,
  agency: null,
  contractor_id: null,
  contractor_name: null,
  company_name: null,
  role_id: null,
  role_name: null,
  question_set_id: FIXTURE.id,
  question_set_type_code: 'FULL',
  question_set_type_name: 'Full assessment',
  start_date: '2027-01-01',
  end_date: '2027-06-30',
  daily_rate: 500,
  financial_exposure: null,
  financial_offset: null,
  exposure_notes: [],
  exposure_detail: null,
  invoicing_frequency: 'monthly',
  payment_terms_days: 30,
  scottish_taxpayer: false,
  client_size: null,
  deductible_expenses_per_day: 0,
  sds_provider: null,
  reassessment_frequency_id: null,
  reassessed_from_id: null,
  reassessed_to_id: null,
  archived: false,
  hide_rate_field: false,
  hide_offset: false,
  assessments: [assessmentOf()],
  version: 1,
  ...overrides,
  can: { ...NOTHING_ALLOWED, ...overrides.can },
})

const ANSWERING = { save_answers: true, submit_answers: true }
const COMPLETED = assessmentOf({
  status: 'Complete',
  result: 'Outside IR35',
  answer_ids: ['q1-no', 'q4-no'],
  score: 1.5,
})

/** The questionnaire machine started as the panel starts it. */
const startQuestionnaire = (engagement: EngagementRecord, purpose: QuestionnairePurpose) =>
  createActor(questionnaireMachine, {
    input: {
      questionSet: FIXTURE,
      viewer: 'CLIENT',
      ...questionnaireOpeningOf(engagement, engagement.assessments[0]!, purpose),
    },
  }).start()

describe('panelViewOf', () => {
  it('offers to start a role that has no assessment only to someone who may answer it', () => {
    expect(panelViewOf(engagementOf({ assessments: [], can: ANSWERING }), null)).toEqual({
      kind: 'notStarted',
      canStart: true,
    })
    expect(panelViewOf(engagementOf({ assessments: [] }), null)).toEqual({ kind: 'notStarted', canStart: false })
  })

  it('shows the questionnaire until there is a result, then the result', () => {
    expect(panelViewOf(engagementOf({ can: ANSWERING }), null)).toMatchObject({
      kind: 'questionnaire',
      purpose: 'answer',
    })
    expect(panelViewOf(engagementOf({ status: 'Complete', assessments: [COMPLETED] }), null)).toMatchObject({
      kind: 'result',
    })
  })

  it('opens the answers of a result read-only on request, and for editing only when a submit is allowed', () => {
    const complete = engagementOf({ status: 'Complete', assessments: [COMPLETED] })
    expect(panelViewOf(complete, 'view')).toMatchObject({ kind: 'questionnaire', purpose: 'view' })
    expect(panelViewOf(complete, 'edit')).toMatchObject({ kind: 'result' })
    const inReview = engagementOf({
      status: 'Awaiting Review',
      assessments: [COMPLETED],
      can: { submit_answers: true },
    })
    expect(panelViewOf(inReview, 'edit')).toMatchObject({ kind: 'questionnaire', purpose: 'edit' })
  })
})

describe('questionnaireOpeningOf, as the questionnaire machine takes it', () => {
  it('opens a fresh Started assessment with the start prompt and Save progress', () => {
    const engagement = engagementOf({ can: ANSWERING })
    expect(questionnaireOpeningOf(engagement, engagement.assessments[0]!, 'answer')).toEqual({
      mode: 'edit',
      canSaveProgress: true,
      showStartPrompt: true,
      selectedAnswerIds: [],
      lastCategoryId: null,
    })
    expect(startQuestionnaire(engagement, 'answer').getSnapshot().value).toBe('startPrompt')
  })

  it('carries on from saved answers on the category last worked on, without the prompt', () => {
    const engagement = engagementOf({
      can: ANSWERING,
      assessments: [assessmentOf({ in_progress_answer_ids: ['q1-no'], last_category_id: 'office' })],
    })
    const snapshot = startQuestionnaire(engagement, 'answer').getSnapshot()
    expect(snapshot.matches({ answering: 'paging' })).toBe(true)
    expect(snapshot.context).toMatchObject({
      categoryId: 'office',
      selectedAnswerIds: ['q1-no'],
      canSaveProgress: true,
    })
  })

  it('opens a reopened assessment on its previous answers in reopen mode: no Save progress, and submit asks first', () => {
    const engagement = engagementOf({
      status: 'Reopened',
      can: { submit_answers: true, cancel_reopen: true },
      assessments: [assessmentOf({ status: 'Reopened', in_progress_answer_ids: ['q1-no', 'q4-no'] })],
    })
    const actor = startQuestionnaire(engagement, 'answer')
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'reopen',
      canSaveProgress: false,
      showStartPrompt: false,
    })
    actor.send({ type: 'answers.submit' })
    expect(actor.getSnapshot().value).toBe('confirmingSubmit')
  })

  it('edits the answers of a result in review in reopen mode, where reviewers exist', () => {
    const reviewer: Reviewer = {
      id: 'r1',
      actor_id: 'a1',
      organisation_id: 'o1',
      group_id: null,
      group: null,
      actor: { id: 'a1', first_name: 'Sam', last_name: 'Okafor', email: 'sam@example.test' },
      organisation: { id: 'o1', name: 'Acme Retail Group' },
      job_description: null,
      status: 'Opened',
      signed_off_date: null,
      is_mine: false,
      can_sign_off: false,
      via_email_link: false,
    }
    const inReview = { status: 'Awaiting Review', can: { submit_answers: true }, assessments: [COMPLETED] }
    const opening = questionnaireOpeningOf(engagementOf({ ...inReview, reviewers: [reviewer] }), COMPLETED, 'edit')
    expect(opening).toMatchObject({ mode: 'reopen', canSaveProgress: false, selectedAnswerIds: ['q1-no', 'q4-no'] })
    const removedOnly = engagementOf({ ...inReview, reviewers: [{ ...reviewer, status: 'Removed' }] })
    expect(questionnaireOpeningOf(removedOnly, COMPLETED, 'edit').mode).not.toBe('reopen')
  })

  it('shows the answers read-only when viewing, or when the person may not submit', () => {
    const complete = engagementOf({ status: 'Complete', assessments: [COMPLETED] })
    expect(startQuestionnaire(complete, 'view').getSnapshot().value).toBe('viewing')
    // A reader (a reviewer, View answers) starts at the first category, not where the assessor left off.
    const leftOff = engagementOf({ status: 'Complete', assessments: [{ ...COMPLETED, last_category_id: 'office' }] })
    expect(startQuestionnaire(leftOff, 'view').getSnapshot().context.categoryId).toBe(FIXTURE.categories[0]!.id)
    expect(startQuestionnaire(leftOff, 'answer').getSnapshot().context.categoryId).not.toBe(FIXTURE.categories[0]!.id)
    const waiting = engagementOf({
      status: 'Awaiting Contractor',
      assessments: [assessmentOf({ answer_ids: ['q1-no'] })],
    })
    expect(questionnaireOpeningOf(waiting, waiting.assessments[0]!, 'answer').mode).toBe('readOnly')
  })
})

describe('resultActionsOf', () => {
  it('follows what the engagement machine allows', () => {
    expect(resultActionsOf(engagementOf())).toEqual({
      viewAnswers: true,
      editAnswers: false,
      reopen: false,
      reassess: false,
      downloadSds: false,
    })
    expect(
      resultActionsOf(
        engagementOf({ can: { reopen: true, reassess: true, download_sds: true, submit_answers: true } }),
      ),
    ).toEqual({ viewAnswers: true, editAnswers: true, reopen: true, reassess: true, downloadSds: true })
  })
})

describe('how a result reads', () => {
  it('shows pounds whole, rounded down, with en-GB separators', () => {
    expect(poundsText(12345)).toBe('£12,345')
    expect(poundsText(1234567.99)).toBe('£1,234,567')
    expect(poundsText(0)).toBe('£0')
  })

  it('puts the score on the 0–5 gauge, a missing one at 5', () => {
    expect(gaugeScoreOf(null)).toBe(GAUGE_MAX)
    expect(gaugeScoreOf(7)).toBe(GAUGE_MAX)
    expect(gaugeScoreOf(-1)).toBe(0)
    expect(gaugeScoreOf(2.5)).toBe(2.5)
    const frame = { cx: 100, cy: 100, radius: 80 }
    expect(gaugePoint(frame, 0)).toEqual({ x: 20, y: 100 })
    expect(gaugePoint(frame, 0.5)).toEqual({ x: 100, y: 20 })
    expect(gaugeArcPath(frame, 0)).toBe('')
    expect(gaugeArcPath(frame, 1)).toBe('M 20 100 A 80 80 0 0 1 180 100')
    expect(gaugeArcPath(frame, 0.5)).toBe('M 20 100 A 80 80 0 0 1 100 20')
  })

  it('names a downloaded PDF after the engagement, without characters file systems refuse', () => {
    expect(reportFileName('Payments architect', 'report')).toBe('Payments architect - IR35 assessment report.pdf')
    expect(reportFileName('Ops/Lead: "A"', 'sds')).toBe('Ops Lead A - Status determination statement.pdf')
  })
})

describe('wire decoding', () => {
  it('reads a question set, dropping null helps, advice and empty child lists', () => {
    const set = decodeQuestionSet({
      id: 'qs1',
      version: '1.0.1',
      type_code: 'FULL',
      type: 'SDS',
      title: 'Full assessment',
      categories: [
        {
          id: 'c1',
          title: 'Control',
          advice: null,
          questions: [
            {
              id: 'q1',
              title: 'Who decides?',
              help: null,
              respondent: 'CLIENT',
              answers: [
                {
                  id: 'q1-yes',
                  title: 'Yes',
                  override: null,
                  questions: [{ id: 'q1a', title: 'When?', help: 'Hours', respondent: 'CLIENT', answers: [] }],
                },
                { id: 'q1-no', title: 'No', override: true, questions: [] },
              ],
            },
          ],
        },
      ],
    })
    expect(set).toEqual({
      id: 'qs1',
      version: '1.0.1',
      title: 'Full assessment',
      typeCode: 'FULL',
      categories: [
        {
          id: 'c1',
          title: 'Control',
          questions: [
            {
              id: 'q1',
              title: 'Who decides?',
              respondent: 'CLIENT',
              answers: [
                {
                  id: 'q1-yes',
                  title: 'Yes',
                  questions: [{ id: 'q1a', title: 'When?', help: 'Hours', respondent: 'CLIENT', answers: [] }],
                },
                { id: 'q1-no', title: 'No', override: true },
              ],
            },
          ],
        },
      ],
    })
  })

  // The server's question sets have UUIDs; the walk's fixture does not, so the decoded records carry one.
  const QUESTION_SET_ID = '0b6f3c1e-3a43-4d6b-9a1e-0a1a2b3c4d5e'
  const SERVED = { ...COMPLETED, question_set_id: QUESTION_SET_ID }

  it('accepts an engagement record as the server sends it and refuses one without its allowed events', () => {
    const record = engagementOf({ assessments: [SERVED], question_set_id: QUESTION_SET_ID })
    expect(decodeEngagement(JSON.parse(JSON.stringify(record)))).toEqual(record)
    const { can: _dropped, ...withoutCan } = record
    expect(() => decodeEngagement(withoutCan)).toThrow()
  })

  it("reads the exposure's breakdown as the server sends it, and refuses one with an unknown time limit", () => {
    const detail = summaryOf(
      financialExposure({
        dailyRatePence: 80_000,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        today: '2026-11-27',
      }),
    )
    const record = engagementOf({
      assessments: [SERVED],
      question_set_id: QUESTION_SET_ID,
      exposure_detail: detail,
      client_size: 'small',
    })
    expect(decodeEngagement(JSON.parse(JSON.stringify(record)))).toEqual(record)
    const wrong = { ...detail, years: [{ ...detail.years[0]!, time_limit: 'forever' }] }
    expect(() => decodeEngagement(JSON.parse(JSON.stringify({ ...record, exposure_detail: wrong })))).toThrow()
  })
})
