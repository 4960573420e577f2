// /edit-contractor/{contractorId}/edit-engagement/{engagementId} (rule engagement.edit-screen): tabs Detail (the saved
// engagement's details; Save sends only what changed, with If-Match, and a 409 offers to reload) and
// Notifications (who receives the engagement's e-mails); on the right the reassessment notice, then the assessment panel (questionnaire or result, with
// the newer-question-set banner of its own), with the SDS distribution block above it until every party has the SDS
// and below it after.
import { useNavigate } from '@tanstack/react-router'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
// The assessment work owns the engagement record (as the role screens use it).
import { useEngagement } from '../assessment/api/get-engagement'
import { useClaims } from '../session/use-session'

// The tabs, the details form (TanStack Form and its schema), the assessment panel and the rest of the screen load
// beside the engagement, from the route's loader: the page keeps the line "Loading the engagement…" it shows while
// the engagement loads until its code has come too.
export const editEngagementContent = loadedOnce(() => import('./edit-engagement-content'))

type EditEngagementPageProps = { contractorId: string; engagementId: string }

export const EditEngagementPage = ({ contractorId, engagementId }: EditEngagementPageProps) => {
  const engagement = useEngagement(engagementId)
  const navigate = useNavigate()
  const canUpdate = hasPermission(useClaims()?.permissions ?? [], 'Engagements:Update')
  const back = () => navigate({ to: '/edit-contractor/$contractorId', params: { contractorId } })
  const record = engagement.data
  const loaded = editEngagementContent.useLoaded()

  return (
    <Page
      title={record ? `Edit Engagement: ${record.name}` : 'Edit Engagement'}
      description={record?.contractor_name ? `${record.contractor_name}, ${record.company_name ?? ''}` : undefined}
    >
      {engagement.isError ? (
        <p role="alert">
          {isHttpError(engagement.error, 404) || isHttpError(engagement.error, 400)
            ? 'This engagement could not be found. It may have been deleted. '
            : 'The engagement could not be loaded. Reload the page to try again. '}
          <button type="button" className={link()} onClick={back}>
            Back to the contractor
          </button>
        </p>
      ) : !record || !loaded ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Loading the engagement…
        </p>
      ) : (
        <loaded.EditEngagementContent
          contractorId={contractorId}
          record={record}
          canUpdate={canUpdate}
          onReload={() => void engagement.refetch()}
          onBack={back}
        />
      )}
    </Page>
  )
}
