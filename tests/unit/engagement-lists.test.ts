import { describe, expect, it } from 'vitest'
import { DIRECTORY_RESULTS } from '#domain/directory-list'
import { engagementLinkOf } from '#domain/engagement-lists'
import { exportFileName, exportQueryOf } from '../../src/web/features/assessments-directory/api/export-directory.ts'
import {
  clearedSearch,
  directoryQueryOf,
  hasFilters,
  parseDirectorySearch,
} from '../../src/web/features/assessments-directory/directory-search.ts'
import { deletePathOf } from '../../src/web/features/progress-board/api/card-steps.ts'
import { parseBoardSearch } from '../../src/web/features/progress-board/board-search.ts'

describe('where a board card or a directory row opens', () => {
  const partner = { sessionRole: 'organisationUser', roles: ['Partner'] } as const
  const signOffUser = { sessionRole: 'organisationUser', roles: ['Sign Off User'] } as const
  const none = new Set<string>()

  it('opens a role at /edit-role/{role_id}, else the contractor engagement', () => {
    expect(engagementLinkOf({ id: 'r1', type: 'Role', role_id: 'r1', contractor_id: null }, partner, none)).toEqual({
      to: '/edit-role/$roleId',
      params: { roleId: 'r1' },
    })
    expect(
      engagementLinkOf({ id: 'e1', type: 'Contractor', role_id: 'r9', contractor_id: 'c1' }, partner, none),
    ).toEqual({
      to: '/edit-contractor/$contractorId/edit-engagement/$engagementId',
      params: { contractorId: 'c1', engagementId: 'e1' },
    })
    expect(
      engagementLinkOf({ id: 'e2', type: 'Contractor', role_id: null, contractor_id: null }, partner, none),
    ).toBeNull()
  })

  it("opens the review for a Sign Off User reviewing the engagement, and offers nothing they can't open", () => {
    const engagement = { id: 'e1', type: 'Contractor', role_id: null, contractor_id: 'c1' } as const
    expect(engagementLinkOf(engagement, signOffUser, new Set(['e1']))).toEqual({
      to: '/review/$engagementId',
      params: { engagementId: 'e1' },
    })
    expect(engagementLinkOf(engagement, signOffUser, none)).toBeNull()
    // Whoever may open the engagement itself goes there, reviewing it or not.
    expect(engagementLinkOf(engagement, partner, new Set(['e1']))?.to).toBe(
      '/edit-contractor/$contractorId/edit-engagement/$engagementId',
    )
  })
})

describe('the progress board URL', () => {
  it('keeps the search and the archived switch, and drops what it cannot use', () => {
    expect(parseBoardSearch({ search: 'payments', show_archived: true })).toEqual({
      search: 'payments',
      show_archived: true,
    })
    expect(parseBoardSearch({ search: '   ', show_archived: 'no' })).toEqual({})
    expect(parseBoardSearch({ search: 'x'.repeat(150) }).search).toHaveLength(100)
  })
})

describe('the assessments directory URL', () => {
  it('defaults to start date descending, 10 a page, and keeps valid filters only', () => {
    const parsed = parseDirectorySearch({
      type: 'Role',
      result: 'Inside IR35',
      progress: 'SDS Ready to send',
      show_archived: 'true',
      sort_by: 'start_date',
      page: '2',
    })
    expect(parsed).toEqual({
      type: 'Role',
      result: 'Inside IR35',
      progress: 'SDS Ready to send',
      show_archived: true,
      sort_by: 'start_date',
      page: 2,
    })
    expect(parseDirectorySearch({ type: 'Other', result: 'Maybe', progress: 'Done', sort_by: 'secret' })).toEqual({})
  })

  it('clears every filter and the search, keeping sort and page size', () => {
    const search = parseDirectorySearch({ type: 'Role', search: 'x', page_size: '30', sort_by: 'name', page: '3' })
    expect(hasFilters(search)).toBe(true)
    expect(clearedSearch(search)).toEqual({ page_size: 30, sort_by: 'name' })
    expect(hasFilters(clearedSearch(search))).toBe(false)
  })

  it('sends the filters and the organisation with the list state; the export leaves paging out', () => {
    const query = directoryQueryOf(
      { page: '2', page_size: '10', sort_by: 'name', sort_direction: 'asc' },
      { type: 'Contractor', result: 'Incomplete', progress: 'Complete', show_archived: true },
      'org-1',
    )
    expect(query).toEqual({
      page: '2',
      page_size: '10',
      sort_by: 'name',
      sort_direction: 'asc',
      type: 'Contractor',
      result: 'Incomplete',
      progress: 'Complete',
      show_archived: 'true',
      org_id: 'org-1',
    })
    expect(exportQueryOf(query)).not.toHaveProperty('page')
    expect(exportQueryOf(query)).not.toHaveProperty('page_size')
    expect(exportFileName(new Date('2026-03-04T10:00:00Z'))).toBe('assessments-2026-03-04.csv')
  })

  it('filters by each result once, and Incomplete', () => {
    expect(new Set(DIRECTORY_RESULTS).size).toBe(DIRECTORY_RESULTS.length)
    expect(DIRECTORY_RESULTS).toContain('Incomplete')
    expect(DIRECTORY_RESULTS).toContain('Outside IR35')
  })
})

describe('card steps', () => {
  it('deletes a role through /jobroles (which keeps a used role) and an engagement through /engagements', () => {
    expect(deletePathOf({ id: 'a', type: 'Role' })).toBe('/assessments/jobroles/a')
    expect(deletePathOf({ id: 'b', type: 'Contractor' })).toBe('/assessments/engagements/b')
  })
})
