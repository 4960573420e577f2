// A card's steps: archive or unarchive (PATCH /api/assessments/engagements/{id}, replace /archived, with the
// card's version as If-Match) and delete (a role through /jobroles, which keeps a used role; an engagement
// through /engagements). Every view of engagements is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BoardCard } from '#domain/engagement-lists'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

export const useSetArchived = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ card, archived }: { card: Pick<BoardCard, 'id' | 'version'>; archived: boolean }) =>
      api(`/assessments/engagements/${encodeURIComponent(card.id)}`, {
        method: 'PATCH',
        body: [{ op: 'replace', path: '/archived', value: archived }],
        headers: { 'If-Match': `"${card.version}"` },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}

export const deletePathOf = (card: Pick<BoardCard, 'id' | 'type'>) =>
  card.type === 'Role'
    ? `/assessments/jobroles/${encodeURIComponent(card.id)}`
    : `/assessments/engagements/${encodeURIComponent(card.id)}`

export const useDeleteCard = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (card: BoardCard) => api(deletePathOf(card), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}
