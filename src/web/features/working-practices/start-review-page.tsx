// /working-practices-review/start (rules wpr.screens, wpr.start-form, errors.user-alerts): the engagement the
// worker reviews, in the form of start-review-form.tsx.
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { START_REVIEW_TITLE } from './titles'

// The form (its rules with the schemas, the fields, the business sizes' select) loads from the route's loader: the
// card shows a spinner for the moment it takes, then the form.
export const startReviewForm = loadedOnce(() => import('./start-review-form'))

export const StartReviewPage = () => {
  const form = startReviewForm.useLoaded()
  return (
    <Page title={START_REVIEW_TITLE} description="Tell us about the engagement whose working practices you review.">
      <div className={cx(card(), css({ maxWidth: '2xl' }))}>
        {form ? (
          <form.StartReviewForm />
        ) : (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
            <Spinner />
          </div>
        )}
      </div>
    </Page>
  )
}
