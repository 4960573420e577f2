// Where the SDS distribution block goes on the edit engagement screen. The slot reads the distributions; the
// block itself (forms, dialogs, tooltips) loads only when it is shown.
import { Suspense } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Loading, lazyNamed } from '../../ui/lazy'
import { useDistributions } from './api/distributions'
import { blockPlacement } from './distribution-view'

const DistributionBlock = lazyNamed(() => import('./distribution-block'), 'DistributionBlock')

/**
 * The block where it belongs relative to the assessment panel: rendered twice on the screen, once `above` and
 * once `below`, each showing only when the block's placement is its own (spec: above the result until every
 * distribution is delivered, below after).
 */
export const DistributionSlot = ({ engagementId, at }: { engagementId: string; at: 'above' | 'below' }) => {
  const block = useDistributions(engagementId)
  if (block.isError && at === 'above')
    return (
      <p role="alert" className={cx(card(), css({ color: 'danger.text' }))}>
        The SDS distribution list could not be loaded. Reload the page to try again.
      </p>
    )
  if (!block.data || blockPlacement(block.data) !== at) return null
  return (
    <Suspense fallback={<Loading label="Loading the SDS distribution…" />}>
      <DistributionBlock engagementId={engagementId} block={block.data} />
    </Suspense>
  )
}
