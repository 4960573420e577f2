import { createFileRoute } from '@tanstack/react-router'
import { titlesQueryOptions } from '../api/get-titles'
import { ownDetailsQueryOptions } from '../features/own-details/api/get-own-details'
import { OwnDetailsPage, ownDetailsForm } from '../features/own-details/own-details-page'
import { guardRoute } from '../features/session/guard'
import { sessionActor } from '../features/session/session'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/edit-org-info')({
  beforeLoad: () => guardRoute('/edit-org-info'),
  // Prefetch only: a failure is the page's to show ("Error loading user details."), not the router's. The form's code
  // loads beside the details.
  loader: ({ context }) => {
    ownDetailsForm.prefetch()
    const actorId = sessionActor.getSnapshot().context.claims?.actorId
    if (!actorId) return
    void context.queryClient.prefetchQuery(ownDetailsQueryOptions(actorId))
    void context.queryClient.prefetchQuery(titlesQueryOptions)
  },
  component: () => {
    const actorId = useClaims()?.actorId
    return actorId ? <OwnDetailsPage actorId={actorId} /> : null
  },
})
