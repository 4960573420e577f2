// Ark UI Checkbox styled by the `checkbox` slot recipe.
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ComponentProps, ReactNode } from 'react'
import { checkbox } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'
import { CheckIcon } from './icons'

const { withProvider, withContext } = createStyleContext(checkbox)

export const Root = withProvider(ArkCheckbox.Root, 'root')
export const Control = withContext(ArkCheckbox.Control, 'control')
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const HiddenInput = ArkCheckbox.HiddenInput

/** The usual assembly: a box with a tick, and a label. */
export const Checkbox = ({ children, ...props }: ComponentProps<typeof Root> & { children: ReactNode }) => (
  <Root {...props}>
    <Control>
      <Indicator>
        <CheckIcon size={14} />
      </Indicator>
    </Control>
    <Label>{children}</Label>
    <HiddenInput />
  </Root>
)
