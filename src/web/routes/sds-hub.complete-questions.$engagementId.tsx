import { createFileRoute } from '@tanstack/react-router'
import { ContractorQuestionsPage, contractorQuestions } from '../features/assessment/contractor-questions-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/sds-hub/complete-questions/$engagementId')({
  beforeLoad: () => guardRoute('/sds-hub/complete-questions/$engagementId'),
  loader: () => contractorQuestions.prefetch(),
  component: () => <ContractorQuestionsPage engagementId={Route.useParams().engagementId} />,
})
