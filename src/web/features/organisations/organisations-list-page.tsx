// /old-settings/organisation: the organisations the person manages as a searchable tree; a name opens its edit
// page (rule org.list).
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { adminOrganisationChoicesQueryOptions } from './api/selector'
import { OrganisationTree } from './organisation-tree'

export const NO_ORGANISATIONS_TEXT = 'You have no organisation records to display.'
export const CREATE_HINT_TEXT = 'Create a new organisation record by selecting the button above.'

export const OrganisationsListPage = () => {
  const choices = useQuery(adminOrganisationChoicesQueryOptions)
  return (
    <Page
      title="Organisations"
      actions={
        <Link to="/old-settings/organisation/create-organisation" className={buttonStyles()}>
          Create new organisation
        </Link>
      }
    >
      <div className={card()}>
        {choices.isPending ? (
          <Spinner />
        ) : choices.isError ? (
          <p role="alert" className={css({ color: 'danger.text' })}>
            Your organisations could not be loaded.
          </p>
        ) : (
          <OrganisationTree
            label="Organisations you manage"
            groups={[{ nodes: [...choices.data.parentOrgs, ...choices.data.childOrgs] }]}
            empty={
              <div role="status" className={css({ textAlign: 'center', py: '8' })}>
                <p className={css({ fontWeight: '600' })}>{NO_ORGANISATIONS_TEXT}</p>
                <p className={css({ color: 'fg.muted' })}>{CREATE_HINT_TEXT}</p>
              </div>
            }
            renderLink={(node, { className }) => (
              <Link
                to="/old-settings/organisation/edit-organisation/$orgId"
                params={{ orgId: node.id }}
                className={className}
              >
                {node.name}
              </Link>
            )}
          />
        )}
      </div>
    </Page>
  )
}
