// The Assessment log tab: the audit trail of every engagement in the organisation and below it, newest first.
import { Link } from '@tanstack/react-router'
import { link } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDateTime } from '../../ui/format-date'
import { SearchBox } from '../../ui/search-box'
import type { ListController } from '../../ui/use-list-state'
import { type AuditLogEntry, useAuditLog } from './api/get-audit-log'

const columns: ListColumn<AuditLogEntry>[] = [
  { id: 'occurred_at', header: 'Date', cell: ({ row }) => formatDateTime(row.original.occurred_at) },
  {
    id: 'engagement',
    header: 'Assessment',
    cell: ({ row }) => (
      <Link to="/process/engagement" search={{ engagement: String(row.original.engagement_id) }} className={link()}>
        {row.original.engagement_name}
      </Link>
    ),
  },
  { id: 'organisation', header: 'Organisation', cell: ({ row }) => row.original.organisation_name },
  { id: 'event', header: 'Event', cell: ({ row }) => row.original.description ?? row.original.event_type },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.from_status && row.original.from_status !== row.original.to_status
        ? `${row.original.from_status} → ${row.original.to_status}`
        : row.original.to_status,
  },
  { id: 'actor', header: 'By', cell: ({ row }) => row.original.actor_name },
]

export const AssessmentLog = ({ organisationId, list }: { organisationId: string; list: ListController }) => {
  const log = useAuditLog(organisationId, list.state)
  return (
    <DataTable
      caption="Assessment log"
      columns={columns}
      rows={log.data?.items}
      count={log.data?.count ?? 0}
      pages={log.data?.pages ?? 0}
      list={list}
      getRowId={(row) => String(row.id)}
      loading={log.isFetching}
      error={log.isError ? 'The assessment log could not be loaded.' : undefined}
      empty="No assessment activity yet."
      toolbar={
        <SearchBox
          label="Search the assessment log"
          placeholder="Search by assessment or person"
          value={list.state.search}
          onSearch={list.setSearch}
        />
      }
    />
  )
}
