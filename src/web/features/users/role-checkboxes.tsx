// The role checkboxes of the invite form and of "Edit user": the roles that may be granted in the organisation.
import { useId } from 'react'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { Checkbox } from '../../ui/checkbox'
import { Spinner } from '../../ui/spinner'
import type { InviteableRole } from './api/get-inviteable-roles'

type RoleCheckboxesProps = {
  /** The roles on offer; undefined while they load. */
  roles: readonly InviteableRole[] | undefined
  loadFailed?: boolean
  value: readonly string[]
  onChange: (roleIds: string[]) => void
  /** Says "A user must have at least one role assigned" when none is ticked. */
  showEmptyMessage: boolean
  /** When a heading above already says "Roles". */
  hideLegend?: boolean
}

export const RoleCheckboxes = ({
  roles,
  loadFailed = false,
  value,
  onChange,
  showEmptyMessage,
  hideLegend = false,
}: RoleCheckboxesProps) => {
  const toggle = (roleId: string, checked: boolean) =>
    onChange(checked ? [...value, roleId] : value.filter((id) => id !== roleId))
  const messageId = useId()
  return (
    <fieldset
      aria-describedby={showEmptyMessage && value.length === 0 ? messageId : undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' })}
    >
      <legend className={hideLegend ? css({ srOnly: true }) : css({ fontWeight: '600', mb: '2' })}>Roles</legend>
      {loadFailed ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          The roles could not be loaded. Reload the page to try again.
        </p>
      ) : !roles ? (
        <Spinner size="sm" />
      ) : (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' })}>
          {roles.map((role) => (
            <Checkbox
              key={role.id}
              name="roles"
              value={role.id}
              checked={value.includes(role.id)}
              onCheckedChange={({ checked }) => toggle(role.id, checked === true)}
            >
              {role.name}
            </Checkbox>
          ))}
        </div>
      )}
      {showEmptyMessage && value.length === 0 && (
        <p id={messageId} role="alert" className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
          {MESSAGES.inviteRolesRequired}
        </p>
      )}
    </fieldset>
  )
}
