// A party's copy of the SDS as the server sends it (rule records.distribution, with its chain of custody),
// decoded once for every screen that shows one: the distribution block, the contractor's SDS page and the
// supply-chain party's page.
import * as Schema from 'effect/Schema'

export const DistributionReceiptWire = Schema.Struct({
  id: Schema.String,
  sds_version: Schema.Number,
  sha256: Schema.String,
  sent_at: Schema.String,
  delivered_at: Schema.NullOr(Schema.String),
  opened_at: Schema.NullOr(Schema.String),
  acknowledged_at: Schema.NullOr(Schema.String),
})

export const DistributionWire = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  party: Schema.Literals(['Contractor', 'Supply Chain']),
  contractor_id: Schema.NullOr(Schema.String),
  status: Schema.Struct({ id: Schema.Number, code: Schema.String, name: Schema.String }),
  acknowledged: Schema.NullOr(Schema.String),
  acknowledged_name: Schema.NullOr(Schema.String),
  receipts: Schema.mutable(Schema.Array(DistributionReceiptWire)),
  can: Schema.Struct({
    send: Schema.Boolean,
    resend: Schema.Boolean,
    remove: Schema.Boolean,
    acknowledge: Schema.Boolean,
    dispute: Schema.Boolean,
    download: Schema.Boolean,
  }),
})
