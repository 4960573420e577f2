// GET /api/actors/invites/{id}: one invite (rule records.invite) with the version to send as If-Match.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { Invite } from './invite-wire'

export type { Invite }

/** The invite decoder, loaded beside the request. */
export const inviteDecoder = async () => (await import('./invite-wire')).decodeInvite

export const invitePath = (inviteId: string) => `/actors/invites/${encodeURIComponent(inviteId)}`

/** Every invite query sits under this key, so a change to one refreshes the lists too. */
export const INVITES_KEY = ['invites'] as const

export const inviteQueryOptions = (inviteId: string) =>
  queryOptions({
    queryKey: [...INVITES_KEY, 'detail', inviteId],
    queryFn: (): Promise<Invite> => decoded(api(invitePath(inviteId)), inviteDecoder),
  })

export const useInvite = (inviteId: string) => useQuery(inviteQueryOptions(inviteId))
