import { createFileRoute } from '@tanstack/react-router'
import { MailboxPage } from '../features/mailbox/mailbox-page'
import { guardRoute } from '../features/session/guard'
import { type ListDefaults, type ListSearch, parseListSearch } from '../ui/list-state'
import { useListState } from '../ui/use-list-state'

const MAILBOX_DEFAULTS: ListDefaults = { pageSize: 20, sortFields: [] }

export const Route = createFileRoute('/mailbox')({
  validateSearch: (raw: Record<string, unknown>): ListSearch => parseListSearch(raw, MAILBOX_DEFAULTS),
  beforeLoad: () => guardRoute('/mailbox'),
  component: () => <MailboxPage list={useListState(Route.useSearch(), MAILBOX_DEFAULTS)} />,
})
