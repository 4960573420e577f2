import { createFileRoute } from '@tanstack/react-router'
import { SdsDocumentPage, sdsDocumentContent } from '../features/assessment/sds-document-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/sds-hub/view-sds/$engagmentId')({
  beforeLoad: () => guardRoute('/sds-hub/view-sds/$engagmentId'),
  loader: () => sdsDocumentContent.prefetch(),
  // The parameter is spelled as the spec's route has it.
  component: () => <SdsDocumentPage engagementId={Route.useParams().engagmentId} />,
})
