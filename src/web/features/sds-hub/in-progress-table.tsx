// "Assessments in progress" (rule sds-hub.screen): the contractor's engagements whose SDS is not issued
// yet, with their status. A contractor has few, so the server sends them all and the table does not page.
import type { SdsHubRow } from '#domain/contractor-portal'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDay } from '../../ui/format-date'
import { useHubInProgress } from './api/get-hub-in-progress'
import { area, areaHeader, areaTitle } from './hub-styles'
import { HUB_TEXTS } from './hub-view'

const COLUMNS: ListColumn<SdsHubRow>[] = [
  { id: 'engagement', header: 'Engagement', accessorFn: (row) => row.engagement_name },
  { id: 'organisation', header: 'Organisation', accessorFn: (row) => row.organisation },
  { id: 'end_client', header: 'End client', accessorFn: (row) => row.end_client ?? 'None' },
  {
    id: 'start_date',
    header: 'Start date',
    accessorFn: (row) => (row.start_date ? formatDay(row.start_date) : 'Not set'),
  },
  { id: 'status', header: 'Status', accessorFn: (row) => row.status },
]

export const InProgressTable = () => {
  const inProgress = useHubInProgress()
  return (
    <section aria-labelledby="hub-in-progress" className={area}>
      <div className={areaHeader}>
        <h2 id="hub-in-progress" className={areaTitle}>
          Assessments in progress
        </h2>
      </div>
      <DataTable
        caption="Assessments in progress"
        columns={COLUMNS}
        rows={inProgress.data}
        getRowId={(row) => row.engagement_id}
        empty={HUB_TEXTS.noneInProgress}
        error={
          inProgress.isError
            ? 'Your assessments in progress could not be loaded. Reload the page to try again.'
            : undefined
        }
      />
    </section>
  )
}
