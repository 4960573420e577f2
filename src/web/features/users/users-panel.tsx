// An organisation's users beside its details: the Users tab of /settings/{organisationId} and the right-hand
// side of the old settings' edit-organisation page (rule org.settings).
// The list's page, sort and search live in the URL of whichever page shows it. The table's code (TanStack Table)
// loads beside the first page of users: the panel shows its spinner until both have come.
import { useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from '../../../../styled-system/css'
import { buttonStyles } from '../../ui/button'
import { loadedOnce } from '../../ui/lazy'
import { parseListSearch } from '../../ui/list-state'
import { Spinner } from '../../ui/spinner'
import { useListState } from '../../ui/use-list-state'
import { useInvites } from './api/get-invites'
import { useOrganisationAccess } from './api/get-organisation-access'
import { InviteUserLink } from './users-links'
import { USERS_LIST_DEFAULTS, type UsersPlace } from './users-list-state'

/** The routes that show the panel start its table's code in their loader. */
export const usersTable = loadedOnce(() => import('./users-table'))

type UsersPanelProps = {
  organisationId: string
  /** Where the user pages it links to live; /settings unless given. */
  place?: UsersPlace
}

export const UsersPanel = ({ organisationId, place = 'settings' }: UsersPanelProps) => {
  const raw = useSearch({ strict: false }) as Record<string, unknown>
  const search = useMemo(() => parseListSearch(raw, USERS_LIST_DEFAULTS), [raw])
  const list = useListState(search, USERS_LIST_DEFAULTS)
  const access = useOrganisationAccess(organisationId)
  const Table = usersTable.useLoaded()?.UsersTable
  // The same query as the table's: it starts here, beside the code. Only the first answer is waited for, so a search
  // (which keeps the page shown until the next answer) never unmounts the search box.
  const invites = useInvites(organisationId, list.state)
  const ready = Table !== undefined && (invites.data !== undefined || invites.isError)
  // /settings has its own "Add user" beside the organisation card.
  const canInvite = place === 'old-settings' && (access.data?.permissions.includes('Invites:Create') ?? false)
  return (
    <section
      aria-labelledby={`users-${organisationId}`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h2 id={`users-${organisationId}`} className={css({ fontSize: 'lg', fontWeight: '700' })}>
          Users
        </h2>
        {canInvite && (
          <InviteUserLink place={place} organisationId={organisationId} className={buttonStyles({ size: 'sm' })}>
            Invite a user
          </InviteUserLink>
        )}
      </div>
      {ready ? (
        <Table organisationId={organisationId} list={list} place={place} />
      ) : (
        <div role="status" className={css({ display: 'flex', justifyContent: 'center', py: '6' })}>
          <Spinner />
          <span className={css({ srOnly: true })}>Loading</span>
        </div>
      )}
    </section>
  )
}
