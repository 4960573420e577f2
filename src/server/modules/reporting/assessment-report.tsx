// The assessment report (rule result.panel, "Download Report"): the engagement, the result with its
// reasons, the CEST-equivalent outcome, the financial exposure, and every revealed question with its answer.

import { View } from '@react-pdf/renderer'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { formatPoundsAndPence, formatPounds as poundsOfPence } from '#domain/exposure/money'
import { paymentTermsText } from '#domain/exposure/payments'
import { type ExposureSummary, levyAmount, levyLine } from '#domain/exposure/summary'
import { TIME_LIMIT_LABELS } from '#domain/exposure/time-limits'
import { type Answer, type Question, type QuestionSet, revealedQuestions } from '#domain/questionnaire'
import { WORKING_PRACTICES_REVIEW } from '#domain/working-practices'
import {
  formatDateTime,
  formatDayRate,
  formatOptionalDay,
  formatPounds,
  formatUkDay,
  respondentName,
} from './document-format.ts'
import type { DocumentInput } from './document-input.ts'
import {
  Bullets,
  DocumentTitle,
  type FieldRow,
  Fields,
  Indented,
  Paragraph,
  PortalDocument,
  ReasonList,
  renderPdf,
  Section,
  SubHeading,
} from './pdf-parts.tsx'

type AnsweredQuestion = { question: Question; depth: number; answer: Answer | undefined }
type CategoryAnswers = { id: string; title: string; questions: AnsweredQuestion[] }

/** The revealed questions of each category, in page order, with the answer given to each (if any). */
const answersByCategory = (set: QuestionSet, answerIds: readonly string[]): CategoryAnswers[] => {
  const chosen = new Set(answerIds)
  const revealed = revealedQuestions(set, answerIds)
  return set.categories
    .map((category) => ({
      id: category.id,
      title: category.title,
      questions: revealed
        .filter((placed) => placed.categoryId === category.id)
        .map(({ question, depth }) => ({
          question,
          depth,
          answer: question.answers.find((answer) => chosen.has(answer.id)),
        })),
    }))
    .filter((category) => category.questions.length > 0)
}

const engagementRows = (engagement: EngagementRecord, client: string): FieldRow[] => {
  const contractor = engagement.type === 'Contractor'
  const rateShown = !engagement.hide_rate_field && engagement.daily_rate !== null
  return [
    ['Engagement', engagement.name],
    ['Reference', engagement.reference],
    ['Type', engagement.type],
    ['Role', engagement.role_name],
    ['Client', client],
    ['End client', engagement.end_client],
    ['Agency', engagement.agency ?? 'None'],
    ['Contractor', contractor ? (engagement.contractor_name ?? 'Not recorded') : null],
    ['Company', contractor ? (engagement.company_name ?? 'Not recorded') : null],
    ['SDS provider', engagement.sds_provider],
    ['Start date', formatOptionalDay(engagement.start_date)],
    ['End date', formatOptionalDay(engagement.end_date)],
    ['Day rate', rateShown ? formatDayRate(engagement.daily_rate!) : null],
    ['Status', engagement.status],
  ]
}

const resultRows = (assessment: AssessmentRecord, conclusion: DocumentInput['conclusion']): FieldRow[] => [
  // An absent result reads Incomplete (rule results.colours).
  ['Overall result', assessment.result ?? 'Incomplete'],
  ['Score', assessment.score === null ? 'None' : `${assessment.score} of 5`],
  ['Determination', conclusion],
  ['Needs manual review', assessment.needs_manual_review ? 'Yes' : null],
  ['Overridden by', assessment.manual_override_reason ? (assessment.manual_override_by ?? 'A reviewer') : null],
  ['Override reason', assessment.manual_override_reason],
]

