// The wire shape of GET /api/reporting/usage, decoded with Effect Schema; loaded beside the request (get-usage.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'

export const UsageWire = Schema.Struct({
  organisation_id: WireId,
  from: Schema.String,
  to: Schema.String,
  items: Schema.Array(
    Schema.Struct({
      month: Schema.String,
      organisation_id: WireId,
      organisation_name: Schema.String,
      parent_id: Schema.NullOr(WireId),
      started: Schema.Number,
      completed: Schema.Number,
    }),
  ),
  totals: Schema.Struct({ started: Schema.Number, completed: Schema.Number }),
})
