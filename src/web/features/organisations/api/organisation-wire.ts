// The wire shapes of GET /api/actors/organisations/{id} (the selector reads its name, the settings screens the whole
// organisation) and of its children, decoded with Effect Schema; loaded beside the request (organisation.ts,
// get-organisation.ts, get-children.ts).
import * as Schema from 'effect/Schema'
import { FEATURE_FLAGS, type FeatureFlag } from '#domain/organisations'
import { WireId } from '../../../api/wire'
import type { ChildOrganisation } from './get-children'

const OrganisationNameWire = Schema.Struct({ id: WireId, name: Schema.String })
const decodeWire = Schema.decodeUnknownSync(OrganisationNameWire)

export const decodeOrganisationName = (body: unknown): string => decodeWire(body).name

const AdminTypeWire = Schema.Literals(['provider', 'parent', 'child'])
const flagFields = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, Schema.Boolean])) as {
  [K in FeatureFlag]: typeof Schema.Boolean
}

const OrganisationWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  reference: Schema.NullOr(Schema.String),
  parent_id: Schema.NullOr(WireId),
  parent_name: Schema.NullOr(Schema.String),
  logo_url: Schema.NullOr(Schema.String),
  annual_pay_bill: Schema.NullOr(Schema.Number),
  version: Schema.Number,
  admin_type: AdminTypeWire,
  child_admin_type: AdminTypeWire,
  is_parent: Schema.Boolean,
  is_provider: Schema.Boolean,
  permissions: Schema.Array(Schema.String),
  ...flagFields,
})

export type OrganisationDetail = Omit<typeof OrganisationWire.Type, 'id' | 'parent_id'> & {
  id: string
  parent_id: string | null
}

export const decodeOrganisation = (wire: unknown): OrganisationDetail => {
  const decoded = Schema.decodeUnknownSync(OrganisationWire)(wire)
  return {
    ...decoded,
    id: String(decoded.id),
    parent_id: decoded.parent_id === null ? null : String(decoded.parent_id),
  }
}

const ChildrenWire = Schema.Struct({
  items: Schema.Array(Schema.Struct({ id: WireId, name: Schema.String, logo_url: Schema.NullOr(Schema.String) })),
  count: Schema.Number,
  pages: Schema.Number,
})

/** A page of an organisation's clients (GET .../children). */
export const decodeChildren = (body: unknown) => {
  const wire = Schema.decodeUnknownSync(ChildrenWire)(body)
  return {
    items: wire.items.map((item): ChildOrganisation => ({ id: String(item.id), name: item.name })),
    count: wire.count,
    pages: wire.pages,
  }
}
