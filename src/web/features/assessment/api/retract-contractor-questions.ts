// POST /api/assessments/assessments/{assessmentId}/retract: the client withdraws the contractor's questions
// while the engagement awaits the contractor; the result is then worked out from the client's answers alone.
// If-Match carries the assessment's version, so a contractor's submission meanwhile is not overridden (409).
import { api } from '../../../api/client'
import { useEngagementCommand } from './engagement-command'
import { assessmentPath } from './get-assessments'

export type RetractCommand = { assessmentId: string; version: number }

export const retractContractorQuestions = ({ assessmentId, version }: RetractCommand) =>
  api(`${assessmentPath(assessmentId)}/retract`, { method: 'POST', headers: { 'If-Match': `"${version}"` } })

export const useRetractContractorQuestions = () => useEngagementCommand(retractContractorQuestions)
