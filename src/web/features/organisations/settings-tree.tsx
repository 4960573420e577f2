// The left tree of /settings: "My Clients" and "Clients to whom I belong" (selector?admin_only=true). The tree's
// code loads beside the organisations: the spinner stays until both have come.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { loadedOnce } from '../../ui/lazy'
import { Spinner } from '../../ui/spinner'
import { adminOrganisationChoicesQueryOptions } from './api/selector'

/** The routes that show the tree start its code in their loader. */
export const organisationTree = loadedOnce(() => import('./organisation-tree'))

export const SettingsTree = ({ currentId }: { currentId?: string }) => {
  const choices = useQuery(adminOrganisationChoicesQueryOptions)
  const OrganisationTree = organisationTree.useLoaded()?.OrganisationTree
  if (choices.isError)
    return (
      <p role="alert" className={css({ color: 'danger.text' })}>
        Your organisations could not be loaded.
      </p>
    )
  if (choices.isPending || OrganisationTree === undefined) return <Spinner />
  return (
    <OrganisationTree
      label="Organisations"
      currentId={currentId}
      groups={[
        { title: 'My Clients', nodes: choices.data.parentOrgs },
        { title: 'Clients to whom I belong', nodes: choices.data.childOrgs },
      ]}
      empty={<p className={css({ color: 'fg.muted' })}>No organisations found.</p>}
      renderLink={(node, { className, current }) => (
        <Link
          to="/settings/$organisationId"
          params={{ organisationId: node.id }}
          className={className}
          aria-current={current ? 'page' : undefined}
        >
          {node.name}
        </Link>
      )}
    />
  )
}
