// The wire shape of a supply-chain party's link (GET and PATCH /api/assessments/sds-links/{token}...), decoded with
// the domain's schema; loaded beside the requests (sds-link.ts).
import * as Schema from 'effect/Schema'
import { SdsLinkView } from '#domain/sds-distribution'

export const decodeSdsLink = (wire: unknown): SdsLinkView => Schema.decodeUnknownSync(SdsLinkView)(wire)
