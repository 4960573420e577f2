// The "Disputes" section of the edit engagement screen (rules engagement.edit-screen, disputes.screens), shown when the
// engagement has disputes: the duty to respond, each dispute read-only, and the response form on an open one
// for those who may answer it.
import { Suspense } from 'react'
import { DISPUTE_FLOW_MESSAGES, DISPUTE_MESSAGES } from '#domain/sds-distribution-values'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Loading, lazyNamed } from '../../ui/lazy'
import { useDisputes } from './api/get-disputes'

// Most engagements have no disputes: the views and the response form load only for one that has.
const DisputeView = lazyNamed(() => import('./dispute-view'), 'DisputeView')
const DisputeResponseForm = lazyNamed(() => import('./dispute-response-form'), 'DisputeResponseForm')

export const EngagementDisputes = ({ engagementId }: { engagementId: string }) => {
  const target = { engagementId }
  const disputes = useDisputes(target)
  if (!disputes.data || disputes.data.length === 0) return null
  return (
    <section aria-labelledby="disputes-heading" className={card()}>
      <h2 id="disputes-heading" className={css({ fontSize: 'lg', fontWeight: '700', mb: '2' })}>
        {DISPUTE_FLOW_MESSAGES.sectionTitle}
      </h2>
      <p className={css({ color: 'fg.muted', mb: '4' })}>{DISPUTE_MESSAGES.responseDuty}</p>
      <Suspense fallback={<Loading label="Loading the disputes…" />}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {disputes.data.map((dispute) => (
            <div key={dispute.id} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <DisputeView target={target} dispute={dispute} />
              {dispute.can.respond && <DisputeResponseForm engagementId={engagementId} dispute={dispute} />}
            </div>
          ))}
        </div>
      </Suspense>
    </section>
  )
}
