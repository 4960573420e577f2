// DELETE /api/assessments/engagements/{id}: cancelling an assessment that has just been started deletes the
// role or engagement made for it (rule lifecycle.cancel-assessment); the engagement machine allows it only while Started.
import { api } from '../../../api/client'
import { useEngagementCommand } from './engagement-command'
import { engagementPath } from './get-engagement'

export const cancelAssessment = async (engagementId: string) => {
  await api(engagementPath(engagementId), { method: 'DELETE' })
}

export const useCancelAssessment = () => useEngagementCommand(cancelAssessment)
