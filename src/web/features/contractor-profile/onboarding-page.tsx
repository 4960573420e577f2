// /additional-info: a new contractor's business information, asked once before anything else (rules
// profile.screens, onboarding.role). Saving it makes them a contractor and takes them to their home.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PROFILE_MESSAGES } from '#domain/contractor-profile'
import { contractorHomePath } from '#domain/navigation'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { useTitles } from '../../api/get-titles'
import { Button } from '../../ui/button'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import { completeOnboarding, useClaims } from '../session/use-session'
import { type ContractorProfile, useContractorProfile } from './api/get-contractor-profile'
import { type Industry, useIndustries } from './api/get-industries'
import { useTurnovers } from './api/get-turnovers'
import { useUpdateContractorProfile } from './api/update-contractor-profile'
import { CompanyFields, InsuranceFields, PhoneField, SectorFields, TitleField, TurnoverField } from './profile-fields'
import { formValuesOf, ONBOARDING_FIELDS, operationsFor } from './profile-form-values'
import { serverProblemsOf, useProfileForm, useServerProblems } from './use-profile-form'

type Named = { id: number | string; name: string }
type Lists = { titles: readonly Named[]; turnovers: readonly Named[]; industries: readonly Industry[] }

export const OnboardingPage = ({ actorId }: { actorId: string }) => {
  const profile = useContractorProfile(actorId)
  const titles = useTitles()
  const turnovers = useTurnovers()
  const industries = useIndustries()
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
        ) : profile.data && titles.data && turnovers.data && industries.data ? (
          <OnboardingForm
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

const OnboardingForm = ({ actorId, profile, lists }: { actorId: string; profile: ContractorProfile; lists: Lists }) => {
  const update = useUpdateContractorProfile(actorId)
  const server = useServerProblems()
  const navigate = useNavigate()
  const roles = useClaims()?.roles ?? []
  const [initial] = useState(() => formValuesOf(profile))
  const form = useProfileForm({
    initial,
    mode: 'onboarding',
    onSubmit: async (values) => {
      const operations = operationsFor(values, ONBOARDING_FIELDS)
      try {
        await update.mutateAsync({ operations, version: profile.version })
      } catch (error) {
        // The HTTP client toasts a 400 or 409; a 400 also goes under the fields it is about.
        server.set(serverProblemsOf(error, operations))
        if (!isHttpError(error)) console.error('[onboarding] The business information could not be saved', error)
        return
      }
      notify.success({ title: 'Welcome', description: PROFILE_MESSAGES.saved })
      completeOnboarding()
      await navigate({ to: contractorHomePath(roles), replace: true })
    },
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <TitleField form={form} server={server} titles={lists.titles} />
      <PhoneField form={form} server={server} />
      <CompanyFields form={form} server={server} />
      <TurnoverField form={form} server={server} turnovers={lists.turnovers} />
      <InsuranceFields form={form} server={server} />
      <SectorFields form={form} server={server} industries={lists.industries} />
      <div>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}
