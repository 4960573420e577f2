// "Edit user": tick the roles an invite grants, then Save, which asks first because the change alters what the
// person may see (rule users.role-change). The machine's own guard decides whether Save may go.
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import type { Invite } from './api/get-invite'
import { useInviteableRoles } from './api/get-inviteable-roles'
import { canSaveRoles } from './invite-actions'
import { RoleCheckboxes } from './role-checkboxes'

export const ROLE_CHANGE_WARNING = 'These changes will impact this users access to data'

type RolesEditorProps = {
  invite: Invite
  saving: boolean
  onSave: (roleIds: readonly string[]) => Promise<void>
  onCancel: () => void
}

export const RolesEditor = ({ invite, saving, onSave, onCancel }: RolesEditorProps) => {
  const roles = useInviteableRoles(invite.organisation_id)
  const [roleIds, setRoleIds] = useState<string[]>(() => invite.roles.map((role) => role.id))
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const unchanged = roleIds.length === invite.roles.length && invite.roles.every((role) => roleIds.includes(role.id))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <RoleCheckboxes
        roles={roles.data}
        loadFailed={roles.isError}
        value={roleIds}
        onChange={(next) => {
          setTouched(true)
          setRoleIds(next)
        }}
        showEmptyMessage={touched}
        hideLegend
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button
          disabled={unchanged || !canSaveRoles(invite.status.code, roleIds)}
          loading={saving}
          onClick={() => setConfirming(true)}
        >
          Save
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        description={ROLE_CHANGE_WARNING}
        busy={saving}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await onSave(roleIds)
          setConfirming(false)
        }}
      />
    </div>
  )
}
