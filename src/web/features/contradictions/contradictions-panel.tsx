// "Contradictions with the client's answers": where a worker's own review, linked to the client's engagement,
// leans the other way from the client's answers. Shown on the review, on the client's engagement and on the
// manual review screen; nothing is shown until a review and a client engagement are linked.
import { CONTRADICTION_MESSAGES, type EngagementComparison } from '#domain/answer-contradictions'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { useContradictions } from './api/get-contradictions'

const countText = (count: number) => `${count} contradiction${count === 1 ? '' : 's'}`

export const ContradictionsPanel = ({ engagementId }: { engagementId: string }) => {
  const comparison = useContradictions(engagementId).data
  if (!comparison?.review || !comparison.client_engagement) return null
  const headingId = `contradictions-${engagementId}`
  return (
    <section aria-labelledby={headingId} className={card()}>
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700', mb: '2' })}>
        {CONTRADICTION_MESSAGES.title}
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '3' })}>
        The working practices review “{comparison.review.name}” compared with the client engagement “
        {comparison.client_engagement.name}”.
      </p>
      <ComparisonBody comparison={comparison} />
    </section>
  )
}

const ComparisonBody = ({ comparison }: { comparison: EngagementComparison }) => {
  if (comparison.count === 0) return <p>{CONTRADICTION_MESSAGES.none}</p>
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ fontWeight: '600' })}>{countText(comparison.count)}</p>
      {comparison.items === null ? (
        <>
          <p className={css({ fontSize: 'sm' })}>{CONTRADICTION_MESSAGES.clientAnswersHidden}</p>
          <ul aria-label="Factors with contradictions" className={list}>
            {comparison.factors.map(({ factor, count }) => (
              <li key={factor} className={factorRow}>
                <span className={css({ fontWeight: '600' })}>{factor}</span>: {countText(count)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul aria-label="Contradictions" className={list}>
          {comparison.items.map((item) => (
            <li key={item.question_id} className={row}>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '600' })}>{item.factor}</p>
              <p className={css({ fontWeight: '600' })}>{item.question}</p>
              <p>
                {CONTRADICTION_MESSAGES.clientAnswered} {item.client_answer}
              </p>
              <p>
                {CONTRADICTION_MESSAGES.contractorAnswered} {item.contractor_answer}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const flagged = {
  borderLeftWidth: '3px',
  borderLeftStyle: 'solid',
  borderLeftColor: 'warning.border',
  pl: '3',
} as const
const factorRow = css(flagged)
const row = css(flagged, { display: 'flex', flexDirection: 'column', gap: '1' })
