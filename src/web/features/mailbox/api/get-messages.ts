// GET /api/mailbox/messages: the local mailbox (every e-mail the portal sent when no SMTP server is configured).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { type ListState, listQueryOf } from '../../../ui/list-state'
import type { MailboxWire } from './mailbox-wire'

export type MailboxMessage = (typeof MailboxWire.Type)['items'][number]

export const mailboxQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: ['mailbox', state],
    queryFn: () => {
      // Always newest first.
      const { sort_by: _s, sort_direction: _d, ...query } = listQueryOf(state)
      return decodedWith(api('/mailbox/messages', { query }), async () => (await import('./mailbox-wire')).MailboxWire)
    },
    placeholderData: keepPreviousData,
  })

export const useMailbox = (state: ListState) => useQuery(mailboxQueryOptions(state))
