// "Select an organisation" (rule org.selector): shown to an organisation user with no organisation selected.
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Dialog from '../../ui/dialog'

export const SelectOrganisationDialog = ({ open, onOk }: { open: boolean; onOk: () => void }) => (
  <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onOk()} role="alertdialog">
    <Dialog.Frame closable={false}>
      <Dialog.Title>Select an organisation</Dialog.Title>
      <Dialog.Description>
        To continue, please choose the organisation you want to work on from the dropdown at the top left of the page.
      </Dialog.Description>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button onClick={onOk}>OK</Button>
      </div>
    </Dialog.Frame>
  </Dialog.Root>
)
