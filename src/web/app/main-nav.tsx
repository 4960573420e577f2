// The top navigation (rules nav.shell, nav.visibility): a bar from 992px, a drawer behind a menu button below it.
import { Link } from '@tanstack/react-router'
import { Suspense, useId, useRef, useState } from 'react'
import { isNavItemActive, type NavItem } from '#domain/navigation'
import { css, cx } from '../../../styled-system/css'
import { Button } from '../ui/button'
import { MenuIcon } from '../ui/icons'
import { lazyNamed, useWantedOnce } from '../ui/lazy'
import { Tip } from '../ui/tip'
import { useMediaQuery } from '../ui/use-media-query'

const NavDrawer = lazyNamed(() => import('./nav-drawer'), 'NavDrawer')

export type NavProps = {
  items: NavItem[]
  pathname: string
  /** Until terms are accepted the items show but do not lead anywhere. */
  disabled: boolean
  /** The reviewer's own engagement, where the Review item leads. */
  reviewEngagementId: string | null
}

export const hrefOf = (item: NavItem, reviewEngagementId: string | null) =>
  item.id === 'review' && reviewEngagementId ? `/review/${encodeURIComponent(reviewEngagementId)}` : item.path

/** Where the navigation is a bar rather than a drawer (the menu button's style hides it from the same width). */
const WIDE = '(min-width: 992px)'

/** The bar, built only where it shows: below 992px the drawer takes its place (its links' tooltips are not built). */
export const DesktopNav = (props: NavProps) => (useMediaQuery(WIDE) ? <NavBar {...props} /> : null)

const NavBar = ({ items, pathname, disabled, reviewEngagementId }: NavProps) => (
  <nav aria-label="Main">
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', mx: '-3' })}>
      {items.map((item) => {
        const active = isNavItemActive(item, pathname)
        return (
          <li key={item.id}>
            {disabled ? (
              <span aria-disabled="true" className={cx(barItem, barItemDisabled)}>
                {item.label}
              </span>
            ) : (
              <Tip content={item.tooltip} positioning={{ placement: 'bottom' }}>
                <Link
                  to={hrefOf(item, reviewEngagementId)}
                  aria-current={active ? 'page' : undefined}
                  data-active={active || undefined}
                  className={barItem}
                >
                  {item.label}
                </Link>
              </Tip>
            )}
          </li>
        )
      })}
    </ul>
  </nav>
)

/** The menu button below 992px; the drawer it opens (nav-drawer.tsx) loads the first time it is opened. */
export const MobileNav = (props: NavProps) => {
  const [open, setOpen] = useState(false)
  const mounted = useWantedOnce(open)
  const button = useRef<HTMLButtonElement>(null)
  const drawerId = useId()
  return (
    <>
      {/* What Ark UI's dialog trigger would say of the drawer, which is not loaded until first opened. */}
      <Button
        ref={button}
        variant="header"
        size="icon"
        aria-label="Open navigation menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
        className={css({ borderColor: 'transparent', '@media (min-width: 992px)': { display: 'none' } })}
      >
        <MenuIcon />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <NavDrawer {...props} id={drawerId} open={open} onOpenChange={setOpen} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  )
}

const barItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '12',
  px: '3',
  color: 'header.muted',
  fontWeight: '500',
  fontSize: 'sm',
  textDecoration: 'none',
  borderBottomWidth: '3px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'transparent',
  borderTopWidth: '3px',
  borderTopStyle: 'solid',
  borderTopColor: 'transparent',
  transition: 'color 120ms, border-color 120ms, background-color 120ms',
  _hover: { color: 'header.fg', bg: 'header.raised' },
  _focusVisible: { outline: '2px solid', outlineColor: 'header.focus', outlineOffset: '-2px' },
  '&[data-active]': { color: 'header.fg', fontWeight: '700', borderBottomColor: 'header.indicator' },
})

const barItemDisabled = css({
  color: 'navy.300',
  cursor: 'not-allowed',
  _hover: { color: 'navy.300', bg: 'transparent' },
})
