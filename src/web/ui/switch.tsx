// Ark UI Switch styled by the `switch` slot recipe: an on/off choice that applies at once, such as a list's
// "Show archived" filter. A checkbox underneath, announced as a switch.
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ComponentProps, ReactNode } from 'react'
import { switchRecipe } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withProvider, withContext } = createStyleContext(switchRecipe)

export const Root = withProvider(ArkSwitch.Root, 'root')
export const Control = withContext(ArkSwitch.Control, 'control')
export const Thumb = withContext(ArkSwitch.Thumb, 'thumb')
export const Label = withContext(ArkSwitch.Label, 'label')
export const HiddenInput = ArkSwitch.HiddenInput

type SwitchProps = Omit<ComponentProps<typeof Root>, 'onCheckedChange' | 'children'> & {
  children: ReactNode
  onCheckedChange: (checked: boolean) => void
}

/** The usual assembly: the track with its thumb, and a label. */
export const Switch = ({ children, onCheckedChange, ...props }: SwitchProps) => (
  <Root {...props} onCheckedChange={(details) => onCheckedChange(details.checked)}>
    <Control>
      <Thumb />
    </Control>
    <Label>{children}</Label>
    {/* Read as a switch, not a checkbox, by assistive technology. */}
    <HiddenInput role="switch" />
  </Root>
)
