// /create-role: a new role; after saving, its edit page.
import { useNavigate } from '@tanstack/react-router'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { notify } from '../../ui/toaster'
import { AssessmentPanelDisabled } from '../assessment/assessment-notice'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { useClaims } from '../session/use-session'
import { useCreateJobRole } from './api/create-job-role'
import { RoleForm, type RoleFormSubmit } from './role-form'
import { createBodyOf, EMPTY_ROLE_FORM } from './role-form-rules'

export const CreateRolePage = () => {
  const navigate = useNavigate()
  const create = useCreateJobRole()
  const canCreate = hasPermission(useClaims()?.permissions ?? [], 'JobRoles:Create')

  const save: RoleFormSubmit = async (values, rateShown) => {
    const roleId = await create.mutateAsync(createBodyOf(values, rateShown))
    notify.success({ title: 'Role created', description: `${values.name.trim()} has been saved.` })
    await navigate({ to: '/edit-role/$roleId', params: { roleId } })
  }

  return (
    <Page title="New Role">
      {canCreate ? (
        <ScreenLayout
          details={
            <div className={card()}>
              <RoleForm
                initial={EMPTY_ROLE_FORM}
                existing={false}
                onSubmit={save}
                onBack={() => navigate({ to: '/roles' })}
              />
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
