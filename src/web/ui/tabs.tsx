// Ark UI Tabs styled by the `tabs` slot recipe (arrow keys move between tabs).
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { tabs } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withProvider, withContext } = createStyleContext(tabs)

export const Root = withProvider(ArkTabs.Root, 'root')
export const List = withContext(ArkTabs.List, 'list')
export const Trigger = withContext(ArkTabs.Trigger, 'trigger')
export const Content = withContext(ArkTabs.Content, 'content')

/** The tab row's look for links between pages (old settings' Credits, Organisations, My Organisation). */
export const tabStyles = tabs
