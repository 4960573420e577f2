// /edit-contractor/{contractorId} ("Edit Contractor Details", rule contractors.edit-screen): the contractor form
// filled from the master contractor (Save sends only what changed, with the version read), Delete after a
// confirmation, and below it the contractor's Assessments and Insurance Status.
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { buttonStyles } from '../../ui/button'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { SectionCard } from '../../ui/section-card'
import { Spinner } from '../../ui/spinner'
import type { ListController } from '../../ui/use-list-state'
import { useContractor } from './api/get-contractor'
import type { CreatedContractor } from './navigation-state'

// The form (TanStack Form, the domain's schemas, the company search and the Delete dialog) and the tables below it
// load beside the contractor, from the route's loader: the card keeps its spinner until both are there, and the
// sections below appear with the form as they appeared with the record.
export const contractorDetails = loadedOnce(() => import('./contractor-details'))

export const NOT_FOUND_TEXT = 'This contractor could not be found. It may have been deleted.'

export type ContractorPermissions = { canUpdate: boolean; canDelete: boolean; canCreateEngagement: boolean }

type EditContractorPageProps = {
  contractorId: string
  permissions: ContractorPermissions
  /** Company name and number handed over by "New Contractor", shown until the record has loaded. */
  created: CreatedContractor | null
  assessments: ListController
  onDeleted: () => void
}

const backLink = (
  <Link to="/contractors" className={buttonStyles({ variant: 'outline' })}>
    Back
  </Link>
)

/**
 * "Name, Company (number)", leaving out what the record does not hold: a record a worker's own review made for
 * them has a name only until someone completes it.
 */
const describeContractor = (name: string | undefined, company: string, number: string) =>
  [name, [company, number && `(${number})`].filter(Boolean).join(' ')].filter(Boolean).join(', ')

export const EditContractorPage = ({
  contractorId,
  permissions,
  created,
  assessments,
  onDeleted,
}: EditContractorPageProps) => {
  const contractor = useContractor(contractorId)
  const details = contractorDetails.useLoaded()
  // The record shows (heading, form, sections) once the form's code is there too, all in the same render.
  const record = details ? contractor.data : undefined
  return (
    <Page
      title="Edit Contractor Details"
      description={
        record
          ? describeContractor(`${record.first_name} ${record.last_name}`, record.company_name, record.company_number)
          : created
            ? describeContractor(undefined, created.companyName, created.companyNumber)
            : undefined
      }
      actions={backLink}
    >
      <SectionCard variant="form" title="Contractor details">
        {contractor.isError ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: '500' })}>
            {isHttpError(contractor.error, 404)
              ? NOT_FOUND_TEXT
              : 'The contractor could not be loaded. Reload the page to try again.'}
          </p>
        ) : record && details ? (
          <details.ContractorDetails
            // A save or a reload brings a new version: the form starts again from it.
            key={record.version}
            contractorId={contractorId}
            record={record}
            permissions={permissions}
            onReload={() => void contractor.refetch()}
            onDeleted={onDeleted}
          />
        ) : (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
            <Spinner />
          </div>
        )}
      </SectionCard>
      {record && details && (
        <>
          <details.ContractorAssessments
            contractorId={contractorId}
            list={assessments}
            canCreate={permissions.canCreateEngagement}
          />
          <details.InsuranceStatus contractorId={record.id} />
        </>
      )}
    </Page>
  )
}
