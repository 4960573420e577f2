// What /sds-hub/view-sds/{engagmentId} shows once the engagement has come (sds-document-page.tsx, rule
// sds-hub.screen): the engagement, the determination with its reasons and HMRC's CEST outcome as the issued SDS
// states them, the date it was issued, and the PDF to download once acknowledged. Before the SDS is issued the page
// says so. "Acknowledge determination" asks for a typed name; "I do not agree" has its place below it. Loaded from
// the route's loader beside the engagement, so the page's frame paints without the forms.
import type { ContractorEngagementView } from '#domain/contractor-portal'
import { DISTRIBUTION_MESSAGES } from '#domain/sds-distribution-values'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { formatDate, formatDay } from '../../ui/format-date'
import { ResultBadge } from '../../ui/result-badge'
// The party's acknowledgement is the distribution work's, shared with the supply-chain party's page; the dispute
// form takes its own place below it.
import { PartyDisputeSlot } from '../disputes/party-dispute-slot'
import { AcknowledgeDetermination } from '../distribution/acknowledge-determination'
import { useAcknowledgeAsContractor } from '../distribution/api/acknowledge-distribution'
import { reportFileName, useDownloadReport } from './api/download-report'
import { EngagementFacts } from './engagement-facts'
import { sdsFacts, sdsHeading, sdsLayout } from './sds-page-styles'
import { SdsReasons } from './sds-reasons'

export const SDS_NOT_ISSUED_TEXT =
  'Your client has not issued a status determination statement for this engagement yet. It will show here, ready to download, once they have.'

/** A day of the wire (YYYY-MM-DD) as it is, an instant in UK time. */
const issuedText = (issuedOn: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ? formatDay(issuedOn) : formatDate(issuedOn)

export const SdsDocumentContent = ({
  engagementId,
  data,
}: {
  engagementId: string
  data: ContractorEngagementView
}) => {
  const acknowledge = useAcknowledgeAsContractor()
  const download = useDownloadReport()
  return (
    <div className={layout}>
      <section aria-labelledby="sds-engagement" className={card()}>
        <h2 id="sds-engagement" className={heading}>
          Engagement details
        </h2>
        <EngagementFacts view={data} />
      </section>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <section aria-labelledby="sds-determination" className={card()}>
          <h2 id="sds-determination" className={heading}>
            Status determination
          </h2>
          {data.sds ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
              <dl className={facts}>
                <div>
                  <dt>IR35 determination</dt>
                  <dd>
                    <ResultBadge result={data.sds.result} size="lg" />
                  </dd>
                </div>
                <div>
                  <dt>HMRC CEST equivalent</dt>
                  <dd>
                    {data.sds.hmrc_outcome ?? 'Not given'}
                    {data.sds.hmrc_outcome && data.sds.hmrc_reason && (
                      <p className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '400' })}>
                        {data.sds.hmrc_reason}
                      </p>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Date issued</dt>
                  <dd>{data.sds.issued_on ? issuedText(data.sds.issued_on) : 'Not recorded'}</dd>
                </div>
              </dl>
              <SdsReasons reasons={data.sds.reasons} override={data.sds.override} />
              {!data.can.download_sds && data.distribution?.can.acknowledge && (
                <p className={css({ color: 'fg.muted' })}>{DISTRIBUTION_MESSAGES.acknowledgeToDownload}</p>
              )}
              {data.can.download_sds && (
                <div>
                  <Button
                    loading={download.isPending}
                    onClick={() =>
                      download
                        .mutateAsync({
                          assessmentId: data.assessment.id,
                          kind: 'sds',
                          fileName: reportFileName(data.name, 'sds'),
                        })
                        // Logged only (rule errors.logged-only); the HTTP client has toasted a 400 or 409.
                        .catch((error: unknown) => console.error('Downloading the SDS failed', error))
                    }
                  >
                    Download SDS
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <p role="status" className={css({ color: 'fg.muted' })}>
              {SDS_NOT_ISSUED_TEXT}
            </p>
          )}
        </section>
        {data.sds ? (
          <section aria-labelledby="sds-response" className={card()}>
            <h2 id="sds-response" className={heading}>
              Your response
            </h2>
            {data.distribution ? (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
                <AcknowledgeDetermination
                  distribution={data.distribution}
                  busy={acknowledge.isPending}
                  onAcknowledge={(name) =>
                    acknowledge.mutateAsync({
                      engagementId: data.id,
                      distributionId: data.distribution!.id,
                      name,
                    })
                  }
                />
                <PartyDisputeSlot engagementId={data.id} distribution={data.distribution} />
              </div>
            ) : (
              <p className={css({ color: 'fg.muted' })}>
                {data.organisation} has not sent this SDS to you yet. You can acknowledge it once they have.
              </p>
            )}
          </section>
        ) : (
          // A withdrawn SDS: the dispute and the client's answer stay in view until the new SDS comes.
          <PartyDisputeSlot engagementId={engagementId} framed />
        )}
      </div>
    </div>
  )
}

const heading = sdsHeading
const layout = sdsLayout
const facts = sdsFacts('lg')
