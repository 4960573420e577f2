// /working-practices-review (rule wpr.screens): the worker's own reviews and the way to start one.
import { Link } from '@tanstack/react-router'
import { WORKING_PRACTICES_MESSAGES } from '#domain/working-practice-values'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import type { ListController } from '../../ui/use-list-state'
import { useOwnReviews } from './api/reviews'
import { ReviewArchiveButton } from './review-archive-button'
import { ReviewsTable } from './reviews-table'
import { START_REVIEW_TITLE } from './titles'

type ReviewListPageProps = {
  list: ListController
  showArchived: boolean
  onShowArchived: (showArchived: boolean) => void
}

export const ReviewListPage = ({ list, showArchived, onShowArchived }: ReviewListPageProps) => {
  const reviews = useOwnReviews(list.state, showArchived)
  const filtered = list.state.search.trim() !== '' || showArchived
  return (
    <Page
      title="Working Practices Review"
      description="Your own review of how the work is really done: answer the questions about an engagement and see the result."
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <p>
          <Link to="/working-practices-review/start" className={button()}>
            {START_REVIEW_TITLE}
          </Link>
        </p>
        <section
          aria-labelledby="reviews-heading"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <h2 id="reviews-heading" className={css({ fontSize: 'xl', fontWeight: '700' })}>
            Assessments
          </h2>
          <ReviewsTable
            caption="Your working practices reviews"
            page={reviews}
            list={list}
            showArchived={showArchived}
            onShowArchived={onShowArchived}
            rowLink={(row) => ({ to: '/working-practices-review/$engagementId', params: { engagementId: row.id } })}
            rowAction={(row) => <ReviewArchiveButton row={row} />}
            empty={filtered ? WORKING_PRACTICES_MESSAGES.noMatches : WORKING_PRACTICES_MESSAGES.noReviews}
          />
        </section>
      </div>
    </Page>
  )
}
