import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CreateContractorPage } from '../features/contractors/create-contractor-page'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/create-contractor')({
  beforeLoad: () => guardRoute('/create-contractor'),
  component: () => {
    const navigate = useNavigate()
    return (
      <CreateContractorPage
        organisationId={useClaims()?.organisationId ?? null}
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
