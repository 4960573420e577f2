// Archive or Unarchive of one of the worker's own reviews, from their list: archived reviews leave the list
// until "Show archived roles" is on. The review itself, its answers and its result are unchanged.
import type { WorkingPracticeReviewRow } from '#domain/working-practices'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { notify } from '../../ui/toaster'
import { useSetReviewArchived } from './api/reviews'

export const ReviewArchiveButton = ({ row }: { row: WorkingPracticeReviewRow }) => {
  const setArchived = useSetReviewArchived()
  const name = row.end_client ?? row.name
  const archiving = !row.archived
  const change = () =>
    setArchived
      .mutateAsync({ reviewId: row.id, archived: archiving })
      .then(() =>
        notify.success({
          title: archiving ? 'Archived' : 'Unarchived',
          description: archiving ? `The review of ${name} is archived.` : `The review of ${name} is back in your list.`,
        }),
      )
      // The HTTP client toasts what the server refused; anything else is a fault to log.
      .catch((error: unknown) => {
        if (!isHttpError(error)) console.error('Archiving the review failed', error)
      })
  return (
    <Button
      size="sm"
      variant="outline"
      data-row-control=""
      loading={setArchived.isPending}
      aria-label={`${row.archived ? 'Unarchive' : 'Archive'} the review of ${name}`}
      onClick={change}
    >
      {row.archived ? 'Unarchive' : 'Archive'}
    </Button>
  )
}
