// /review?state={token} from an e-mailed link: the link opens a session confined to its review (docs/sessions.md);
// once it has, the person goes home, which for a review-link session is the review of the link's engagement. A
// refused link (expired, not valid, or the review finished) says why, and offers signing in with a password.
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { openReviewLinkSession, sessionActor } from './session'
import { SigningIn } from './signing-in'
import { useHomePath, useSessionPhase } from './use-session'

export const ReviewStartPage = ({ reviewerToken }: { reviewerToken: string | null }) => {
  const phase = useSessionPhase()
  const home = useHomePath()
  const navigate = useNavigate()
  const refusal = useSelector(sessionActor, (snapshot) =>
    snapshot.matches('linkRefused') ? snapshot.context.linkRefusal : null,
  )

  useEffect(() => {
    if (phase === 'anonymous' && reviewerToken) openReviewLinkSession(reviewerToken)
    else if (phase === 'anonymous') void navigate({ to: '/login', replace: true })
    else if (phase === 'signedIn') void navigate({ to: home, replace: true })
  }, [phase, reviewerToken, home, navigate])

  if (refusal === null) return <SigningIn message="Opening your review…" />
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', pt: { base: '10', md: '20' }, px: '4' })}>
      <title>Review link</title>
      <div
        className={`${card({ padding: 'lg' })} ${css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '32rem' })}`}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: '700' })}>This link cannot open the review</h1>
        <p role="alert">{refusal}</p>
        <p className={css({ color: 'fg.muted' })}>
          If you have an account, you can sign in with your email address and password instead.
        </p>
        <div>
          <Link to="/login" reloadDocument className={link()}>
            Sign in with your password
          </Link>
        </div>
      </div>
    </div>
  )
}
