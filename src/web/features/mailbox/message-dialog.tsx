// One e-mail of the mailbox, read in a dialog: loaded the first time a subject is opened (mailbox-page.tsx), so the
// list's first load does not carry the dialog's code.
import { css } from '../../../../styled-system/css'
import * as Dialog from '../../ui/dialog'
import { formatDateTime } from '../../ui/format-date'
import type { MailboxMessage } from './api/get-messages'
import { MessageText } from './message-text'

export const MessageDialog = ({ message, onClose }: { message: MailboxMessage | null; onClose: () => void }) => (
  <Dialog.Root open={message !== null} onOpenChange={({ open }) => !open && onClose()}>
    <Dialog.Frame>
      <Dialog.Title>{message?.subject}</Dialog.Title>
      <Dialog.Description>
        To {message?.to}, {message ? formatDateTime(message.created_at) : ''}
      </Dialog.Description>
      <div className={css({ maxHeight: '60vh', overflowY: 'auto' })}>
        {message && <MessageText text={message.text} />}
      </div>
    </Dialog.Frame>
  </Dialog.Root>
)
