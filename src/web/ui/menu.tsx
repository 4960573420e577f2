// Ark UI Menu styled by the `menu` slot recipe: a button that opens a short list of actions, reached and
// worked by keyboard (Enter or Space opens it, arrows move, Escape closes and returns focus).
import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { menu } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withRootProvider, withContext } = createStyleContext(menu)

export const Root = withRootProvider(ArkMenu.Root)
export const Trigger = withContext(ArkMenu.Trigger, 'trigger')
export const Positioner = withContext(ArkMenu.Positioner, 'positioner')
export const Content = withContext(ArkMenu.Content, 'content')
export const Item = withContext(ArkMenu.Item, 'item')
export { Portal }
