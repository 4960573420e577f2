// What /sds?token= shows once the party's SDS has come (sds-link-page.tsx, rule sds.acknowledge-dispute): the
// engagement, the SDS it was sent (version and hash, to compare with the PDF), "Acknowledge determination", the
// download once acknowledged, and the place of "I do not agree". Loaded from the route's loader beside the SDS, so
// the page's frame paints without the acknowledgement's and the dispute's forms.
import { formatDay } from '#domain/dates'
import type { SdsLinkView } from '#domain/sds-distribution'
import { DISTRIBUTION_MESSAGES } from '#domain/sds-distribution-values'
import { onDistributionList } from '#machines/state-map'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { ResultBadge } from '../../ui/result-badge'
import { sdsFacts, sdsHeading, sdsLayout } from '../assessment/sds-page-styles'
import { PartyDisputeSlot } from '../disputes/party-dispute-slot'
import { AcknowledgeDetermination } from './acknowledge-determination'
import { refusalOf, useAcknowledgeThroughLink, useDownloadThroughLink } from './api/sds-link'
import { sdsLinkAlert as alert } from './sds-link-styles'

export const LinkedSdsContent = ({ token, data }: { token: string; data: SdsLinkView }) => {
  const acknowledge = useAcknowledgeThroughLink(token)
  const download = useDownloadThroughLink(token)
  const actionProblem = acknowledge.isError
    ? refusalOf(acknowledge.error)
    : download.isError
      ? refusalOf(download.error)
      : null
  return (
    <div className={layout}>
      <section aria-labelledby="link-engagement" className={card()}>
        <h2 id="link-engagement" className={heading}>
          Engagement details
        </h2>
        <dl className={facts}>
          <div>
            <dt>Engagement</dt>
            <dd>{data.engagement.name}</dd>
          </div>
          <div>
            <dt>Issued by</dt>
            <dd>{data.engagement.organisation}</dd>
          </div>
          <div>
            <dt>End client</dt>
            <dd>{data.engagement.end_client ?? 'None'}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{data.engagement.start_date ? formatDay(data.engagement.start_date) : 'Not set'}</dd>
          </div>
          <div>
            <dt>End date</dt>
            <dd>{data.engagement.end_date ? formatDay(data.engagement.end_date) : 'Not set'}</dd>
          </div>
          <div>
            <dt>Sent to</dt>
            <dd className={css({ overflowWrap: 'anywhere' })}>{data.distribution.email}</dd>
          </div>
        </dl>
      </section>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <section aria-labelledby="link-determination" className={card()}>
          <h2 id="link-determination" className={heading}>
            Status determination
          </h2>
          {data.sds && !data.sds.withdrawn ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <dl className={facts}>
                <div>
                  <dt>IR35 determination</dt>
                  <dd>
                    <ResultBadge result={data.sds.result} size="lg" />
                  </dd>
                </div>
                <div>
                  <dt>Date issued</dt>
                  <dd>{formatDay(data.sds.issued_on)}</dd>
                </div>
                <div>
                  <dt>Version</dt>
                  <dd>
                    SDS v{data.sds.version}{' '}
                    <span className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
                      (SHA-256 {data.sds.sha256})
                    </span>
                  </dd>
                </div>
              </dl>
              {data.distribution.can.download ? (
                <div>
                  <Button
                    loading={download.isPending}
                    onClick={() => download.mutate(`${data.engagement.name} - Status determination statement.pdf`)}
                  >
                    Download SDS
                  </Button>
                </div>
              ) : (
                data.distribution.can.acknowledge && (
                  <p className={css({ color: 'fg.muted' })}>{DISTRIBUTION_MESSAGES.acknowledgeToDownload}</p>
                )
              )}
            </div>
          ) : (
            <p role="status" className={css({ color: 'fg.muted' })}>
              This SDS has been withdrawn. {data.engagement.organisation} will send you the SDS that replaces it.
            </p>
          )}
        </section>
        <section aria-labelledby="link-response" className={card()}>
          <h2 id="link-response" className={heading}>
            Your response
          </h2>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {actionProblem && (
              <p role="alert" className={alert}>
                {actionProblem.message}
              </p>
            )}
            <AcknowledgeDetermination
              distribution={data.distribution}
              busy={acknowledge.isPending}
              onAcknowledge={(name) => acknowledge.mutateAsync(name)}
            />
            {!onDistributionList(data.distribution) && (
              <p className={css({ color: 'fg.muted' })}>
                {data.engagement.organisation} has taken you off the list for this SDS: there is nothing more to do.
              </p>
            )}
            <PartyDisputeSlot engagementId={data.engagement.id} distribution={data.distribution} linkToken={token} />
          </div>
        </section>
      </div>
    </div>
  )
}

const heading = sdsHeading
const layout = sdsLayout
const facts = sdsFacts('md')
