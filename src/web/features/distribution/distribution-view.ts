// What the distribution block shows of each party, worked out from the wire: whether the party has the SDS yet,
// its chain of custody as en-GB times, the SDS version and a short hash, and where the block sits.

import { formatDateTime } from '#domain/dates'
import type { DistributionBlockWire, DistributionWire } from '#domain/sds-distribution'
import { distributionStatus, onDistributionList } from '#machines/state-map'

/** Whether the party has the SDS: at a glance in the list. */
export type Receipt = 'waiting' | 'received' | 'removed' | 'withdrawn'

export const receiptOf = (distribution: Pick<DistributionWire, 'status'>): Receipt => {
  const code = distribution.status.code
  if (distributionStatus.hasTag(code, 'holdsSds')) return 'received'
  if (!onDistributionList(distribution)) return 'removed'
  if (distributionStatus.hasTag(code, 'sdsWithdrawn')) return 'withdrawn'
  return 'waiting'
}

export type CustodyStep = { label: 'Sent' | 'Delivered' | 'Opened' | 'Acknowledged'; at: string | null }

/** The latest receipt's facts, each as a UK date and time, or null while it has not happened. */
export const custodyOf = (distribution: Pick<DistributionWire, 'receipts'>) => {
  const latest = distribution.receipts[0]
  if (!latest) return null
  const at = (iso: string | null) => (iso ? formatDateTime(iso) : null)
  const steps: CustodyStep[] = [
    { label: 'Sent', at: at(latest.sent_at) },
    { label: 'Delivered', at: at(latest.delivered_at) },
    { label: 'Opened', at: at(latest.opened_at) },
    { label: 'Acknowledged', at: at(latest.acknowledged_at) },
  ]
  return {
    steps,
    version: `SDS v${latest.sds_version}`,
    /** Enough of the SHA-256 to compare copies by eye; the whole is in the title. */
    shortHash: latest.sha256.slice(0, 12),
    hash: latest.sha256,
    /** Earlier sends (resends, earlier versions). */
    earlier: distribution.receipts.length - 1,
  }
}

/** Above the result until every distribution is delivered, below after (rule sds.distribution-block). */
export const blockPlacement = (block: Pick<DistributionBlockWire, 'shown' | 'all_delivered'> | undefined) =>
  !block?.shown ? 'hidden' : block.all_delivered ? 'below' : 'above'
