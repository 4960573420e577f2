// Ark UI Tooltip styled by the `tooltip` slot recipe.
import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { tooltip } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withRootProvider, withContext } = createStyleContext(tooltip)

export const Root = withRootProvider(ArkTooltip.Root)
export const Trigger = ArkTooltip.Trigger
export const Positioner = withContext(ArkTooltip.Positioner, 'positioner')
export const Content = withContext(ArkTooltip.Content, 'content')
export const Arrow = withContext(ArkTooltip.Arrow, 'arrow')
export const ArrowTip = withContext(ArkTooltip.ArrowTip, 'arrowTip')

/** Wraps one focusable element (it becomes the trigger) and shows `content` on hover and keyboard focus. */
export type TipProps = Omit<ComponentProps<typeof Root>, 'children'> & { content: ReactNode; children: ReactElement }

export const Tip = ({ content, children, ...rootProps }: TipProps) => (
  <Root openDelay={300} closeDelay={100} lazyMount unmountOnExit {...rootProps}>
    <Trigger asChild>{children}</Trigger>
    <Portal>
      <Positioner>
        <Content>
          <Arrow>
            <ArrowTip />
          </Arrow>
          {content}
        </Content>
      </Positioner>
    </Portal>
  </Root>
)
