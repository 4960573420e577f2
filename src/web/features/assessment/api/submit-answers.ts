// POST /api/assessments/assessments/{id}/answers: Save progress (submitted false) or Submit (submitted true).
// A 400 lists the problems, a 409 says the engagement's status (or a newer version) forbids it.
import type { AnswerSubmission } from '#domain/assessments'
import { api } from '../../../api/client'
import { decodeAssessment } from './assessment-wire'
import { useEngagementCommand } from './engagement-command'
import { assessmentPath } from './get-assessments'

export type AnswersCommand = { assessmentId: string; submission: AnswerSubmission }

export const sendAnswers = async ({ assessmentId, submission }: AnswersCommand) =>
  decodeAssessment(await api(`${assessmentPath(assessmentId)}/answers`, { method: 'POST', body: submission }))

export const useSendAnswers = () => useEngagementCommand(sendAnswers)
