import { createFileRoute } from '@tanstack/react-router'
import { CreateRolePage, newRoleForm } from '../features/roles/create-role-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/create-role')({
  beforeLoad: () => guardRoute('/create-role'),
  loader: () => newRoleForm.prefetch(),
  component: CreateRolePage,
})
