// The reviewer records' commands: POST .../reviewer/{reviewerId}/open and .../signoff. Either moves the
// engagement (the last sign-off sends it on to distribution), so both refresh every engagement query.
import { api } from '../../../api/client'
import { useEngagementCommand } from '../../assessment/api/engagement-command'
import { engagementPath } from '../../assessment/api/get-engagement'

type ReviewerTarget = { engagementId: string; reviewerId: string }

const reviewerPath = ({ engagementId, reviewerId }: ReviewerTarget) =>
  `${engagementPath(engagementId)}/reviewer/${encodeURIComponent(reviewerId)}`

/** One at a time, so the server's engagement version moves on in order. */
const openToReviewers = async ({ engagementId, reviewerIds }: { engagementId: string; reviewerIds: string[] }) => {
  for (const reviewerId of reviewerIds)
    await api(`${reviewerPath({ engagementId, reviewerId })}/open`, { method: 'POST' })
}

const signOff = (target: ReviewerTarget) =>
  api(`${reviewerPath(target)}/signoff`, { method: 'POST', body: { finished_reviewing: true } })

export const useOpenToReviewers = () => useEngagementCommand(openToReviewers)
export const useSignOff = () => useEngagementCommand(signOff)
