// Ark UI FileUpload styled by the `fileUpload` slot recipe: label, drop zone, trigger, hidden input.
import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload'
import { fileUpload } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withProvider, withContext } = createStyleContext(fileUpload)

export const Root = withProvider(ArkFileUpload.Root, 'root')
export const Label = withContext(ArkFileUpload.Label, 'label')
export const Dropzone = withContext(ArkFileUpload.Dropzone, 'dropzone')
export const Trigger = withContext(ArkFileUpload.Trigger, 'trigger')
export const ClearTrigger = withContext(ArkFileUpload.ClearTrigger, 'clearTrigger')
export const HiddenInput = ArkFileUpload.HiddenInput
export const Context = ArkFileUpload.Context
