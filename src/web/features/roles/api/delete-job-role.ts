// DELETE /api/assessments/jobroles/{id}: only a role never used for an assessment (409 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { jobRolePath } from './get-job-role'
import { JOB_ROLES_KEY } from './get-job-roles'

export const useDeleteJobRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (roleId: string) => api(jobRolePath(roleId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ROLES_KEY }),
  })
}
