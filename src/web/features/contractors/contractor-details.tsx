// The contractor form of "Edit Contractor Details" with Delete and its confirmation, and the Assessments and
// Insurance Status below it: what the page shows once the contractor has loaded, loaded beside it
// (edit-contractor-page.tsx).
import { Suspense, useRef, useState } from 'react'
import type { MasterContractor } from '#domain/contractors'
import { css } from '../../../../styled-system/css'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { lazyNamed, useWantedOnce } from '../../ui/lazy'
import { notify } from '../../ui/toaster'
import { useShareLeads } from './api/get-share-leads'
import { useDeleteContractor, useUpdateContractor } from './api/save-contractor'
import { ContractorForm } from './contractor-form'
import { changedOperations, contractorValuesOf } from './contractor-form-values'
import type { ContractorPermissions } from './edit-contractor-page'

export { ContractorAssessments } from './contractor-assessments'
export { InsuranceStatus } from './insurance-status'

// The Delete confirmation loads the first time Delete is pressed; closing it returns the focus to that button, as it
// did when the dialog was always mounted.
const ConfirmDialog = lazyNamed(() => import('../../ui/confirm-dialog'), 'ConfirmDialog')

export const STALE_TEXT =
  'Someone else changed this contractor since you opened it. Reload to see their changes (what you typed here will be lost), then make yours again.'

type ContractorDetailsProps = {
  contractorId: string
  record: MasterContractor
  permissions: ContractorPermissions
  onReload: () => void
  onDeleted: () => void
}

export const ContractorDetails = ({
  contractorId,
  record,
  permissions,
  onReload,
  onDeleted,
}: ContractorDetailsProps) => {
  const shareLeads = useShareLeads(record.organisation_id)
  const update = useUpdateContractor(contractorId)
  const remove = useDeleteContractor(contractorId)
  const [stale, setStale] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const deleteMounted = useWantedOnce(confirmingDelete)
  const deleteButton = useRef<HTMLButtonElement>(null)
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
            <Button ref={deleteButton} variant="outline" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          )
        }
      />
      {deleteMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmingDelete}
            title="Delete this contractor?"
            description={`${name} of ${record.company_name} will be removed from your contractors. This cannot be undone.`}
            confirmLabel="Delete contractor"
            cancelLabel="Keep contractor"
            tone="danger"
            busy={remove.isPending}
            finalFocus={() => deleteButton.current}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setConfirmingDelete(false)}
          />
        </Suspense>
      )}
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
