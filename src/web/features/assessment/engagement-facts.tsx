// The engagement as the contractor's screens and the review screen introduce it: organisation, end client,
// agency, dates and status.
import type { ContractorEngagementView } from '#domain/contractor-portal'
import { css } from '../../../../styled-system/css'
import { formatDay } from '../../ui/format-date'

/** What the facts read: the contractor's view of the engagement and the organisation's record both carry it. */
export type EngagementFactsView = Pick<
  ContractorEngagementView,
  'name' | 'organisation' | 'end_client' | 'agency' | 'start_date' | 'end_date' | 'status'
>

export const EngagementFacts = ({ view }: { view: EngagementFactsView }) => (
  <dl className={facts}>
    <div>
      <dt>Engagement</dt>
      <dd>{view.name}</dd>
    </div>
    <div>
      <dt>Organisation</dt>
      <dd>{view.organisation}</dd>
    </div>
    <div>
      <dt>End client</dt>
      <dd>{view.end_client ?? 'None'}</dd>
    </div>
    <div>
      <dt>Agency</dt>
      <dd>{view.agency ?? 'None'}</dd>
    </div>
    <div>
      <dt>Start date</dt>
      <dd>{view.start_date ? formatDay(view.start_date) : 'Not set'}</dd>
    </div>
    <div>
      <dt>End date</dt>
      <dd>{view.end_date ? formatDay(view.end_date) : 'Not set'}</dd>
    </div>
    <div>
      <dt>Status</dt>
      <dd>{view.status}</dd>
    </div>
  </dl>
)

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& > div': { display: 'contents' },
  '& dt': { color: 'fg.muted', fontWeight: '600' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
})
