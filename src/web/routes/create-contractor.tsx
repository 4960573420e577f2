import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CreateContractorPage, newContractor } from '../features/contractors/create-contractor-page'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/create-contractor')({
  beforeLoad: () => guardRoute('/create-contractor'),
  loader: () => newContractor.prefetch(),
  component: () => {
    const navigate = useNavigate()
    const claims = useClaims()
    return (
      <CreateContractorPage
        organisationId={claims?.organisationId ?? null}
        canCreate={claims?.permissions.includes('Contractors:Create') ?? false}
        onCreated={(contractorId, createdContractor) =>
          void navigate({
            to: '/edit-contractor/$contractorId',
            params: { contractorId },
            state: { createdContractor },
          })
        }
      />
    )
  },
})
