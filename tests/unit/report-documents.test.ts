// The assessment report and the SDS render as real PDFs whose text says what the brief of each requires.
import { describe, expect, it } from 'vitest'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { financialExposure } from '#domain/exposure/exposure'
import { summaryOf } from '#domain/exposure/summary'
import type { QuestionSet } from '#domain/questionnaire'
import { renderAssessmentReport } from '../../src/server/modules/reporting/assessment-report.tsx'
import type { DocumentInput } from '../../src/server/modules/reporting/document-input.ts'
import { renderSds } from '../../src/server/modules/reporting/sds-document.tsx'
import { pdfPages, pdfText } from '../support/pdf-text.ts'

const yesNo = (id: string, questions: { yes?: QuestionSet['categories'][number]['questions'] } = {}) => [
  { id: `${id}-yes`, title: 'Yes', ...(questions.yes ? { questions: questions.yes } : {}) },
  { id: `${id}-no`, title: 'No' },
]

const questionSet: QuestionSet = {
  id: '7d0c1c1e-4f1a-4a43-9d3f-3f4f8e0c2a10',
  version: '1.0.1',
  categories: [
    {
      id: 'office-holder',
      title: 'Office holder',
      questions: [
        {
          id: 'q-office',
          title: 'Will the worker act as an office holder for the client?',
          respondent: 'CLIENT',
          answers: [
            { id: 'q-office-yes', title: 'Yes', override: true },
            { id: 'q-office-no', title: 'No' },
          ],
        },
      ],
    },
    {
      id: 'substitution',
      title: 'Personal service and substitution',
      questions: [
        {
          id: 'q-substitute',
          title: 'Does the contract allow the worker to send a substitute?',
          respondent: 'CLIENT',
          answers: yesNo('q-substitute', {
            yes: [
              {
                id: 'q-substitute-rejected',
                title: 'Could the client reject a substitute who is suitably qualified?',
                respondent: 'CLIENT',
                answers: yesNo('q-substitute-rejected'),
              },
            ],
          }),
        },
        {
          id: 'q-substitute-sent',
          title: 'Has the worker ever sent a substitute in practice?',
          respondent: 'CONTRACTOR',
          answers: [...yesNo('q-substitute-sent'), { id: 'q-substitute-sent-unknown', title: "Don't Know" }],
        },
      ],
    },
    {
      id: 'control',
      title: 'Control',
      questions: [
        {
          id: 'q-how',
          title: 'Does the client decide how the work is done?',
          respondent: 'CLIENT',
          answers: yesNo('q-how'),
        },
        {
          id: 'q-where',
          title: 'Does the worker choose where to work?',
          respondent: 'CONTRACTOR',
          answers: yesNo('q-where'),
        },
      ],
    },
  ],
}

const reasons: AssessmentRecord['reasons'] = [
  {
    factor: 'Substitution',
    result: 'Outside Leaning',
    why: 'The worker has a genuine right to send a substitute, and the client cannot reject a suitably qualified one.',
    answers: [
      { question: 'Does the contract allow the worker to send a substitute?', answer: 'Yes' },
      { question: 'Could the client reject a substitute who is suitably qualified?', answer: 'No' },
    ],
  },
  {
    factor: 'Control',
    result: 'Inside Leaning',
    why: 'The client decides how the work is done, although the worker chooses where to work.',
    answers: [{ question: 'Does the client decide how the work is done?', answer: 'Yes' }],
  },
]

