// The Insurance Status of the edit-contractor page. The spec's table held sample rows only; we show what we
// really know: IR35 insurance as the organisation recorded it, and business insurance with its renewal date
// as the contractor declared it in their own profile (once they have an account).
import type { InsuranceStatusRow } from '#domain/contractors'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { formatDay } from '../../ui/format-date'
import { Spinner } from '../../ui/spinner'
import { useContractorInsurance } from './api/get-contractor-insurance'

export const NO_INSURANCE_TEXT = 'No insurance details are held for this contractor yet.'
export const POLICY_NOTE =
  'Business insurance is as the contractor declared it in their profile; insurers and policy numbers are not held.'

const TABLE_NAME = 'Insurance held by this contractor'

const isKnown = (row: InsuranceStatusRow) => row.status !== 'Not known'

export const InsuranceStatus = ({ contractorId }: { contractorId: string }) => {
  const insurance = useContractorInsurance(contractorId)
  const rows = insurance.data?.items ?? []
  return (
    <section aria-labelledby="insurance-status-heading" className={card({ padding: 'lg' })}>
      <h2 id="insurance-status-heading" className={css({ fontSize: 'lg', fontWeight: '700', mb: '2' })}>
        Insurance Status
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>{POLICY_NOTE}</p>
      {insurance.isPending ? (
        <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
          <Spinner size="sm" /> Loading insurance details
        </p>
      ) : !rows.some(isKnown) ? (
        <p role="status" className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })}>
          {NO_INSURANCE_TEXT}
        </p>
      ) : (
        // At a phone's width the four columns are wider than the card: the table scrolls within it, not the page.
        // The region is focusable so that a keyboard can scroll it (it holds nothing else to focus).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard's focus
        <section aria-label={TABLE_NAME} tabIndex={0} className={css({ overflowX: 'auto' })}>
          <table className={css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm' })}>
            <caption className={css({ srOnly: true })}>{TABLE_NAME}</caption>
            <thead>
              <tr>
                {['Insurance', 'Status', 'Renewal date', 'Source'].map((heading) => (
                  <th key={heading} scope="col" className={headerCell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.kind}>
                  <td className={cell}>{row.insurance}</td>
                  <td className={cell}>{row.status}</td>
                  <td className={cell}>{row.expiry_date ? formatDay(row.expiry_date) : '—'}</td>
                  <td className={cell}>{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  )
}

const headerCell = css({
  textAlign: 'start',
  fontWeight: '600',
  color: 'fg.muted',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
})
const cell = css({ px: '4', py: '3' })
