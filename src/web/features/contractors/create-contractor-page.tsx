// /create-contractor ("New Contractor", rules contractors.form, contractors.create-flow): the e-mail comes first and is
// looked up. A contractor the organisation already holds is opened instead; one known to another organisation
// within reach fills the form; otherwise the form starts empty. Both steps are TanStack Forms (new-contractor.tsx).
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import type { CreatedContractor } from './navigation-state'

// The steps (TanStack Form, the domain's schemas, the company search) load from the route's loader: the card shows a
// spinner for the moment they take, then the e-mail step.
export const newContractor = loadedOnce(() => import('./new-contractor'))

type CreateContractorPageProps = {
  organisationId: string | null
  /** Contractors:Create in the selected organisation (the server refuses without it too). */
  canCreate: boolean
  onCreated: (id: string, created: CreatedContractor) => void
}

export const NO_PERMISSION_TEXT =
  'You cannot add contractors to this organisation. Ask an administrator of your organisation for the permission, or choose another organisation at the top left.'

export const CreateContractorPage = ({ organisationId, canCreate, onCreated }: CreateContractorPageProps) => (
  <Page
    title="New Contractor"
    description="Start with the contractor's e-mail address: if they are already known, their details are used."
    actions={
      <Link to="/contractors" className={buttonStyles({ variant: 'outline' })}>
        Back
      </Link>
    }
  >
    <section className={card({ padding: 'lg' })}>
      {organisationId === null ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          No organisation is selected. Choose the organisation the contractor works for from the dropdown at the top
          left of the page.
        </p>
      ) : !canCreate ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {NO_PERMISSION_TEXT}
        </p>
      ) : (
        <NewContractorSteps organisationId={organisationId} onCreated={onCreated} />
      )}
    </section>
  </Page>
)

const NewContractorSteps = ({
  organisationId,
  onCreated,
}: Pick<CreateContractorPageProps, 'onCreated'> & { organisationId: string }) => {
  const steps = newContractor.useLoaded()
  return steps ? (
    <steps.NewContractor organisationId={organisationId} onCreated={onCreated} />
  ) : (
    <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
      <Spinner />
    </div>
  )
}
