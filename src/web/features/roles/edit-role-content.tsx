// The saved role's screen below its title (see edit-role-page.tsx), loaded beside the role: the role's form, with
// the agency's name it shows, and the role's assessment with the record's download.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { JobRoleRecord } from '#domain/job-roles'
import { hasPermission } from '#domain/roles'
import { card } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { notify } from '../../ui/toaster'
import { ENGAGEMENTS_KEY } from '../assessment/api/get-engagement'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { StaleNotice } from '../engagement-details/stale-notice'
import { DownloadRecordButton } from '../engagement-record/download-record-button'
import { useOrganisationSettings } from '../organisations/api/organisation-settings'
import { useClaims } from '../session/use-session'
import { useUpdateJobRole } from './api/update-job-role'
import { LoadingRole } from './loading-role'
import { RoleAssessment } from './role-assessment'
import { RoleForm, type RoleFormSubmit } from './role-form'
import { changesOf, valuesOfRecord } from './role-form-rules'

const STALE_ROLE_TEXT =
  'Someone else changed this role since you opened it. Reload it to see their changes, then make yours again.'

type EditRoleContentProps = { role: JobRoleRecord; onReload: () => void; onBack: () => void }

export const EditRoleContent = ({ role, onReload, onBack }: EditRoleContentProps) => {
  // The record names its end client but not its agency; the page's loading line stays until it is read.
  const agency = useOrganisationSettings(role.agency_id)
  if (role.agency_id && !agency.isSuccess && !agency.isError) return <LoadingRole />
  return (
    <ScreenLayout
      details={
        <div className={card()}>
          <ExistingRoleForm
            // A new version (after a save or a reload) starts the form again from what is stored; the
            // assessment beside it keeps its answers.
            key={role.version}
            role={role}
            agencyName={agency.data?.name ?? null}
            onReload={onReload}
            onBack={onBack}
          />
        </div>
      }
      assessment={
        <>
          <RoleAssessment roleId={role.id} />
          {/* A role is an engagement of type Role: its record exports the same way. */}
          <DownloadRecordButton engagementId={role.id} framed />
        </>
      }
    />
  )
}

type ExistingRoleFormProps = {
  role: JobRoleRecord
  agencyName: string | null
  onReload: () => void
  onBack: () => void
}

const ExistingRoleForm = ({ role, agencyName, onReload, onBack }: ExistingRoleFormProps) => {
  const update = useUpdateJobRole()
  const queryClient = useQueryClient()
  const [stale, setStale] = useState(false)
  const canUpdate = hasPermission(useClaims()?.permissions ?? [], 'JobRoles:Update')
  const initial = valuesOfRecord(role, agencyName)

  const save: RoleFormSubmit = async (values, rateShown) => {
    const operations = changesOf(initial, values, rateShown)
    if (operations.length === 0) {
      notify.info({ title: 'Nothing to save', description: 'The engagement details are as they were.' })
      return
    }
    try {
      await update.mutateAsync({ roleId: role.id, operations, version: role.version })
      // The day rate and dates feed the assessment's financial exposure.
      await queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY })
      notify.success({ title: 'Role saved', description: `${values.name.trim()} has been updated.` })
    } catch (error) {
      if (isHttpError(error, 409)) setStale(true)
      throw error
    }
  }

  return (
    <RoleForm
      initial={initial}
      existing
      readOnly={!canUpdate}
      onSubmit={save}
      onBack={onBack}
      notice={stale && <StaleNotice text={STALE_ROLE_TEXT} reloadLabel="Reload the role" onReload={onReload} />}
    />
  )
}