const assessment: AssessmentRecord = {
  id: '0b7e7a57-0d3e-4a44-9a64-3c1c8a0e6a51',
  contractor_engagement_id: 'c4a1f0d2-8a3b-4c55-9a1e-2b3c4d5e6f70',
  status: 'Awaiting SDS Acceptance',
  result: 'Borderline',
  result_code: null,
  result_summary: '<p>This HTML is for the screen and must not reach a document.</p>',
  reasons,
  score: 2.5,
  hmrc_outcome: 'Undetermined',
  hmrc_reason: 'Control and substitution point different ways, so CEST would not reach a result.',
  needs_manual_review: false,
  question_set_id: questionSet.id,
  question_set_version: '1.0.1',
  question_set_type: 'SDS',
  question_set_type_code: 'FULL',
  in_progress_answer_ids: [],
  answer_ids: ['q-office-no', 'q-substitute-yes', 'q-substitute-rejected-no', 'q-how-yes', 'q-where-yes'],
  assessment_category_results: [
    {
      category_id: 'substitution',
      category_title: 'Personal service and substitution',
      result: 'Outside',
      answer_ids: [],
    },
    { category_id: 'control', category_title: 'Control', result: 'Inside Leaning', answer_ids: [] },
  ],
  last_category_id: 'control',
  requires_update: false,
  submitted_by: 'CONTRACTOR',
  manual_override_reason: null,
  manual_override_by: null,
  completed_on: '2026-03-05T14:03:00Z',
  assessor: 'Priya Shah',
  assessor_organisation: 'Northwind Retail plc',
  created: '2026-03-02T09:00:00Z',
  version: 4,
}

const engagement: EngagementRecord = {
  id: assessment.contractor_engagement_id,
  name: 'Payments platform migration',
  reference: 'NW-2026-014',
  reviewers: [],
  type: 'Contractor',
  status: 'Awaiting SDS Acceptance',
  organisation_id: '5a0f5c1e-1111-4b2c-8d3e-4f5a6b7c8d9e',
  organisation: 'Northwind Retail plc',
  end_client_id: '5a0f5c1e-1111-4b2c-8d3e-4f5a6b7c8d9e',
  end_client: 'Northwind Retail plc',
  agency_id: null,
  agency: 'Brightpath Recruitment Ltd',
  contractor_id: '9e8d7c6b-2222-4a5b-9c8d-7e6f5a4b3c2d',
  // Outside WinAnsi: the document must print a close spelling, not a different name.
  contractor_name: 'Łukasz Nowak-Żelazny',
  company_name: 'Nowak Digital Consulting Ltd',
  role_id: null,
  role_name: null,
  question_set_id: questionSet.id,
  question_set_type_code: 'FULL',
  question_set_type_name: 'Full assessment',
  start_date: '2026-04-01',
  end_date: '2026-09-30',
  daily_rate: 1250,
  // The expected case below, £58,904.70, in pounds with its pence: the report rounds down.
  financial_exposure: 58_904.7,
  financial_offset: 31_500,
  exposure_notes: ['Bank holidays are not counted.'],
  // Worked out on 27/11/2026: six monthly payments of 20 to 23 days at £1,250, each paid 30 days after its month.
  exposure_detail: summaryOf(
    financialExposure({
      dailyRatePence: 125_000,
      startDate: '2026-04-01',
      endDate: '2026-09-30',
      today: '2026-11-27',
      clientSize: 'medium_or_large',
      hasAgency: true,
    }),
  ),
  invoicing_frequency: 'monthly',
  payment_terms_days: 30,
  scottish_taxpayer: false,
  client_size: 'medium_or_large',
  deductible_expenses_per_day: 0,
  sds_provider: null,
  reassessment_frequency_id: null,
  reassessed_from_id: null,
  reassessed_to_id: null,
  archived: false,
  hide_rate_field: false,
  hide_offset: false,
  can: {
    save_answers: false,
    submit_answers: false,
    reopen: true,
    cancel_reopen: false,
    retract_contractor_questions: false,
    reassess: true,
    delete: false,
    download_sds: true,
  },
  assessments: [assessment],
  version: 7,
}

const input: DocumentInput = {
  engagement,
  assessment,
  questionSet,
  client: 'Northwind Retail plc',
  generatedAt: new Date('2026-03-06T10:15:00Z'),
  conclusion: 'Inside IR35',
}

const sdsInput = { ...input, conclusion: 'Inside IR35' as const, issuedOn: '2026-03-06', sdsVersion: 1 }

const isPdf = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '%PDF-'

