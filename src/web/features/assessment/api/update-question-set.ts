// POST /api/assessments/assessments/{id}/update/{questionSetId}: the assessment moves to a newer version of
// its question set.
import { api } from '../../../api/client'
import { decodeAssessment } from './assessment-wire'
import { useEngagementCommand } from './engagement-command'
import { assessmentPath } from './get-assessments'

export type QuestionSetUpdate = { assessmentId: string; questionSetId: string }

export const updateQuestionSet = async ({ assessmentId, questionSetId }: QuestionSetUpdate) =>
  decodeAssessment(
    await api(`${assessmentPath(assessmentId)}/update/${encodeURIComponent(questionSetId)}`, { method: 'POST' }),
  )

export const useUpdateQuestionSet = () => useEngagementCommand(updateQuestionSet)
