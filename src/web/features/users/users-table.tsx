// An organisation's users (its invites, whatever their status) through the shared list: search, the columns
// User name, Email address, Invite Status (not sortable) and a link to each user's page (rule users.list).
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { SearchBox } from '../../ui/search-box'
import type { ListController } from '../../ui/use-list-state'
import type { Invite } from './api/get-invite'
import { useInvites } from './api/get-invites'
import { noNameOf, whoOf } from './invite-names'
import { InviteStatusBadge } from './invite-status-badge'
import { UserDetailLink } from './users-links'
import { NO_USERS_TEXT, type UsersPlace } from './users-list-state'

const columnsFor = (place: UsersPlace): ListColumn<Invite>[] => [
  {
    id: 'name',
    header: 'User name',
    // TanStack Table offers sorting only on a column with an accessor, even when the server sorts.
    accessorFn: (invite) => invite.name ?? '',
    enableSorting: true,
    cell: ({ row }) =>
      row.original.name ?? <span className={css({ color: 'fg.muted' })}>{noNameOf(row.original)}</span>,
  },
  {
    id: 'email',
    header: 'Email address',
    accessorFn: (invite) => invite.email,
    enableSorting: true,
    // Long addresses wrap, so the list fits beside the organisation form too.
    cell: ({ row }) => <EmailAddress email={row.original.email} />,
  },
  { id: 'status', header: 'Invite Status', cell: ({ row }) => <InviteStatusBadge status={row.original.status.code} /> },
  {
    id: 'action',
    header: () => <span className={css({ srOnly: true })}>Action</span>,
    cell: ({ row }) => (
      <UserDetailLink
        place={place}
        organisationId={row.original.organisation_id}
        inviteId={row.original.id}
        className={link()}
        aria-label={`Manage ${whoOf(row.original)}`}
      >
        Manage
      </UserDetailLink>
    ),
  },
]

const COLUMNS = { settings: columnsFor('settings'), 'old-settings': columnsFor('old-settings') }

type UsersTableProps = {
  organisationId: string
  list: ListController
  place: UsersPlace
  /** Beside the search box (the organisation picker of My Organisation). */
  toolbar?: ReactNode
}

export const UsersTable = ({ organisationId, list, place, toolbar }: UsersTableProps) => {
  const invites = useInvites(organisationId, list.state)
  return (
    <DataTable
      caption="Organisation users"
      columns={COLUMNS[place]}
      rows={invites.data?.items}
      count={invites.data?.count ?? 0}
      pages={invites.data?.pages ?? 0}
      list={list}
      getRowId={(row) => row.id}
      loading={invites.isFetching}
      error={
        invites.isError
          ? 'The users of this organisation could not be loaded. Reload the page to try again.'
          : undefined
      }
      empty={NO_USERS_TEXT}
      toolbar={
        <>
          <SearchBox label="Search organisations user list" value={list.state.search} onSearch={list.setSearch} />
          {toolbar}
        </>
      }
    />
  )
}

/** Breaks before the "@" when the column is narrow, and anywhere only if it must. */
const EmailAddress = ({ email }: { email: string }) => {
  if (!email) return '—'
  const at = email.lastIndexOf('@')
  return (
    <span className={css({ overflowWrap: 'anywhere' })}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  )
}
