// /sds?token=: the page a supply-chain party opens from its e-mail, without an account (rule
// sds.acknowledge-dispute): the engagement, the SDS it was sent, "Acknowledge determination", the download once
// acknowledged, and the place of "I do not agree" (sds-link-content.tsx). The link reaches this one party's copy and
// nothing else; a forged or expired link is explained, with what to do.

import { DISTRIBUTION_MESSAGES } from '#domain/sds-distribution-values'
import { css } from '../../../../styled-system/css'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { refusalOf, useSdsLink } from './api/sds-link'
import { sdsLinkAlert as alert } from './sds-link-styles'

// What shows once the SDS has come (its facts, the acknowledgement's and the dispute's forms) loads from the route's
// loader beside the SDS: the page keeps its line "Opening your SDS…" until both have come.
export const sdsLinkContent = loadedOnce(() => import('./sds-link-content'))

export const SDS_LINK_TITLE = 'IR35 SDS Document'

export const SdsLinkPage = ({ token }: { token: string | null }) =>
  token ? (
    <LinkedSds token={token} />
  ) : (
    <Page title={SDS_LINK_TITLE}>
      <p role="alert" className={alert}>
        {DISTRIBUTION_MESSAGES.linkInvalid}
      </p>
    </Page>
  )

const LinkedSds = ({ token }: { token: string }) => {
  const view = useSdsLink(token)
  const loaded = sdsLinkContent.useLoaded()
  const data = view.data
  const problem = view.isError ? refusalOf(view.error) : null
  return (
    <Page
      title={SDS_LINK_TITLE}
      description={data && loaded ? `${data.engagement.name}, from ${data.engagement.organisation}` : undefined}
    >
      {problem ? (
        <p role="alert" className={alert}>
          {problem.message}
        </p>
      ) : !data || !loaded ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Opening your SDS…
        </p>
      ) : (
        <loaded.LinkedSdsContent token={token} data={data} />
      )}
    </Page>
  )
}
