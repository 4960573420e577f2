import { createFileRoute } from '@tanstack/react-router'
import { ImportContractorsPage, importFlow } from '../features/contractors/import-contractors-page'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/import-contractors')({
  beforeLoad: () => guardRoute('/import-contractors'),
  loader: () => importFlow.prefetch(),
  component: () => {
    const claims = useClaims()
    return (
      <ImportContractorsPage
        organisationId={claims?.organisationId ?? null}
        canCreate={claims?.permissions.includes('Contractors:Create') ?? false}
      />
    )
  },
})
