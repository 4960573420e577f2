// /settings/{organisationId}: the organisation tree on the left; on the right the organisation card, "Add user",
// "Add organisation", and the tabs Users and Assessment log (rule org.settings), and API keys for the organisation's
// administrators (docs/api-keys.md).
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import * as Tabs from '../../ui/tabs'
import type { ListController } from '../../ui/use-list-state'
import { UsersPanel } from '../users/users-panel'
import { useOrganisation } from './api/get-organisation'
import { ApiKeysPanel } from './api-keys-panel'
import { AssessmentLog } from './assessment-log'
import { OrganisationCard } from './organisation-card'
import { SettingsTree } from './settings-tree'

export type SettingsTab = 'users' | 'log' | 'keys'

type SettingsPageProps = {
  organisationId: string
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
  log: ListController
}

export const SettingsPage = ({ organisationId, tab, onTabChange, log }: SettingsPageProps) => {
  const organisation = useOrganisation(organisationId)
  const canCreate = organisation.data?.permissions.includes('Organisations:Create') ?? false
  const canInvite = organisation.data?.permissions.includes('Invites:Create') ?? false
  // The server decides who manages keys; the tab is offered to those it would let.
  const managesKeys = organisation.data?.permissions.includes('Organisations:Update') ?? false
  return (
    <Page
      title="Organisation Settings"
      actions={
        organisation.data && (
          <>
            {canInvite && (
              <Link
                to="/settings/$organisationId/add-user"
                params={{ organisationId }}
                className={buttonStyles({ variant: 'outline' })}
              >
                Add user
              </Link>
            )}
            {canCreate && (organisation.data.child_creation || organisation.data.admin_type === 'provider') && (
              <Link
                to="/settings/$organisationId/add-organisation"
                params={{ organisationId }}
                className={buttonStyles()}
              >
                Add organisation
              </Link>
            )}
          </>
        )
      }
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(16rem, 1fr) minmax(0, 3fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <aside className={card()}>
          <SettingsTree currentId={organisationId} />
        </aside>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
          <div className={card()}>
            {organisation.isError ? (
              <p role="alert" className={css({ color: 'danger.text' })}>
                This organisation could not be loaded. It may not exist, or you may not manage it.
              </p>
            ) : organisation.data ? (
              <OrganisationCard organisation={organisation.data} />
            ) : (
              <Spinner />
            )}
          </div>
          <Tabs.Root
            value={tab === 'keys' && !managesKeys && organisation.data ? 'users' : tab}
            onValueChange={({ value }) => onTabChange(value as SettingsTab)}
            lazyMount
          >
            <Tabs.List aria-label="Organisation details">
              <Tabs.Trigger value="users">Users</Tabs.Trigger>
              <Tabs.Trigger value="log">Assessment log</Tabs.Trigger>
              {managesKeys && <Tabs.Trigger value="keys">API keys</Tabs.Trigger>}
            </Tabs.List>
            <Tabs.Content value="users" className={card()}>
              <UsersPanel organisationId={organisationId} />
            </Tabs.Content>
            <Tabs.Content value="log">
              <AssessmentLog organisationId={organisationId} list={log} />
            </Tabs.Content>
            {managesKeys && (
              <Tabs.Content value="keys" className={card()}>
                <ApiKeysPanel organisationId={organisationId} />
              </Tabs.Content>
            )}
          </Tabs.Root>
        </div>
      </div>
    </Page>
  )
}
