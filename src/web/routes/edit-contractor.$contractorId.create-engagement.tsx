import { createFileRoute } from '@tanstack/react-router'
import { CreateEngagementPage } from '../features/engagements/create-engagement-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/edit-contractor/$contractorId/create-engagement')({
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId/create-engagement'),
  component: () => {
    const { contractorId } = Route.useParams()
    return <CreateEngagementPage key={contractorId} contractorId={contractorId} />
  },
})
