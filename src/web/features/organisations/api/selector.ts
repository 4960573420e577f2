// GET /api/actors/organisations/selector?admin_only=false: the organisations offered in the top-left selector.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { idOrNull, WireId } from '../../../api/wire'

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

export type OrgNode = { id: string; name: string; parentId: string | null; logoUrl: string | null; children: OrgNode[] }
export type OrganisationChoices = { parentOrgs: OrgNode[]; childOrgs: OrgNode[] }

const toNode = (wire: OrgNodeWire): OrgNode => ({
  id: String(wire.id),
  name: wire.name,
  parentId: idOrNull(wire.parent_id),
  logoUrl: wire.logo_url ?? null,
  children: (wire.children ?? []).map(toNode),
})

export const fetchOrganisationChoices = async (adminOnly = false): Promise<OrganisationChoices> => {
  const wire = Schema.decodeUnknownSync(SelectorWire)(
    await api('/actors/organisations/selector', { query: { admin_only: String(adminOnly) } }),
  )
  return { parentOrgs: wire.parent_orgs.map(toNode), childOrgs: wire.child_orgs.map(toNode) }
}

export const organisationChoicesQueryOptions = queryOptions({
  queryKey: ['organisations', 'selector'],
  queryFn: () => fetchOrganisationChoices(),
})

/** The organisations the person administers: the settings trees (admin_only=true). */
export const adminOrganisationChoicesQueryOptions = queryOptions({
  queryKey: ['organisations', 'selector', 'admin'],
  queryFn: () => fetchOrganisationChoices(true),
})

export const useOrganisationChoices = (enabled: boolean) => useQuery({ ...organisationChoicesQueryOptions, enabled })

/** Every organisation offered, once each (a node can appear in both groups). */
export const allChoices = ({ parentOrgs, childOrgs }: OrganisationChoices): OrgNode[] => {
  const seen = new Map<string, OrgNode>()
  const visit = (node: OrgNode) => {
    if (!seen.has(node.id)) seen.set(node.id, node)
    node.children.forEach(visit)
  }
  parentOrgs.forEach(visit)
  childOrgs.forEach(visit)
  return [...seen.values()]
}
