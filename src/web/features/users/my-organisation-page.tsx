// /old-settings/my-organisation: the users of an organisation the person administers, chosen with a picker,
// with "Invite a user" (rule users.list).
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import type { ListController } from '../../ui/use-list-state'
import { useOrganisationAccess } from './api/get-organisation-access'
import { type OrganisationOption, OrganisationPicker } from './organisation-picker'
import { InviteUserLink } from './users-links'
import { UsersTable } from './users-table'

type MyOrganisationPageProps = {
  /** The organisations the person administers; undefined while they load. */
  organisations: readonly OrganisationOption[] | undefined
  loadFailed: boolean
  /** The organisation whose users show (already resolved against the options). */
  organisationId: string | null
  onOrganisationChange: (organisationId: string) => void
  list: ListController
}

export const MyOrganisationPage = ({
  organisations,
  loadFailed,
  organisationId,
  onOrganisationChange,
  list,
}: MyOrganisationPageProps) => {
  const access = useOrganisationAccess(organisationId)
  const canInvite = access.data?.permissions.includes('Invites:Create') ?? false
  return (
    <Page
      title="My Organisation"
      actions={
        organisationId &&
        canInvite && (
          <InviteUserLink place="old-settings" organisationId={organisationId} className={buttonStyles()}>
            Invite a user
          </InviteUserLink>
        )
      }
    >
      <div className={card()}>
        {loadFailed ? (
          <p role="alert" className={css({ color: 'danger.text' })}>
            Your organisations could not be loaded. Reload the page to try again.
          </p>
        ) : !organisations ? (
          <Spinner />
        ) : !organisationId ? (
          <p role="status" className={css({ color: 'fg.muted' })}>
            You do not manage the users of any organisation.
          </p>
        ) : (
          <UsersTable
            organisationId={organisationId}
            list={list}
            place="old-settings"
            toolbar={
              <div className={css({ minWidth: '16rem' })}>
                <OrganisationPicker options={organisations} value={organisationId} onChange={onOrganisationChange} />
              </div>
            }
          />
        )}
      </div>
    </Page>
  )
}
