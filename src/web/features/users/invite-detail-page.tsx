// A user's page (rules users.list, invites.lifecycle, users.role-change): name, e-mail,
// status and roles, with the buttons the invite machine allows in its state and the caller's permissions allow:
// Resend invite, Cancel invite, Remove, "Swap reviews" of a Sign Off User, and "Edit user" to change the roles
// (Save asks first). Every command
// carries the version that was read; a change made meanwhile by someone else is refused and the page reloads.
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useInvite } from './api/get-invite'
import type { UsersPlace } from './users-list-state'

// The user's details, their commands and dialogs (the machines' state map, the roles editor, the swap dialog) load
// beside the invite, from the route's loader: the page keeps its spinner until both are there.
export const inviteDetail = loadedOnce(() => import('./invite-detail'))

type InviteDetailPageProps = {
  inviteId: string
  place: UsersPlace
  title: string
  /** After the user is removed: back to the list of the invite's organisation. */
  onRemoved: (organisationId: string) => void
}

export const InviteDetailPage = ({ inviteId, place, title, onRemoved }: InviteDetailPageProps) => {
  const invite = useInvite(inviteId)
  const detail = inviteDetail.useLoaded()
  return (
    <Page title={title} description={invite.data?.organisation_name}>
      {invite.isError ? (
        <div className={card()}>
          <p role="alert" className={css({ color: 'danger.text' })}>
            This user could not be found. The invite may have been removed, or you may not manage its organisation.
          </p>
        </div>
      ) : invite.data && detail ? (
        <detail.InviteDetail invite={invite.data} place={place} onRemoved={onRemoved} />
      ) : (
        <Spinner />
      )}
    </Page>
  )
}
