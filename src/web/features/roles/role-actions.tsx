// The Actions column of the roles list: archive or unarchive, and delete (with its confirmation) for a role
// that was never used. Which buttons show is asked of the engagement machine (role-steps.ts).
import { Suspense, useState } from 'react'
import { JOB_ROLE_MESSAGES } from '#domain/job-role-values'
import type { JobRoleListItem } from '#domain/job-roles'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { lazyNamed, useWantedOnce } from '../../ui/lazy'
import { notify } from '../../ui/toaster'
import { useDeleteJobRole } from './api/delete-job-role'
import { useUpdateJobRole } from './api/update-job-role'
import { roleStepsOf } from './role-steps'

/** 400/409 are toasted by the HTTP client; anything else is logged (rule errors.logged-only). */
/** The delete confirmation loads the first time it is opened (it stays mounted after, to close as before). */
const ConfirmDialog = lazyNamed(() => import('../../ui/confirm-dialog'), 'ConfirmDialog')

const logUnexpected = (what: string) => (error: unknown) => {
  if (!isHttpError(error)) console.error(what, error)
}

export const RoleActions = ({ role, permissions }: { role: JobRoleListItem; permissions: readonly string[] }) => {
  const steps = roleStepsOf(
    { status: role.assessment_status, archived: role.archived, dateLastUsed: role.date_last_used },
    permissions,
  )
  const update = useUpdateJobRole()
  const remove = useDeleteJobRole()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const confirmMounted = useWantedOnce(confirmingDelete)

  const setArchived = (archived: boolean) =>
    update
      .mutateAsync({ roleId: role.id, operations: [{ op: 'replace', path: '/archived', value: archived }] })
      .then(() =>
        notify.success({
          title: archived ? 'Role archived' : 'Role unarchived',
          description: archived
            ? `${role.name} is archived. Turn on "Show archived roles" to see it.`
            : `${role.name} is back in the list.`,
        }),
      )
      .catch(logUnexpected('Error archiving role'))

  const deleteRole = () =>
    remove
      .mutateAsync(role.id)
      .then(() => notify.success({ title: 'Role deleted', description: `${role.name} has been deleted.` }))
      .catch(logUnexpected('Error deleting role'))
      .finally(() => setConfirmingDelete(false))

  return (
    <div className={css({ display: 'flex', gap: '2', whiteSpace: 'nowrap' })}>
      {steps.archive && (
        <Button variant="outline" size="sm" loading={update.isPending} onClick={() => setArchived(true)}>
          Archive<span className={css({ srOnly: true })}> {role.name}</span>
        </Button>
      )}
      {steps.unarchive && (
        <Button variant="outline" size="sm" loading={update.isPending} onClick={() => setArchived(false)}>
          Unarchive<span className={css({ srOnly: true })}> {role.name}</span>
        </Button>
      )}
      {steps.delete && (
        <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
          Delete<span className={css({ srOnly: true })}> {role.name}</span>
        </Button>
      )}
      {confirmMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmingDelete}
            title={JOB_ROLE_MESSAGES.deleteConfirmTitle}
            description={JOB_ROLE_MESSAGES.deleteConfirmText}
            confirmLabel={JOB_ROLE_MESSAGES.deleteConfirm}
            cancelLabel="Cancel"
            tone="danger"
            busy={remove.isPending}
            onConfirm={deleteRole}
            onCancel={() => setConfirmingDelete(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
