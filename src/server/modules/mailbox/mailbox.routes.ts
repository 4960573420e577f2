// /api/mailbox/messages: the local mailbox, newest first.
import { Hono } from 'hono'
import { pagingOf } from '#domain/list'
import { MailboxPage, MailboxQuery } from '#domain/mailbox'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { listMailbox } from './mailbox.service.ts'

export const mailboxRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get(
    '/messages',
    described(
      {
        summary: 'List the mail kept in the local mailbox, newest first',
        description:
          'Mail is kept here when no SMTP server is configured. It carries set-password links, so only a role ' +
          'with Mailbox:Read (the provider administrator) reads it; `search` narrows by recipient or subject.',
        tag: 'Mailbox',
        query: MailboxQuery,
        responses: { 200: MailboxPage },
        errors: [403],
      },
      async (c, { query }) =>
        c.json(await listMailbox({ db: deps.db, session: c.get('session'), search: query.search, ...pagingOf(query) })),
    ),
  )
