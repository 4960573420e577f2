// GET /api/actors/invites?org_id=: an organisation's users, one page at a time (rule users.list).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { type ListState, listQueryOf } from '../../../ui/list-state'
import { decodeInvite, INVITES_KEY } from './get-invite'

const InviteListWire = Schema.Struct({
  items: Schema.Array(Schema.Unknown),
  count: Schema.Number,
  pages: Schema.Number,
})

export const invitesQueryOptions = (organisationId: string, state: ListState) =>
  queryOptions({
    queryKey: [...INVITES_KEY, 'list', organisationId, state],
    queryFn: async () => {
      const wire = Schema.decodeUnknownSync(InviteListWire)(
        await api('/actors/invites', { query: { ...listQueryOf(state), org_id: organisationId } }),
      )
      return { ...wire, items: wire.items.map(decodeInvite) }
    },
    placeholderData: keepPreviousData,
  })

export const useInvites = (organisationId: string, state: ListState) =>
  useQuery(invitesQueryOptions(organisationId, state))
