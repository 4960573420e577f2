// The invite page of either settings: /settings/{organisationId}/add-user (that organisation) and
// /old-settings/my-organisation/invite-user (any organisation the person administers).
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import type { OrganisationOption } from './organisation-picker'

const FORM_NAME = 'Add a new user'

// The form (TanStack Form, the domain's e-mail schema, its dialog) loads beside the organisations, from the route's
// loader: the page paints without it, and the card keeps its spinner until both are there.
export const inviteForm = loadedOnce(() => import('./invite-form'))

type InvitePageProps = {
  title: string
  /** The organisations one may invite into; undefined while they load. */
  organisations: readonly OrganisationOption[] | undefined
  loadFailed: boolean
  initialOrganisationId?: string | null
  onDone: (organisationId: string | null) => void
}

export const InvitePage = ({ title, organisations, loadFailed, initialOrganisationId, onDone }: InvitePageProps) => {
  const form = inviteForm.useLoaded()
  return (
    <Page
      title={title}
      description="The person receives an e-mail with a link to join. Their roles decide what they may see and do."
    >
      <section aria-label={FORM_NAME} className={`${card({ padding: 'lg' })} ${css({ maxWidth: '48rem' })}`}>
        {title !== FORM_NAME && <h2 className={css({ fontSize: 'lg', fontWeight: '700', mb: '5' })}>{FORM_NAME}</h2>}
        {loadFailed ? (
          <p role="alert" className={css({ color: 'danger.text' })}>
            The organisation could not be loaded. It may not exist, or you may not manage its users.
          </p>
        ) : !organisations || !form ? (
          <Spinner />
        ) : organisations.length === 0 ? (
          <p role="status" className={css({ color: 'fg.muted' })}>
            You do not manage the users of any organisation.
          </p>
        ) : (
          <form.InviteForm
            organisations={organisations}
            initialOrganisationId={initialOrganisationId}
            onDone={onDone}
          />
        )}
      </section>
    </Page>
  )
}
