// /edit-contractor/{contractorId}/create-engagement (rule engagement.create-form): a new engagement of the contractor
// for the selected organisation, on the latest question set of the chosen assessment type; the original SDS of
// an insurance validation is uploaded once the engagement exists. Saving leads to the edit-engagement route.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import { latestQuestionSetQueryOptions } from '../assessment/api/get-question-set'
import { AssessmentNotice } from '../assessment/assessment-notice'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { organisationSettingsQueryOptions, useOrganisationSettings } from '../organisations/api/organisation-settings'
// A completed role is copied from its record as the role screens read it (one query, one cache entry).
import { jobRoleQueryOptions } from '../roles/api/get-job-role'
import { useClaims } from '../session/use-session'
import { useCreateEngagement } from './api/create-engagement'
import { useCompletedRoles } from './api/get-completed-roles'
import { useContractorNames } from './api/get-contractor'
import { useUploadOriginalSds } from './api/upload-original-sds'
import { EngagementForm, type EngagementFormSubmit } from './engagement-form'
import {
  createBodyOf,
  createBodyProblem,
  EMPTY_ENGAGEMENT_FORM,
  type EngagementFormValues,
  valuesCopiedFromRole,
} from './engagement-form-rules'

export const CreateEngagementPage = ({ contractorId }: { contractorId: string }) => {
  const claims = useClaims()
  const organisationId = claims?.organisationId ?? null
  const canCreate = hasPermission(claims?.permissions ?? [], 'Engagements:Create')
  const navigate = useNavigate()
  const back = () => navigate({ to: '/edit-contractor/$contractorId', params: { contractorId } })
  return (
    <Page title="New Engagement">
      {organisationId === null || !canCreate ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {organisationId === null
            ? 'Select an organisation first: the engagement belongs to the selected organisation.'
            : 'You cannot add engagements for the selected organisation. Ask an administrator of your organisation for access.'}{' '}
          <button type="button" className={link()} onClick={back}>
            Back to the contractor
          </button>
        </p>
      ) : (
        <NewEngagement contractorId={contractorId} organisationId={organisationId} onBack={back} />
      )}
    </Page>
  )
}

type NewEngagementProps = { contractorId: string; organisationId: string; onBack: () => void }

const NewEngagement = ({ contractorId, organisationId, onBack }: NewEngagementProps) => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const contractor = useContractorNames(contractorId)
  const organisation = useOrganisationSettings(organisationId)
  const roles = useCompletedRoles(organisationId)
  const create = useCreateEngagement()
  const upload = useUploadOriginalSds()

  if (contractor.isError || organisation.isError)
    return (
      <p role="alert">
        {isHttpError(contractor.error, 404)
          ? 'This contractor could not be found. It may have been deleted.'
          : 'The engagement form could not be loaded. Reload the page to try again.'}
      </p>
    )
  // The form's shape depends on the organisation's settings, and the copy list on the roles: wait for both.
  if (!contractor.data || !organisation.data || roles.isPending)
    return (
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <Spinner size="sm" /> Loading…
      </p>
    )

  const rateShown = !organisation.data.hideRateField
  const copyFromRole = async (roleId: string, values: EngagementFormValues) => {
    const role = await queryClient.fetchQuery(jobRoleQueryOptions(roleId))
    const agency = role.agency_id
      ? {
          id: role.agency_id,
          name: (await queryClient.fetchQuery(organisationSettingsQueryOptions(role.agency_id))).name,
        }
      : null
    return valuesCopiedFromRole(values, role, agency)
  }

  const save: EngagementFormSubmit = async (values, originalSds) => {
    const questionSet = await queryClient.fetchQuery(latestQuestionSetQueryOptions(values.typeCode))
    const body = createBodyOf(values, { contractorId, organisationId, questionSetId: questionSet.id, rateShown })
    const problem = createBodyProblem(body)
    if (problem) return problem
    const engagementId = await create.mutateAsync(body)
    if (originalSds && values.typeCode === 'SHORT')
      await upload.mutateAsync({ engagementId, file: originalSds }).catch((error: unknown) => {
        // The engagement exists: say what is missing rather than lose it.
        if (!isHttpError(error, 400)) console.error('Error uploading the original SDS', error)
        notify.error({
          title: 'Original SDS not uploaded',
          description: 'The engagement was saved, but its original SDS could not be uploaded.',
        })
      })
    notify.success({ title: 'Engagement created', description: `${body.name} has been saved.` })
    await navigate({
      to: '/edit-contractor/$contractorId/edit-engagement/$engagementId',
      params: { contractorId, engagementId },
    })
    return undefined
  }

  return (
    <ScreenLayout
      details={
        <div className={card()}>
          <EngagementForm
            initial={EMPTY_ENGAGEMENT_FORM}
            existing={false}
            organisationId={organisationId}
            rateShown={rateShown}
            insuranceValidation={organisation.data.insuranceValidationTool}
            copy={{ roles: roles.data ?? [], valuesOf: copyFromRole }}
            contractor={contractor.data}
            onSubmit={save}
            onBack={onBack}
          />
        </div>
      }
      assessment={<AssessmentNotice />}
    />
  )
}
