// The wire shape of GET /api/actors/titles, decoded with Effect Schema; loaded beside the request (get-titles.ts).
import * as Schema from 'effect/Schema'

const TitlesWire = Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String }))
const decodeWire = Schema.decodeUnknownSync(TitlesWire)

export type Title = { id: string; name: string }

export const decodeTitles = (body: unknown): Title[] =>
  decodeWire(body).map((title) => ({ id: String(title.id), name: title.name }))
