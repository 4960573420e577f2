// /sds-hub (rule sds-hub.screen): the contractor's home, "Welcome to your IR35 Portal", with three areas:
// the actions asked of them, their assessments in progress, and the SDS Manager.
import { css } from '../../../../styled-system/css'
import { Page } from '../../ui/page'
import type { ListController } from '../../ui/use-list-state'
import { ActionsRequired } from './actions-required'
import type { SdsManagerFilter } from './api/get-sds-engagements'
import { HUB_HEADING } from './hub-view'
import { InProgressTable } from './in-progress-table'
import { SdsManager } from './sds-manager'

type SdsHubPageProps = {
  list: ListController
  filter: SdsManagerFilter
  onFilterChange: (filter: SdsManagerFilter) => void
}

export const SdsHubPage = ({ list, filter, onFilterChange }: SdsHubPageProps) => (
  <Page {...HUB_HEADING}>
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
      <ActionsRequired />
      <InProgressTable />
      <SdsManager list={list} filter={filter} onFilterChange={onFilterChange} />
    </div>
  </Page>
)
