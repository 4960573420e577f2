// /assessments: every assessment the person can reach (rule directory.screen): searched, filtered (type,
// result, progress, archived), sorted and paged by the server, all kept in the URL; "Clear all filters"; a row
// opens its role or its contractor's engagement; "Export CSV" downloads what the filters select.
import { Link } from '@tanstack/react-router'
import { DIRECTORY_RESULTS, ENGAGEMENT_TYPES } from '#domain/directory-list'
import { ENGAGEMENT_LIST_MESSAGES, type EngagementLink } from '#domain/engagement-list-values'
import type { DirectoryRow } from '#domain/engagement-lists'
import { BOARD_STAGES } from '#domain/engagement-status'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { FilterSelect } from '../../ui/filter-select'
import { formatDay } from '../../ui/format-date'
import { listQueryOf } from '../../ui/list-state'
import { Page } from '../../ui/page'
import { ResultBadge } from '../../ui/result-badge'
import { rowLinkTable } from '../../ui/row-link'
import { SearchBox } from '../../ui/search-box'
import { Switch } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import type { ListController } from '../../ui/use-list-state'
import { useEngagementLink } from '../session/use-engagement-link'
import { useExportDirectory } from './api/export-directory'
import { useDirectory } from './api/get-directory'
import { DIRECTORY_HEADING } from './directory-heading'
import { type DirectoryFilters, directoryQueryOf } from './directory-search'

type AssessmentsDirectoryPageProps = {
  /** The organisation chosen in the selector; the directory shows it and the ones below it (all in reach without). */
  organisationId: string | null
  list: ListController
  filters: DirectoryFilters
  onFiltersChange: (filters: DirectoryFilters) => void
  filtered: boolean
  onClearFilters: () => void
}

export const AssessmentsDirectoryPage = (props: AssessmentsDirectoryPageProps) => {
  const { organisationId, list, filters } = props
  const query = directoryQueryOf(listQueryOf(list.state), filters, organisationId)
  const directory = useDirectory(query)
  const exporting = useExportDirectory()
  // Once for the page rather than once per row, each of which would subscribe to the session and the reviews.
  const linkOf = useEngagementLink()
  const columns: ListColumn<DirectoryRow>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => <RowName row={row.original} target={linkOf(row.original)} />,
    },
    {
      id: 'contractor_name',
      accessorKey: 'contractor_name',
      header: 'Contractor',
      enableSorting: true,
      cell: ({ row }) => row.original.contractor_name ?? '',
    },
    {
      id: 'organisation',
      accessorKey: 'organisation',
      header: 'Organisation',
      enableSorting: true,
      cell: ({ row }) => row.original.organisation,
    },
    { id: 'type', accessorKey: 'type', header: 'Type', enableSorting: true, cell: ({ row }) => row.original.type },
    {
      id: 'start_date',
      accessorKey: 'start_date',
      header: 'Start date',
      enableSorting: true,
      cell: ({ row }) => (row.original.start_date ? formatDay(row.original.start_date) : ''),
    },
    {
      id: 'progress',
      accessorKey: 'progress',
      header: 'Progress',
      enableSorting: true,
      cell: ({ row }) => (
        <span className={progressCell}>
          <span>{row.original.progress}</span>
          {row.original.status !== row.original.progress && <span className={smallNote}>{row.original.status}</span>}
        </span>
      ),
    },
    {
      id: 'result',
      accessorKey: 'result',
      header: 'Result',
      enableSorting: true,
      cell: ({ row }) => <ResultBadge result={row.original.result} />,
    },
  ]
  const exportCsv = () =>
    exporting.mutateAsync(query).catch((error: unknown) => {
      if (!isHttpError(error)) notify.error({ title: 'Export failed', description: 'Please try again.' })
    })
  return (
    <Page
      {...DIRECTORY_HEADING}
      actions={
        <Button variant="outline" loading={exporting.isPending} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    >
      <div className={rowLinkTable}>
        <DataTable
          caption="Assessments"
          columns={columns}
          rows={directory.data?.items}
          count={directory.data?.count ?? 0}
          pages={directory.data?.pages ?? 0}
          list={list}
          getRowId={(row) => row.id}
          loading={directory.isFetching}
          error={directory.isError ? 'The assessments could not be loaded. Reload the page to try again.' : undefined}
          empty={ENGAGEMENT_LIST_MESSAGES.noResults}
          toolbar={<Toolbar {...props} />}
        />
      </div>
    </Page>
  )
}

const Toolbar = ({ list, filters, onFiltersChange, filtered, onClearFilters }: AssessmentsDirectoryPageProps) => (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', width: '100%' })}>
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
      <SearchBox
        label="Search assessments"
        placeholder="Search by assessment, contractor or organisation"
        value={list.state.search}
        onSearch={list.setSearch}
      />
      <Switch
        checked={filters.show_archived === true}
        onCheckedChange={(checked) => onFiltersChange({ ...filters, show_archived: checked ? true : undefined })}
      >
        {ENGAGEMENT_LIST_MESSAGES.showArchived}
      </Switch>
    </div>
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
      <FilterSelect
        label="Type"
        value={filters.type ?? ''}
        options={ENGAGEMENT_TYPES}
        onChange={(value) => onFiltersChange({ ...filters, type: ENGAGEMENT_TYPES.find((t) => t === value) })}
      />
      <FilterSelect
        label="Result"
        value={filters.result ?? ''}
        options={DIRECTORY_RESULTS}
        onChange={(value) => onFiltersChange({ ...filters, result: DIRECTORY_RESULTS.find((r) => r === value) })}
      />
      <FilterSelect
        label="Progress"
        value={filters.progress ?? ''}
        options={BOARD_STAGES}
        onChange={(value) => onFiltersChange({ ...filters, progress: BOARD_STAGES.find((s) => s === value) })}
      />
      <Button variant="ghost" size="sm" disabled={!filtered} onClick={onClearFilters}>
        {ENGAGEMENT_LIST_MESSAGES.clearFilters}
      </Button>
    </div>
  </div>
)

const progressCell = css({ display: 'flex', flexDirection: 'column' })
const smallNote = css({ color: 'fg.muted', fontSize: 'xs' })
const nameCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })
const archivedNote = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600' })

/** `target`: where the row's name opens (useEngagementLink), or null for nowhere. */
const RowName = ({ row, target }: { row: DirectoryRow; target: EngagementLink | null }) => {
  return (
    <span className={nameCell}>
      {target ? (
        <Link {...target} className={link()} data-row-link="" data-archived={row.archived || undefined}>
          {row.name}
        </Link>
      ) : (
        <span data-archived={row.archived || undefined}>{row.name}</span>
      )}
      {row.archived && <span className={archivedNote}>(archived)</span>}
    </span>
  )
}
