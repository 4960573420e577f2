// GET /api/actors/organisations/{id}: one organisation with the caller's admin type, for the card and the form.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { FEATURE_FLAGS, type FeatureFlag } from '#domain/organisations'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

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

export const organisationPath = (organisationId: string) =>
  `/actors/organisations/${encodeURIComponent(organisationId)}`

export const decodeOrganisation = (wire: unknown): OrganisationDetail => {
  const decoded = Schema.decodeUnknownSync(OrganisationWire)(wire)
  return {
    ...decoded,
    id: String(decoded.id),
    parent_id: decoded.parent_id === null ? null : String(decoded.parent_id),
  }
}

export const organisationQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'detail'],
    queryFn: async () => decodeOrganisation(await api(organisationPath(organisationId))),
  })

export const useOrganisation = (organisationId: string) => useQuery(organisationQueryOptions(organisationId))
