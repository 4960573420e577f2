// POST /api/assessments/assessments/{id}/answers: Save progress (submitted false) or Submit (submitted true).
// A 400 lists the problems, a 409 says the engagement's status (or a newer version) forbids it. The client and
// the contractor send the same submission, each with their own submitted_by.
import type { AnswerSubmission } from '#domain/assessments'
import { api } from '../../../api/client'
import { decodeAssessment } from './assessment-wire'
import { useEngagementCommand } from './engagement-command'
import { assessmentPath } from './get-assessments'

export type AnswersCommand = { assessmentId: string; submission: AnswerSubmission }

export const sendAnswers = async ({ assessmentId, submission }: AnswersCommand) => {
  const wire = await api(`${assessmentPath(assessmentId)}/answers`, { method: 'POST', body: submission })
  // The client is answered with the updated assessment record; the contractor never sees the client's record.
  return submission.submitted_by === 'CLIENT' ? decodeAssessment(wire) : null
}

export const useSendAnswers = () => useEngagementCommand(sendAnswers)
