// Ark UI Collapsible styled by the `collapsible` slot recipe: put a chevron in the trigger and it turns while open.
import { Collapsible as ArkCollapsible } from '@ark-ui/react/collapsible'
import { collapsible } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withProvider, withContext } = createStyleContext(collapsible)

export const Root = withProvider(ArkCollapsible.Root, 'root')
export const Trigger = withContext(ArkCollapsible.Trigger, 'trigger')
export const Content = withContext(ArkCollapsible.Content, 'content')
