// The form of a new engagement (create-engagement-page.tsx says what the page does): copying a completed role,
// saving on the latest question set of the chosen type, and uploading the original SDS once the engagement exists.
// Loaded beside the page's data from the route's loader, so the page's frame paints without TanStack Form or the
// schemas.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { isHttpError } from '../../api/client'
import { notify } from '../../ui/toaster'
import { latestQuestionSetQueryOptions } from '../assessment/api/get-question-set'
import { type OrganisationSettings, organisationSettingsQueryOptions } from '../organisations/api/organisation-settings'
// A completed role is copied from its record as the role screens read it (one query, one cache entry).
import { jobRoleQueryOptions } from '../roles/api/get-job-role'
import { useCreateEngagement } from './api/create-engagement'
import type { CompletedRole } from './api/get-completed-roles'
import type { ContractorNames } from './api/get-contractor'
import { useUploadOriginalSds } from './api/upload-original-sds'
import { EngagementForm, type EngagementFormSubmit } from './engagement-form'
import {
  createBodyOf,
  createBodyProblem,
  EMPTY_ENGAGEMENT_FORM,
  type EngagementFormValues,
  valuesCopiedFromRole,
} from './engagement-form-rules'

type NewEngagementFormProps = {
  contractorId: string
  organisationId: string
  contractor: ContractorNames
  organisation: OrganisationSettings
  roles: CompletedRole[]
  onBack: () => void
}

export const NewEngagementForm = ({
  contractorId,
  organisationId,
  contractor,
  organisation,
  roles,
  onBack,
}: NewEngagementFormProps) => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useCreateEngagement()
  const upload = useUploadOriginalSds()

  const rateShown = !organisation.hideRateField
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
    <EngagementForm
      initial={EMPTY_ENGAGEMENT_FORM}
      existing={false}
      organisationId={organisationId}
      rateShown={rateShown}
      insuranceValidation={organisation.insuranceValidationTool}
      copy={{ roles, valuesOf: copyFromRole }}
      contractor={contractor}
      onSubmit={save}
      onBack={onBack}
    />
  )
}
