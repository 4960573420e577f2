// POST /api/assessments/assessments/{id}/cancel: a reopened assessment is dropped and the previous one, with
// its result, is current again.
import { api } from '../../../api/client'
import { decodeAssessment } from './assessment-wire'
import { useEngagementCommand } from './engagement-command'
import { assessmentPath } from './get-assessments'

export const cancelReopening = async (assessmentId: string) =>
  decodeAssessment(await api(`${assessmentPath(assessmentId)}/cancel`, { method: 'POST' }))

export const useCancelReopening = () => useEngagementCommand(cancelReopening)
