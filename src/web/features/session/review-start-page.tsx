// /review (with ?state=... from an e-mailed link) starts the sign-in flow as a reviewer for that state id.
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startSignIn } from './session'
import { SigningIn } from './signing-in'
import { useHomePath, useSessionPhase } from './use-session'

export const ReviewStartPage = ({ reviewerState }: { reviewerState: string | null }) => {
  const phase = useSessionPhase()
  const home = useHomePath()
  const navigate = useNavigate()

  useEffect(() => {
    if (phase === 'anonymous') startSignIn(reviewerState)
    else if (phase === 'signedIn')
      void (reviewerState
        ? navigate({ to: '/review/$engagementId', params: { engagementId: reviewerState }, replace: true })
        : navigate({ to: home, replace: true }))
  }, [phase, reviewerState, home, navigate])

  return <SigningIn />
}
