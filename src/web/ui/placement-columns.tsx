// Columns that every list of placements shows the same way: the agency in between, and the day the work starts.
import type { RowData } from '@tanstack/react-table'
import type { ListColumn } from './data-table'
import { formatDay } from './format-date'

export const agencyColumn = <Row extends RowData & { agency: string | null }>(): ListColumn<Row> => ({
  id: 'agency',
  accessorFn: (row) => row.agency ?? '',
  header: 'Agency',
  enableSorting: true,
  cell: ({ row }) => row.original.agency ?? 'None',
})

export const startDateColumn = <Row extends RowData & { start_date: string | null }>(): ListColumn<Row> => ({
  id: 'start_date',
  accessorFn: (row) => row.start_date ?? '',
  header: 'Start date',
  enableSorting: true,
  cell: ({ row }) => (row.original.start_date ? formatDay(row.original.start_date) : 'Not set'),
})
