// "SDS Manager" (rules sds-hub.screen, records.sds-hub-row, lists.defaults): the contractor's engagements in the shared
// list (search, server sorting and paging, all in the URL), by default those whose SDS is issued, every one
// with "Show all"; archived ones with "Show archived". A row opens /sds-hub/view-sds/{engagementId}.
import { Link } from '@tanstack/react-router'
import type { SdsHubRow } from '#domain/contractor-portal'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { agencyColumn, startDateColumn } from '../../ui/placement-columns'
import { ResultBadge } from '../../ui/result-badge'
import { rowLinkTable } from '../../ui/row-link'
import { SearchBox } from '../../ui/search-box'
import { Switch } from '../../ui/switch'
import type { ListController } from '../../ui/use-list-state'
import { type SdsManagerFilter, useSdsEngagements } from './api/get-sds-engagements'
import { HubArchiveButton } from './hub-archive-button'
import { archivedBadge, area, areaHeader, areaTitle } from './hub-styles'
import { disputeStatusText, HUB_TEXTS } from './hub-view'

type SdsManagerProps = {
  list: ListController
  filter: SdsManagerFilter
  onFilterChange: (filter: SdsManagerFilter) => void
}

const nameOf = (row: SdsHubRow) => row.end_client ?? row.engagement_name

export const SdsManager = ({ list, filter, onFilterChange }: SdsManagerProps) => {
  const engagements = useSdsEngagements(filter, list.state)
  const columns: ListColumn<SdsHubRow>[] = [
    {
      id: 'endclient',
      accessorFn: (row) => row.end_client ?? '',
      header: 'End client',
      enableSorting: true,
      cell: ({ row }) => (
        <span data-archived={row.original.archived || undefined}>
          <Link
            to="/sds-hub/view-sds/$engagmentId"
            params={{ engagmentId: row.original.engagement_id }}
            className={link()}
            data-row-link=""
          >
            {nameOf(row.original)}
          </Link>
          {row.original.archived && <span className={archivedBadge}>Archived</span>}
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>
            {row.original.engagement_name}
          </span>
        </span>
      ),
    },
    agencyColumn(),
    startDateColumn(),
    {
      id: 'i_r35_determination',
      accessorFn: (row) => row.i_r35_determination ?? '',
      header: 'IR35 determination',
      enableSorting: true,
      cell: ({ row }) =>
        row.original.i_r35_determination ? (
          <ResultBadge result={row.original.i_r35_determination} />
        ) : (
          <span className={css({ color: 'fg.muted' })}>Not issued</span>
        ),
    },
    {
      id: 'dispute_status',
      accessorFn: (row) => row.dispute_status ?? '',
      header: 'Dispute status',
      enableSorting: true,
      cell: ({ row }) => disputeStatusText(row.original.dispute_status),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <HubArchiveButton row={row.original} name={nameOf(row.original)} />,
    },
  ]
  const searching = list.state.search.trim() !== ''
  return (
    <section aria-labelledby="hub-sds-manager" className={area}>
      <div className={areaHeader}>
        <h2 id="hub-sds-manager" className={areaTitle}>
          SDS Manager
        </h2>
      </div>
      <div className={rowLinkTable}>
        <DataTable
          caption="SDS Manager"
          columns={columns}
          rows={engagements.data?.items}
          count={engagements.data?.count ?? 0}
          pages={engagements.data?.pages ?? 0}
          list={list}
          getRowId={(row) => row.engagement_id}
          loading={engagements.isFetching}
          error={
            engagements.isError ? 'Your SDS documents could not be loaded. Reload the page to try again.' : undefined
          }
          empty={searching || filter.showAll || filter.showArchived ? HUB_TEXTS.noSdsMatches : HUB_TEXTS.noSds}
          toolbar={
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6', width: '100%' })}>
              <SearchBox
                label="Search your SDS documents"
                placeholder="Search by end client or agency"
                value={list.state.search}
                onSearch={list.setSearch}
              />
              <Switch checked={filter.showAll} onCheckedChange={(showAll) => onFilterChange({ ...filter, showAll })}>
                Show all
              </Switch>
              <Switch
                checked={filter.showArchived}
                onCheckedChange={(showArchived) => onFilterChange({ ...filter, showArchived })}
              >
                Show archived
              </Switch>
            </div>
          }
        />
      </div>
    </section>
  )
}
