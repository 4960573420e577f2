// The wire shape of GET /api/assessments/engagements, decoded with Effect Schema; loaded beside the request
// (get-engagements.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'
import type { EngagementPage } from './get-engagements'

const EngagementListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      type: Schema.NullOr(Schema.String),
      status: Schema.NullOr(Schema.String),
      archived: Schema.Boolean,
      organisation: Schema.NullOr(Schema.String),
      updated_at: Schema.String,
    }),
  ),
  count: Schema.Number,
  pages: Schema.Number,
})

export const decodeEngagementPage = (body: unknown): EngagementPage => {
  const wire = Schema.decodeUnknownSync(EngagementListWire)(body)
  return {
    items: wire.items.map((item) => ({
      id: String(item.id),
      name: item.name,
      type: item.type,
      status: item.status,
      archived: item.archived,
      organisation: item.organisation,
      updatedAt: item.updated_at,
    })),
    count: wire.count,
    pages: wire.pages,
  }
}
