// /edit-role/{roleId} and /update-role/{roleId}: the saved role's Engagement Details, end client and agency
// read-only; Save sends only what changed with If-Match, and a 409 offers to reload the role. The right side
// is the role's assessment: a role is an engagement of type Role with the role's id.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { JobRoleRecord } from '#domain/job-roles'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import { ENGAGEMENTS_KEY } from '../assessment/api/get-engagement'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { StaleNotice } from '../engagement-details/stale-notice'
import { DownloadRecordButton } from '../engagement-record/download-record-button'
import { useOrganisationSettings } from '../organisations/api/organisation-settings'
import { useClaims } from '../session/use-session'
import { useJobRole } from './api/get-job-role'
import { useUpdateJobRole } from './api/update-job-role'
import { RoleAssessment } from './role-assessment'
import { RoleForm, type RoleFormSubmit } from './role-form'
import { changesOf, valuesOfRecord } from './role-form-rules'

const STALE_ROLE_TEXT =
  'Someone else changed this role since you opened it. Reload it to see their changes, then make yours again.'

export const EditRolePage = ({ roleId, title }: { roleId: string; title: string }) => {
  const role = useJobRole(roleId)
  // The record names its end client but not its agency.
  const agency = useOrganisationSettings(role.data?.agency_id ?? null)
  const navigate = useNavigate()
  const agencyReady = !role.data?.agency_id || agency.isSuccess || agency.isError

  return (
    <Page title={role.data ? `${title}: ${role.data.name}` : title}>
      {role.isError ? (
        <p role="alert">
          {isHttpError(role.error, 404) || isHttpError(role.error, 400)
            ? 'This role could not be found. It may have been deleted. '
            : 'The role could not be loaded. Reload the page to try again. '}
          <button type="button" className={link()} onClick={() => navigate({ to: '/roles' })}>
            Back to Roles
          </button>
        </p>
      ) : !role.data || !agencyReady ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Loading the role…
        </p>
      ) : (
        <ScreenLayout
          details={
            <div className={card()}>
              <ExistingRoleForm
                // A new version (after a save or a reload) starts the form again from what is stored; the
                // assessment beside it keeps its answers.
                key={role.data.version}
                role={role.data}
                agencyName={agency.data?.name ?? null}
                onReload={() => role.refetch()}
                onBack={() => navigate({ to: '/roles' })}
              />
            </div>
          }
          assessment={
            <>
              <RoleAssessment roleId={role.data.id} />
              {/* A role is an engagement of type Role: its record exports the same way. */}
              <DownloadRecordButton engagementId={role.data.id} framed />
            </>
          }
        />
      )}
    </Page>
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
