// The form of /additional-info (onboarding-page.tsx, rules profile.screens, onboarding.role): saving it makes the
// new contractor a contractor and takes them to their home. Loaded from the route's loader beside the profile, so
// the page's frame paints without TanStack Form or the schemas.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PROFILE_MESSAGES } from '#domain/contractor-profile'
import { contractorHomePath } from '#domain/navigation'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { notify } from '../../ui/toaster'
import { completeOnboarding, useClaims } from '../session/use-session'
import type { ContractorProfile } from './api/get-contractor-profile'
import type { Industry } from './api/get-industries'
import { useUpdateContractorProfile } from './api/update-contractor-profile'
import { CompanyFields, InsuranceFields, PhoneField, SectorFields, TitleField, TurnoverField } from './profile-fields'
import { formValuesOf, ONBOARDING_FIELDS, operationsFor } from './profile-form-values'
import { serverProblemsOf, useProfileForm, useServerProblems } from './use-profile-form'

type Named = { id: number | string; name: string }
type Lists = { titles: readonly Named[]; turnovers: readonly Named[]; industries: readonly Industry[] }

export const OnboardingForm = ({
  actorId,
  profile,
  lists,
}: {
  actorId: string
  profile: ContractorProfile
  lists: Lists
}) => {
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
