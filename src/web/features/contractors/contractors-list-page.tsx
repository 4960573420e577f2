// /contractors: the selected organisation's contractors (rules contractors.list, lists.paging,
// errors.empty-texts): search, sorting and paging on the server, all kept in the URL, with the IR35 Insurance filter.
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ContractorListItem } from '#domain/contractors'
import { IR35_INSURANCE_FILTERS, type Ir35InsuranceFilter } from '#domain/contractors-list'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Button, buttonStyles } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { Page } from '../../ui/page'
import { SearchBox } from '../../ui/search-box'
import type { ListController } from '../../ui/use-list-state'
import { useContractors } from './api/get-contractors'
import { useShareLeads } from './api/get-share-leads'
import { CONTRACTORS_HEADING } from './contractors-heading'
import { INSURANCE_LABELS, insuranceOf } from './contractors-list-search'

export const NO_CONTRACTORS_TEXT = 'No contractors have been added yet. Please add new contractors.'
export const NO_MATCHES_TEXT = 'No contractors match your search or filter. Clear them to see every contractor.'
export const ADD_CONTRACTOR_LABEL = 'Add new contractor'
export const IMPORT_FROM_CSV_LABEL = 'Import from CSV'

type ContractorsListPageProps = {
  /** The organisation chosen in the selector (the access token's), or null before one is chosen. */
  organisationId: string | null
  canCreate: boolean
  list: ListController
  insurance: Ir35InsuranceFilter | null
  onInsuranceChange: (filter: Ir35InsuranceFilter | null) => void
}

export const ContractorsListPage = (props: ContractorsListPageProps) => {
  const { organisationId, canCreate } = props
  return (
    <Page
      {...CONTRACTORS_HEADING}
      actions={
        organisationId === null ? (
          // Contractors belong to an organisation: there is nowhere to add one until it is chosen.
          <Button disabled>{ADD_CONTRACTOR_LABEL}</Button>
        ) : (
          canCreate && (
            <>
              <Link to="/import-contractors" className={buttonStyles({ variant: 'outline' })}>
                {IMPORT_FROM_CSV_LABEL}
              </Link>
              <Link to="/create-contractor" className={buttonStyles()}>
                {ADD_CONTRACTOR_LABEL}
              </Link>
            </>
          )
        )
      }
    >
      {organisationId === null ? (
        <div className={card()}>
          <p role="status" className={css({ color: 'fg.muted' })}>
            No organisation is selected. Choose the organisation to work on from the dropdown at the top left of the
            page to see its contractors.
          </p>
        </div>
      ) : (
        <ContractorsTable {...props} organisationId={organisationId} />
      )}
    </Page>
  )
}

const ContractorsTable = ({
  organisationId,
  list,
  insurance,
  onInsuranceChange,
}: ContractorsListPageProps & { organisationId: string }) => {
  const contractors = useContractors({ organisationId, list: list.state, insurance })
  const shareLeads = useShareLeads(organisationId)
  const columns: ListColumn<ContractorListItem>[] = [
    {
      id: 'name',
      // An accessor makes the column sortable; the server does the sorting.
      accessorKey: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => <ContractorName contractor={row.original} />,
    },
    {
      id: 'company_name',
      accessorKey: 'company_name',
      header: 'LTD Company Name',
      enableSorting: true,
      cell: ({ row }) => row.original.company_name,
    },
    {
      id: 'ir35_insurance',
      header: () => <InsuranceFilter value={insurance} onChange={onInsuranceChange} />,
      cell: ({ row }) => INSURANCE_LABELS[insuranceOf(row.original.ir35_insured)],
    },
    ...(shareLeads
      ? [
          {
            id: 'share_with_provider',
            header: 'IR35 Insurance requested',
            cell: ({ row }) => (row.original.share_with_provider ? 'Yes' : 'No'),
          } satisfies ListColumn<ContractorListItem>,
        ]
      : []),
  ]
  const filtered = list.state.search.trim() !== '' || insurance !== null
  return (
    <DataTable
      caption="Contractors"
      columns={columns}
      rows={contractors.data?.items}
      count={contractors.data?.count ?? 0}
      pages={contractors.data?.pages ?? 0}
      list={list}
      getRowId={(row) => row.id}
      loading={contractors.isFetching}
      error={contractors.isError ? 'The contractors could not be loaded. Reload the page to try again.' : undefined}
      empty={filtered ? NO_MATCHES_TEXT : NO_CONTRACTORS_TEXT}
      toolbar={
        <SearchBox
          label="Search contractors"
          placeholder="Search by name, company, e-mail or reference"
          value={list.state.search}
          onSearch={list.setSearch}
        />
      }
    />
  )
}

const ContractorName = ({ contractor }: { contractor: ContractorListItem }) => (
  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
    <Link to="/edit-contractor/$contractorId" params={{ contractorId: contractor.id }} className={link()}>
      {/* A worker known only by e-mail so far (a one-off review's record) still gets a link that says who. */}
      {contractor.name.trim() || contractor.email}
    </Link>
    {contractor.is_awaiting_review && (
      <span title="Awaiting review" className={css({ display: 'inline-flex', alignItems: 'center' })}>
        <span
          aria-hidden="true"
          className={css({ width: '2.5', height: '2.5', borderRadius: 'full', bg: 'warning.default' })}
        />
        <span className={css({ srOnly: true })}>(has an assessment awaiting review)</span>
      </span>
    )}
  </span>
)

/** The IR35 Insurance column's header: its name and a filter kept in the URL. */
const InsuranceFilter = ({
  value,
  onChange,
}: {
  value: Ir35InsuranceFilter | null
  onChange: (filter: Ir35InsuranceFilter | null) => void
}) => {
  const id = useId()
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
      <label htmlFor={id}>IR35 Insurance</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = IR35_INSURANCE_FILTERS.find((filter) => filter === event.target.value)
          onChange(next ?? null)
        }}
        className={css({
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border.strong',
          borderRadius: 'md',
          bg: 'bg.surface',
          color: 'fg.default',
          fontWeight: '400',
          fontSize: 'sm',
          px: '1.5',
          py: '0.5',
        })}
      >
        <option value="">All</option>
        {IR35_INSURANCE_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {INSURANCE_LABELS[filter]}
          </option>
        ))}
      </select>
    </span>
  )
}
