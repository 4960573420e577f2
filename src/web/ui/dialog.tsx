// Ark UI Dialog styled by the `dialog` slot recipe: a centred modal or (placement "start") a drawer.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps, ReactNode } from 'react'
import { dialog } from '../../../styled-system/recipes'
import { Button } from './button'
import { createStyleContext } from './create-style-context'
import { CloseIcon } from './icons'

const { withRootProvider, withContext } = createStyleContext(dialog)

const StyledRoot = withRootProvider(ArkDialog.Root)
/** Content mounts when opened and leaves the DOM when closed. */
export const Root = (props: ComponentProps<typeof StyledRoot>) => <StyledRoot lazyMount unmountOnExit {...props} />
export const Trigger = ArkDialog.Trigger
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')

/** Backdrop, positioner and content in a portal, with a labelled close button unless `closable` is false. */
export const Frame = ({
  children,
  closable = true,
  closeLabel = 'Close',
  ...contentProps
}: ComponentProps<typeof Content> & { children: ReactNode; closable?: boolean; closeLabel?: string }) => (
  <Portal>
    <Backdrop />
    <Positioner>
      <Content {...contentProps}>
        {children}
        {closable && (
          <CloseTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={closeLabel}>
              <CloseIcon />
            </Button>
          </CloseTrigger>
        )}
      </Content>
    </Positioner>
  </Portal>
)
