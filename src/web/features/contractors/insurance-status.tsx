// The Insurance Status of the edit-contractor page. The spec's table held sample rows only; we show what we
// really know: IR35 insurance as the organisation recorded it, and business insurance with its renewal date
// as the contractor declared it in their own profile (once they have an account).
import type { InsuranceStatusRow } from '#domain/contractors'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
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
        <DataTable caption={TABLE_NAME} columns={COLUMNS} rows={rows} getRowId={(row) => row.kind} empty={null} />
      )}
    </section>
  )
}

const COLUMNS: ListColumn<InsuranceStatusRow>[] = [
  { id: 'insurance', header: 'Insurance', accessorFn: (row) => row.insurance },
  { id: 'status', header: 'Status', accessorFn: (row) => row.status },
  {
    id: 'renewal',
    header: 'Renewal date',
    accessorFn: (row) => (row.expiry_date ? formatDay(row.expiry_date) : '—'),
  },
  { id: 'source', header: 'Source', accessorFn: (row) => row.source },
]
