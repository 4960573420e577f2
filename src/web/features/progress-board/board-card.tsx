// One card of the progress board (rule board.rules): the engagement's name (a link to it, stretched
// over the card), contractor, organisation, real status, start date and result, and a menu of the steps the
// server says the machine allows (archive or unarchive; delete only in Started, after a confirmation). An In
// Dispute card whose dispute has reached 31 days turns dark and reads "Dispute Due".
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type BoardCard as Card, ENGAGEMENT_LIST_MESSAGES } from '#domain/engagement-lists'
import { css, cx } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { formatDay } from '../../ui/format-date'
import { MoreIcon } from '../../ui/icons'
import * as Menu from '../../ui/menu'
import { ResultBadge } from '../../ui/result-badge'
import { notify } from '../../ui/toaster'
import { useEngagementLink } from '../session/use-engagement-link'
import { useDeleteCard, useSetArchived } from './api/card-steps'

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

/**
 * 400 and 409 are toasted by the HTTP client; anything else is logged (rule errors.logged-only: archiving is logged
 * only).
 */
const logUnexpected = (what: string) => (error: unknown) => {
  if (!isHttpError(error)) console.error(what, error)
}

export const BoardCard = ({ card }: { card: Card }) => {
  const target = useEngagementLink()(card)
  // The server reports "Dispute Due" for an open dispute only, and a dispute is open only while In Dispute.
  const due = card.dispute_due
  return (
    <article
      className={cardFrame}
      aria-label={card.name}
      data-archived={card.archived || undefined}
      data-dispute-due={due || undefined}
    >
      <h3 className={css({ display: 'block' })}>
        {/* Keeps the first line clear of the menu button; the lines below take the card's whole width, so a long
            word such as "transformation" fits without being cut. */}
        <span aria-hidden="true" className={css({ float: 'right', width: '6', height: '5' })} />
        {target ? (
          <Link {...target} className={nameLink}>
            {card.name}
          </Link>
        ) : (
          <span className={css({ fontWeight: '700' })}>{card.name}</span>
        )}
      </h3>
      {due && (
        <span className={cx(chip, css({ bg: 'danger.default', color: 'fg.inverted' }))}>
          {ENGAGEMENT_LIST_MESSAGES.disputeDue}
        </span>
      )}
      <span>{card.type === 'Role' ? 'Role' : (card.contractor_name ?? 'No contractor yet')}</span>
      <span className={muted}>{card.organisation}</span>
      <span>
        <span className={css({ srOnly: true })}>Status: </span>
        {card.status}
      </span>
      {card.archived && (
        <span className={cx(chip, css({ borderWidth: '1px', borderColor: 'border.strong', color: 'fg.muted' }))}>
          Archived
        </span>
      )}
      <span className={footer}>
        <span className={resultChip}>
          <span className={css({ srOnly: true })}>Result: </span>
          <ResultBadge result={card.result} />
        </span>
        <span className={muted}>{card.start_date ? `Starts ${formatDay(card.start_date)}` : 'No start date'}</span>
      </span>
      <CardMenu card={card} />
    </article>
  )
}

const CardMenu = ({ card }: { card: Card }) => {
  const setArchived = useSetArchived()
  const remove = useDeleteCard()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const { can } = card
  if (!can.archive && !can.unarchive && !can.delete) return null

  const archive = (archived: boolean) =>
    setArchived
      .mutateAsync({ card, archived })
      .then(() =>
        notify.success({
          title: archived ? 'Assessment archived' : 'Assessment unarchived',
          description: archived
            ? `${card.name} is archived. Turn on "${ENGAGEMENT_LIST_MESSAGES.showArchived}" to see it.`
            : `${card.name} is back on the board.`,
        }),
      )
      .catch(logUnexpected('Error archiving assessment'))

  const deleteCard = () =>
    remove
      .mutateAsync(card)
      .then(() => notify.success({ title: 'Assessment deleted', description: `${card.name} has been deleted.` }))
      .catch((error: unknown) => {
        // A failed delete is told, not only logged (rule errors.user-alerts).
        if (!isHttpError(error))
          notify.error({ title: 'Delete failed', description: ENGAGEMENT_LIST_MESSAGES.deleteFailed })
      })
      .finally(() => setConfirmingDelete(false))

  return (
    <div className={menuSlot}>
      <Menu.Root
        // Mounted only while open: a closed menu's positioner, placed by a card scrolled out of the board's
        // view, would otherwise widen the page on a phone.
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'archive') void archive(true)
          if (value === 'unarchive') void archive(false)
          if (value === 'delete') setConfirmingDelete(true)
        }}
      >
        <Menu.Trigger aria-label={`Actions for ${card.name}`}>
          <MoreIcon size={18} />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner>
            <Menu.Content>
              {can.archive && <Menu.Item value="archive">Archive</Menu.Item>}
              {can.unarchive && <Menu.Item value="unarchive">Unarchive</Menu.Item>}
              {can.delete && (
                <Menu.Item value="delete" data-tone="danger">
                  Delete
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirmingDelete}
        description={`${ENGAGEMENT_LIST_MESSAGES.deleteConfirmText} (${card.name})`}
        confirmLabel="Delete this assessment"
        cancelLabel="Cancel"
        tone="danger"
        busy={remove.isPending}
        onConfirm={deleteCard}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  )
}
