// The server's refusals of a role or engagement form: one about the sign-off users stays on their field, any other
// beside the buttons (rule engagement.form-rules).
import { useState } from 'react'
import { errorMessageOf } from '../../api/client'
import { reviewersIssueOf } from './sign-off-rows'

export const useRefusals = () => {
  const [serverError, setServerError] = useState<string | null>(null)
  const [reviewersError, setReviewersError] = useState<string | undefined>()
  /** Says a refusal's message where it belongs. */
  const showRefusal = (body: unknown) => {
    const reviewersIssue = reviewersIssueOf(body)
    if (reviewersIssue) setReviewersError(reviewersIssue)
    else setServerError(errorMessageOf(body))
  }
  return { serverError, setServerError, reviewersError, setReviewersError, showRefusal }
}
