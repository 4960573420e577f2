// A command on an engagement or its assessment changes its status, its `can` and its current assessment:
// every engagement query is refreshed, and the command's promise settles once the fresh records are in.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ENGAGEMENTS_KEY } from './get-engagement'

export const useEngagementCommand = <Args, Result>(command: (args: Args) => Promise<Result>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}
