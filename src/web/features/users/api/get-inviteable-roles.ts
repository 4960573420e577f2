// GET /api/actors/roles?inviteable_only=true&org_id=: the roles an invite may grant there (rule
// invites.assignable-roles).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const RolesWire = Schema.Array(Schema.Struct({ id: WireId, name: Schema.String }))

export type InviteableRole = { id: string; name: string }

export const inviteableRolesQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['roles', 'inviteable', organisationId],
    queryFn: async (): Promise<InviteableRole[]> =>
      Schema.decodeUnknownSync(RolesWire)(
        await api('/actors/roles', { query: { inviteable_only: 'true', org_id: organisationId } }),
      ).map((role) => ({ id: String(role.id), name: role.name })),
  })

export const useInviteableRoles = (organisationId: string | null) =>
  useQuery({ ...inviteableRolesQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
