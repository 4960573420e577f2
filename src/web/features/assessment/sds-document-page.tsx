// /sds-hub/view-sds/{engagmentId}, "IR35 SDS Document" (rule sds-hub.screen): the engagement and its SDS as the
// contractor sees them (sds-document-content.tsx).

import { css } from '../../../../styled-system/css'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useContractorEngagement } from './api/get-contractor-engagement'

// What shows once the engagement has come (the determination, the acknowledgement's and the dispute's forms) loads
// from the route's loader beside the engagement: the page keeps its spinner until both have come.
export const sdsDocumentContent = loadedOnce(() => import('./sds-document-content'))

export const SDS_DOCUMENT_TITLE = 'IR35 SDS Document'

export const SdsDocumentPage = ({ engagementId }: { engagementId: string }) => {
  const view = useContractorEngagement(engagementId)
  const loaded = sdsDocumentContent.useLoaded()
  const data = loaded ? view.data : undefined
  return (
    <Page title={SDS_DOCUMENT_TITLE} description={data ? data.name : undefined}>
      {view.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          This engagement could not be loaded. Reload the page to try again.
        </p>
      ) : !data || !loaded ? (
        <Spinner />
      ) : (
        <loaded.SdsDocumentContent engagementId={engagementId} data={data} />
      )}
    </Page>
  )
}
