// /review (with ?state={token} from an e-mailed link) starts the sign-in with the link's token; once signed in,
// the person goes home, which for a review-link session is the review of the link's engagement.
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startSignIn } from './session'
import { SigningIn } from './signing-in'
import { useHomePath, useSessionPhase } from './use-session'

export const ReviewStartPage = ({ reviewerToken }: { reviewerToken: string | null }) => {
  const phase = useSessionPhase()
  const home = useHomePath()
  const navigate = useNavigate()

  useEffect(() => {
    if (phase === 'anonymous') startSignIn(reviewerToken)
    else if (phase === 'signedIn') void navigate({ to: home, replace: true })
  }, [phase, reviewerToken, home, navigate])

  return <SigningIn />
}
