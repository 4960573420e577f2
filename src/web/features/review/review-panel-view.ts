// What the review panel shows (rules signoff.panel, signoff.review), worked out from the reviewer
// records alone so it can be tested without a browser: the heading, one page of current reviewers, the
// read-only "Removed Users" group, the consultancy note and the caller's own "completed" message.
import { formatDate } from '#domain/dates'
import { REVIEW_MESSAGES, REVIEW_PANEL_PAGE_SIZE, type Reviewer } from '#domain/reviewers'
import { onReviewPanel, signedOff, signOffComplete, unopenedIndividual } from '#machines/state-map'

export type ReviewerRow = {
  id: string
  name: string
  jobTitle: string
  organisation: string
  /** DD/MM/YYYY; empty until the reviewer signs off. */
  dateReviewed: string
  status: Reviewer['status']
}

export type ReviewPanelView = {
  heading: string
  complete: boolean
  rows: ReviewerRow[]
  page: number
  pages: number
  removed: ReviewerRow[]
  /** The consultancy note, while a group (the IR35 consultancy team) has still to sign off. */
  note: string | null
  /** The caller's own record is completed. */
  mineCompleted: boolean
}

const nameOf = (reviewer: Reviewer) => {
  if (reviewer.group) return reviewer.group.name
  const person = [reviewer.actor?.first_name, reviewer.actor?.last_name].filter(Boolean).join(' ')
  return person || reviewer.actor?.email || 'Unknown reviewer'
}

export const reviewerRowOf = (reviewer: Reviewer): ReviewerRow => ({
  id: reviewer.id,
  name: nameOf(reviewer),
  jobTitle: reviewer.job_description ?? '',
  organisation: reviewer.organisation?.name ?? '',
  dateReviewed: reviewer.signed_off_date ? formatDate(reviewer.signed_off_date) : '',
  status: reviewer.status,
})

/** The page asked for, kept within the pages there are (a sign-off may not shrink the list, a removal may). */
export const reviewPanelViewOf = (reviewers: readonly Reviewer[], page: number): ReviewPanelView => {
  const current = reviewers.filter(onReviewPanel)
  const pages = Math.max(1, Math.ceil(current.length / REVIEW_PANEL_PAGE_SIZE))
  const shown = Math.min(Math.max(page, 1), pages)
  const complete = signOffComplete(reviewers)
  return {
    heading: complete ? REVIEW_MESSAGES.panelComplete : REVIEW_MESSAGES.panelUnderway,
    complete,
    rows: current.slice((shown - 1) * REVIEW_PANEL_PAGE_SIZE, shown * REVIEW_PANEL_PAGE_SIZE).map(reviewerRowOf),
    page: shown,
    pages,
    removed: reviewers.filter((reviewer) => !onReviewPanel(reviewer)).map(reviewerRowOf),
    note: current.some((reviewer) => reviewer.group_id !== null && !signedOff(reviewer))
      ? REVIEW_MESSAGES.consultancyOutstanding
      : null,
    mineCompleted: current.some((reviewer) => reviewer.is_mine && signedOff(reviewer)),
  }
}

/** The finalise block is for the record the server says the caller may finalise now (the machines decide). */
export const ownOpenReview = (reviewers: readonly Reviewer[]) =>
  reviewers.find((reviewer) => reviewer.can_sign_off) ?? null

/** The records "Open assessment to reviewers" opens: the individuals not yet opened. */
export const unopenedIndividuals = (reviewers: readonly Reviewer[]) => reviewers.filter(unopenedIndividual)