const completionRows = (engagement: EngagementRecord, assessment: AssessmentRecord): FieldRow[] => [
  ['Question set', `${engagement.question_set_type_name} (${assessment.question_set_type_code})`],
  ['Question set type', assessment.question_set_type],
  ['Question set version', assessment.question_set_version],
  [
    'Completed by',
    assessment.assessor
      ? [assessment.assessor, assessment.assessor_organisation].filter(Boolean).join(', ')
      : 'Not recorded',
  ],
  ['Submitted by', assessment.submitted_by ? respondentName(assessment.submitted_by) : null],
  ['Completed on', assessment.completed_on ? `${formatDateTime(assessment.completed_on)} (UK time)` : 'Not completed'],
]

const pence = poundsOfPence

/** The deemed payment (fees less deductible expenses), both NICs and the levy with whose pay bill it counts. */
const taxedRows = (detail: ExposureSummary): FieldRow[] => {
  const deemed = detail.deemed_payment
  return [
    ...(deemed
      ? ([
          ['Fees (day rate less VAT and materials)', pence(deemed.fees_pence)],
          [
            `Less deductible expenses${deemed.expenses_per_day_pence > 0 ? ` (${formatPoundsAndPence(deemed.expenses_per_day_pence)} a working day)` : ' (none given)'}`,
            pence(deemed.deductible_expenses_pence),
          ],
          ['Deemed direct payments', pence(deemed.deemed_payments_pence)],
        ] satisfies FieldRow[])
      : []),
    ['Employee National Insurance', pence(detail.employee_nic_pence)],
    ['Employer National Insurance (a cost on top)', pence(detail.employer_nic_pence)],
    ...(detail.levy ? ([[levyLine(detail.levy), pence(levyAmount(detail.levy))]] satisfies FieldRow[]) : []),
  ]
}

/** The breakdown of a result that keeps one (docs/financial-exposure.md): the same figures as the result panel. */
const ExposureDetail = ({ detail }: { detail: ExposureSummary }) => {
  const setOff = detail.set_off
  return (
    <View>
      <Paragraph
        text={`${paymentTermsText(detail.invoicing_frequency, detail.payment_terms_days)}: ${detail.payments} payment${
          detail.payments === 1 ? '' : 's'
        }, each taxed when it is made${detail.scottish_taxpayer ? ', at the Scottish rates' : ''}. Worked out on ${formatUkDay(detail.worked_on)}.`}
      />
      <SubHeading text="By tax code" />
      <Fields
        rows={detail.codings.map((coding): FieldRow => [`${coding.label} (${coding.code})`, pence(coding.total_pence)])}
      />
      <SubHeading text="What is taxed" />
      <Fields rows={taxedRows(detail)} />
      <SubHeading text="Whose liability" />
      <Paragraph text={detail.liability.who_pays} />
      <Bullets items={[...detail.liability.points]} />
      {setOff ? (
        <View>
          <SubHeading text="Set-off" />
          <Fields
            rows={[
              ['Gross, before any set-off', pence(setOff.gross_pence)],
              [
                `With the illustrated set-off (${pence(setOff.illustrated_pence)} of corporation tax)`,
                pence(setOff.with_illustrated_pence),
              ],
              ['With no set-off (conditions not met)', pence(setOff.with_none_pence)],
            ]}
          />
          <Bullets items={[...setOff.conditions]} />
        </View>
      ) : null}
      <SubHeading text="How far back HMRC can go" />
      <Fields
        rows={detail.years.map(
          (year): FieldRow => [year.tax_year, `${pence(year.expected_pence)} · ${TIME_LIMIT_LABELS[year.time_limit]}`],
        )}
      />
      <Paragraph
        text={`The totals count the years within the ordinary 4-year window. With careless behaviour: ${pence(
          detail.by_behaviour.careless_pence,
        )}; with deliberate behaviour: ${pence(detail.by_behaviour.deliberate_pence)}.`}
      />
      <SubHeading text="Interest and penalties" />
      <Fields
        rows={[
          [`Late-payment interest to ${formatUkDay(detail.worked_on)}`, pence(detail.interest_pence)],
          ...detail.penalties.map(
            (range): FieldRow => [
              `${range.label} (${range.minimum_unprompted_percent}–${range.maximum_percent}%, prompted from ${range.minimum_prompted_percent}%)`,
              `${pence(range.least_pence)} to ${pence(range.most_pence)}`,
            ],
          ),
        ]}
      />
    </View>
  )
}

