import { createFileRoute } from '@tanstack/react-router'
import { SdsLinkPage, sdsLinkContent } from '../features/distribution/sds-link-page'

// /sds?token={token} from the e-mail a supply-chain party is sent: no sign-in, the token opens that party's SDS.
export const Route = createFileRoute('/sds')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  loader: () => sdsLinkContent.prefetch(),
  component: function SdsLink() {
    const { token } = Route.useSearch()
    return <SdsLinkPage token={token ?? null} />
  },
})
