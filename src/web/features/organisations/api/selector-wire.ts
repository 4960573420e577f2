// The wire shape of the organisation selector's tree (GET /api/actors/organisations/selector), decoded with
// Effect Schema; loaded beside the request (selector.ts).
import * as Schema from 'effect/Schema'
import { idOrNull, WireId } from '../../../api/wire'
import type { OrganisationChoices, OrgNode } from './selector'

interface OrgNodeWire {
  readonly id: string | number
  readonly name: string
  readonly parent_id?: string | number | null | undefined
  readonly logo_url?: string | null | undefined
  readonly children?: readonly OrgNodeWire[] | null | undefined
}

const OrgNodeWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  parent_id: Schema.optional(Schema.NullOr(WireId)),
  logo_url: Schema.optional(Schema.NullOr(Schema.String)),
  children: Schema.optional(Schema.NullOr(Schema.Array(Schema.suspend((): Schema.Codec<OrgNodeWire> => OrgNodeWire)))),
})

const SelectorWire = Schema.Struct({
  parent_orgs: Schema.Array(OrgNodeWire),
  child_orgs: Schema.Array(OrgNodeWire),
})
const decodeWire = Schema.decodeUnknownSync(SelectorWire)

const toNode = (wire: OrgNodeWire): OrgNode => ({
  id: String(wire.id),
  name: wire.name,
  parentId: idOrNull(wire.parent_id),
  logoUrl: wire.logo_url ?? null,
  children: (wire.children ?? []).map(toNode),
})

export const decodeOrganisationChoices = (body: unknown): OrganisationChoices => {
  const wire = decodeWire(body)
  return { parentOrgs: wire.parent_orgs.map(toNode), childOrgs: wire.child_orgs.map(toNode) }
}
