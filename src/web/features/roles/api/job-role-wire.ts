// A role record as the server sends it, decoded into the record the edit and update forms start from; loaded beside
// the request that reads it (see get-job-role.ts), so Effect Schema is not part of the role's page.
import * as Schema from 'effect/Schema'
import { ExposureTermsWire } from '#domain/exposure-terms'
import type { JobRoleRecord } from '#domain/job-roles'
import { ReviewersWire } from '../../../api/reviewer-wire'
import { idOrNull, WireId } from '../../../api/wire'

const JobRoleWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  daily_rate: Schema.NullOr(Schema.Number),
  organisation_id: WireId,
  organisation_name: Schema.String,
  agency_id: Schema.NullOr(WireId),
  archived: Schema.Boolean,
  status: Schema.String,
  date_last_used: Schema.NullOr(Schema.String),
  reviewers: ReviewersWire,
  version: Schema.Number,
  ...ExposureTermsWire,
})

export const decodeJobRole = (body: unknown): JobRoleRecord => {
  const wire = Schema.decodeUnknownSync(JobRoleWire)(body)
  return {
    ...wire,
    id: String(wire.id),
    organisation_id: String(wire.organisation_id),
    agency_id: idOrNull(wire.agency_id),
  }
}
