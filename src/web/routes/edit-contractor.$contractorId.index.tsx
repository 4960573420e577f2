import { createFileRoute, useLocation } from '@tanstack/react-router'
import {
  CONTRACTOR_ENGAGEMENT_SORT_FIELDS,
  CONTRACTOR_ENGAGEMENTS_PAGE_SIZE,
} from '#domain/contractor-engagements-list'
import { contractorQueryOptions } from '../features/contractors/api/get-contractor'
import { contractorDetails, EditContractorPage } from '../features/contractors/edit-contractor-page'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'
import { type ListDefaults, parseListSearch } from '../ui/list-state'
import { useListState } from '../ui/use-list-state'

/** The Assessments table: newest start date first, 10 to a page (rule lists.defaults). */
const ASSESSMENTS_DEFAULTS: ListDefaults = {
  pageSize: CONTRACTOR_ENGAGEMENTS_PAGE_SIZE,
  sortBy: 'start_date',
  sortDirection: 'desc',
  sortFields: CONTRACTOR_ENGAGEMENT_SORT_FIELDS,
}

export const Route = createFileRoute('/edit-contractor/$contractorId/')({
  validateSearch: (raw: Record<string, unknown>) => parseListSearch(raw, ASSESSMENTS_DEFAULTS),
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId'),
  // Prefetch only: a failure (a deleted contractor) is the page's to show, not the router's.
  loader: ({ context, params }) => {
    contractorDetails.prefetch()
    void context.queryClient.prefetchQuery(contractorQueryOptions(params.contractorId))
  },
  component: () => {
    const { contractorId } = Route.useParams()
    const permissions = useClaims()?.permissions ?? []
    const created = useLocation({ select: (location) => location.state.createdContractor ?? null })
    const navigate = Route.useNavigate()
    return (
      <EditContractorPage
        key={contractorId}
        contractorId={contractorId}
        permissions={{
          canUpdate: permissions.includes('Contractors:Update'),
          canDelete: permissions.includes('Contractors:Delete'),
          canCreateEngagement: permissions.includes('Engagements:Create'),
        }}
        created={created}
        assessments={useListState(Route.useSearch(), ASSESSMENTS_DEFAULTS)}
        onDeleted={() => void navigate({ to: '/contractors' })}
      />
    )
  },
})
