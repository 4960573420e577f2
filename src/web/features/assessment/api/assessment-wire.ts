// The engagement and assessment records as the server sends them, decoded with the domain's answer schemas (the
// ones the API declares); a field the server drops or renames fails here, not deep inside a view.
import * as Schema from 'effect/Schema'
import { AssessmentRecord, EngagementRecord } from '#domain/assessments'

export const decodeAssessment = (wire: unknown): AssessmentRecord => Schema.decodeUnknownSync(AssessmentRecord)(wire)

export const decodeEngagement = (wire: unknown): EngagementRecord => Schema.decodeUnknownSync(EngagementRecord)(wire)

/** The answer of the commands that make a record: its id. */
export const decodeCreatedId = (wire: unknown): string =>
  Schema.decodeUnknownSync(Schema.Struct({ id: Schema.String }))(wire).id
