// The sections of /edit-info (profile-page.tsx, rule profile.screens): each shown as it is saved and changed on its
// own after EDIT, with Save and Cancel. Loaded from the route's loader beside the profile, so the page's frame paints
// without TanStack Form or the schemas.
import { type ReactNode, useState } from 'react'
import { PROFILE_MESSAGES, type ProfileFormValues } from '#domain/contractor-profile'
import { formatDay } from '#domain/dates'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { SectionCard } from '../../ui/section-card'
import { notify } from '../../ui/toaster'
import type { ContractorProfile } from './api/get-contractor-profile'
import type { Industry } from './api/get-industries'
import { useUpdateContractorProfile } from './api/update-contractor-profile'
import {
  CompanyFields,
  fieldRow,
  InsuranceFields,
  NameFields,
  PhoneField,
  SectorFields,
  TitleField,
  TurnoverField,
} from './profile-fields'
import { formValuesOf, operationsFor, type ProfileField } from './profile-form-values'
import { serverProblemsOf, useProfileForm, useServerProblems } from './use-profile-form'

type Named = { id: number | string; name: string }
type Lists = { titles: readonly Named[]; turnovers: readonly Named[]; industries: readonly Industry[] }
type SectionId = 'details' | 'business' | 'insurance'

const SECTIONS: Record<SectionId, { title: string; fields: readonly (keyof ProfileFormValues)[] }> = {
  details: { title: 'Your Details', fields: ['title_id', 'first_name', 'last_name', 'phone_number'] },
  business: {
    title: 'Your Business Information',
    fields: ['company_name', 'company_number', 'turnover_id', 'industry_id', 'occupation_id'],
  },
  insurance: { title: 'Your current business insurance cover', fields: ['has_business_insurance', 'renewal_date'] },
}
/** The sector is not stored: it follows from the business activity. */
const wireFieldsOf = (section: SectionId) =>
  SECTIONS[section].fields.filter((field): field is ProfileField => field !== 'industry_id')

export const Sections = ({
  actorId,
  profile,
  lists,
}: {
  actorId: string
  profile: ContractorProfile
  lists: Lists
}) => {
  // One section at a time: each saves against the version it was opened on.
  const [editing, setEditing] = useState<SectionId | null>(null)
  return (Object.keys(SECTIONS) as SectionId[]).map((section) => (
    <Section
      key={section}
      section={section}
      editing={editing === section}
      canEdit={editing === null}
      onEdit={() => setEditing(section)}
    >
      {editing === section ? (
        <SectionForm
          actorId={actorId}
          profile={profile}
          lists={lists}
          section={section}
          onClose={() => setEditing(null)}
        />
      ) : (
        <SavedValues profile={profile} lists={lists} section={section} />
      )}
    </Section>
  ))
}

const Section = ({
  section,
  editing,
  canEdit,
  onEdit,
  children,
}: {
  section: SectionId
  editing: boolean
  canEdit: boolean
  onEdit: () => void
  children: ReactNode
}) => {
  const { title } = SECTIONS[section]
  return (
    <SectionCard
      title={title}
      actions={
        !editing && (
          <Button variant="outline" size="sm" disabled={!canEdit} onClick={onEdit}>
            EDIT<span className={css({ srOnly: true })}> {title}</span>
          </Button>
        )
      }
    >
      {children}
    </SectionCard>
  )
}

const nameIn = (items: readonly Named[], id: number | null) =>
  id === null ? null : (items.find((item) => Number(item.id) === id)?.name ?? null)

const SavedValues = ({ profile, lists, section }: { profile: ContractorProfile; lists: Lists; section: SectionId }) => {
  const industry = lists.industries.find((item) => item.id === profile.industry_id)
  const rows: Record<SectionId, [string, string | null][]> = {
    details: [
      ['Title', nameIn(lists.titles, profile.title_id)],
      ['First name', profile.first_name],
      ['Last name', profile.last_name],
      ['E-mail', profile.email],
      ['Phone number', profile.phone_number],
    ],
    business: [
      ['Company name', profile.company_name],
      ['Company number', profile.company_number],
      ['Annual turnover', nameIn(lists.turnovers, profile.turnover_id)],
      ['Sector', industry?.name ?? null],
      ['Business activity', nameIn(industry?.occupations ?? [], profile.occupation_id)],
    ],
    insurance: [
      [
        'Do you currently have business insurance?',
        profile.has_business_insurance === null ? null : profile.has_business_insurance ? 'Yes' : 'No',
      ],
      ...(profile.has_business_insurance
        ? [['Renewal date', profile.renewal_date && formatDay(profile.renewal_date)] as [string, string | null]]
        : []),
    ],
  }
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
      {rows[section].map(([label, value]) => (
        <div key={label} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <dt className={css({ fontWeight: '600', fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ color: value ? 'fg.default' : 'fg.muted' })}>{value || 'Not given'}</dd>
        </div>
      ))}
    </dl>
  )
}

const SectionForm = ({
  actorId,
  profile,
  lists,
  section,
  onClose,
}: {
  actorId: string
  profile: ContractorProfile
  lists: Lists
  section: SectionId
  onClose: () => void
}) => {
  const update = useUpdateContractorProfile(actorId)
  const server = useServerProblems()
  const [initial] = useState(() => formValuesOf(profile))
  const form = useProfileForm({
    initial,
    mode: 'profile',
    fields: SECTIONS[section].fields,
    onSubmit: async (values) => {
      const operations = operationsFor(values, wireFieldsOf(section), profile)
      if (operations.length === 0) return onClose()
      try {
        await update.mutateAsync({ operations, version: profile.version })
      } catch (error) {
        // The HTTP client toasts a 400 or 409; a 400 also goes under the fields it is about.
        server.set(serverProblemsOf(error, operations))
        if (!isHttpError(error)) console.error('[profile] The profile could not be saved', error)
        return
      }
      notify.success({ title: 'Profile saved', description: PROFILE_MESSAGES.saved })
      onClose()
    },
  })
  const props = { form, server }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {section === 'details' && (
        <>
          <TitleField {...props} titles={lists.titles} />
          <NameFields {...props} />
          <div className={fieldRow}>
            <Field.Root readOnly>
              <Field.Label>E-mail</Field.Label>
              <Field.Input type="email" name="email" value={profile.email} readOnly />
              <Field.HelperText>The address you sign in with cannot be changed here.</Field.HelperText>
            </Field.Root>
            <PhoneField {...props} />
          </div>
        </>
      )}
      {section === 'business' && (
        <>
          <CompanyFields {...props} />
          <TurnoverField {...props} turnovers={lists.turnovers} />
          <SectorFields {...props} industries={lists.industries} />
        </>
      )}
      {section === 'insurance' && <InsuranceFields {...props} />}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button variant="outline" disabled={update.isPending} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
