// The SDS hub's pure parts: the SDS Manager's URL state and defaults, the cards' actions (rules sds-hub.screen,
// lists.defaults).
import { describe, expect, it } from 'vitest'
import { SDS_HUB_DEFAULT_SORT, SDS_HUB_PAGE_SIZE } from '#domain/sds-hub-list'
import { parseSdsHubSearch, SDS_MANAGER_DEFAULTS } from '../../src/web/features/sds-hub/hub-search'
import { disputeStatusText, HUB_ACTION_LABELS, hubActionTarget } from '../../src/web/features/sds-hub/hub-view'
import { listStateOf } from '../../src/web/ui/list-state'

describe('the SDS Manager list state', () => {
  it('shows 10 rows sorted by end client, descending, when the URL says nothing', () => {
    const state = listStateOf(parseSdsHubSearch({}), SDS_MANAGER_DEFAULTS)
    expect(state).toMatchObject({ page: 1, pageSize: SDS_HUB_PAGE_SIZE, sortBy: 'endclient', sortDirection: 'desc' })
    expect(SDS_HUB_DEFAULT_SORT).toEqual({ sort_by: 'endclient', sort_direction: 'desc' })
  })

  it('keeps page, sort, search and both switches from the URL', () => {
    expect(
      parseSdsHubSearch({
        page: 2,
        page_size: '20',
        sort_by: 'agency',
        sort_direction: 'asc',
        search: 'acme',
        show_all: 'true',
        show_archived: true,
      }),
    ).toEqual({
      page: 2,
      page_size: 20,
      sort_by: 'agency',
      sort_direction: 'asc',
      search: 'acme',
      show_all: true,
      show_archived: true,
    })
  })

  it('drops a column the server does not sort by and switches that are off', () => {
    expect(parseSdsHubSearch({ sort_by: 'status', show_all: 'false', show_archived: 'yes' })).toEqual({})
  })
})

describe('the hub cards', () => {
  it('names each action as the spec does and leads to its screen', () => {
    expect(HUB_ACTION_LABELS).toEqual({ COMPLETE_QUESTIONS: 'Complete Questions', VIEW_SDS: 'View SDS' })
    expect(hubActionTarget('COMPLETE_QUESTIONS', 'e1')).toEqual({
      to: '/sds-hub/complete-questions/$engagementId',
      params: { engagementId: 'e1' },
    })
    // The View SDS route spells its parameter as the spec does.
    expect(hubActionTarget('VIEW_SDS', 'e1')).toEqual({
      to: '/sds-hub/view-sds/$engagmentId',
      params: { engagmentId: 'e1' },
    })
  })

  it('words the latest dispute, or its absence', () => {
    expect(disputeStatusText('OPEN')).toBe('Open')
    expect(disputeStatusText('RESOLVED')).toBe('Resolved')
    expect(disputeStatusText(null)).toBe('None')
  })
})
