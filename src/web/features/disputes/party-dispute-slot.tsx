// The party's side of a dispute, on the contractor's /sds-hub/view-sds/{engagmentId} page or a supply-chain
// party's link page (`linkToken`: its calls go through /assessments/sds-links/{token}): the party's disputes
// read-only, and "I do not agree" with the dispute form while its copy may be disputed (the distribution
// machine's answer, `distribution.can.dispute`).
import type { DisputingDistributionWire } from '#domain/sds-distribution'
import { DISPUTE_MESSAGES } from '#domain/sds-distribution-values'
import { disputeStatus } from '#machines/state-map'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { useDisputes } from './api/get-disputes'
import { useDisputingDistribution } from './api/get-disputing-distribution'
import { DisputeForm } from './dispute-form'
import { DisputeView } from './dispute-view'

type PartyDisputeSlotProps = {
  engagementId: string
  /** The party's copy of the SDS (any DistributionWire will do); when left out, the slot asks for it itself. */
  distribution?: DisputingDistributionWire | null
  linkToken?: string
  /** Shown on its own (no SDS to respond to, e.g. after a withdrawal): in a card of its own, with a heading. */
  framed?: boolean
}

export const PartyDisputeSlot = ({ engagementId, distribution: given, linkToken, framed }: PartyDisputeSlotProps) => {
  const target = { engagementId, linkToken }
  const disputes = useDisputes(target)
  // The issuing organisation (the dispute's organisation_id), and the party's copy unless it was given.
  const own = useDisputingDistribution(target)
  const distribution = given === undefined ? (own.data?.distribution ?? null) : given
  const organisationId = own.data?.organisation_id
  const raised = disputes.data ?? []
  if (!distribution && raised.length === 0) return null
  return (
    <section
      aria-label={framed ? 'Your dispute' : undefined}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '5' }), framed && card())}
    >
      {framed && <h2 className={css({ fontSize: 'lg', fontWeight: '700' })}>Your dispute</h2>}
      {raised.map((dispute) => (
        <DisputeView key={dispute.id} target={target} dispute={dispute} />
      ))}
      {raised.some((dispute) => disputeStatus.hasTag(dispute.status.code, 'awaitingResponse')) && (
        <p className={css({ color: 'fg.muted' })}>{DISPUTE_MESSAGES.responseDuty}</p>
      )}
      {distribution?.can.dispute && organisationId && (
        <DisputeForm target={target} organisationId={organisationId} distributionId={distribution.id} />
      )}
    </section>
  )
}
