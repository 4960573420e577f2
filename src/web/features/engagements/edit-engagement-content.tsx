// The saved engagement's screen below its title (see edit-engagement-page.tsx), loaded beside the engagement: the
// tabs with the details form and the notifications, and the assessment side (the reassessment notice, the SDS
// distribution, disputes, the assessment panel, contradictions and the record's download).
import { Suspense, useState } from 'react'
import type { EngagementRecord } from '#domain/assessments'
import { card } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Loading, lazyNamed } from '../../ui/lazy'
import * as Tabs from '../../ui/tabs'
import { notify } from '../../ui/toaster'
// The assessment work owns the panel that answers the engagement (as the role screens use it).
import { AssessmentPanel } from '../assessment/assessment-panel'
import { ContradictionsPanel } from '../contradictions/contradictions-panel'
import { EngagementDisputes } from '../disputes/engagement-disputes'
import { DistributionSlot } from '../distribution/distribution-slot'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { StaleNotice } from '../engagement-details/stale-notice'
import { DownloadRecordButton } from '../engagement-record/download-record-button'
import { useUpdateEngagement } from './api/update-engagement'
import { EngagementForm, type EngagementFormSubmit } from './engagement-form'
import { changesOf, patchProblem, valuesOfEngagement } from './engagement-form-rules'
import { ReassessmentBanner } from './reassessment-banner'

// The second tab loads when it is first chosen (the tabs mount lazily).
const NotificationsTab = lazyNamed(() => import('./notifications-tab'), 'NotificationsTab')

export const STALE_ENGAGEMENT_TEXT =
  'Someone else changed this engagement since you opened it. Reload it to see their changes, then make yours again.'

type EditEngagementContentProps = {
  contractorId: string
  record: EngagementRecord
  canUpdate: boolean
  onReload: () => void
  onBack: () => void
}

export const EditEngagementContent = ({
  contractorId,
  record,
  canUpdate,
  onReload,
  onBack,
}: EditEngagementContentProps) => (
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
            onReload={onReload}
            onBack={onBack}
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
)

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
