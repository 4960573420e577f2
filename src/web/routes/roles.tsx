import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { JOB_ROLE_SORT_FIELDS } from '#domain/job-roles-list'
import { RolesListPage, roleRowParts } from '../features/roles/roles-list-page'
import { guardRoute } from '../features/session/guard'
import { type ListDefaults, type ListSearch, parseListSearch } from '../ui/list-state'
import { useListState } from '../ui/use-list-state'

// 30 a page, newest first; include_archived defaults to false (rule lists.defaults).
const ROLES_DEFAULTS: ListDefaults = {
  pageSize: 30,
  sortBy: 'datecreated',
  sortDirection: 'desc',
  sortFields: JOB_ROLE_SORT_FIELDS,
}

type RolesSearch = ListSearch & { include_archived?: true }

export const Route = createFileRoute('/roles')({
  validateSearch: (raw: Record<string, unknown>): RolesSearch => ({
    ...parseListSearch(raw, ROLES_DEFAULTS),
    ...(raw.include_archived === true || raw.include_archived === 'true' ? { include_archived: true } : {}),
  }),
  beforeLoad: () => guardRoute('/roles'),
  loader: () => roleRowParts.prefetch(),
  component: () => {
    const search = Route.useSearch()
    const navigate = useNavigate()
    return (
      <RolesListPage
        list={useListState(search, ROLES_DEFAULTS)}
        includeArchived={search.include_archived === true}
        onIncludeArchivedChange={(include) =>
          void navigate({
            to: '.',
            replace: true,
            search: (previous: RolesSearch) => ({
              ...previous,
              include_archived: include || undefined,
              page: undefined,
            }),
          })
        }
      />
    )
  },
})
