// The Assessments table of the edit-contractor page (rules contractors.edit-screen, lists.defaults): the contractor's
// engagements by start date, newest first, 10 to a page; "New Assessment" needs Engagements:Create.
import { Link } from '@tanstack/react-router'
import { assessmentTypeLabel, type ContractorEngagement } from '#domain/contractor-engagements'
import { css, cx } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDate } from '../../ui/format-date'
import { rowLinkTable } from '../../ui/row-link'
import type { ListController } from '../../ui/use-list-state'
import { useContractorEngagements } from './api/get-contractor-engagements'

export const NO_ASSESSMENTS_TEXT = 'This contractor has no assessments yet.'

type ContractorAssessmentsProps = { contractorId: string; list: ListController; canCreate: boolean }

export const ContractorAssessments = ({ contractorId, list, canCreate }: ContractorAssessmentsProps) => {
  const engagements = useContractorEngagements(contractorId, list.state)
  const columns: ListColumn<ContractorEngagement>[] = [
    {
      id: 'name',
      // An accessor makes the column sortable; the server does the sorting.
      accessorKey: 'name',
      header: 'Engagement name',
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          to="/edit-contractor/$contractorId/edit-engagement/$engagementId"
          params={{ contractorId, engagementId: row.original.id }}
          className={link()}
          data-row-link=""
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'organisation',
      accessorKey: 'organisation',
      header: 'Organisation',
      enableSorting: true,
      cell: ({ row }) => row.original.organisation,
    },
    {
      id: 'type',
      accessorKey: 'type',
      header: 'Type',
      enableSorting: true,
      cell: ({ row }) => assessmentTypeLabel(row.original.type),
    },
    {
      id: 'start_date',
      accessorKey: 'start_date',
      header: 'Start date',
      enableSorting: true,
      cell: ({ row }) => (row.original.start_date ? formatDate(row.original.start_date) : 'Not set'),
    },
  ]
  const newAssessment = canCreate && (
    <Link to="/edit-contractor/$contractorId/create-engagement" params={{ contractorId }} className={buttonStyles()}>
      New Assessment
    </Link>
  )
  return (
    <section aria-labelledby="contractor-assessments-heading" className={cx(card({ padding: 'lg' }), rowLinkTable)}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '4',
          mb: '4',
        })}
      >
        <h2 id="contractor-assessments-heading" className={css({ fontSize: 'lg', fontWeight: '700' })}>
          Assessments
        </h2>
        {newAssessment}
      </div>
      <DataTable
        caption="Assessments of this contractor"
        columns={columns}
        rows={engagements.data?.items}
        count={engagements.data?.count ?? 0}
        pages={engagements.data?.pages ?? 0}
        list={list}
        getRowId={(row) => row.id}
        loading={engagements.isFetching}
        error={engagements.isError ? 'The assessments could not be loaded. Reload the page to try again.' : undefined}
        empty={canCreate ? `${NO_ASSESSMENTS_TEXT} Start one with New Assessment.` : NO_ASSESSMENTS_TEXT}
      />
    </section>
  )
}
