// "Are you sure?" before a destructive or discarding step (rule ui.confirm: Cancel asks it; deletes ask it too).
import type { ReactNode } from 'react'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../styled-system/css'
import { Button } from './button'
import * as Dialog from './dialog'

type ConfirmDialogProps = {
  open: boolean
  title?: string
  description?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** 'danger' when confirming destroys something (delete, remove, reject). */
  tone?: 'default' | 'danger'
  busy?: boolean
  /** Where the focus goes when the dialog closes, when not back to what had it before. */
  finalFocus?: () => HTMLElement | null
  onConfirm: () => void
  onCancel: () => void
}

export const ConfirmDialog = ({
  open,
  title = MESSAGES.areYouSure,
  description,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'default',
  busy = false,
  finalFocus,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={({ open: next }) => !next && onCancel()}
    role="alertdialog"
    finalFocusEl={finalFocus}
  >
    <Dialog.Frame closable={false}>
      <Dialog.Title>{title}</Dialog.Title>
      {description && <Dialog.Description>{description}</Dialog.Description>}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : undefined} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog.Frame>
  </Dialog.Root>
)
