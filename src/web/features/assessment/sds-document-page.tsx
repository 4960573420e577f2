// /sds-hub/view-sds/{engagmentId}, "IR35 SDS Document" (spec part 2 §2 screen 13): the engagement, the
// determination and HMRC's CEST outcome as the issued SDS states them, the date it was issued, and the PDF
// to download. Before the SDS is issued the page says so. Acknowledging or disputing it comes with its own
// screens; the page keeps a place for them.
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { formatDate, formatDay } from '../../ui/format-date'
import { Page } from '../../ui/page'
import { ResultBadge } from '../../ui/result-badge'
import { Spinner } from '../../ui/spinner'
import { reportFileName, useDownloadReport } from './api/download-report'
import { useContractorEngagement } from './api/get-contractor-engagement'
import { EngagementFacts } from './engagement-facts'

export const SDS_DOCUMENT_TITLE = 'IR35 SDS Document'
export const SDS_NOT_ISSUED_TEXT =
  'Your client has not issued a status determination statement for this engagement yet. It will show here, ready to download, once they have.'

/** A day of the wire (YYYY-MM-DD) as it is, an instant in UK time. */
const issuedText = (issuedOn: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ? formatDay(issuedOn) : formatDate(issuedOn)

export const SdsDocumentPage = ({ engagementId }: { engagementId: string }) => {
  const view = useContractorEngagement(engagementId)
  const download = useDownloadReport()
  const data = view.data
  return (
    <Page title={SDS_DOCUMENT_TITLE} description={data ? data.name : undefined}>
      {view.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          This engagement could not be loaded. Reload the page to try again.
        </p>
      ) : !data ? (
        <Spinner />
      ) : (
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
                      <dd>{data.sds.hmrc_outcome ?? 'Not given'}</dd>
                    </div>
                    <div>
                      <dt>Date issued</dt>
                      <dd>{data.sds.issued_on ? issuedText(data.sds.issued_on) : 'Not recorded'}</dd>
                    </div>
                  </dl>
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
                            // Logged only (spec part 2 §8); the HTTP client has toasted a 400 or 409.
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
            {data.sds && (
              <section aria-labelledby="sds-response" className={card()}>
                <h2 id="sds-response" className={heading}>
                  Your response
                </h2>
                <p className={css({ color: 'fg.muted' })}>
                  Acknowledging this determination, or disputing it, is not yet available in the portal. If you disagree
                  with it, contact {data.organisation}, who assessed this engagement.
                </p>
              </section>
            )}
          </div>
        </div>
      )}
    </Page>
  )
}

const heading = css({ fontSize: 'lg', fontWeight: '700', mb: '4' })
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' },
  gap: '6',
  alignItems: 'start',
})
const facts = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& > div': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& dt': { fontSize: 'sm', fontWeight: '600', color: 'fg.muted' },
  '& dd': { fontSize: 'lg' },
})
