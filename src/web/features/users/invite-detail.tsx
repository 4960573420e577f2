// The body of a user's page once the invite has loaded: its details, roles and the commands with their confirmations
// (invite-detail-page.tsx says what the page does). Loaded beside the invite from the route's loader.
import { type ReactNode, Suspense, useRef, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { formatDate } from '../../ui/format-date'
import { lazyNamed, useWantedOnce } from '../../ui/lazy'
import { notify } from '../../ui/toaster'
import { useClaims } from '../session/use-session'
import type { Invite } from './api/get-invite'
import { useOrganisationAccess } from './api/get-organisation-access'
import { type InviteCommand, useInviteCommand } from './api/invite-commands'
import { canSwapReviews, inviteActionsOf, invitedUserHasAccess } from './invite-actions'
import { noNameOf, whoOf } from './invite-names'
import { InviteStatusBadge } from './invite-status-badge'
import { RolesEditor } from './roles-editor'
import { UsersListLink } from './users-links'
import type { UsersPlace } from './users-list-state'

// The swap (its form and the table of reviews) loads the first time it is opened; the focus then returns to its
// button on closing, as it did when the dialog was always mounted.
const SwapReviewsDialog = lazyNamed(() => import('./swap-reviews-dialog'), 'SwapReviewsDialog')

type Confirming = 'cancel' | 'remove' | 'swap' | null

export const InviteDetail = ({
  invite,
  place,
  onRemoved,
}: {
  invite: Invite
  place: UsersPlace
  onRemoved: (organisationId: string) => void
}) => {
  const access = useOrganisationAccess(invite.organisation_id)
  const actions = inviteActionsOf(invite.status.code, access.data?.permissions ?? [])
  const command = useInviteCommand(invite)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const swapMounted = useWantedOnce(confirming === 'swap')
  const swapButton = useRef<HTMLButtonElement>(null)
  const [changedMeanwhile, setChangedMeanwhile] = useState(false)
  const who = whoOf(invite)
  // The swap acts in the selected organisation (and below it): the session's permissions there decide.
  const sessionPermissions = useClaims()?.permissions ?? []
  const swapFor =
    invite.actor_id &&
    canSwapReviews({ status: invite.status.code, roleNames: invite.roles.map((role) => role.name) }, sessionPermissions)
      ? invite.actor_id
      : null

  /** Runs a command; a 409 (changed meanwhile, or no longer allowed) is toasted by the client and reloaded. */
  const run = async (next: InviteCommand, done: string) => {
    setChangedMeanwhile(false)
    try {
      await command.mutateAsync(next)
      notify.success({ title: done, description: who })
      return true
    } catch (error) {
      if (isHttpError(error, 409)) setChangedMeanwhile(true)
      else if (!isHttpError(error)) console.error('The invite command failed', error)
      return false
    } finally {
      setConfirming(null)
    }
  }

  const removesUser = invitedUserHasAccess(invite.status.code)
  const removeLabel = removesUser ? 'Remove user' : 'Remove invite'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '56rem' })}>
      {changedMeanwhile && (
        <p
          role="status"
          className={css({
            bg: 'warning.subtle',
            color: 'warning.text',
            borderWidth: '1px',
            borderStyle: 'solid',
            borderColor: 'warning.border',
            borderRadius: 'md',
            p: '3',
          })}
        >
          Someone else changed this user meanwhile. The page now shows the current details: check them and try again.
        </p>
      )}
      <section aria-labelledby="user-details-heading" className={card({ padding: 'lg' })}>
        <h2 id="user-details-heading" className={css({ fontSize: 'lg', fontWeight: '700', mb: '4' })}>
          User details
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: '12rem 1fr' },
            gap: '3',
            '& dt': { color: 'fg.muted', fontWeight: '500' },
          })}
        >
          <Detail term="User name">{invite.name ?? noNameOf(invite)}</Detail>
          <Detail term="Email address">{invite.email || 'Erased when the invite was cancelled'}</Detail>
          <Detail term="Organisation">{invite.organisation_name}</Detail>
          <Detail term="Invite Status">
            <InviteStatusBadge status={invite.status.code} />
          </Detail>
          <Detail term="Invited on">{formatDate(invite.created_at)}</Detail>
        </dl>
        {(actions.resend || actions.cancel || actions.remove || swapFor) && (
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '6' })}>
            {actions.resend && (
              <Button
                variant="outline"
                loading={command.isPending}
                onClick={() => void run({ kind: 'resend' }, 'Invitation resent')}
              >
                Resend invite
              </Button>
            )}
            {actions.cancel && (
              <Button variant="danger" onClick={() => setConfirming('cancel')}>
                Cancel invite
              </Button>
            )}
            {swapFor && (
              <Button ref={swapButton} variant="outline" onClick={() => setConfirming('swap')}>
                Swap reviews
              </Button>
            )}
            {actions.remove && (
              <Button variant="danger" onClick={() => setConfirming('remove')}>
                {removeLabel}
              </Button>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="user-roles-heading" className={card({ padding: 'lg' })}>
        <div
          className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', mb: '4' })}
        >
          <h2 id="user-roles-heading" className={css({ fontSize: 'lg', fontWeight: '700' })}>
            Roles
          </h2>
          {actions.editRoles && !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit user
            </Button>
          )}
        </div>
        {editing && actions.editRoles ? (
          <RolesEditor
            invite={invite}
            saving={command.isPending}
            onCancel={() => setEditing(false)}
            onSave={async (roleIds) => {
              if (await run({ kind: 'changeRoles', roleIds }, 'Roles saved')) setEditing(false)
            }}
          />
        ) : invite.roles.length > 0 ? (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {invite.roles.map((role) => (
              <li
                key={role.id}
                className={css({ bg: 'accent.subtle', color: 'accent.text', borderRadius: 'full', px: '3', py: '1' })}
              >
                {role.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: 'fg.muted' })}>No roles.</p>
        )}
      </section>
      <div>
        <UsersListLink place={place} organisationId={invite.organisation_id} className={link()}>
          Back
        </UsersListLink>
      </div>
      {swapFor && swapMounted && (
        <Suspense fallback={null}>
          <SwapReviewsDialog
            open={confirming === 'swap'}
            actorId={swapFor}
            who={who}
            finalFocus={() => swapButton.current}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming === 'cancel'}
        description={`The invitation to ${invite.organisation_name} is cancelled and ${who}'s details are deleted. This cannot be undone.`}
        confirmLabel="Yes, cancel the invite"
        tone="danger"
        busy={command.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run({ kind: 'cancel' }, 'Invite cancelled')}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        description={
          removesUser
            ? `${who} loses access to ${invite.organisation_name}.`
            : `The invite is removed from the users of ${invite.organisation_name}.`
        }
        confirmLabel={removesUser ? 'Yes, remove this user' : 'Yes, remove this invite'}
        tone="danger"
        busy={command.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (await run({ kind: 'remove' }, removesUser ? 'User removed' : 'Invite removed'))
            onRemoved(invite.organisation_id)
        }}
      />
    </div>
  )
}

const Detail = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
)
