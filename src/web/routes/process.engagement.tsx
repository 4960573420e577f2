import { createFileRoute } from '@tanstack/react-router'
import { engagementAuditQueryOptions, isEngagementId } from '../features/process/api/get-engagement-audit'
import { EngagementProcessPage, historyParts, pickerPart } from '../features/process/engagement-process-page'
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
  // An engagement's history list and chain check load beside its audit, which the page waits for anyway; the
  // picker shown without one (or for one the person cannot see) loads beside the route's own code.
  loader: ({ context, deps }) =>
    deps.engagement && isEngagementId(deps.engagement)
      ? Promise.all([
          context.queryClient
            .ensureQueryData(engagementAuditQueryOptions(deps.engagement))
            .then((audit) => (audit ? null : pickerPart.preload())),
          historyParts.preload(),
        ])
      : pickerPart.preload(),
  component: () => {
    const { engagement } = Route.useSearch()
    return <EngagementProcessPage engagementId={engagement ?? null} />
  },
})
