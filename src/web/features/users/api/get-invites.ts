// GET /api/actors/invites?org_id=: an organisation's users, one page at a time (rule users.list).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { type ListState, listQueryOf } from '../../../ui/list-state'
import { INVITES_KEY } from './get-invite'

export const invitesQueryOptions = (organisationId: string, state: ListState) =>
  queryOptions({
    queryKey: [...INVITES_KEY, 'list', organisationId, state],
    queryFn: () =>
      decoded(
        api('/actors/invites', { query: { ...listQueryOf(state), org_id: organisationId } }),
        async () => (await import('./invite-wire')).decodeInvitePage,
      ),
    placeholderData: keepPreviousData,
  })

export const useInvites = (organisationId: string, state: ListState) =>
  useQuery(invitesQueryOptions(organisationId, state))
