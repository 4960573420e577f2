// /roles (rules roles.list, roles.result-column, lists.defaults): the roles of the selected organisation and the
// clients below it, searched, sorted and paged by the server, with archived roles shown on request.
import { Link } from '@tanstack/react-router'
import type { JobRoleListItem } from '#domain/job-roles'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDate } from '../../ui/format-date'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { rowLinkTable } from '../../ui/row-link'
import { SearchBox } from '../../ui/search-box'
import { Switch } from '../../ui/switch'
import type { ListController } from '../../ui/use-list-state'
import { useClaims } from '../session/use-session'
import { type JobRolesFilter, useJobRoles } from './api/get-job-roles'

/** The Result and Actions cells, started by the route's loader beside the roles' read. */
export const roleRowParts = loadedOnce(() => import('./role-row-parts'))

export const ROLES_EMPTY_TEXT = 'No roles have been added yet. Please add new roles.'

type RolesListPageProps = {
  list: ListController
  includeArchived: boolean
  onIncludeArchivedChange: (includeArchived: boolean) => void
}

const archivedBadge = css({
  ms: '2',
  px: '1.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.strong',
  fontSize: 'xs',
  fontWeight: '600',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
})

export const RolesListPage = ({ list, includeArchived, onIncludeArchivedChange }: RolesListPageProps) => {
  const claims = useClaims()
  const organisationId = claims?.organisationId ?? null
  const permissions = claims?.permissions ?? []
  const canCreate = organisationId !== null && hasPermission(permissions, 'JobRoles:Create')

  return (
    <Page
      title="Roles"
      actions={
        canCreate && (
          <Link to="/create-role" className={buttonStyles()}>
            Add new role
          </Link>
        )
      }
    >
      {organisationId === null ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          No organisation is selected. Choose one from the dropdown at the top left of the page to see its roles.
        </p>
      ) : (
        <RolesTable
          filter={{ organisationId, includeArchived }}
          list={list}
          permissions={permissions}
          onIncludeArchivedChange={onIncludeArchivedChange}
        />
      )}
    </Page>
  )
}

type RolesTableProps = {
  filter: JobRolesFilter
  list: ListController
  permissions: readonly string[]
  onIncludeArchivedChange: (includeArchived: boolean) => void
}

const RolesTable = ({ filter, list, permissions, onIncludeArchivedChange }: RolesTableProps) => {
  const roles = useJobRoles(filter, list.state)
  const parts = roleRowParts.useLoaded()
  // The rows show once their cells' code has come too; until then the table keeps its loading spinner.
  const page = parts ? roles.data : undefined
  const columns: ListColumn<JobRoleListItem>[] = [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      header: 'Role name',
      enableSorting: true,
      cell: ({ row }) => (
        <span data-archived={row.original.archived || undefined}>
          <Link to="/edit-role/$roleId" params={{ roleId: row.original.id }} className={link()} data-row-link="">
            {row.original.name}
          </Link>
          {row.original.archived && <span className={archivedBadge}>Archived</span>}
        </span>
      ),
    },
    {
      id: 'organisation_name',
      accessorFn: (row) => row.organisation_name,
      header: 'Company name',
      enableSorting: true,
      cell: ({ row }) => row.original.organisation_name,
    },
    {
      id: 'datecreated',
      accessorFn: (row) => row.date_created,
      header: 'Date created',
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.date_created),
    },
    { id: 'result', header: 'Result', cell: ({ row }) => parts && <parts.ResultCell role={row.original} /> },
    {
      id: 'reference',
      accessorFn: (row) => row.reference ?? '',
      header: 'Role reference ID',
      enableSorting: true,
      cell: ({ row }) => row.original.reference ?? '',
    },
    {
      id: 'last_used',
      accessorFn: (row) => row.date_last_used ?? '',
      header: 'Last used',
      enableSorting: true,
      cell: ({ row }) => (row.original.date_last_used ? formatDate(row.original.date_last_used) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => parts && <parts.RoleActions role={row.original} permissions={permissions} />,
    },
  ]
  const searching = list.state.search.trim() !== ''

  return (
    <div className={rowLinkTable}>
      <DataTable
        caption="Roles"
        columns={columns}
        rows={page?.items}
        count={page?.count ?? 0}
        pages={page?.pages ?? 0}
        list={list}
        getRowId={(row) => row.id}
        loading={roles.isFetching || parts === null}
        error={roles.isError ? 'The roles could not be loaded. Reload the page to try again.' : undefined}
        empty={searching ? 'No roles match your search. Try other words, or clear the search.' : ROLES_EMPTY_TEXT}
        toolbar={
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6', width: '100%' })}>
            <SearchBox
              label="Search roles"
              placeholder="Search by role name or reference"
              value={list.state.search}
              onSearch={list.setSearch}
            />
            <Switch checked={filter.includeArchived} onCheckedChange={onIncludeArchivedChange}>
              Show archived roles
            </Switch>
          </div>
        }
      />
    </div>
  )
}
