import { createFileRoute } from '@tanstack/react-router'
import { titlesQueryOptions } from '../api/get-titles'
import { contractorProfileQueryOptions } from '../features/contractor-profile/api/get-contractor-profile'
import { industriesQueryOptions } from '../features/contractor-profile/api/get-industries'
import { turnoversQueryOptions } from '../features/contractor-profile/api/get-turnovers'
import { ProfilePage, profileSections } from '../features/contractor-profile/profile-page'
import { guardRoute } from '../features/session/guard'
import { sessionActor } from '../features/session/session'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/edit-info')({
  beforeLoad: () => guardRoute('/edit-info'),
  // Prefetch only: a failure is the page's to show, not the router's.
  loader: ({ context }) => {
    profileSections.prefetch()
    const actorId = sessionActor.getSnapshot().context.claims?.actorId
    if (!actorId) return
    void context.queryClient.prefetchQuery(contractorProfileQueryOptions(actorId))
    void context.queryClient.prefetchQuery(titlesQueryOptions)
    void context.queryClient.prefetchQuery(turnoversQueryOptions)
    void context.queryClient.prefetchQuery(industriesQueryOptions)
  },
  component: () => {
    const actorId = useClaims()?.actorId
    return actorId ? <ProfilePage actorId={actorId} /> : null
  },
})
