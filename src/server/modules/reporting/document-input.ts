// What the assessment report and the status determination statement are drawn from: the engagement, its
// assessment and the question set it was answered against, as the API reads them.
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import type { QuestionSet } from '#domain/questionnaire'

export type DocumentInput = {
  engagement: EngagementRecord
  assessment: AssessmentRecord
  questionSet: QuestionSet
  /** The client's name: the organisation that makes the determination. */
  client: string
  generatedAt: Date
  /**
   * The determination as the client issues it, decided by the caller (a reviewer's override can turn the
   * assessment's own result around); the SDS requires it, the report shows it when given.
   */
  conclusion?: 'Inside IR35' | 'Outside IR35'
  /** A replacement SDS: the day it applies from, as the client named it when it withdrew the one before. */
  newSdsFrom?: string | null
}
