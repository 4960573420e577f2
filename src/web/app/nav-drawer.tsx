// The navigation drawer below 992px (rules nav.shell, nav.visibility), loaded by main-nav.tsx when first opened.
import { Link } from '@tanstack/react-router'
import { isNavItemActive } from '#domain/navigation'
import { css, cx } from '../../../styled-system/css'
import * as Dialog from '../ui/dialog'
import { hrefOf, type NavProps } from './main-nav'

type DrawerProps = NavProps & {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which opened the drawer outside Ark UI's trigger. */
  returnFocusTo: () => HTMLElement | null
}

export const NavDrawer = ({
  items,
  pathname,
  disabled,
  reviewEngagementId,
  id,
  open,
  onOpenChange,
  returnFocusTo,
}: DrawerProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={({ open: next }) => onOpenChange(next)}
    placement="start"
    ids={{ content: id }}
    finalFocusEl={returnFocusTo}
  >
    <Dialog.Frame closeLabel="Close navigation menu">
      <Dialog.Title>Menu</Dialog.Title>
      {disabled && (
        <Dialog.Description>The pages open once you have accepted the terms and conditions.</Dialog.Description>
      )}
      <nav aria-label="Main">
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {items.map((item) => {
            const active = isNavItemActive(item, pathname)
            const body = (
              <>
                <span className={css({ fontWeight: '600' })}>{item.label}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.tooltip}</span>
              </>
            )
            return (
              <li key={item.id}>
                {disabled ? (
                  <span aria-disabled="true" className={cx(drawerItem, css({ opacity: 0.6 }))}>
                    {body}
                  </span>
                ) : (
                  <Link
                    to={hrefOf(item, reviewEngagementId)}
                    aria-current={active ? 'page' : undefined}
                    data-active={active || undefined}
                    className={drawerItem}
                    onClick={() => onOpenChange(false)}
                  >
                    {body}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
    </Dialog.Frame>
  </Dialog.Root>
)

const drawerItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  color: 'fg.default',
  textDecoration: 'none',
  borderInlineStartWidth: '3px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'transparent',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
  '&[data-active]': { bg: 'accent.subtle', borderInlineStartColor: 'accent.default', color: 'accent.text' },
})
