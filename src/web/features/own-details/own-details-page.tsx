// /edit-org-info: the organisation user's own details, with the privacy notice and how to reach support
// (rules users.own-details, api.actors).
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { useTitles } from '../../api/get-titles'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { SectionCard } from '../../ui/section-card'
import { Spinner } from '../../ui/spinner'
import { useOwnDetails } from './api/get-own-details'

// The form (TanStack Form and the domain's schema) loads beside the details, from the route's loader: the page's frame
// paints without it, and the card shows its spinner until both the details and the form are there.
export const ownDetailsForm = loadedOnce(() => import('./own-details-form'))

export const SUPPORT = {
  email: 'support@ir35.test',
  phone: '0161 496 0000',
  phoneHref: 'tel:+441614960000',
  hours: 'Monday to Friday, 9:00 to 17:30 (UK time), except bank holidays',
} as const

export const OwnDetailsPage = ({ actorId }: { actorId: string }) => {
  const details = useOwnDetails(actorId)
  const titles = useTitles()
  const form = ownDetailsForm.useLoaded()
  return (
    <Page title="Your details" description="The name and job title colleagues and contractors see on your work.">
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <SectionCard variant="form" title="Personal details">
          {details.isError || titles.isError ? (
            <p role="alert" className={css({ color: 'danger.text', fontWeight: '500' })}>
              {MESSAGES.ownDetailsLoadFailed}
            </p>
          ) : details.data && titles.data && form ? (
            <form.OwnDetailsForm actorId={actorId} details={details.data} titles={titles.data} />
          ) : (
            <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
              <Spinner />
            </div>
          )}
        </SectionCard>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <PrivacyAndSecurity />
          <SupportContact />
        </div>
      </div>
    </Page>
  )
}

const PrivacyAndSecurity = () => (
  <SectionCard variant="note" title="Privacy and Security">
    <p>
      We keep your name, job title and e-mail address only to run the IR35 Portal for your organisation: to show who
      completed, reviewed or signed off an assessment, and to send you the notices your work needs.
    </p>
    <p>
      Your details are sent over encrypted connections and kept apart from the audit trail, so they can be erased
      without breaking the record of decisions. We never sell them or share them for marketing.
    </p>
    <p>Your password is held by our sign-in service, never by this page, and we will never ask you for it.</p>
  </SectionCard>
)

const SupportContact = () => (
  <SectionCard variant="note" title="Need help?">
    <p>Our support team can help with your account, assessments and status determination statements.</p>
    <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1.5' })}>
      <dt className={css({ fontWeight: '600' })}>E-mail</dt>
      <dd>
        <a className={link()} href={`mailto:${SUPPORT.email}`}>
          {SUPPORT.email}
        </a>
      </dd>
      <dt className={css({ fontWeight: '600' })}>Phone</dt>
      <dd>
        <a className={link()} href={SUPPORT.phoneHref}>
          {SUPPORT.phone}
        </a>
      </dd>
      <dt className={css({ fontWeight: '600' })}>Hours</dt>
      <dd>{SUPPORT.hours}</dd>
    </dl>
  </SectionCard>
)
