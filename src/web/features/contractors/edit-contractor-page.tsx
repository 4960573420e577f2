// /edit-contractor/{contractorId} ("Edit Contractor Details", rule contractors.edit-screen): the contractor form
// filled from the master contractor (Save sends only what changed, with the version read), Delete after a
// confirmation, and below it the contractor's Assessments and Insurance Status.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button, buttonStyles } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Page } from '../../ui/page'
import { SectionCard } from '../../ui/section-card'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import type { ListController } from '../../ui/use-list-state'
import { useContractor } from './api/get-contractor'
import { useShareLeads } from './api/get-share-leads'
import { useDeleteContractor, useUpdateContractor } from './api/save-contractor'
import { ContractorAssessments } from './contractor-assessments'
import { ContractorForm } from './contractor-form'
import { changedOperations, contractorValuesOf } from './contractor-form-values'
import { InsuranceStatus } from './insurance-status'
import type { CreatedContractor } from './navigation-state'

export const STALE_TEXT =
  'Someone else changed this contractor since you opened it. Reload to see their changes (what you typed here will be lost), then make yours again.'
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
  const record = contractor.data
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
        ) : record ? (
          <ContractorDetails
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
      {record && (
        <>
          <ContractorAssessments
            contractorId={contractorId}
            list={assessments}
            canCreate={permissions.canCreateEngagement}
          />
          <InsuranceStatus contractorId={record.id} />
        </>
      )}
    </Page>
  )
}

type ContractorDetailsProps = {
  contractorId: string
  record: NonNullable<ReturnType<typeof useContractor>['data']>
  permissions: ContractorPermissions
  onReload: () => void
  onDeleted: () => void
}

const ContractorDetails = ({ contractorId, record, permissions, onReload, onDeleted }: ContractorDetailsProps) => {
  const shareLeads = useShareLeads(record.organisation_id)
  const update = useUpdateContractor(contractorId)
  const remove = useDeleteContractor(contractorId)
  const [stale, setStale] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null)
  const name = `${record.first_name} ${record.last_name}`

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(record.version)
      notify.success({ title: 'Contractor deleted', description: `${name} has been deleted.` })
      onDeleted()
    } catch (error) {
      // The HTTP client toasts a 409 too; the reason stays on the page as well, since it says what to do.
      if (isHttpError(error, 409)) setDeleteProblem(errorMessageOf(error.data))
      else if (!isHttpError(error)) console.error('Error deleting contractor', error)
    } finally {
      setConfirmingDelete(false)
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {stale && (
        <div role="alert" className={problemBox}>
          <p>{STALE_TEXT}</p>
          <div>
            <Button variant="outline" onClick={onReload}>
              Reload
            </Button>
          </div>
        </div>
      )}
      {deleteProblem && (
        <p role="alert" className={problemBox}>
          {deleteProblem}
        </p>
      )}
      <ContractorForm
        label={`Edit ${name}`}
        initial={contractorValuesOf(record)}
        shareLeads={shareLeads}
        submitLabel="Save"
        busy={update.isPending}
        readOnly={!permissions.canUpdate}
        requireChange
        onSubmit={async (values) => {
          const operations = changedOperations(record, values, shareLeads)
          if (operations.length === 0) return
          try {
            await update.mutateAsync({ operations, version: record.version })
            notify.success({ title: 'Contractor saved', description: `${name}'s details have been updated.` })
          } catch (error) {
            if (isHttpError(error, 409)) setStale(true)
            else if (!isHttpError(error)) console.error('Error updating contractor details', error)
          }
        }}
        actions={
          permissions.canDelete && (
            <Button variant="outline" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this contractor?"
        description={`${name} of ${record.company_name} will be removed from your contractors. This cannot be undone.`}
        confirmLabel="Delete contractor"
        cancelLabel="Keep contractor"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  )
}

const problemBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger.border',
  borderRadius: 'md',
  px: '4',
  py: '3',
  color: 'danger.text',
  fontWeight: '500',
})
