// POST /api/files/files/logo/organisations/{orgId} (multipart field File): uploads or replaces the logo.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const UploadedLogoWire = Schema.Struct({ id: Schema.String, url: Schema.String })
export type UploadedLogo = typeof UploadedLogoWire.Type

export const logoPath = (organisationId: string) =>
  `/files/files/logo/organisations/${encodeURIComponent(organisationId)}`

/** Also called by the create-organisation page once the new organisation has an id. */
export const uploadLogo = async (organisationId: string, file: File): Promise<UploadedLogo> => {
  const body = new FormData()
  body.append('File', file, file.name)
  return Schema.decodeUnknownSync(UploadedLogoWire)(await api(logoPath(organisationId), { method: 'POST', body }))
}

export const useUploadLogo = (organisationId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadLogo(organisationId, file),
    // logo_url appears in the organisation, its lists and the selector: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  })
}
