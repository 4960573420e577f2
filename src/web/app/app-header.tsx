// The header of every screen: brand, organisation selector (organisation users), Logout, the avatar, navigation.
import { Link } from '@tanstack/react-router'
import { Suspense, useCallback, useState } from 'react'
import { visibleNavItems } from '#domain/navigation'
import { initialsOf } from '#domain/session'
import { css } from '../../../styled-system/css'
import { useFeatureFlags } from '../api/config'
import { OrganisationSelector } from '../features/organisations/organisation-selector'
import { useOrganisationChoice } from '../features/organisations/use-organisation-choice'
import { useActor } from '../features/session/api/actor'
import { selectOrganisation, signOut } from '../features/session/session'
import { readStored } from '../features/session/storage'
import {
  useBelongsToAnOrganisation,
  useClaims,
  useHomePath,
  usePendingSessionRole,
  useReviewEngagementId,
  useSessionPhase,
  useSessionRole,
  useSwitchingOrganisation,
  useWorkingAsOrganisationUser,
} from '../features/session/use-session'
import * as Avatar from '../ui/avatar'
import { Button } from '../ui/button'
import { LogoutIcon } from '../ui/icons'
import { lazyNamed, useWantedOnce } from '../ui/lazy'
import { APP_NAME } from '../ui/page'
import { Tip } from '../ui/tip'
import { DesktopNav, MobileNav } from './main-nav'

// Shown only to an organisation user with none selected yet: loaded the first time it is needed.
const SelectOrganisationDialog = lazyNamed(
  () => import('../features/organisations/select-organisation-dialog'),
  'SelectOrganisationDialog',
)

/** No navigation on these screens (rule nav.shell). */
const PATHS_WITHOUT_NAV = ['/additional-info', '/login', '/register']

export const AppHeader = ({ pathname }: { pathname: string }) => {
  const phase = useSessionPhase()
  const role = useSessionRole()
  const pendingRole = usePendingSessionRole()
  const claims = useClaims()
  const flags = useFeatureFlags()
  const reviewEngagementId = useReviewEngagementId()
  const home = useHomePath()

  const hasSession = phase === 'signedIn' || phase === 'terms'
  const navRole = role ?? pendingRole
  const items = hasSession ? visibleNavItems(claims?.roles ?? [], navRole, flags) : []
  const showNav = items.length > 0 && !PATHS_WITHOUT_NAV.includes(pathname.replace(/\/+$/, '') || '/')
  const navProps = { items, pathname, disabled: phase !== 'signedIn', reviewEngagementId }

  return (
    <header className={css({ bg: 'header.bg', color: 'header.fg', boxShadow: '0 1px 0 rgba(255,255,255,0.06)' })}>
      <div className={container}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { base: '2', md: '4' },
            rowGap: '2',
            py: '3',
          })}
        >
          {showNav && <MobileNav {...navProps} />}
          <Brand to={phase === 'signedIn' ? home : null} />
          {role === 'organisationUser' && <OrganisationArea />}
          <div className={css({ flex: '1' })} />
          {hasSession && (
            <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', md: '3' } })}>
              <Button variant="header" size="sm" onClick={signOut} aria-label="Logout">
                <LogoutIcon size={16} />
                <span className={css({ display: { base: 'none', sm: 'inline' } })}>Logout</span>
              </Button>
              <UserAvatar linked={phase === 'signedIn'} />
            </div>
          )}
        </div>
        {showNav && <DesktopNav {...navProps} />}
      </div>
    </header>
  )
}

export const container = css({ width: '100%', maxWidth: 'page', mx: 'auto', px: { base: '4', md: '6', xl: '8' } })

const Brand = ({ to }: { to: string | null }) => {
  const content = (
    <>
      <span
        aria-hidden="true"
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '9',
          height: '9',
          borderRadius: 'md',
          bg: 'accent.default',
          color: 'accent.fg',
          fontWeight: '800',
          fontSize: 'xs',
          letterSpacing: '0.02em',
        })}
      >
        IR35
      </span>
      <span className={css({ fontWeight: '700', fontSize: 'lg', letterSpacing: '-0.01em' })}>{APP_NAME}</span>
    </>
  )
  const brand = css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2.5',
    color: 'header.fg',
    textDecoration: 'none',
    borderRadius: 'md',
    me: { base: '0', md: '2' },
    _focusVisible: { outline: '2px solid', outlineColor: 'header.focus', outlineOffset: '2px' },
  })
  // The link's name starts with the words it shows (WCAG 2.5.3, label in name): a voice user says what they see.
  return to ? (
    <Link to={to} className={brand}>
      {content}
      <span className={css({ srOnly: true })}>home page</span>
    </Link>
  ) : (
    <span className={brand}>{content}</span>
  )
}

/** The selector, and the "Select an organisation" modal while none is selected. */
const OrganisationArea = () => {
  const claims = useClaims()
  const switching = useSwitchingOrganisation()
  const working = useWorkingAsOrganisationUser()
  // Nothing to choose from yet for someone who put their invitations off: no prompt.
  const belongs = useBelongsToAnOrganisation()
  const [open, setOpen] = useState(false)
  const selectedId = claims?.organisationId ?? null
  const onSelect = useCallback((organisationId: string) => selectOrganisation(organisationId), [])
  const { mustChoose, acknowledge } = useOrganisationChoice({
    needsChoice: selectedId === null && working && belongs,
    rememberedId: readStored('selectedOrganisation'),
    onSelect,
  })
  const promptMounted = useWantedOnce(mustChoose)
  return (
    <div
      className={css({
        order: { base: 3, md: 0 },
        flexBasis: { base: '100%', md: 'auto' },
        display: 'flex',
      })}
    >
      <OrganisationSelector
        selectedId={selectedId}
        onSelect={onSelect}
        open={open}
        onOpenChange={setOpen}
        busy={switching}
      />
      {promptMounted && (
        <Suspense fallback={null}>
          <SelectOrganisationDialog
            open={mustChoose}
            onOk={() => {
              acknowledge()
              setOpen(true)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

const UserAvatar = ({ linked }: { linked: boolean }) => {
  const claims = useClaims()
  const role = useSessionRole()
  const { data: actor } = useActor(claims?.actorId ?? null)
  const initials = initialsOf(actor?.firstName, actor?.lastName, actor?.email ?? claims?.unique_name ?? '')
  const name = [actor?.firstName, actor?.lastName].filter(Boolean).join(' ') || claims?.unique_name || 'You'
  const avatar = (
    <Avatar.Root>
      <Avatar.Fallback>{initials}</Avatar.Fallback>
    </Avatar.Root>
  )
  const to =
    role === 'organisationUser'
      ? '/edit-org-info'
      : role === 'contractor' || role === 'newContractor'
        ? '/edit-info'
        : null
  if (!linked || !to)
    return (
      <span role="img" aria-label={name} className={css({ display: 'inline-flex' })}>
        {avatar}
      </span>
    )
  // Named by the initials it shows, then what it opens (WCAG 2.5.3, label in name).
  return (
    <Tip content="Your details">
      <Link
        to={to}
        className={css({
          display: 'inline-flex',
          borderRadius: 'full',
          _focusVisible: { outline: '2px solid', outlineColor: 'header.focus', outlineOffset: '2px' },
        })}
      >
        {avatar}
        <span className={css({ srOnly: true })}>Your details: {name}</span>
      </Link>
    </Tip>
  )
}
