import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CreateOrganisationWithParentPage, organisationForm } from '../features/organisations/organisation-form-page'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/old-settings/organisation/create-organisation')({
  beforeLoad: () => guardRoute('/old-settings/organisation/create-organisation'),
  loader: () => organisationForm.prefetch(),
  component: () => {
    const navigate = useNavigate()
    const selected = useClaims()?.organisationId ?? null
    return (
      <CreateOrganisationWithParentPage
        defaultParentId={selected}
        onDone={(id) =>
          void (id
            ? navigate({ to: '/old-settings/organisation/edit-organisation/$orgId', params: { orgId: id } })
            : navigate({ to: '/old-settings/organisation' }))
        }
      />
    )
  },
})
