// /edit-role/{roleId} and /update-role/{roleId}: the saved role's Engagement Details, end client and agency
// read-only; Save sends only what changed with If-Match, and a 409 offers to reload the role. The right side
// is the role's assessment: a role is an engagement of type Role with the role's id.
import { useNavigate } from '@tanstack/react-router'
import { link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { useJobRole } from './api/get-job-role'
import { LoadingRole } from './loading-role'

// The role's form (TanStack Form and its schema), its agency's name and the role's assessment (the questionnaire,
// the result and their dialogs) load beside the role, from the route's loader: the page keeps the line "Loading
// the role…" it shows while the role loads until they have come too.
export const editRoleContent = loadedOnce(() => import('./edit-role-content'))

export const EditRolePage = ({ roleId, title }: { roleId: string; title: string }) => {
  const role = useJobRole(roleId)
  const loaded = editRoleContent.useLoaded()
  const navigate = useNavigate()

  return (
    <Page title={role.data ? `${title}: ${role.data.name}` : title}>
      {role.isError ? (
        <p role="alert">
          {isHttpError(role.error, 404) || isHttpError(role.error, 400)
            ? 'This role could not be found. It may have been deleted. '
            : 'The role could not be loaded. Reload the page to try again. '}
          <button type="button" className={link()} onClick={() => navigate({ to: '/roles' })}>
            Back to Roles
          </button>
        </p>
      ) : !role.data || !loaded ? (
        <LoadingRole />
      ) : (
        <loaded.EditRoleContent
          role={role.data}
          onReload={() => role.refetch()}
          onBack={() => navigate({ to: '/roles' })}
        />
      )}
    </Page>
  )
}
