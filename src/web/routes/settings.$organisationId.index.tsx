import { createFileRoute } from '@tanstack/react-router'
import { organisationQueryOptions } from '../features/organisations/api/get-organisation'
import { adminOrganisationChoicesQueryOptions } from '../features/organisations/api/selector'
import { assessmentLog, SettingsPage, type SettingsTab } from '../features/organisations/settings-page'
import { organisationTree } from '../features/organisations/settings-tree'
import { guardRoute } from '../features/session/guard'
import { USERS_LIST_DEFAULTS } from '../features/users/users-list-state'
import { usersTable } from '../features/users/users-panel'
import { type ListDefaults, type ListSearch, parseListSearch } from '../ui/list-state'
import { useListState } from '../ui/use-list-state'

/** The Assessment log shows 10 rows at first: it sits below the organisation card. */
const LOG_DEFAULTS: ListDefaults = { pageSize: 10, sortFields: [] }
/** A webhook's delivery log, newest first as the server sends it: 10 rows under the endpoint. */
const DELIVERY_DEFAULTS: ListDefaults = { pageSize: 10, sortFields: [] }

/** On the Webhooks tab, `webhook` is the endpoint whose delivery log is open. */
type SettingsSearch = ListSearch & { tab?: SettingsTab; webhook?: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Route = createFileRoute('/settings/$organisationId/')({
  // The open tab's list owns the list parameters (the Users tab's list reads them itself).
  validateSearch: (raw: Record<string, unknown>): SettingsSearch =>
    raw.tab === 'log'
      ? { tab: 'log' as const, ...parseListSearch(raw, LOG_DEFAULTS) }
      : raw.tab === 'keys'
        ? { tab: 'keys' as const, ...parseListSearch(raw, USERS_LIST_DEFAULTS) }
        : raw.tab === 'webhooks'
          ? {
              tab: 'webhooks' as const,
              ...(typeof raw.webhook === 'string' && UUID.test(raw.webhook) ? { webhook: raw.webhook } : {}),
              ...parseListSearch(raw, DELIVERY_DEFAULTS),
            }
          : parseListSearch(raw, USERS_LIST_DEFAULTS),
  beforeLoad: () => guardRoute('/settings/$organisationId'),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // Prefetch only: a failure is the page's to show, not the router's. The open tab's code loads beside the data.
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(organisationQueryOptions(params.organisationId))
    void context.queryClient.prefetchQuery(adminOrganisationChoicesQueryOptions)
    organisationTree.prefetch()
    if (deps.tab === undefined) usersTable.prefetch()
    if (deps.tab === 'log') assessmentLog.prefetch()
  },
  component: () => {
    const { organisationId } = Route.useParams()
    const { tab, webhook, ...search } = Route.useSearch()
    const navigate = Route.useNavigate()
    const log = useListState(search, LOG_DEFAULTS)
    const deliveries = useListState(search, DELIVERY_DEFAULTS)
    return (
      <SettingsPage
        key={organisationId}
        organisationId={organisationId}
        tab={tab ?? 'users'}
        onTabChange={(next) => void navigate({ search: { tab: next === 'users' ? undefined : next }, replace: true })}
        log={log}
        webhookLog={webhook}
        // Another endpoint's log starts at its first page, with the rows per page chosen.
        onWebhookLogChange={(next) =>
          void navigate({
            search: { tab: 'webhooks', webhook: next ?? undefined, page_size: search.page_size },
            replace: true,
          })
        }
        deliveries={deliveries}
      />
    )
  },
})
