// The wire shape of the latest terms (GET /api/actors/terms/latest), decoded with Effect Schema; loaded beside
// the request (terms.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'
import type { Terms } from './terms'

const TermsWire = Schema.Struct({ id: WireId, content: Schema.String })
const decodeWire = Schema.decodeUnknownSync(TermsWire)

export const decodeTerms = (body: unknown): Terms => {
  const wire = decodeWire(body)
  return { id: String(wire.id), content: wire.content }
}
