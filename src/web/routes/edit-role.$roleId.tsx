import { createFileRoute } from '@tanstack/react-router'
import { EditRolePage, editRoleContent } from '../features/roles/edit-role-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/edit-role/$roleId')({
  beforeLoad: () => guardRoute('/edit-role/$roleId'),
  loader: () => editRoleContent.prefetch(),
  component: () => <EditRolePage roleId={Route.useParams().roleId} title="Edit Role" />,
})
