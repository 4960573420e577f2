import { createFileRoute } from '@tanstack/react-router'
import { engagementQueryOptions } from '../features/assessment/api/get-engagement'
import { EditEngagementPage, editEngagementContent } from '../features/engagements/edit-engagement-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/edit-contractor/$contractorId/edit-engagement/$engagementId/')({
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId/edit-engagement/$engagementId'),
  // Prefetch only: a failure (a deleted engagement) is the page's to show, not the router's.
  loader: ({ context, params }) => {
    editEngagementContent.prefetch()
    void context.queryClient.prefetchQuery(engagementQueryOptions(params.engagementId))
  },
  component: () => {
    const { contractorId, engagementId } = Route.useParams()
    return <EditEngagementPage key={engagementId} contractorId={contractorId} engagementId={engagementId} />
  },
})
