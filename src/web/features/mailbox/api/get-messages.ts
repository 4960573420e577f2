// GET /api/mailbox/messages: the local mailbox (every e-mail the portal sent when no SMTP server is configured).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'
import { type ListState, listQueryOf } from '../../../ui/list-state'

const MailboxWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      to: Schema.String,
      subject: Schema.String,
      text: Schema.String,
      status: Schema.String,
      created_at: Schema.String,
    }),
  ),
  count: Schema.Number,
  pages: Schema.Number,
})

export type MailboxMessage = (typeof MailboxWire.Type)['items'][number]

export const mailboxQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: ['mailbox', state],
    queryFn: async () => {
      // Always newest first.
      const { sort_by: _s, sort_direction: _d, ...query } = listQueryOf(state)
      return Schema.decodeUnknownSync(MailboxWire)(await api('/mailbox/messages', { query }))
    },
    placeholderData: keepPreviousData,
  })

export const useMailbox = (state: ListState) => useQuery(mailboxQueryOptions(state))
