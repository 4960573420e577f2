// The form of /create-role (create-role-page.tsx): the role form started empty; after saving, the role's edit page.
// Loaded from the route's loader, so the page's frame paints without TanStack Form or the schemas.
import { useNavigate } from '@tanstack/react-router'
import { notify } from '../../ui/toaster'
import { useCreateJobRole } from './api/create-job-role'
import { RoleForm, type RoleFormSubmit } from './role-form'
import { createBodyOf, EMPTY_ROLE_FORM } from './role-form-rules'

export const NewRoleForm = () => {
  const navigate = useNavigate()
  const create = useCreateJobRole()

  const save: RoleFormSubmit = async (values, rateShown) => {
    const roleId = await create.mutateAsync(createBodyOf(values, rateShown))
    notify.success({ title: 'Role created', description: `${values.name.trim()} has been saved.` })
    await navigate({ to: '/edit-role/$roleId', params: { roleId } })
  }

  return (
    <RoleForm initial={EMPTY_ROLE_FORM} existing={false} onSubmit={save} onBack={() => navigate({ to: '/roles' })} />
  )
}
