// The wire shape of GET /api/actors/organisations/search, decoded with Effect Schema; loaded beside the request
// (search.ts).
import * as Schema from 'effect/Schema'
import { idOrNull, WireId } from '../../../api/wire'
import type { OrganisationHit } from './search'

const SearchWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      parent_id: Schema.optional(Schema.NullOr(WireId)),
      parent_name: Schema.optional(Schema.NullOr(Schema.String)),
    }),
  ),
  count: Schema.optional(Schema.Number),
  pages: Schema.optional(Schema.Number),
})
const decodeWire = Schema.decodeUnknownSync(SearchWire)

export const decodeOrganisationHits = (body: unknown): OrganisationHit[] =>
  decodeWire(body).items.map((item) => ({
    id: String(item.id),
    name: item.name,
    parentId: idOrNull(item.parent_id),
    parentName: item.parent_name ?? null,
  }))