describe('assessment report', () => {
  it('is a PDF with the engagement details in en-GB form', async () => {
    const bytes = await renderAssessmentReport(input)
    expect(isPdf(bytes)).toBe(true)
    const text = pdfText(bytes)
    expect(text).toContain('IR35 Portal')
    expect(text).toContain('Payments platform migration')
    expect(text).toContain('Lukasz Nowak-Zelazny')
    expect(text).toContain('Nowak Digital Consulting Ltd')
    expect(text).toContain('Brightpath Recruitment Ltd')
    expect(text).toContain('Start date 01/04/2026')
    expect(text).toContain('End date 30/09/2026')
    expect(text).toContain('Day rate £1,250.00')
  })

  it('states the result, the CEST-equivalent outcome and the exposure rounded down with its note', async () => {
    const text = pdfText(await renderAssessmentReport(input))
    expect(text).toContain('Overall result Borderline')
    expect(text).toContain('Score 2.5 of 5')
    expect(text).toContain('Determination Inside IR35')
    expect(text).toContain('Outcome Undetermined')
    expect(text).toContain(assessment.hmrc_reason)
    expect(text).toContain('Estimated exposure £58,904')
    expect(text).toContain('Illustrated set-off £31,500')
    expect(text).toContain('Bank holidays are not counted.')
  })

  it('breaks the exposure down as the result panel does: codes, liability, set-off, years, interest, penalties', async () => {
    const text = pdfText(await renderAssessmentReport(input))
    expect(text).toContain('Monthly in arrears, paid 30 days after each period: 6 payments')
    // BR: 20% of £157,500 = £31,500, plus employee NIC £4,155.00 and employer NIC £23,249.70
    expect(text).toContain('Expected case (BR) £58,904')
    expect(text).toContain("HMRC's illustration (1257L cumulative) £86,929")
    expect(text).toContain('No starter information (0T week 1/month 1) £91,380')
    expect(text).toContain('The agency pays the worker')
    // corporation tax on £157,500 (£37,987.50) is more than the BR income tax, so the set-off stops at £31,500
    expect(text).toContain('With the illustrated set-off (£31,500 of corporation tax) £27,404')
    expect(text).toContain('With no set-off (conditions not met) £58,904')
    expect(text).toContain('2026/27 £58,904 · Within the ordinary 4 years')
    expect(text).toContain('Late-payment interest to 27/11/2026 £1,000')
    expect(text).toContain('Deliberate (20–70%, prompted from 35%) £11,780 to £41,233')
    // What is taxed: no expenses given, so the deemed payments are the fees; the levy is the agency's, apart.
    expect(text).toContain('Fees (day rate less VAT and materials) £157,500')
    expect(text).toContain('Less deductible expenses (none given) £0')
    expect(text).toContain('Deemed direct payments £157,500')
    expect(text).toContain("the agency's cost, not the client's")
    expect(text).toContain('left out of the totals £787') // 0.5% of £157,500 = £787.50, at most
  })

  it('gives the reasons per factor, the breakdown by category, and never the summary HTML', async () => {
    const text = pdfText(await renderAssessmentReport(input))
    expect(text).toContain('Substitution: Outside Leaning')
    expect(text).toContain(reasons[0]!.why)
    expect(text).toContain('Does the client decide how the work is done? — Yes')
    expect(text).toContain('Personal service and substitution Outside')
    expect(text).toContain('Control Inside Leaning')
    expect(text).not.toContain('<p>')
    expect(text).not.toContain('must not reach a document')
  })

  it('lists every revealed question with the answer given, and who completed it when', async () => {
    const text = pdfText(await renderAssessmentReport(input))
    expect(text).toContain("Could the client reject a substitute who is suitably qualified? Client's answer: No")
    expect(text).toContain("Has the worker ever sent a substitute in practice? Contractor's answer: Not answered")
    expect(text).toContain("Does the worker choose where to work? Contractor's answer: Yes")
    expect(text).toContain('Question set Full assessment (FULL)')
    expect(text).toContain('Question set version 1.0.1')
    expect(text).toContain('Completed by Priya Shah, Northwind Retail plc')
    expect(text).toContain('Submitted by Contractor')
    expect(text).toContain('Completed on 05/03/2026 14:03 (UK time)')
    expect(text).toContain('Generated 06/03/2026 10:15 (UK time)')
  })

  it('leaves out a child question whose parent answer was not chosen, and a hidden day rate', async () => {
    const answers = assessment.answer_ids.map((id) => (id === 'q-substitute-yes' ? 'q-substitute-no' : id))
    const text = pdfText(
      await renderAssessmentReport({
        ...input,
        assessment: { ...assessment, answer_ids: answers.filter((id) => id !== 'q-substitute-rejected-no') },
        engagement: { ...engagement, daily_rate: null, hide_rate_field: true },
      }),
    )
    expect(text).toContain('Does the contract allow the worker to send a substitute?')
    expect(text).not.toContain("Could the client reject a substitute who is suitably qualified? Client's answer")
    expect(text).not.toContain('Day rate')
  })

  it('prints what a user typed as it was typed, markup and all', async () => {
    const name = '<b>Data & AI</b> &amp; <script>alert(1)</script>'
    const text = pdfText(await renderAssessmentReport({ ...input, engagement: { ...engagement, name } }))
    expect(text).toContain(`Engagement ${name}`)
  })

  it('numbers its pages under the product header', async () => {
    const pages = pdfPages(await renderAssessmentReport(input))
    expect(pages.length).toBeGreaterThan(0)
    pages.forEach((lines, index) => {
      expect(lines[0]).toBe('IR35 Portal IR35 Assessment Report')
      expect(lines.at(-1)).toBe(`Generated 06/03/2026 10:15 (UK time) Page ${index + 1} of ${pages.length}`)
    })
  })
})

