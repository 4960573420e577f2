// What may be done to a role next, asked of the engagement machine (a job role is an engagement of type Role)
// rebuilt from the status and archive flag the server sent; the server asks the same machine again.
import { hasPermission } from '#domain/roles'
import { engagementSnapshotOfStatus } from '#machines/state-map'

type RoleFacts = { status: string; archived: boolean; dateLastUsed: string | null }

export type RoleSteps = { archive: boolean; unarchive: boolean; delete: boolean }

const NO_STEPS: RoleSteps = { archive: false, unarchive: false, delete: false }

export const roleStepsOf = (role: RoleFacts, permissions: readonly string[]): RoleSteps => {
  const snapshot = engagementSnapshotOfStatus(role.status, {
    hasContractor: false,
    questionSetTypeCode: 'FULL',
    archived: role.archived,
    sdsWithdrawn: false,
  })
  if (!snapshot) return NO_STEPS
  const mayUpdate = hasPermission(permissions, 'JobRoles:Update')
  return {
    archive: mayUpdate && snapshot.can({ type: 'engagement.archive' }),
    unarchive: mayUpdate && snapshot.can({ type: 'engagement.unarchive' }),
    // A role that was used for an assessment is archived, never deleted (rule roles.delete).
    delete:
      hasPermission(permissions, 'JobRoles:Delete') &&
      role.dateLastUsed === null &&
      snapshot.can({ type: 'engagement.delete' }),
  }
}
