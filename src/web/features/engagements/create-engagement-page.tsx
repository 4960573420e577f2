// /edit-contractor/{contractorId}/create-engagement (rule engagement.create-form): a new engagement of the contractor
// for the selected organisation, on the latest question set of the chosen assessment type; the original SDS of
// an insurance validation is uploaded once the engagement exists. Saving leads to the edit-engagement route.
import { useNavigate } from '@tanstack/react-router'
import { hasPermission } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { AssessmentNotice } from '../assessment/assessment-notice'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { useOrganisationSettings } from '../organisations/api/organisation-settings'
import { useClaims } from '../session/use-session'
import { useCompletedRoles } from './api/get-completed-roles'
import { useContractorNames } from './api/get-contractor'

// The form (TanStack Form, the domain's schemas, the pickers and the file upload) loads beside the contractor, the
// organisation's settings and the roles, from the route's loader: "Loading…" stays until all are there.
export const newEngagementForm = loadedOnce(() => import('./new-engagement-form'))

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
  const contractor = useContractorNames(contractorId)
  const organisation = useOrganisationSettings(organisationId)
  const roles = useCompletedRoles(organisationId)
  const form = newEngagementForm.useLoaded()

  if (contractor.isError || organisation.isError)
    return (
      <p role="alert">
        {isHttpError(contractor.error, 404)
          ? 'This contractor could not be found. It may have been deleted.'
          : 'The engagement form could not be loaded. Reload the page to try again.'}
      </p>
    )
  // The form's shape depends on the organisation's settings, and the copy list on the roles: wait for both.
  if (!contractor.data || !organisation.data || roles.isPending || !form)
    return (
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <Spinner size="sm" /> Loading…
      </p>
    )

  return (
    <ScreenLayout
      details={
        <div className={card()}>
          <form.NewEngagementForm
            contractorId={contractorId}
            organisationId={organisationId}
            contractor={contractor.data}
            organisation={organisation.data}
            roles={roles.data ?? []}
            onBack={onBack}
          />
        </div>
      }
      assessment={<AssessmentNotice />}
    />
  )
}
