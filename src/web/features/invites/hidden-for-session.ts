// "Later" hides the invitations for this browser session (rule invites.dialogs): kept in sessionStorage, so a reload
// in the same tab keeps them hidden and a new session shows them again. Kept per person, for a shared tab.
const keyFor = (actorId: string) => `invitesLater:${actorId}`

export const invitesHiddenFor = (actorId: string): boolean => {
  try {
    return sessionStorage.getItem(keyFor(actorId)) === 'true'
  } catch {
    return false // storage disabled: "Later" lasts until the page is left
  }
}

export const hideInvitesFor = (actorId: string) => {
  try {
    sessionStorage.setItem(keyFor(actorId), 'true')
  } catch {
    // storage disabled: nothing to keep
  }
}