const FinancialExposure = ({ engagement }: { engagement: EngagementRecord }) => {
  if (engagement.financial_exposure === null && engagement.financial_offset === null) return null
  return (
    <Section heading="Financial exposure">
      <Fields
        rows={[
          [
            'Estimated exposure',
            engagement.financial_exposure === null ? null : formatPounds(engagement.financial_exposure),
          ],
          [
            'Illustrated set-off',
            engagement.financial_offset === null ? null : formatPounds(engagement.financial_offset),
          ],
        ]}
      />
      {engagement.exposure_detail ? <ExposureDetail detail={engagement.exposure_detail} /> : null}
      {engagement.exposure_notes.length > 0 ? <Bullets items={engagement.exposure_notes} /> : null}
    </Section>
  )
}

const QuestionsAndAnswers = ({ set, answerIds }: { set: QuestionSet; answerIds: readonly string[] }) => (
  <Section heading="Questions and answers">
    {answersByCategory(set, answerIds).map((category) => (
      <View key={category.id}>
        <SubHeading text={category.title} />
        {category.questions.map(({ question, depth, answer }) => (
          <Indented key={question.id} level={depth - 1}>
            <Paragraph
              text={question.title}
              strongLine={`${respondentName(question.respondent)}'s answer: ${answer?.title ?? 'Not answered'}${
                answer?.override ? ' (this answer ensures IR35 applies)' : ''
              }`}
            />
          </Indented>
        ))}
      </View>
    ))}
  </Section>
)

// A worker's own working practices review is titled as theirs: it is not a status determination statement,
// which only the client issues.
const titleOf = ({ engagement, client }: DocumentInput) =>
  engagement.type === WORKING_PRACTICES_REVIEW
    ? {
        title: 'Working Practices Review',
        subtitle: `${engagement.name}, for ${client}: the worker's own review of how the work is done`,
      }
    : { title: 'IR35 Assessment Report', subtitle: `${engagement.name}, for ${client}` }

const AssessmentReport = (input: DocumentInput) => {
  const { engagement, assessment, questionSet, client, generatedAt, conclusion } = input
  const { title, subtitle } = titleOf(input)
  return (
    <PortalDocument title={title} generatedAt={generatedAt}>
      <DocumentTitle title={title} subtitle={subtitle} />
      <Section heading="Engagement details">
        <Fields rows={engagementRows(engagement, client)} />
      </Section>
      <Section heading="Result">
        <Fields rows={resultRows(assessment, conclusion)} />
      </Section>
      <Section heading="HMRC CEST-equivalent outcome">
        <Fields
          rows={[
            ['Outcome', assessment.hmrc_outcome ?? 'Not available'],
            ['Reason', assessment.hmrc_reason],
          ]}
        />
      </Section>
      <FinancialExposure engagement={engagement} />
      <Section heading="Reasons by factor">
        <ReasonList reasons={assessment.reasons} />
      </Section>
      <Section heading="Results breakdown by category">
        {assessment.assessment_category_results.length === 0 ? (
          <Paragraph text="No category results." tone="muted" />
        ) : (
          <Fields
            rows={assessment.assessment_category_results.map((category) => [category.category_title, category.result])}
          />
        )}
      </Section>
      <Section heading="Questionnaire">
        <Fields rows={completionRows(engagement, assessment)} />
      </Section>
      <QuestionsAndAnswers set={questionSet} answerIds={assessment.answer_ids} />
    </PortalDocument>
  )
}

export const renderAssessmentReport = (input: DocumentInput): Promise<Uint8Array> =>
  renderPdf(<AssessmentReport {...input} />)
