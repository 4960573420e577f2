// The pages around the organisation form: edit (/settings/{orgId}/manage and old settings' edit page, which adds
// the organisation's users on the right) and create (a child of a given organisation, or of one chosen here).
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import * as Field from '../../ui/field'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { UsersPanel } from '../users/users-panel'
import { useOrganisation } from './api/get-organisation'
import { adminOrganisationChoicesQueryOptions, allChoices } from './api/selector'

type Done = (organisationId: string | null) => void

// The form (TanStack Form, the domain's schemas, the logo upload, its dialogs) loads beside the organisation, from
// the route's loader: the page paints without it, and the card keeps its spinner until both are there.
export const organisationForm = loadedOnce(() => import('./organisation-form'))

const LoadFailed = () => (
  <p role="alert" className={css({ color: 'danger.text' })}>
    This organisation could not be loaded. It may not exist, or you may not manage it.
  </p>
)

const twoColumns = css({
  display: 'grid',
  // minmax(0, …): a column no wider than the screen, whatever its content's widest line.
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
})

export const EditOrganisationPage = ({
  organisationId,
  onDone,
  withUsers = false,
}: {
  organisationId: string
  onDone: Done
  /** Old settings' edit page shows the organisation's users on the right. */
  withUsers?: boolean
}) => {
  const organisation = useOrganisation(organisationId)
  const loaded = organisationForm.useLoaded()
  const form = (
    <section aria-label="Organisation details" className={card({ padding: 'lg' })}>
      {organisation.isError ? (
        <LoadFailed />
      ) : organisation.data && loaded ? (
        // A new version read from the server starts the form afresh.
        <loaded.OrganisationForm
          key={organisation.data.version}
          mode={{ kind: 'edit', organisation: organisation.data }}
          onDone={onDone}
        />
      ) : (
        <Spinner />
      )}
    </section>
  )
  return (
    <Page title="Edit Organisation" description={organisation.data?.name}>
      {withUsers ? (
        <div className={twoColumns}>
          {form}
          <div className={card()}>
            <UsersPanel organisationId={organisationId} place="old-settings" />
          </div>
        </div>
      ) : (
        <div className={css({ maxWidth: '48rem' })}>{form}</div>
      )}
    </Page>
  )
}

export const CreateOrganisationPage = ({ parentId, onDone }: { parentId: string; onDone: Done }) => {
  const parent = useOrganisation(parentId)
  const loaded = organisationForm.useLoaded()
  return (
    <Page title="Add an Organisation" description={parent.data ? `A new client of ${parent.data.name}.` : undefined}>
      <section aria-label="New organisation" className={`${card({ padding: 'lg' })} ${css({ maxWidth: '48rem' })}`}>
        {parent.isError ? (
          <LoadFailed />
        ) : parent.data && loaded ? (
          <loaded.OrganisationForm
            key={parent.data.id}
            mode={{ kind: 'create', parent: parent.data }}
            onDone={onDone}
          />
        ) : (
          <Spinner />
        )}
      </section>
    </Page>
  )
}

/** Old settings' create page: the new organisation's parent is chosen among those the person administers. */
export const CreateOrganisationWithParentPage = ({
  defaultParentId,
  onDone,
}: {
  defaultParentId: string | null
  onDone: Done
}) => {
  const choices = useQuery(adminOrganisationChoicesQueryOptions)
  const options = choices.data ? allChoices(choices.data) : []
  const [chosen, setChosen] = useState<string | null>(null)
  const parentId = chosen ?? options.find((o) => o.id === defaultParentId)?.id ?? options[0]?.id ?? null
  const selectId = useId()
  let body: ReactNode
  if (choices.isPending) body = <Spinner />
  else if (!parentId) body = <p className={css({ color: 'fg.muted' })}>You have no organisation records to display.</p>
  else body = <ParentForm key={parentId} parentId={parentId} onDone={onDone} />
  return (
    <Page title="Create Organisation">
      <div
        className={`${card({ padding: 'lg' })} ${css({ maxWidth: '48rem', display: 'flex', flexDirection: 'column', gap: '6' })}`}
      >
        {options.length > 1 && (
          <Field.Root>
            <Field.Label htmlFor={selectId}>Parent organisation</Field.Label>
            <Field.Select id={selectId} value={parentId ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
        )}
        {body}
      </div>
    </Page>
  )
}

const ParentForm = ({ parentId, onDone }: { parentId: string; onDone: Done }) => {
  const parent = useOrganisation(parentId)
  const loaded = organisationForm.useLoaded()
  if (parent.isError) return <LoadFailed />
  if (!parent.data || !loaded) return <Spinner />
  return <loaded.OrganisationForm mode={{ kind: 'create', parent: parent.data }} onDone={onDone} />
}
