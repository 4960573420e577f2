// /additional-info: a new contractor's business information, asked once before anything else (rules
// profile.screens, onboarding.role), in the form of onboarding-form.tsx.
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { useTitles } from '../../api/get-titles'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useContractorProfile } from './api/get-contractor-profile'
import { useIndustries } from './api/get-industries'
import { useTurnovers } from './api/get-turnovers'

// The form (TanStack Form, the fields, the schemas) loads from the route's loader beside the profile: the card keeps
// its spinner until both have come.
export const onboardingForm = loadedOnce(() => import('./onboarding-form'))

export const OnboardingPage = ({ actorId }: { actorId: string }) => {
  const profile = useContractorProfile(actorId)
  const titles = useTitles()
  const turnovers = useTurnovers()
  const industries = useIndustries()
  const form = onboardingForm.useLoaded()
  const failed = profile.isError || titles.isError || turnovers.isError || industries.isError
  return (
    <Page
      title="Your business information"
      description="Tell us about you and your business to finish setting up your account. We use it to prepare your status determination statements and working practices reviews."
    >
      <section
        aria-label="Your business information"
        className={`${card({ padding: 'lg' })} ${css({ maxWidth: '52rem' })}`}
      >
        {failed ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: '500' })}>
            Your business information could not be loaded. Please reload the page.
          </p>
        ) : form && profile.data && titles.data && turnovers.data && industries.data ? (
          <form.OnboardingForm
            actorId={actorId}
            profile={profile.data}
            lists={{ titles: titles.data, turnovers: turnovers.data, industries: industries.data }}
          />
        ) : (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
            <Spinner />
          </div>
        )}
      </section>
    </Page>
  )
}
