// How a user is named where the invitee has given no name yet, or their details were erased on cancelling.
import type { Invite } from './api/get-invite'

type Named = Pick<Invite, 'name' | 'email' | 'status'>

/** What the name column says when there is no name. */
export const noNameOf = (invite: Named): string => (invite.email ? 'Not signed up yet' : 'Details erased')

/** The user in a sentence or a link's label: their name, else their e-mail, else what is left of them. */
export const whoOf = (invite: Named): string =>
  invite.name ?? (invite.email || `a ${invite.status.code.toLowerCase()} invite`)
