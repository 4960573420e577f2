// Archive or Unarchive of one engagement in the contractor's hub: their own flag, which hides it from the
// cards and the lists until they ask to see archived ones.
import type { SdsHubRow } from '#domain/contractor-portal'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { notify } from '../../ui/toaster'
import { useArchiveHubEngagement } from './api/archive-hub-engagement'

export const HubArchiveButton = ({ row, name }: { row: SdsHubRow; name: string }) => {
  const archive = useArchiveHubEngagement()
  const archived = !row.archived
  const change = () =>
    archive
      .mutateAsync({ engagementId: row.engagement_id, archived })
      .then(() =>
        notify.success({
          title: archived ? 'Archived' : 'Unarchived',
          description: archived ? `${name} is archived.` : `${name} is back among your engagements.`,
        }),
      )
      // 400 and 409 are toasted by the HTTP client; archiving failures are otherwise logged only (rule
      // errors.logged-only).
      .catch((error: unknown) => {
        if (!isHttpError(error)) console.error('Archiving the engagement failed', error)
      })
  return (
    <Button variant="outline" size="sm" loading={archive.isPending} onClick={change}>
      {row.archived ? 'Unarchive' : 'Archive'}
      <span className={css({ srOnly: true })}> {name}</span>
    </Button>
  )
}
