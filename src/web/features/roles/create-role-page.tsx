// /create-role: a new role; after saving, its edit page.
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { AssessmentPanelDisabled } from '../assessment/assessment-notice'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { useClaims } from '../session/use-session'

// The form (TanStack Form, the domain's schemas, the organisation and sign-off pickers) loads from the route's
// loader: the card shows a spinner for the moment it takes, then the form.
export const newRoleForm = loadedOnce(() => import('./new-role-form'))

export const CreateRolePage = () => {
  const canCreate = hasPermission(useClaims()?.permissions ?? [], 'JobRoles:Create')
  const form = newRoleForm.useLoaded()
  return (
    <Page title="New Role">
      {canCreate ? (
        <ScreenLayout
          details={
            <div className={card()}>
              {form ? (
                <form.NewRoleForm />
              ) : (
                <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
                  <Spinner />
                </div>
              )}
            </div>
          }
          assessment={<AssessmentPanelDisabled />}
        />
      ) : (
        <p role="status" className={css({ color: 'fg.muted' })}>
          You cannot add roles for the selected organisation. Ask an administrator of your organisation for access.
        </p>
      )}
    </Page>
  )
}
