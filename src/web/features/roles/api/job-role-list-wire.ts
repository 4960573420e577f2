// A page of the roles list as the server sends it (ids as numbers or strings), decoded into the list's items;
// loaded beside the request that reads it (see get-job-roles.ts), so Effect Schema is not part of the list's page.
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'
import type { JobRolePage } from './get-job-roles'

const JobRoleListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      organisation_name: Schema.String,
      reference: Schema.NullOr(Schema.String),
      last_result: Schema.NullOr(Schema.Literals(['Borderline', 'Inside IR35', 'Outside IR35'])),
      assessment_status: Schema.String,
      requires_update: Schema.Boolean,
      date_last_used: Schema.NullOr(Schema.String),
      date_created: Schema.String,
      archived: Schema.Boolean,
    }),
  ),
  pages: Schema.Number,
  count: Schema.Number,
})

export const decodeJobRolePage = (body: unknown): JobRolePage => {
  const wire = Schema.decodeUnknownSync(JobRoleListWire)(body)
  return { ...wire, items: wire.items.map((item) => ({ ...item, id: String(item.id) })) }
}
