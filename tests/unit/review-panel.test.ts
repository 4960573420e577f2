// The review panel and the review screen's finalise block, decided from the reviewer records (rules
// signoff.panel, signoff.review, manual-review.flow): complete or underway, a page of reviewers, the removed
// group, the consultancy note, the caller's own completed review, and whose review may be finalised.
import { describe, expect, it } from 'vitest'
import { REVIEW_MESSAGES, REVIEW_PANEL_PAGE_SIZE, type Reviewer } from '../../src/domain/reviewers'
import {
  ownOpenReview,
  reviewerRowOf,
  reviewPanelViewOf,
  unopenedIndividuals,
} from '../../src/web/features/review/review-panel-view'

let made = 0
const person = (overrides: Partial<Reviewer> = {}): Reviewer => {
  const id = `r${++made}`
  return {
    id,
    actor_id: `a-${id}`,
    organisation_id: 'org',
    group_id: null,
    group: null,
    actor: { id: `a-${id}`, first_name: 'Sam', last_name: 'Okafor', email: 'sam@example.test' },
    organisation: { id: 'org', name: 'Acme Retail Group' },
    job_description: 'Finance Director',
    status: 'Opened',
    signed_off_date: null,
    is_mine: false,
    can_sign_off: false,
    via_email_link: false,
    ...overrides,
  }
}
const group = (overrides: Partial<Reviewer> = {}) =>
  person({
    actor_id: null,
    actor: null,
    group_id: 'g1',
    group: { id: 'g1', name: 'IR35 Consultancy' },
    organisation: null,
    job_description: null,
    ...overrides,
  })
const completed = (overrides: Partial<Reviewer> = {}) =>
  person({ status: 'Completed', signed_off_date: '2027-03-05T10:00:00Z', ...overrides })

describe('review panel', () => {
  it('is complete when every current reviewer has completed, removed ones aside', () => {
    const view = reviewPanelViewOf([completed(), completed(), person({ status: 'Removed' })], 1)
    expect(view.complete).toBe(true)
    expect(view.heading).toBe(REVIEW_MESSAGES.panelComplete)
  })

  it('is underway while anyone current has not completed, and with no current reviewer at all', () => {
    expect(reviewPanelViewOf([completed(), person()], 1).heading).toBe(REVIEW_MESSAGES.panelUnderway)
    expect(reviewPanelViewOf([person({ status: 'Removed' })], 1).heading).toBe(REVIEW_MESSAGES.panelUnderway)
  })

  it('reads a row: name, job title, organisation, the review date in DD/MM/YYYY or empty, the status', () => {
    expect(reviewerRowOf(completed())).toMatchObject({
      name: 'Sam Okafor',
      jobTitle: 'Finance Director',
      organisation: 'Acme Retail Group',
      dateReviewed: '05/03/2027',
      status: 'Completed',
    })
    expect(reviewerRowOf(person()).dateReviewed).toBe('')
    expect(reviewerRowOf(group())).toMatchObject({ name: 'IR35 Consultancy', jobTitle: '', organisation: '' })
    const noName = person({ actor: { id: 'x', first_name: null, last_name: null, email: 'new@example.test' } })
    expect(reviewerRowOf(noName).name).toBe('new@example.test')
  })

  it('pages the current reviewers and keeps the page asked for within the pages there are', () => {
    const many = Array.from({ length: REVIEW_PANEL_PAGE_SIZE * 2 + 1 }, () => person())
    const first = reviewPanelViewOf(many, 1)
    expect(first.pages).toBe(3)
    expect(first.rows.map((row) => row.id)).toEqual(many.slice(0, REVIEW_PANEL_PAGE_SIZE).map((r) => r.id))
    const last = reviewPanelViewOf(many, 3)
    expect(last.rows.map((row) => row.id)).toEqual([many.at(-1)!.id])
    expect(reviewPanelViewOf(many, 9).page).toBe(3)
    expect(reviewPanelViewOf([], 0)).toMatchObject({ page: 1, pages: 1, rows: [] })
  })

  it('puts removed reviewers in their own group, outside the pages', () => {
    const removed = person({ status: 'Removed' })
    const view = reviewPanelViewOf([person(), removed], 1)
    expect(view.rows).toHaveLength(1)
    expect(view.removed.map((row) => row.id)).toEqual([removed.id])
  })

  it('adds the consultancy note while a group has not signed off', () => {
    expect(reviewPanelViewOf([completed(), group()], 1).note).toBe(REVIEW_MESSAGES.consultancyOutstanding)
    expect(reviewPanelViewOf([completed(), group({ status: 'Completed' })], 1).note).toBeNull()
    expect(reviewPanelViewOf([group({ status: 'Removed' })], 1).note).toBeNull()
  })

  it('tells the caller their review is completed only for their own record', () => {
    expect(reviewPanelViewOf([completed(), person({ is_mine: true })], 1).mineCompleted).toBe(false)
    expect(reviewPanelViewOf([completed({ is_mine: true }), person()], 1).mineCompleted).toBe(true)
  })
})

describe('finalising and opening', () => {
  it('offers the finalise block for the record the server says the caller may finalise, and for no other', () => {
    const mine = person({ is_mine: true, can_sign_off: true })
    expect(ownOpenReview([person(), mine])).toBe(mine)
    expect(ownOpenReview([person({ is_mine: true }), completed({ is_mine: true })])).toBeNull()
  })

  it('opens the individuals still Created, never a group', () => {
    const created = person({ status: 'Created' })
    expect(unopenedIndividuals([created, person(), group({ status: 'Created' })])).toEqual([created])
  })
})
