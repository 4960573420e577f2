// /edit-info: the contractor's profile (rule profile.screens): three sections, each shown as it is saved and
// changed on its own after EDIT, with Save and Cancel; the same rules and messages as onboarding.
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { useTitles } from '../../api/get-titles'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { SectionCard } from '../../ui/section-card'
import { Spinner } from '../../ui/spinner'
import { useContractorProfile } from './api/get-contractor-profile'
import { useIndustries } from './api/get-industries'
import { useTurnovers } from './api/get-turnovers'

// The sections (the saved values, and each section's form with TanStack Form and the schemas) load from the route's
// loader beside the profile: the card keeps its spinner until both have come.
export const profileSections = loadedOnce(() => import('./profile-sections'))

export const ProfilePage = ({ actorId }: { actorId: string }) => {
  const profile = useContractorProfile(actorId)
  const titles = useTitles()
  const turnovers = useTurnovers()
  const industries = useIndustries()
  const sections = profileSections.useLoaded()
  const failed = profile.isError || titles.isError || turnovers.isError || industries.isError
  return (
    <Page title="Your Profile" description="The details we hold about you and your business.">
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {failed ? (
            <p role="alert" className={`${card()} ${css({ color: 'danger.text', fontWeight: '500' })}`}>
              Your profile could not be loaded. Please reload the page.
            </p>
          ) : sections && profile.data && titles.data && turnovers.data && industries.data ? (
            <sections.Sections
              actorId={actorId}
              profile={profile.data}
              lists={{ titles: titles.data, turnovers: turnovers.data, industries: industries.data }}
            />
          ) : (
            <div className={`${card()} ${css({ display: 'flex', justifyContent: 'center', py: '10' })}`}>
              <Spinner />
            </div>
          )}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <HowWeUseYourDetails />
          <PrivacyNote />
        </div>
      </div>
    </Page>
  )
}

const HowWeUseYourDetails = () => (
  <SectionCard variant="note" title="How we use your details">
    <p>
      Your business information lets us prepare your status determination statements and working practices reviews, and
      tell you about cover that may suit a contractor in your sector, such as business insurance before it renews.
    </p>
    <p>We never share your details with anyone else without your consent.</p>
  </SectionCard>
)

const PrivacyNote = () => (
  <SectionCard variant="note" title="Your privacy">
    <p>
      We keep your details only while you use the portal, send them over encrypted connections, and hold them apart from
      the record of assessment decisions so that they can be erased on request.
    </p>
    <p>To see, correct or erase what we hold about you, ask the organisation that invited you or our support team.</p>
  </SectionCard>
)
