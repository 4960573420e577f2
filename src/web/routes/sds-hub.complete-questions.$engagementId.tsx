import { createFileRoute } from '@tanstack/react-router'
import { ContractorQuestionsPage } from '../features/assessment/contractor-questions-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/sds-hub/complete-questions/$engagementId')({
  beforeLoad: () => guardRoute('/sds-hub/complete-questions/$engagementId'),
  component: () => <ContractorQuestionsPage engagementId={Route.useParams().engagementId} />,
})
