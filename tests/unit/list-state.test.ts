// The shared list's pure parts: URL state, the range label and the page buttons (rules
// lists.paging, lists.defaults).
import { describe, expect, it } from 'vitest'
import {
  listQueryOf,
  listStateOf,
  nextSort,
  pageWindow,
  parseListSearch,
  rangeLabel,
} from '../../src/web/ui/list-state'

describe('rangeLabel', () => {
  it('reads "x - y of total" for the first, a middle and the last, partial page', () => {
    expect(rangeLabel(1, 30, 95)).toBe('1 - 30 of 95')
    expect(rangeLabel(2, 30, 95)).toBe('31 - 60 of 95')
    expect(rangeLabel(4, 30, 95)).toBe('91 - 95 of 95')
    expect(rangeLabel(1, 10, 7)).toBe('1 - 7 of 7')
  })

  it('reads "0 - 0 of 0" for an empty list', () => {
    expect(rangeLabel(1, 30, 0)).toBe('0 - 0 of 0')
  })
})

describe('pageWindow', () => {
  it('shows the block of 4 page buttons that holds the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4])
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4])
    expect(pageWindow(5, 10)).toEqual([5, 6, 7, 8])
    expect(pageWindow(10, 10)).toEqual([9, 10])
  })

  it('shows fewer buttons when there are fewer pages, and none for no pages', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(1, 0)).toEqual([])
  })

  it('keeps a page beyond the last inside the last block', () => {
    expect(pageWindow(99, 6)).toEqual([5, 6])
  })
})

describe('parseListSearch', () => {
  it('keeps valid values, as the router hands them (numbers or text)', () => {
    expect(
      parseListSearch(
        { page: 3, page_size: '10', sort_by: 'name', sort_direction: 'desc', search: 'acme' },
        { sortFields: ['name', 'datecreated'] },
      ),
    ).toEqual({ page: 3, page_size: 10, sort_by: 'name', sort_direction: 'desc', search: 'acme' })
  })

  it('drops what it cannot use, so a mangled link still opens the list', () => {
    expect(
      parseListSearch(
        { page: 'x', page_size: 25, sort_by: 'password', sort_direction: 'up', search: '  ' },
        { sortFields: ['name'] },
      ),
    ).toEqual({})
    expect(parseListSearch({ page: '0' })).toEqual({})
    expect(parseListSearch({ page: -2 })).toEqual({})
  })

  it('leaves page 1 out of the URL', () => {
    expect(parseListSearch({ page: 1 })).toEqual({})
  })
})

describe('listStateOf and listQueryOf', () => {
  it('fill in the list defaults (page size 30 unless the list says otherwise)', () => {
    expect(listStateOf({})).toEqual({ page: 1, pageSize: 30, sortBy: null, sortDirection: 'asc', search: '' })
    expect(listStateOf({}, { pageSize: 10, sortBy: 'datecreated', sortDirection: 'desc' })).toMatchObject({
      pageSize: 10,
      sortBy: 'datecreated',
      sortDirection: 'desc',
    })
  })

  it('turn the state into the query the server takes', () => {
    expect(listQueryOf(listStateOf({ page: 2, search: ' acme ', sort_by: 'name' }))).toEqual({
      page: '2',
      page_size: '30',
      sort_by: 'name',
      sort_direction: 'asc',
      search: 'acme',
    })
    expect(listQueryOf(listStateOf({}))).toEqual({ page: '1', page_size: '30' })
  })
})

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort({ sortBy: 'name', sortDirection: 'asc' }, 'reference')).toEqual({
      sortBy: 'reference',
      sortDirection: 'asc',
    })
    expect(nextSort({ sortBy: 'name', sortDirection: 'asc' }, 'name')).toEqual({
      sortBy: 'name',
      sortDirection: 'desc',
    })
    expect(nextSort({ sortBy: 'name', sortDirection: 'desc' }, 'name')).toEqual({
      sortBy: 'name',
      sortDirection: 'asc',
    })
  })
})
