// A working practices review's details as the worker gave them: job title, end client, agency, dates, day rate
// and status.
import type { EngagementRecord } from '#domain/assessments'
import { formatPoundsAndPence } from '#domain/exposure/money'
import { css } from '../../../../styled-system/css'
import { formatDay } from '../../ui/format-date'

export const ReviewFacts = ({ engagement }: { engagement: EngagementRecord }) => {
  const rows: [string, string][] = [
    ['Job title', engagement.name],
    ['End client', engagement.end_client ?? 'None'],
    ['Agency', engagement.agency ?? 'None'],
    ['Start date', engagement.start_date ? formatDay(engagement.start_date) : 'Not set'],
    ['End date', engagement.end_date ? formatDay(engagement.end_date) : 'Not set'],
    [
      'Day rate',
      engagement.daily_rate === null ? 'Not given' : formatPoundsAndPence(Math.round(engagement.daily_rate * 100)),
    ],
    ['Status', engagement.status],
  ]
  return (
    <dl className={facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& > div': { display: 'contents' },
  '& dt': { color: 'fg.muted', fontWeight: '600' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
})
