// The wire shape of a supply-chain party's link (GET and PATCH /api/assessments/sds-links/{token}...), decoded with
// Effect Schema; loaded beside the requests (sds-link.ts).
import * as Schema from 'effect/Schema'
import type { SdsLinkView } from '#domain/sds-distribution'
import { DistributionWire } from '../../../api/distribution-wire'

const SdsLinkWire = Schema.Struct({
  engagement: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    organisation: Schema.String,
    end_client: Schema.NullOr(Schema.String),
    start_date: Schema.NullOr(Schema.String),
    end_date: Schema.NullOr(Schema.String),
  }),
  sds: Schema.NullOr(
    Schema.Struct({
      version: Schema.Number,
      sha256: Schema.String,
      result: Schema.String,
      issued_on: Schema.String,
      withdrawn: Schema.Boolean,
    }),
  ),
  distribution: DistributionWire,
})

export const decodeSdsLink = (wire: unknown): SdsLinkView => Schema.decodeUnknownSync(SdsLinkWire)(wire)
