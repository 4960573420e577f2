// /manual-reviews (rule manual-reviews.list): the provider's reviews, Open or Closed, searched, filtered by
// submission type and assignee, sorted by review submitted and paged by the server, all kept in the URL. Each
// row is assigned from its Assignee dropdown, archived or unarchived from Actions, and opens
// /manual-review/{engagementId}.
import { Link } from '@tanstack/react-router'
import { MANUAL_REVIEW_MESSAGES } from '#domain/manual-review-values'
import type { ManualReviewItem } from '#domain/manual-reviews'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { FilterSelect, filterSelect } from '../../ui/filter-select'
import { formatDate } from '../../ui/format-date'
import { listQueryOf } from '../../ui/list-state'
import { Page } from '../../ui/page'
import { ResultBadge } from '../../ui/result-badge'
import { rowLinkTable } from '../../ui/row-link'
import { SearchBox } from '../../ui/search-box'
import { Switch } from '../../ui/switch'
import { Tip } from '../../ui/tip'
import type { ListController } from '../../ui/use-list-state'
import { useSetArchived } from '../progress-board/api/card-steps'
import {
  type Assignee,
  assigneeName,
  useAssign,
  useAssignees,
  useManualReviews,
  useRespondents,
} from './api/manual-reviews'
import { type ManualReviewFilters, manualReviewsQueryOf } from './manual-reviews-search'

type ManualReviewsPageProps = {
  /** The provider organisation the caller works in: its manual reviewers are the assignees. */
  providerOrganisationId: string | null
  list: ListController
  filters: ManualReviewFilters
  onFiltersChange: (filters: ManualReviewFilters) => void
}

export const ManualReviewsPage = ({
  providerOrganisationId,
  list,
  filters,
  onFiltersChange,
}: ManualReviewsPageProps) => {
  const reviews = useManualReviews(manualReviewsQueryOf(listQueryOf(list.state), filters))
  const assignees = useAssignees(providerOrganisationId).data ?? []
  const columns: ListColumn<ManualReviewItem>[] = [
    {
      // The row is named by its engagement, and opens its review.
      id: 'engagement',
      header: 'Engagement',
      cell: ({ row }) => (
        <Link
          to="/manual-review/$engagementId"
          params={{ engagementId: row.original.id }}
          className={link()}
          data-row-link=""
          data-archived={row.original.archived || undefined}
        >
          {row.original.engagement_name}
        </Link>
      ),
    },
    {
      id: 'review_submitted',
      accessorKey: 'review_submitted',
      header: 'Review submitted',
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.review_submitted),
    },
    { id: 'contractor', header: 'Contractor', cell: ({ row }) => row.original.contractor ?? '' },
    { id: 'partner', header: 'Partner', cell: ({ row }) => <PartnerCell item={row.original} /> },
    { id: 'result', header: 'Result', cell: ({ row }) => <ResultBadge result={row.original.result} /> },
    { id: 'submission_type', header: 'Submission type', cell: ({ row }) => row.original.submission_type ?? '' },
    { id: 'actions', header: 'Actions', cell: ({ row }) => <ArchiveAction item={row.original} /> },
    {
      id: 'assignee',
      header: 'Assignee',
      cell: ({ row }) => <AssigneeSelect item={row.original} assignees={assignees} />,
    },
  ]
  return (
    <Page title={MANUAL_REVIEW_MESSAGES.title}>
      <div className={rowLinkTable}>
        <DataTable
          caption={MANUAL_REVIEW_MESSAGES.title}
          columns={columns}
          rows={reviews.data?.items}
          count={reviews.data?.count ?? 0}
          pages={reviews.data?.pages ?? 0}
          list={list}
          getRowId={(row) => row.reviewer_id}
          loading={reviews.isFetching}
          error={reviews.isError ? 'The manual reviews could not be loaded. Reload the page to try again.' : undefined}
          empty={MANUAL_REVIEW_MESSAGES.noResults}
          toolbar={<Toolbar list={list} filters={filters} onFiltersChange={onFiltersChange} assignees={assignees} />}
        />
      </div>
    </Page>
  )
}

/** The list's two views: the open reviews, or the closed (finalised) ones. */
const REVIEW_FILTERS = [
  { label: 'Open', closed: false },
  { label: 'Closed', closed: true },
] as const

