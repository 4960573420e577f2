// "Awaiting your review" on the landing page: the sign-off reviews still waiting for the signed-in person, each
// opening its review page. A Sign Off User's way into their work without the e-mailed link (docs/navigation.md).
import { Link } from '@tanstack/react-router'
import { ROLE } from '#domain/roles'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { useMyReviews } from '../../api/my-reviews'
import { useClaims } from '../session/use-session'

export const AWAITING_REVIEW_TITLE = 'Awaiting your review'

export const AwaitingReviewPanel = () => {
  const claims = useClaims()
  const reviews = useMyReviews(claims?.actorId ?? null)
  const signsOff = claims?.roles.includes(ROLE.signOffUser) ?? false
  const items = reviews.data ?? []
  // Someone who is not a Sign Off User sees the panel only when a review was given to them anyway.
  if (!reviews.data || (items.length === 0 && !signsOff)) return null
  return (
    <section aria-labelledby="awaiting-review" className={card()}>
      <h2 id="awaiting-review" className={css({ fontSize: 'lg', fontWeight: '700', mb: '2' })}>
        {AWAITING_REVIEW_TITLE}
        <span className={css({ color: 'fg.muted', fontWeight: '400' })}> ({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No reviews are waiting for you.</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {items.map((review) => (
            <li
              key={review.reviewer_id}
              className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '2', alignItems: 'baseline' })}
            >
              <Link
                to="/review/$engagementId"
                params={{ engagementId: review.engagement_id }}
                className={link()}
                aria-label={`Review ${review.engagement_name}`}
              >
                {review.engagement_name}
              </Link>
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{review.organisation}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
