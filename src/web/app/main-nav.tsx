// The top navigation (spec part 1 §2 "Shell", §6): a bar from 992px, a drawer behind a menu button below it.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { isNavItemActive, type NavItem } from '#domain/navigation'
import { css, cx } from '../../../styled-system/css'
import { Button } from '../ui/button'
import * as Dialog from '../ui/dialog'
import { MenuIcon } from '../ui/icons'
import { Tip } from '../ui/tooltip'

type NavProps = {
  items: NavItem[]
  pathname: string
  /** Until terms are accepted the items show but do not lead anywhere. */
  disabled: boolean
  /** The reviewer's own engagement, where the Review item leads. */
  reviewEngagementId: string | null
}

const hrefOf = (item: NavItem, reviewEngagementId: string | null) =>
  item.id === 'review' && reviewEngagementId ? `/review/${encodeURIComponent(reviewEngagementId)}` : item.path

export const DesktopNav = ({ items, pathname, disabled, reviewEngagementId }: NavProps) => (
  <nav aria-label="Main" className={css({ display: 'none', '@media (min-width: 992px)': { display: 'block' } })}>
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

export const MobileNav = ({ items, pathname, disabled, reviewEngagementId }: NavProps) => {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} placement="start">
      <Dialog.Trigger asChild>
        <Button
          variant="header"
          size="icon"
          aria-label="Open navigation menu"
          className={css({ borderColor: 'transparent', '@media (min-width: 992px)': { display: 'none' } })}
        >
          <MenuIcon />
        </Button>
      </Dialog.Trigger>
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
                      onClick={() => setOpen(false)}
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
