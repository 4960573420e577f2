// The provider's one-off assessments (rule one-off.list, the /edit-direct-contractor routes): the workers
// who ran their own working practices review, and one worker's details and reviews. One review with its result
// is direct-review-page.tsx, so these lists do not load the result panel. Only the Direct menu's roles reach
// these screens (the route guard and the server alike).
import { Link } from '@tanstack/react-router'
import { WORKING_PRACTICES_MESSAGES } from '#domain/working-practice-values'
import type { OneOffContractorRow } from '#domain/working-practices'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDay } from '../../ui/format-date'
import { Page } from '../../ui/page'
import { rowLinkTable } from '../../ui/row-link'
import { SearchBox } from '../../ui/search-box'
import { notify } from '../../ui/toaster'
import type { ListController } from '../../ui/use-list-state'
import { useContractorReviews, useOneOffContractor, useOneOffContractors } from './api/reviews'
import { Failed, Loading } from './one-off-states'
import { ReviewsTable } from './reviews-table'

export const DirectContractorsPage = ({ list }: { list: ListController }) => {
  const contractors = useOneOffContractors(list.state)
  const columns: ListColumn<OneOffContractorRow>[] = [
    {
      id: 'name',
      accessorFn: (row) => row.name,
      header: 'Contractor',
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          to="/edit-direct-contractor/$contractorId"
          params={{ contractorId: row.original.id }}
          className={link()}
          data-row-link=""
        >
          {row.original.name || row.original.email}
        </Link>
      ),
    },
    { id: 'email', accessorFn: (row) => row.email, header: 'Email', enableSorting: true },
    {
      id: 'company_name',
      accessorFn: (row) => row.company_name,
      header: 'Company',
      enableSorting: true,
      cell: ({ row }) => row.original.company_name || 'Not given',
    },
    { id: 'reviews', accessorFn: (row) => row.reviews, header: 'Reviews', enableSorting: true },
    {
      id: 'latest_review',
      accessorFn: (row) => row.latest_review ?? '',
      header: 'Latest review',
      enableSorting: true,
      cell: ({ row }) => (row.original.latest_review ? formatDay(row.original.latest_review) : 'None'),
    },
  ]
  return (
    <Page title="One-off Assessments" description="The workers who have run their own working practices review.">
      <div className={rowLinkTable}>
        <DataTable
          caption="One-off contractors"
          columns={columns}
          rows={contractors.data?.items}
          count={contractors.data?.count ?? 0}
          pages={contractors.data?.pages ?? 0}
          list={list}
          getRowId={(row) => row.id}
          loading={contractors.isFetching}
          error={contractors.isError ? 'The contractors could not be loaded. Reload the page to try again.' : undefined}
          empty={list.state.search.trim() ? WORKING_PRACTICES_MESSAGES.noMatches : <NoOneOffContractors />}
          toolbar={
            <SearchBox
              label="Search the contractors"
              placeholder="Search by name, e-mail or company"
              value={list.state.search}
              onSearch={list.setSearch}
            />
          }
        />
      </div>
    </Page>
  )
}

/**
 * A one-off contractor is a worker who registered and ran their own review: nobody adds them by hand. The spec's
 * empty text asks to add contractors, so the action it names here is the one that does: sending workers the
 * sign-up link.
 */
const NoOneOffContractors = () => {
  const signUp = `${window.location.origin}/register`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signUp)
      notify.success({ title: 'Link copied', description: `Send ${signUp} to the workers you want to add.` })
    } catch {
      notify.error({ description: `The link could not be copied. Send the workers ${signUp} instead.` })
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'center' })}>
      <p>{WORKING_PRACTICES_MESSAGES.noContractors}</p>
      <p className={css({ color: 'fg.muted', maxWidth: '60ch' })}>
        Workers add themselves: they sign up at <span className={css({ overflowWrap: 'anywhere' })}>{signUp}</span> and
        run their own working practices review, which then shows here.
      </p>
      <Button variant="outline" onClick={() => void copy()}>
        Copy the sign-up link
      </Button>
    </div>
  )
}

type DirectContractorPageProps = {
  contractorId: string
  list: ListController
  showArchived: boolean
  onShowArchived: (showArchived: boolean) => void
}

export const DirectContractorPage = ({
  contractorId,
  list,
  showArchived,
  onShowArchived,
}: DirectContractorPageProps) => {
  const contractor = useOneOffContractor(contractorId)
  const reviews = useContractorReviews(contractorId, list.state, showArchived)
  const person = contractor.data
  const rows: [string, string][] = person
    ? [
        ['Name', `${person.first_name} ${person.last_name}`.trim() || 'Not given'],
        ['Email', person.email],
        ['Phone number', person.phone_number || 'Not given'],
        ['Company name', person.company_name || 'Not given'],
        ['Company number', person.company_number || 'Not given'],
      ]
    : []
  return (
    <Page title="One-off Contractor">
      <p className={css({ mb: '4' })}>
        <Link to="/direct-contractors" className={link()}>
          Back to One-off Assessments
        </Link>
      </p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <section aria-labelledby="contractor-details" className={card()}>
          <h2 id="contractor-details" className={css({ fontSize: 'lg', fontWeight: '700', mb: '4' })}>
            Contractor details
          </h2>
          {contractor.isError ? (
            <Failed what="contractor" />
          ) : !person ? (
            <Loading what="contractor" />
          ) : (
            <dl className={facts}>
              {rows.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section
          aria-labelledby="contractor-reviews"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <h2 id="contractor-reviews" className={css({ fontSize: 'xl', fontWeight: '700' })}>
            Assessments
          </h2>
          <ReviewsTable
            caption="The contractor's working practices reviews"
            page={reviews}
            list={list}
            showArchived={showArchived}
            onShowArchived={onShowArchived}
            rowLink={(row) => ({
              to: '/edit-direct-contractor/$contractorId/edit-engagement/$engagementId',
              params: { contractorId, engagementId: row.id },
            })}
            empty={WORKING_PRACTICES_MESSAGES.noMatches}
          />
        </section>
      </div>
    </Page>
  )
}

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& > div': { display: 'contents' },
  '& dt': { color: 'fg.muted', fontWeight: '600' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
})
