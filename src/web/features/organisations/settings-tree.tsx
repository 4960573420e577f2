// The left tree of /settings: "My Clients" and "Clients to whom I belong" (selector?admin_only=true).
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { Spinner } from '../../ui/spinner'
import { adminOrganisationChoicesQueryOptions } from './api/selector'
import { OrganisationTree } from './organisation-tree'

export const SettingsTree = ({ currentId }: { currentId?: string }) => {
  const choices = useQuery(adminOrganisationChoicesQueryOptions)
  if (choices.isPending) return <Spinner />
  if (choices.isError)
    return (
      <p role="alert" className={css({ color: 'danger.text' })}>
        Your organisations could not be loaded.
      </p>
    )
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
