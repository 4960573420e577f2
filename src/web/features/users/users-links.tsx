// The links between the users screens, in /settings/{organisationId} or in the old settings' My Organisation.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { UsersPlace } from './users-list-state'

type LinkStyle = { className?: string; 'aria-label'?: string; children: ReactNode }

export const UserDetailLink = ({
  place,
  organisationId,
  inviteId,
  ...rest
}: LinkStyle & { place: UsersPlace; organisationId: string; inviteId: string }) =>
  place === 'settings' ? (
    <Link to="/settings/$organisationId/manage-user/$inviteId" params={{ organisationId, inviteId }} {...rest} />
  ) : (
    <Link to="/old-settings/my-organisation/edit-invite-user/$inviteId" params={{ inviteId }} {...rest} />
  )

export const InviteUserLink = ({
  place,
  organisationId,
  ...rest
}: LinkStyle & { place: UsersPlace; organisationId: string }) =>
  place === 'settings' ? (
    <Link to="/settings/$organisationId/add-user" params={{ organisationId }} {...rest} />
  ) : (
    <Link to="/old-settings/my-organisation/invite-user" search={{ organisation: organisationId }} {...rest} />
  )

export const UsersListLink = ({
  place,
  organisationId,
  ...rest
}: LinkStyle & { place: UsersPlace; organisationId: string }) =>
  place === 'settings' ? (
    <Link to="/settings/$organisationId" params={{ organisationId }} {...rest} />
  ) : (
    <Link to="/old-settings/my-organisation" search={{ organisation: organisationId }} {...rest} />
  )
