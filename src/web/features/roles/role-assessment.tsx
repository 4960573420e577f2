// The right side of a saved role: its engagement record drives the assessment panel; until it is read (or
// if it cannot be), the notice stands in its place.
import { useEngagement } from '../assessment/api/get-engagement'
import { AssessmentNotice } from '../assessment/assessment-notice'
import { AssessmentPanel } from '../assessment/assessment-panel'

export const RoleAssessment = ({ roleId }: { roleId: string }) => {
  const engagement = useEngagement(roleId)
  return engagement.data ? <AssessmentPanel engagement={engagement.data} /> : <AssessmentNotice />
}