describe('status determination statement', () => {
  it('states the parties, the conclusion, its reasons, its dates and version', async () => {
    const bytes = await renderSds(sdsInput)
    expect(isPdf(bytes)).toBe(true)
    const text = pdfText(bytes)
    expect(text).toContain('Status Determination Statement')
    expect(text).toContain('Client Northwind Retail plc')
    expect(text).toContain('Worker Lukasz Nowak-Zelazny')
    expect(text).toContain("Worker's company Nowak Digital Consulting Ltd")
    expect(text).toContain('Engagement Payments platform migration (NW-2026-014)')
    expect(text).toContain('Conclusion: Inside IR35')
    expect(text).toContain('Control: Inside Leaning')
    expect(text).toContain(reasons[1]!.why)
    expect(text).toContain('Statement version 1')
    expect(text).toContain('Determination made on 05/03/2026')
    expect(text).toContain('Statement issued on 06/03/2026')
    expect(text).toContain('Applies from 01/04/2026')
    expect(text).not.toContain('Outside IR35')
  })

  it("states HMRC's CEST outcome of the same answers with what it rests on", async () => {
    const text = pdfText(await renderSds(sdsInput))
    expect(text).toContain("HMRC's Check Employment Status for Tax on the same answers")
    expect(text).toContain(`Undetermined. ${assessment.hmrc_reason}`)
    const without = pdfText(await renderSds({ ...sdsInput, assessment: { ...assessment, hmrc_outcome: null } }))
    expect(without).not.toContain('Check Employment Status')
  })

  it('says how the worker or the fee-payer may disagree and when the client must answer', async () => {
    const text = pdfText(await renderSds(sdsInput))
    expect(text).toContain(
      'you (the worker) or the fee-payer may make representations to Northwind Retail plc saying why you believe the conclusion is wrong (section 61T',
    )
    expect(text).toContain('respond within 45 days beginning with the day it receives them')
  })

  it('states an outside conclusion as given, whatever the result leans to', async () => {
    const text = pdfText(await renderSds({ ...sdsInput, conclusion: 'Outside IR35' }))
    expect(text).toContain('Conclusion: Outside IR35')
    expect(text).not.toContain('Inside IR35')
  })

  it('applies a replacement statement from the day it is issued, and names a reviewer who set the result', async () => {
    const text = pdfText(
      await renderSds({
        ...sdsInput,
        issuedOn: '2026-05-11',
        sdsVersion: 2,
        assessment: {
          ...assessment,
          manual_override_by: 'Dana Reid',
          manual_override_reason: 'The client controls the hours and place of work in practice.',
        },
      }),
    )
    expect(text).toContain('Statement version 2')
    expect(text).toContain('Applies from 11/05/2026')
    expect(text).toContain('The result was reviewed and set by Dana Reid: The client controls the hours')
  })
})

describe('rendering twice', () => {
  it('gives the same text for the same input', async () => {
    expect(pdfText(await renderAssessmentReport(input))).toBe(pdfText(await renderAssessmentReport(input)))
    expect(pdfText(await renderSds(sdsInput))).toBe(pdfText(await renderSds(sdsInput)))
  })
})
