// POST /api/assessments/assessments: the first assessment of an engagement that has none (a new role).
import { api } from '../../../api/client'
import { decodeAssessment } from './assessment-wire'
import { useEngagementCommand } from './engagement-command'

export const createAssessment = async (engagementId: string) =>
  decodeAssessment(
    await api('/assessments/assessments', { method: 'POST', body: { contractor_engagement_id: engagementId } }),
  )

export const useCreateAssessment = () => useEngagementCommand(createAssessment)