const Toolbar = ({
  list,
  filters,
  onFiltersChange,
  assignees,
}: Omit<ManualReviewsPageProps, 'providerOrganisationId'> & { assignees: readonly Assignee[] }) => {
  const respondents = useRespondents().data ?? []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', width: '100%' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
        <fieldset className={toggleGroup}>
          <legend className={css({ srOnly: true })}>Reviews to show</legend>
          {REVIEW_FILTERS.map(({ label, closed }) => (
            <Button
              key={label}
              size="sm"
              variant={closed === (filters.closed === true) ? 'solid' : 'outline'}
              aria-pressed={closed === (filters.closed === true)}
              onClick={() => onFiltersChange({ ...filters, closed: closed ? true : undefined })}
            >
              {label}
            </Button>
          ))}
        </fieldset>
        <SearchBox
          label="Search manual reviews"
          placeholder="Search by engagement, contractor or partner"
          value={list.state.search}
          onSearch={list.setSearch}
        />
        <Switch
          checked={filters.show_archived === true}
          onCheckedChange={(checked) => onFiltersChange({ ...filters, show_archived: checked ? true : undefined })}
        >
          {MANUAL_REVIEW_MESSAGES.showArchived}
        </Switch>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
        <FilterSelect
          label="Submission type"
          value={filters.submission_type ?? ''}
          options={respondents.map((respondent) => ({ value: respondent.id, label: respondent.name }))}
          onChange={(value) =>
            onFiltersChange({
              ...filters,
              submission_type: respondents.find((respondent) => respondent.id === value)?.id as
                | ManualReviewFilters['submission_type']
                | undefined,
            })
          }
        />
        <FilterSelect
          label="Assignee"
          value={filters.assignee ?? ''}
          options={[
            { value: 'none', label: 'Unassigned' },
            ...assignees.map((person) => ({ value: person.id, label: assigneeName(person) })),
          ]}
          onChange={(value) => onFiltersChange({ ...filters, assignee: value || undefined })}
        />
      </div>
    </div>
  )
}

/** The partner's name; its tooltip gives the organisation hierarchy path. */
const PartnerCell = ({ item }: { item: ManualReviewItem }) => (
  <Tip content={item.partner_path.length > 0 ? item.partner_path.join(' › ') : MANUAL_REVIEW_MESSAGES.noPartnerPath}>
    <button type="button" data-row-control="" className={plainButton}>
      {item.partner}
    </button>
  </Tip>
)

const ArchiveAction = ({ item }: { item: ManualReviewItem }) => {
  const setArchived = useSetArchived()
  return (
    <Button
      size="sm"
      variant="outline"
      data-row-control=""
      loading={setArchived.isPending}
      aria-label={`${item.archived ? 'Unarchive' : 'Archive'} the review of ${item.contractor ?? item.partner}`}
      onClick={() =>
        void setArchived
          .mutateAsync({ card: { id: item.id, version: item.engagement_version }, archived: !item.archived })
          .catch(() => undefined)
      }
    >
      {item.archived ? 'Unarchive' : 'Archive'}
    </Button>
  )
}

/** Assign or unassign the review; the row updates at once from the list read again. */
const AssigneeSelect = ({ item, assignees }: { item: ManualReviewItem; assignees: readonly Assignee[] }) => {
  const assign = useAssign()
  const label = `Assignee of the review of ${item.contractor ?? item.partner}`
  if (assignees.length === 0 && !item.assignee_id)
    return <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{MANUAL_REVIEW_MESSAGES.noAssignees}</span>
  return (
    <select
      aria-label={label}
      data-row-control=""
      className={filterSelect}
      value={item.assignee_id ?? ''}
      disabled={assign.isPending || !item.open}
      onChange={(event) =>
        void assign
          .mutateAsync({ engagementId: item.id, reviewerId: item.reviewer_id, actorId: event.target.value || null })
          .catch(() => undefined)
      }
    >
      <option value="">Unassigned</option>
      {item.assignee_id && !assignees.some((person) => person.id === item.assignee_id) && (
        <option value={item.assignee_id}>{item.assignee ?? 'Unknown'}</option>
      )}
      {assignees.map((person) => (
        <option key={person.id} value={person.id}>
          {assigneeName(person)}
        </option>
      ))}
    </select>
  )
}

const toggleGroup = css({ display: 'inline-flex', gap: '1', border: 'none', p: '0', m: '0' })
const plainButton = css({
  bg: 'transparent',
  border: 'none',
  p: '0',
  font: 'inherit',
  color: 'inherit',
  cursor: 'help',
  textDecoration: 'underline dotted',
})
