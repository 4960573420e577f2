// GET /api/actors/organisations/{id}/logo: the organisation's logo (id, image address, type), or null.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { LOGO_CONTENT_TYPES } from '#domain/logo'
import { api, isHttpError } from '../../../api/client'

const LogoWire = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  content_type: Schema.Literals(LOGO_CONTENT_TYPES),
})
export type Logo = typeof LogoWire.Type

export const fetchLogo = async (organisationId: string): Promise<Logo | null> => {
  try {
    return Schema.decodeUnknownSync(LogoWire)(
      await api(`/actors/organisations/${encodeURIComponent(organisationId)}/logo`),
    )
  } catch (error) {
    // No logo is an answer, not a failure.
    if (isHttpError(error, 404)) return null
    throw error
  }
}

export const logoQueryOptions = (organisationId: string) =>
  queryOptions({ queryKey: ['organisations', organisationId, 'logo'], queryFn: () => fetchLogo(organisationId) })

export const useLogo = (organisationId: string) => useQuery(logoQueryOptions(organisationId))
