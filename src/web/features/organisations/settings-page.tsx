// /settings/{organisationId}: the organisation tree on the left; on the right the organisation card, "Add user",
// "Add organisation", and the tabs Users and Assessment log (rule org.settings), and API keys and Webhooks for the
// organisation's administrators (docs/api-keys.md, docs/webhooks.md). The Users table's code loads beside its first
// page, and the other tabs' code when they are first shown: the route's first load carries none of it.
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { Loading, loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import * as Tabs from '../../ui/tabs'
import type { ListController } from '../../ui/use-list-state'
import { UsersPanel } from '../users/users-panel'
import { useOrganisation } from './api/get-organisation'
import { OrganisationCard } from './organisation-card'
import { SettingsTree } from './settings-tree'
import type { WebhooksPanelProps } from './webhooks-panel'

export type SettingsTab = 'users' | 'log' | 'keys' | 'webhooks'

/** The tabs only an organisation's administrators are offered. */
const ADMIN_TABS: readonly SettingsTab[] = ['keys', 'webhooks']

// The tabs other than Users load their code when first shown; a link to one starts loading it beside the
// organisation, not after it.
export const assessmentLog = loadedOnce(() => import('./assessment-log'))
const apiKeysPanel = loadedOnce(() => import('./api-keys-panel'))
const webhooksPanel = loadedOnce(() => import('./webhooks-panel'))

type SettingsPageProps = {
  organisationId: string
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
  log: ListController
  /** The Webhooks tab: the endpoint whose delivery log is open, and that log's page (both kept in the URL). */
  webhookLog: string | undefined
  onWebhookLogChange: (webhookId: string | null) => void
  deliveries: ListController
}

export const SettingsPage = ({
  organisationId,
  tab,
  onTabChange,
  log,
  webhookLog,
  onWebhookLogChange,
  deliveries,
}: SettingsPageProps) => {
  const organisation = useOrganisation(organisationId)
  const canCreate = organisation.data?.permissions.includes('Organisations:Create') ?? false
  const canInvite = organisation.data?.permissions.includes('Invites:Create') ?? false
  // The server decides who manages keys; the tab is offered to those it would let.
  const managesKeys = organisation.data?.permissions.includes('Organisations:Update') ?? false
  useEffect(() => {
    if (tab === 'log') assessmentLog.prefetch()
    if (tab === 'keys') apiKeysPanel.prefetch()
    if (tab === 'webhooks') webhooksPanel.prefetch()
  }, [tab])
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
            value={ADMIN_TABS.includes(tab) && !managesKeys && organisation.data ? 'users' : tab}
            onValueChange={({ value }) => onTabChange(value as SettingsTab)}
            lazyMount
          >
            {/* Four tabs are wider than a phone: they wrap there rather than hide the last behind a scroll. */}
            <Tabs.List aria-label="Organisation details" className={css({ flexWrap: { base: 'wrap', md: 'nowrap' } })}>
              <Tabs.Trigger value="users">Users</Tabs.Trigger>
              <Tabs.Trigger value="log">Assessment log</Tabs.Trigger>
              {managesKeys && <Tabs.Trigger value="keys">API keys</Tabs.Trigger>}
              {managesKeys && <Tabs.Trigger value="webhooks">Webhooks</Tabs.Trigger>}
            </Tabs.List>
            <Tabs.Content value="users" className={card()}>
              <UsersPanel organisationId={organisationId} />
            </Tabs.Content>
            <Tabs.Content value="log">
              <AssessmentLogTab organisationId={organisationId} list={log} />
            </Tabs.Content>
            {managesKeys && (
              <Tabs.Content value="keys" className={card()}>
                <ApiKeysTab organisationId={organisationId} />
              </Tabs.Content>
            )}
            {managesKeys && (
              <Tabs.Content value="webhooks" className={card()}>
                <WebhooksTab
                  organisationId={organisationId}
                  openLog={webhookLog}
                  onOpenLog={onWebhookLogChange}
                  deliveries={deliveries}
                />
              </Tabs.Content>
            )}
          </Tabs.Root>
        </div>
      </div>
    </Page>
  )
}

const AssessmentLogTab = (props: { organisationId: string; list: ListController }) => {
  const Log = assessmentLog.useLoaded()?.AssessmentLog
  return Log ? <Log {...props} /> : <Loading label="Loading the assessment log…" />
}

const ApiKeysTab = ({ organisationId }: { organisationId: string }) => {
  const Panel = apiKeysPanel.useLoaded()?.ApiKeysPanel
  return Panel ? <Panel organisationId={organisationId} /> : <Loading label="Loading the API keys…" />
}

const WebhooksTab = (props: WebhooksPanelProps) => {
  const Panel = webhooksPanel.useLoaded()?.WebhooksPanel
  return Panel ? <Panel {...props} /> : <Loading label="Loading the webhooks…" />
}
