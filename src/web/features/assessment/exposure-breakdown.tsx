// The exposure's breakdown on the result (docs/financial-exposure.md): the three figures for the worker's
// unknown tax code, whose liability it is, the set-off three ways with its conditions, each tax year's time
// limit, interest to date and the penalty ranges. Amounts come in pence and show as whole pounds.

import { formatPounds, formatPoundsAndPence } from '#domain/exposure/money'
import { paymentTermsText } from '#domain/exposure/payments'
import { type ExposureSummary, levyAmount, levyLine } from '#domain/exposure/summary'
import { TIME_LIMIT_LABELS } from '#domain/exposure/time-limits'
import { css } from '../../../../styled-system/css'
import { formatDate } from '../../ui/format-date'

export const ExposureBreakdown = ({ detail }: { detail: ExposureSummary }) => {
  const { set_off: setOff } = detail
  const older = detail.by_behaviour.careless_pence - detail.by_behaviour.ordinary_pence
  return (
    <section aria-labelledby="exposure-breakdown" className={box}>
      <h3 id="exposure-breakdown" className={heading}>
        How the exposure is made up
      </h3>
      <p className={muted}>
        {paymentTermsText(detail.invoicing_frequency, detail.payment_terms_days)}: {detail.payments} payment
        {detail.payments === 1 ? '' : 's'}, each taxed when it is made
        {detail.scottish_taxpayer ? ', at the Scottish rates' : ''}. Worked out on {formatDate(detail.worked_on)}.
      </p>

      <dl aria-label="Exposure by tax code" className={figures}>
        {detail.codings.map((coding) => (
          <div key={coding.coding} className={coding.coding === 'expected' ? figureStrong : figure}>
            <dt className={term}>
              {coding.label} <span className={code}>({coding.code})</span>
            </dt>
            <dd className={amount}>{formatPounds(coding.total_pence)}</dd>
          </div>
        ))}
      </dl>

      {(detail.deemed_payment || detail.levy) && (
        <div className={block}>
          <h4 className={subheading}>What is taxed</h4>
          <dl aria-label="What is taxed" className={rows}>
            {detail.deemed_payment && (
              <>
                <Row label="Fees (day rate less VAT and materials)" value={detail.deemed_payment.fees_pence} />
                <Row
                  label={`Less deductible expenses${
                    detail.deemed_payment.expenses_per_day_pence > 0
                      ? ` (${formatPoundsAndPence(detail.deemed_payment.expenses_per_day_pence)} a working day)`
                      : ' (none given)'
                  }`}
                  value={detail.deemed_payment.deductible_expenses_pence}
                />
                <Row label="Deemed direct payments" value={detail.deemed_payment.deemed_payments_pence} />
              </>
            )}
            <Row label="Employee National Insurance" value={detail.employee_nic_pence} />
            <Row label="Employer National Insurance (a cost on top)" value={detail.employer_nic_pence} />
            {detail.levy && <Row label={levyLine(detail.levy)} value={levyAmount(detail.levy)} />}
          </dl>
        </div>
      )}

      <div className={block}>
        <h4 className={subheading}>Whose liability</h4>
        <p>{detail.liability.who_pays}</p>
        <details>
          <summary className={summaryLine}>The rules</summary>
          <ul className={bullets}>
            {detail.liability.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </details>
      </div>

      {setOff && (
        <div className={block}>
          <h4 className={subheading}>Set-off</h4>
          <dl aria-label="Set-off" className={rows}>
            <Row label="Gross, before any set-off" value={setOff.gross_pence} />
            <Row
              label={`With the illustrated set-off (${formatPounds(setOff.illustrated_pence)} of corporation tax)`}
              value={setOff.with_illustrated_pence}
            />
            <Row label="With no set-off (conditions not met)" value={setOff.with_none_pence} />
          </dl>
          <details>
            <summary className={summaryLine}>Conditions</summary>
            <ul className={bullets}>
              {setOff.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </details>
        </div>
      )}

      <div className={block}>
        <h4 className={subheading}>How far back HMRC can go</h4>
        <table className={table}>
          <caption className={srOnly}>Each tax year's expected case and time limit</caption>
          <thead>
            <tr>
              <th scope="col">Tax year</th>
              <th scope="col">Expected case</th>
              <th scope="col">HMRC can act</th>
            </tr>
          </thead>
          <tbody>
            {detail.years.map((year) => (
              <tr key={year.tax_year}>
                <th scope="row">{year.tax_year}</th>
                <td className={numeric}>{formatPounds(year.expected_pence)}</td>
                <td>{TIME_LIMIT_LABELS[year.time_limit]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={muted}>
          The totals count the years within the ordinary 4-year window.
          {older > 0 ? ` Careless behaviour would add ${formatPounds(older)}.` : ''}
          {detail.by_behaviour.deliberate_pence > detail.by_behaviour.careless_pence
            ? ` Deliberate behaviour would add ${formatPounds(detail.by_behaviour.deliberate_pence - detail.by_behaviour.careless_pence)} more.`
            : ''}
        </p>
      </div>

      <div className={block}>
        <h4 className={subheading}>Interest and penalties</h4>
        <dl aria-label="Interest" className={rows}>
          <Row label={`Late-payment interest to ${formatDate(detail.worked_on)}`} value={detail.interest_pence} />
        </dl>
        <table className={table}>
          <caption className={srOnly}>Penalty ranges on the expected case</caption>
          <thead>
            <tr>
              <th scope="col">Behaviour</th>
              <th scope="col">Range</th>
              <th scope="col">Penalty</th>
            </tr>
          </thead>
          <tbody>
            {detail.penalties.map((range) => (
              <tr key={range.behaviour}>
                <th scope="row">{range.label}</th>
                <td>
                  {range.minimum_unprompted_percent}–{range.maximum_percent}% (prompted from{' '}
                  {range.minimum_prompted_percent}%)
                </td>
                <td className={penalty}>
                  {/* Each amount stays whole; the pair wraps at "to" on a phone. */}
                  <span className={nowrap}>{formatPounds(range.least_pence)}</span> to{' '}
                  <span className={nowrap}>{formatPounds(range.most_pence)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

const Row = ({ label, value }: { label: string; value: number }) => (
  <div className={row}>
    <dt>{label}</dt>
    <dd className={numeric}>{formatPounds(value)}</dd>
  </div>
)

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: { base: '3', md: '4' },
  minWidth: '0',
})
const heading = css({ fontWeight: '700', fontSize: 'lg' })
const subheading = css({ fontWeight: '700' })
const block = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const figures = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '3',
})
const figure = css({ display: 'flex', flexDirection: 'column', gap: '1', bg: 'bg.subtle', borderRadius: 'md', p: '3' })
const figureStrong = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  bg: 'bg.subtle',
  borderRadius: 'md',
  p: '3',
  outline: '2px solid',
  outlineColor: 'accent.default',
})
const term = css({ fontSize: 'sm', fontWeight: '600' })
const code = css({ fontWeight: '400', color: 'fg.muted' })
const amount = css({ fontSize: 'xl', fontWeight: '700', fontVariantNumeric: 'tabular-nums' })
const rows = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })
const numeric = css({ fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' })
const penalty = css({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' })
const nowrap = css({ whiteSpace: 'nowrap' })
const bullets = css({ listStyle: 'disc', ps: '5', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })
const summaryLine = css({ cursor: 'pointer', fontSize: 'sm', fontWeight: '600' })
const table = css({
  width: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', py: '1', pe: '2', verticalAlign: 'top', borderBottomWidth: '1px' },
  '& thead th': { color: 'fg.muted', fontWeight: '600' },
})
const srOnly = css({ srOnly: true })
