// DELETE /api/files/files/logo/organisations/{orgId}: removes the logo.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { logoPath } from './upload-logo'

export const deleteLogo = async (organisationId: string): Promise<void> => {
  await api(logoPath(organisationId), { method: 'DELETE' })
}

export const useDeleteLogo = (organisationId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteLogo(organisationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organisations'] }),
  })
}
