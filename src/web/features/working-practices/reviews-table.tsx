// The "Assessments" table of working practices reviews (rules wpr.screens, one-off.list,
// records.wpr-row): end client, agency, start date, the result in its colour, archived; search and "Show archived
// roles". The worker's own list and the provider's view of one worker share it; each says where a row leads.
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WorkingPracticeReviewPage, WorkingPracticeReviewRow } from '#domain/working-practices'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { agencyColumn, startDateColumn } from '../../ui/placement-columns'
import { ResultBadge } from '../../ui/result-badge'
import { rowLinkTable } from '../../ui/row-link'
import { SearchBox } from '../../ui/search-box'
import { Switch } from '../../ui/switch'
import type { ListController } from '../../ui/use-list-state'

type ReviewsTableProps = {
  caption: string
  page: { data?: WorkingPracticeReviewPage; isFetching: boolean; isError: boolean }
  list: ListController
  showArchived: boolean
  onShowArchived: (showArchived: boolean) => void
  /** Where a row opens. */
  rowLink: (row: WorkingPracticeReviewRow) => LinkProps
  /** A control of the row's own (the worker's Archive), kept above the row's link. */
  rowAction?: (row: WorkingPracticeReviewRow) => ReactNode
  empty: string
}

export const ReviewsTable = ({
  caption,
  page,
  list,
  showArchived,
  onShowArchived,
  rowLink,
  rowAction,
  empty,
}: ReviewsTableProps) => {
  const columns: ListColumn<WorkingPracticeReviewRow>[] = [
    {
      id: 'end_client',
      accessorFn: (row) => row.end_client ?? '',
      header: 'End client',
      enableSorting: true,
      cell: ({ row }) => (
        <span>
          <Link {...rowLink(row.original)} className={link()} data-row-link="">
            {row.original.end_client ?? row.original.name}
          </Link>
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>{row.original.name}</span>
        </span>
      ),
    },
    agencyColumn(),
    startDateColumn(),
    {
      id: 'result_ord',
      accessorFn: (row) => row.result ?? '',
      header: 'Result',
      enableSorting: true,
      cell: ({ row }) => <ResultBadge result={row.original.result} />,
    },
    {
      id: 'archived',
      header: 'Archived',
      cell: ({ row }) => (row.original.archived ? 'Yes' : 'No'),
    },
  ]
  if (rowAction) columns.push({ id: 'actions', header: 'Actions', cell: ({ row }) => rowAction(row.original) })
  return (
    <div className={rowLinkTable}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={page.data?.items}
        count={page.data?.count ?? 0}
        pages={page.data?.pages ?? 0}
        list={list}
        getRowId={(row) => row.id}
        loading={page.isFetching}
        error={page.isError ? 'The reviews could not be loaded. Reload the page to try again.' : undefined}
        empty={empty}
        toolbar={
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6', width: '100%' })}>
            <SearchBox
              label="Search the assessments"
              placeholder="Search by end client, agency or job title"
              value={list.state.search}
              onSearch={list.setSearch}
            />
            <Switch checked={showArchived} onCheckedChange={onShowArchived}>
              Show archived roles
            </Switch>
          </div>
        }
      />
    </div>
  )
}
