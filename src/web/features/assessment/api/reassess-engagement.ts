// POST /api/assessments/engagements/{id}/reassess: a new engagement carrying reassessed_from_id; answers its id.
import { api } from '../../../api/client'
import { decodeCreatedId } from './assessment-wire'
import { useEngagementCommand } from './engagement-command'
import { engagementPath } from './get-engagement'

export const reassessEngagement = async (engagementId: string) =>
  decodeCreatedId(await api(`${engagementPath(engagementId)}/reassess`, { method: 'POST' }))

export const useReassessEngagement = () => useEngagementCommand(reassessEngagement)
