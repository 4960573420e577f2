import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { DirectContractorsPage } from '../features/working-practices/one-off-pages'
import { CONTRACTOR_LIST_DEFAULTS, parseContractorSearch } from '../features/working-practices/review-list'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/direct-contractors')({
  validateSearch: parseContractorSearch,
  beforeLoad: () => guardRoute('/direct-contractors'),
  component: () => <DirectContractorsPage list={useListState(Route.useSearch(), CONTRACTOR_LIST_DEFAULTS)} />,
})
