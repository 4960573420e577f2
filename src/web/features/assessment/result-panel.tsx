// "IR35 Assessment Result" (rule result.panel): the overall result in its colour, the financial
// exposure and offset, the gauge, the reasons, HMRC's CEST outcome beside ours, the question set version,
// the breakdown by category and the downloads. Insurance validation reads PASS or FAIL with its summary.
import type { ReactNode } from 'react'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { MANUAL_REVIEW_MESSAGES } from '#domain/manual-review-values'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { formatDate } from '../../ui/format-date'
import { ResultBadge, resultToneOf } from '../../ui/result-badge'
import { SafeHtml } from '../../ui/safe-html'
import { ExposureBreakdown } from './exposure-breakdown'
import { isInsuranceValidation } from './panel-view'
import { poundsText } from './pounds'
import { ReportDownloads } from './report-downloads'
import { ResultGauge } from './result-gauge'
import { ResultsBreakdown } from './results-breakdown'
import { ScoreScale } from './score-scale'

type ResultPanelProps = {
  engagement: EngagementRecord
  assessment: AssessmentRecord
  /** The buttons of the result (View answers, Edit Answers, Reopen, Reassess now). */
  actions: ReactNode
}

export const ResultPanel = ({ engagement, assessment, actions }: ResultPanelProps) => {
  const insurance = isInsuranceValidation(assessment)
  const headingId = `result-${assessment.id}`
  return (
    <section aria-labelledby={headingId} className={card()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
          IR35 Assessment Result
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'center' })}>
          <dl className={facts}>
            <div>
              <dt className={term}>Overall result</dt>
              <dd>
                <ResultBadge result={assessment.result} size="lg" />
              </dd>
            </div>
            {!insurance && engagement.financial_exposure !== null && (
              <div>
                <dt className={term}>Potential financial exposure</dt>
                <dd className={amount}>{poundsText(engagement.financial_exposure)}</dd>
              </div>
            )}
            {!insurance && engagement.financial_offset !== null && (
              <div>
                <dt className={term}>Illustrated set-off</dt>
                <dd className={amount}>{poundsText(engagement.financial_offset)}</dd>
              </div>
            )}
          </dl>
          {!insurance && <ResultGauge score={assessment.score} tone={resultToneOf(assessment.result)} />}
          {!insurance && (
            <ScoreScale
              result={assessment.result}
              resultCode={assessment.result_code}
              overridden={assessment.manual_override_reason !== null}
            />
          )}
        </div>

        {!insurance && engagement.exposure_detail && <ExposureBreakdown detail={engagement.exposure_detail} />}

        {!insurance && engagement.exposure_notes.length > 0 && (
          <ul aria-label="Notes on the exposure estimate" className={notes}>
            {engagement.exposure_notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}

        {!insurance && assessment.hmrc_outcome && (
          <div className={hmrc}>
            <p>
              <span className={css({ fontWeight: '600' })}>HMRC CEST equivalent:</span> {assessment.hmrc_outcome}
            </p>
            {assessment.hmrc_reason && (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{assessment.hmrc_reason}</p>
            )}
          </div>
        )}

        {assessment.manual_override_reason && (
          <div className={hmrc}>
            <p className={css({ fontWeight: '600' })}>{MANUAL_REVIEW_MESSAGES.overridden}</p>
            <p className={css({ fontSize: 'sm' })}>
              {assessment.manual_override_by ? `By ${assessment.manual_override_by}: ` : ''}
              {assessment.manual_override_reason}
            </p>
          </div>
        )}

        {assessment.result_summary && (
          <div className={summary}>
            <h3 className={css({ fontWeight: '700' })}>
              {/* The summary reasons from the answers; after an override it must not read as the result's reason. */}
              {assessment.manual_override_reason ? MANUAL_REVIEW_MESSAGES.overriddenSummary : 'Summary'}
            </h3>
            <SafeHtml html={assessment.result_summary} headingLevelsDown={3} />
          </div>
        )}

        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          Question set version {assessment.question_set_version}
          {assessment.completed_on && ` · Completed on ${formatDate(assessment.completed_on)}`}
          {assessment.assessor && ` by ${assessment.assessor}`}
          {assessment.assessor_organisation && ` (${assessment.assessor_organisation})`}
        </p>

        {!insurance && <ResultsBreakdown categories={assessment.assessment_category_results} />}

        <ReportDownloads engagement={engagement} assessment={assessment} sds={engagement.can.download_sds} />
        {actions}
      </div>
    </section>
  )
}

const facts = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  flex: '1',
  minWidth: '14rem',
  '& > div': { display: 'flex', flexDirection: 'column', gap: '1' },
})
const term = css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })
const amount = css({ fontSize: 'xl', fontWeight: '700', fontVariantNumeric: 'tabular-nums' })
const notes = css({
  color: 'fg.muted',
  fontSize: 'sm',
  listStyle: 'disc',
  ps: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})
const hmrc = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  bg: 'bg.subtle',
  borderRadius: 'md',
  p: '3',
})
const summary = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  '& p': { mb: '2' },
  '& ul': { listStyle: 'disc', ps: '5' },
  '& ol': { listStyle: 'decimal', ps: '5' },
})
