// The Insurance Status of the edit-contractor page. The spec's table held sample rows only; we show what we
// really hold, whether the contractor has IR35 insurance, and say that policy details are not recorded yet.
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { INSURANCE_LABELS, insuranceOf } from './contractors-list-search'

export const NO_INSURANCE_TEXT = 'No insurance details are held for this contractor yet.'
export const POLICY_NOTE =
  'Only whether the contractor holds IR35 insurance is recorded; the insurer, policy and expiry date are not held yet.'

export const InsuranceStatus = ({ insured }: { insured: boolean | null }) => (
  <section aria-labelledby="insurance-status-heading" className={card({ padding: 'lg' })}>
    <h2 id="insurance-status-heading" className={css({ fontSize: 'lg', fontWeight: '700', mb: '2' })}>
      Insurance Status
    </h2>
    <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>{POLICY_NOTE}</p>
    {insured === null ? (
      <p role="status" className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })}>
        {NO_INSURANCE_TEXT}
      </p>
    ) : (
      <table className={css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>Insurance held by this contractor</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              Insurance
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={cell}>IR35 insurance</td>
            <td className={cell}>{INSURANCE_LABELS[insuranceOf(insured)]}</td>
          </tr>
        </tbody>
      </table>
    )}
  </section>
)

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
