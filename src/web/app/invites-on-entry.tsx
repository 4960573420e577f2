// Joins the invites feature to the session: the dialog shows while the session checks or answers invitations,
// and what the person answers goes back to the session machine, which decides what follows.
import { InvitesDialog } from '../features/invites/invites-dialog'
import { inviteAnswers, useClaims, useInvitesOnEntryPhase } from '../features/session/use-session'

export const InvitesOnEntry = () => {
  const phase = useInvitesOnEntryPhase()
  const actorId = useClaims()?.actorId
  if (!phase || !actorId) return null
  return (
    <InvitesDialog
      actorId={actorId}
      phase={phase}
      onAccepted={inviteAnswers.accepted}
      onAcceptFailed={inviteAnswers.acceptFailed}
      onRejected={inviteAnswers.rejected}
      onRejectFailed={inviteAnswers.rejectFailed}
      onLater={inviteAnswers.later}
    />
  )
}
