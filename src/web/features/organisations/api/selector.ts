// GET /api/actors/organisations/selector?admin_only=false: the organisations offered in the top-left selector.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type OrgNode = { id: string; name: string; parentId: string | null; logoUrl: string | null; children: OrgNode[] }
export type OrganisationChoices = { parentOrgs: OrgNode[]; childOrgs: OrgNode[] }

export const fetchOrganisationChoices = (adminOnly = false): Promise<OrganisationChoices> =>
  decoded(
    api('/actors/organisations/selector', { query: { admin_only: String(adminOnly) } }),
    async () => (await import('./selector-wire')).decodeOrganisationChoices,
  )

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
