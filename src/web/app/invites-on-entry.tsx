// Joins the invites feature to the session: the dialog shows while the session checks or answers invitations,
// and what the person answers goes back to the session machine, which decides what follows.
import { Suspense } from 'react'
import { inviteAnswers, useClaims, useInvitesOnEntryPhase } from '../features/session/use-session'
import { lazyNamed } from '../ui/lazy'

// Most entries have no invitations: the dialog (and its API calls) loads only when the session finds some.
const InvitesDialog = lazyNamed(() => import('../features/invites/invites-dialog'), 'InvitesDialog')

export const InvitesOnEntry = () => {
  const phase = useInvitesOnEntryPhase()
  const actorId = useClaims()?.actorId
  if (!phase || !actorId) return null
  return (
    <Suspense fallback={null}>
      <InvitesDialog
        actorId={actorId}
        phase={phase}
        onAccepted={inviteAnswers.accepted}
        onAcceptFailed={inviteAnswers.acceptFailed}
        onRejected={inviteAnswers.rejected}
        onRejectFailed={inviteAnswers.rejectFailed}
        onLater={inviteAnswers.later}
      />
    </Suspense>
  )
}
