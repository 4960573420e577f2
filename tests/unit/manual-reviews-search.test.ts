// The Manual Reviews list's URL (rules manual-reviews.list, lists.defaults): defaults, the filters it keeps, what a
// mangled link loses, and the list call's query.
import { describe, expect, it } from 'vitest'
import { OVERRIDE_RESULTS, overrideChoiceOf } from '../../src/domain/manual-reviews.ts'
import { respondentName } from '../../src/domain/manual-reviews-list.ts'
import {
  filtersOf,
  MANUAL_REVIEW_LIST_DEFAULTS,
  manualReviewsQueryOf,
  parseManualReviewsSearch,
} from '../../src/web/features/manual-reviews/manual-reviews-search.ts'
import { listQueryOf, listStateOf } from '../../src/web/ui/list-state.ts'

const ACTOR = '0b8f6c8e-1d2a-4c5b-9e7f-123456789abc'

describe('the Manual Reviews URL', () => {
  it('opens on the open reviews, newest submitted first, 30 a page', () => {
    const search = parseManualReviewsSearch({})
    expect(
      manualReviewsQueryOf(listQueryOf(listStateOf(search, MANUAL_REVIEW_LIST_DEFAULTS)), filtersOf(search)),
    ).toEqual({
      page: '1',
      page_size: '30',
      sort_by: 'review_submitted',
      sort_direction: 'desc',
      open: 'true',
    })
  })

  it('keeps Closed, archived, the submission type and the assignee', () => {
    const search = parseManualReviewsSearch({
      closed: 'true',
      show_archived: true,
      submission_type: 'CONTRACTOR',
      assignee: ACTOR,
      search: 'Acme',
    })
    expect(manualReviewsQueryOf({}, filtersOf(search))).toEqual({
      open: 'false',
      show_archived: 'true',
      submission_type: 'CONTRACTOR',
      assignee: ACTOR,
    })
    expect(search.search).toBe('Acme')
    expect(filtersOf(parseManualReviewsSearch({ assignee: 'none' }))).toEqual({ assignee: 'none' })
  })

  it('drops what it cannot use rather than failing the page', () => {
    expect(
      filtersOf(
        parseManualReviewsSearch({ closed: 'yes', submission_type: 'AGENCY', assignee: 'someone', sort_by: 'x' }),
      ),
    ).toEqual({})
    expect(parseManualReviewsSearch({ sort_by: 'partner' }).sort_by).toBeUndefined()
  })
})

describe('override results and submission types', () => {
  it('maps Inside to FAIL and Outside to PASS', () => {
    expect(OVERRIDE_RESULTS).toEqual([
      { id: 'FAIL', name: 'Inside' },
      { id: 'PASS', name: 'Outside' },
    ])
    expect(overrideChoiceOf('PASS')).toBe('Outside')
    expect(overrideChoiceOf('MAYBE')).toBeUndefined()
  })

  it('names the client submitter Partner', () => {
    expect(respondentName('CLIENT')).toBe('Partner')
    expect(respondentName('CONTRACTOR')).toBe('Contractor')
    expect(respondentName(null)).toBeNull()
  })
})
