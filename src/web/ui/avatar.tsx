// Ark UI Avatar styled by the `avatar` slot recipe.
import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import { avatar } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withProvider, withContext } = createStyleContext(avatar)

export const Root = withProvider(ArkAvatar.Root, 'root')
export const Fallback = withContext(ArkAvatar.Fallback, 'fallback')
export const Image = withContext(ArkAvatar.Image, 'image')
