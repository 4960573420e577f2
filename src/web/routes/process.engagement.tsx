import { createFileRoute } from '@tanstack/react-router'
import { engagementAuditQueryOptions, isEngagementId } from '../features/process/api/get-engagement-audit'
import { EngagementProcessPage } from '../features/process/engagement-process-page'
import { guardRoute } from '../features/session/guard'

type EngagementSearch = { engagement?: string }

export const Route = createFileRoute('/process/engagement')({
  // The router parses `?engagement=42` as a number: keep whatever was given as text, and let the page say so.
  validateSearch: (search: Record<string, unknown>): EngagementSearch =>
    (typeof search.engagement === 'string' || typeof search.engagement === 'number') && search.engagement !== ''
      ? { engagement: String(search.engagement) }
      : {},
  beforeLoad: () => guardRoute('/process/engagement'),
  loaderDeps: ({ search }) => ({ engagement: search.engagement }),
  loader: ({ context, deps }) =>
    deps.engagement && isEngagementId(deps.engagement)
      ? context.queryClient.ensureQueryData(engagementAuditQueryOptions(deps.engagement))
      : null,
  component: () => {
    const { engagement } = Route.useSearch()
    return <EngagementProcessPage engagementId={engagement ?? null} />
  },
})
