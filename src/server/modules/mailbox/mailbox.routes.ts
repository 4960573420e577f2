// /api/mailbox/messages: the local mailbox, newest first.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { ListQueryFields, pagingOf } from '#domain/list'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeQuery } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { listMailbox } from './mailbox.service.ts'

const MailboxQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
})

export const mailboxRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get('/messages', async (c) => {
    const query = decodeQuery(c, MailboxQuery)
    return c.json(
      await listMailbox({ db: deps.db, session: c.get('session'), search: query.search, ...pagingOf(query) }),
    )
  })
