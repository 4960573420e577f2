// Reviewer records as a table (rule signoff.panel): Name, Job title, Organisation, Date reviewed and the
// record's status. Cells wrap first; on a narrow screen the shared table stacks each reviewer into a block of
// labelled lines, so no column is ever cut off or pushed out of sight.
import { css } from '../../../../styled-system/css'
import { DataTable, type ListColumn } from '../../ui/data-table'
import type { ReviewerRow } from './review-panel-view'

const COLUMNS: ListColumn<ReviewerRow>[] = [
  {
    id: 'name',
    header: 'Name',
    // A reviewer known only by e-mail (an invitee) would otherwise push the table out of its card; the minimum
    // width keeps a person's name whole.
    cell: ({ row }) => <span className={breakable}>{row.original.name}</span>,
  },
  { id: 'job_title', header: 'Job title', accessorFn: (row) => row.jobTitle },
  { id: 'organisation', header: 'Organisation', accessorFn: (row) => row.organisation },
  { id: 'date_reviewed', header: 'Date reviewed', accessorFn: (row) => row.dateReviewed },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span data-status={row.original.status} className={status}>
        {row.original.status}
      </span>
    ),
  },
]

export const ReviewerTable = ({ caption, rows }: { caption: string; rows: readonly ReviewerRow[] }) => (
  <DataTable caption={caption} columns={COLUMNS} rows={rows} getRowId={(row) => row.id} empty={null} stacked />
)

const breakable = css({ overflowWrap: 'anywhere', display: 'inline-block', minWidth: { base: '0', md: '9rem' } })

const status = css({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '600',
  bg: 'bg.muted',
  color: 'fg.default',
  '&[data-status="Completed"]': { bg: 'success.subtle', color: 'success.text' },
  '&[data-status="Removed"]': { color: 'fg.muted' },
})
