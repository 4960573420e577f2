import { createFileRoute } from '@tanstack/react-router'
import { EditRolePage, editRoleContent } from '../features/roles/edit-role-page'
import { guardRoute } from '../features/session/guard'

// Reached from the roles list's "Update" button when a role's assessment needs updating.
export const Route = createFileRoute('/update-role/$roleId')({
  beforeLoad: () => guardRoute('/update-role/$roleId'),
  loader: () => editRoleContent.prefetch(),
  component: () => <EditRolePage roleId={Route.useParams().roleId} title="Update Role" />,
})
