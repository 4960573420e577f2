// The menu of a progress board card (rule board.rules): archive or unarchive, and delete after a confirmation, as
// the server says the machine allows. Loaded apart from the board, just after its first paint.
import { useState } from 'react'
import { ENGAGEMENT_LIST_MESSAGES } from '#domain/engagement-list-values'
import type { BoardCard as Card } from '#domain/engagement-lists'
import { isHttpError } from '../../api/client'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { MoreIcon } from '../../ui/icons'
import * as Menu from '../../ui/menu'
import { notify } from '../../ui/toaster'
import { useDeleteCard, useSetArchived } from './api/card-steps'

/**
 * 400 and 409 are toasted by the HTTP client; anything else is logged (rule errors.logged-only: archiving is logged
 * only).
 */
const logUnexpected = (what: string) => (error: unknown) => {
  if (!isHttpError(error)) console.error(what, error)
}

/** `openAtOnce`: the button was pressed while the menu was still loading, so it opens as it mounts. */
export const CardMenu = ({ card, openAtOnce = false }: { card: Card; openAtOnce?: boolean }) => {
  const setArchived = useSetArchived()
  const remove = useDeleteCard()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const { can } = card

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
    <>
      <Menu.Root
        // Mounted only while open: a closed menu's positioner, placed by a card scrolled out of the board's
        // view, would otherwise widen the page on a phone.
        lazyMount
        unmountOnExit
        defaultOpen={openAtOnce}
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
    </>
  )
}
