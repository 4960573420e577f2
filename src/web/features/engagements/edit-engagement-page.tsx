// /edit-contractor/{contractorId}/edit-engagement/{engagementId} (rule engagement.edit-screen): tabs Detail (the saved
// engagement's details; Save sends only what changed, with If-Match, and a 409 offers to reload) and
// Notifications (who receives the engagement's e-mails); on the right the reassessment notice, then the assessment panel (questionnaire or result, with
// the newer-question-set banner of its own), with the SDS distribution block above it until every party has the SDS
// and below it after.
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import type { EngagementRecord } from '#domain/assessments'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Loading, lazyNamed } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import * as Tabs from '../../ui/tabs'
import { notify } from '../../ui/toaster'
// The assessment work owns the engagement record and the panel that answers it (as the role screens use them).
import { useEngagement } from '../assessment/api/get-engagement'
import { AssessmentPanel } from '../assessment/assessment-panel'
import { ContradictionsPanel } from '../contradictions/contradictions-panel'
import { EngagementDisputes } from '../disputes/engagement-disputes'
import { DistributionSlot } from '../distribution/distribution-slot'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { StaleNotice } from '../engagement-details/stale-notice'
import { DownloadRecordButton } from '../engagement-record/download-record-button'
import { useClaims } from '../session/use-session'
import { useUpdateEngagement } from './api/update-engagement'
import { EngagementForm, type EngagementFormSubmit } from './engagement-form'
import { changesOf, patchProblem, valuesOfEngagement } from './engagement-form-rules'
import { ReassessmentBanner } from './reassessment-banner'

// The second tab loads when it is first chosen (the tabs mount lazily).
const NotificationsTab = lazyNamed(() => import('./notifications-tab'), 'NotificationsTab')

export const STALE_ENGAGEMENT_TEXT =
  'Someone else changed this engagement since you opened it. Reload it to see their changes, then make yours again.'

type EditEngagementPageProps = { contractorId: string; engagementId: string }

export const EditEngagementPage = ({ contractorId, engagementId }: EditEngagementPageProps) => {
  const engagement = useEngagement(engagementId)
  const navigate = useNavigate()
  const canUpdate = hasPermission(useClaims()?.permissions ?? [], 'Engagements:Update')
  const back = () => navigate({ to: '/edit-contractor/$contractorId', params: { contractorId } })
  const record = engagement.data

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
      ) : !record ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Loading the engagement…
        </p>
      ) : (
        <ScreenLayout
          details={
            <Tabs.Root defaultValue="detail" lazyMount>
              <Tabs.List aria-label="Engagement">
                <Tabs.Trigger value="detail">Detail</Tabs.Trigger>
                <Tabs.Trigger value="notifications">Notifications</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="detail" className={card()}>
                <SavedEngagementForm
                  // A new version (after a save or a reload) starts the form again from what is stored.
                  key={record.version}
                  engagement={record}
                  readOnly={!canUpdate}
                  onReload={() => void engagement.refetch()}
                  onBack={back}
                />
              </Tabs.Content>
              <Tabs.Content value="notifications" className={card()}>
                <Suspense fallback={<Loading />}>
                  <NotificationsTab engagementId={record.id} />
                </Suspense>
              </Tabs.Content>
            </Tabs.Root>
          }
          assessment={
            <>
              {record.reassessed_from_id && (
                <ReassessmentBanner contractorId={contractorId} reassessedFromId={record.reassessed_from_id} />
              )}
              <DistributionSlot engagementId={record.id} at="above" />
              <EngagementDisputes engagementId={record.id} />
              <AssessmentPanel engagement={record} />
              <ContradictionsPanel engagementId={record.id} />
              <DistributionSlot engagementId={record.id} at="below" />
              <DownloadRecordButton engagementId={record.id} framed />
            </>
          }
        />
      )}
    </Page>
  )
}

type SavedEngagementFormProps = {
  engagement: EngagementRecord
  readOnly: boolean
  onReload: () => void
  onBack: () => void
}

const SavedEngagementForm = ({ engagement, readOnly, onReload, onBack }: SavedEngagementFormProps) => {
  const update = useUpdateEngagement()
  const [stale, setStale] = useState(false)
  const initial = valuesOfEngagement(engagement)
  const rateShown = !engagement.hide_rate_field

  const save: EngagementFormSubmit = async (values) => {
    const operations = changesOf(initial, values, rateShown)
    if (operations.length === 0) {
      notify.info({ title: 'Nothing to save', description: 'The engagement details are as they were.' })
      return undefined
    }
    const problem = patchProblem(operations)
    if (problem) return problem
    try {
      await update.mutateAsync({ engagementId: engagement.id, operations, version: engagement.version })
      notify.success({ title: 'Engagement saved', description: `${values.name.trim()} has been updated.` })
    } catch (error) {
      if (isHttpError(error, 409)) setStale(true)
      throw error
    }
    return undefined
  }

  return (
    <EngagementForm
      initial={initial}
      existing
      organisationId={engagement.organisation_id}
      rateShown={rateShown}
      readOnly={readOnly}
      contractor={{ name: engagement.contractor_name ?? '', companyName: engagement.company_name ?? '' }}
      onSubmit={save}
      onBack={onBack}
      notice={
        stale && <StaleNotice text={STALE_ENGAGEMENT_TEXT} reloadLabel="Reload the engagement" onReload={onReload} />
      }
    />
  )
}
