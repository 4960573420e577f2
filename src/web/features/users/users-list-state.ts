// The users list's defaults (rule lists.defaults: page size 10, newest first) and the columns the server sorts by.
import type { ListDefaults } from '../../ui/list-state'

export const USERS_LIST_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sortBy: 'datecreated',
  sortDirection: 'desc',
  sortFields: ['datecreated', 'name', 'email'],
}

export const NO_USERS_TEXT = 'You have no users added to your organisation.'

/** Which settings the users screens sit in: their links lead to that settings' own pages. */
export type UsersPlace = 'settings' | 'old-settings'
