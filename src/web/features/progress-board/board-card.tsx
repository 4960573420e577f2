// One card of the progress board (rule board.rules): the engagement's name (a link to it, stretched
// over the card), contractor, organisation, real status, start date and result, and a menu of the steps the
// server says the machine allows (archive or unarchive; delete only in Started, after a confirmation). An In
// Dispute card whose dispute has reached 31 days turns dark and reads "Dispute Due".
import { Link } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { ENGAGEMENT_LIST_MESSAGES, type EngagementLink } from '#domain/engagement-list-values'
import type { BoardCard as Card } from '#domain/engagement-lists'
import { css, cx } from '../../../../styled-system/css'
import { menu } from '../../../../styled-system/recipes'
import { formatDay } from '../../ui/format-date'
import { MoreIcon } from '../../ui/icons'
import { lazyNamed } from '../../ui/lazy'
import { ResultBadge } from '../../ui/result-badge'

const cardFrame = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '2.5',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'card',
  fontSize: 'sm',
  transition: 'border-color 120ms, box-shadow 120ms',
  _hover: { borderColor: 'accent.default' },
  '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '&[data-archived]': { bg: 'bg.subtle' },
  '&[data-dispute-due]': { bg: 'inverse.bg', color: 'inverse.fg', borderColor: 'inverse.bg' },
})
const nameLink = css({
  fontWeight: '700',
  fontSize: 'sm',
  lineHeight: '1.3',
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: 'none' },
  // The whole card opens the engagement; the menu button sits above the stretched link.
  '&::after': { content: '""', position: 'absolute', inset: '0', borderRadius: 'md' },
})
const muted = css({ color: 'fg.muted', '[data-dispute-due] &': { color: 'inverse.muted' } })
const chip = css({
  alignSelf: 'flex-start',
  px: '1.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  fontWeight: '700',
  whiteSpace: 'nowrap',
})
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '2',
  mt: '1',
  fontSize: 'xs',
})
const resultChip = css({
  '[data-dispute-due] &': { bg: 'bg.surface', borderRadius: 'sm', px: '1.5' },
})
const menuSlot = css({ position: 'absolute', top: '1', insetEnd: '1', zIndex: 1 })
const nameLine = css({ display: 'block' })
const menuGap = css({ float: 'right', width: '6', height: '5' })
const plainName = css({ fontWeight: '700' })
const hidden = css({ srOnly: true })
const dueChip = cx(chip, css({ bg: 'danger.default', color: 'fg.inverted' }))
const archivedChip = cx(chip, css({ borderWidth: '1px', borderColor: 'border.strong', color: 'fg.muted' }))

const CardMenu = lazyNamed(() => import('./board-card-menu'), 'CardMenu')

/**
 * The menu's button as it looks before the menu has loaded. A press is not lost: it is remembered, and the menu opens
 * as soon as it has loaded.
 */
const MenuTriggerStandIn = ({ name, onPress }: { name: string; onPress: () => void }) => (
  <button
    type="button"
    className={menu().trigger}
    aria-label={`Actions for ${name}`}
    aria-haspopup="menu"
    aria-expanded={false}
    onClick={onPress}
  >
    <MoreIcon size={18} />
  </button>
)

/** `target`: where the card's name opens, worked out once for the board (useEngagementLink), or null for nowhere. */
export const BoardCard = ({ card, target }: { card: Card; target: EngagementLink | null }) => {
  // The server reports "Dispute Due" for an open dispute only, and a dispute is open only while In Dispute.
  const due = card.dispute_due
  const [pressedEarly, setPressedEarly] = useState(false)
  return (
    <article
      className={cardFrame}
      aria-label={card.name}
      data-archived={card.archived || undefined}
      data-dispute-due={due || undefined}
    >
      <h3 className={nameLine}>
        {/* Keeps the first line clear of the menu button; the lines below take the card's whole width, so a long
            word such as "transformation" fits without being cut. */}
        <span aria-hidden="true" className={menuGap} />
        {target ? (
          <Link {...target} className={nameLink}>
            {card.name}
          </Link>
        ) : (
          <span className={plainName}>{card.name}</span>
        )}
      </h3>
      {due && <span className={dueChip}>{ENGAGEMENT_LIST_MESSAGES.disputeDue}</span>}
      <span>{card.type === 'Role' ? 'Role' : (card.contractor_name ?? 'No contractor yet')}</span>
      <span className={muted}>{card.organisation}</span>
      <span>
        <span className={hidden}>Status: </span>
        {card.status}
      </span>
      {card.archived && <span className={archivedChip}>Archived</span>}
      <span className={footer}>
        <span className={resultChip}>
          <span className={hidden}>Result: </span>
          <ResultBadge result={card.result} />
        </span>
        <span className={muted}>{card.start_date ? `Starts ${formatDay(card.start_date)}` : 'No start date'}</span>
      </span>
      {(card.can.archive || card.can.unarchive || card.can.delete) && (
        <div className={menuSlot}>
          {/* The menu and its confirmation (with the positioning library under them) load just after the first
              paint; until then the same button stands in its place. */}
          <Suspense fallback={<MenuTriggerStandIn name={card.name} onPress={() => setPressedEarly(true)} />}>
            <CardMenu card={card} openAtOnce={pressedEarly} />
          </Suspense>
        </div>
      )}
    </article>
  )
}
