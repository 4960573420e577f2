// Ark UI Field styled by the `field` slot recipe: label, input, helper and error text wired by ids.
import { Field as ArkField } from '@ark-ui/react/field'
import { field } from '../../../styled-system/recipes'
import { createStyleContext } from './create-style-context'

const { withProvider, withContext } = createStyleContext(field)

export const Root = withProvider(ArkField.Root, 'root')
export const Label = withContext(ArkField.Label, 'label')
export const Input = withContext(ArkField.Input, 'input')
export const Textarea = withContext(ArkField.Textarea, 'textarea')
export const Select = withContext(ArkField.Select, 'select')
export const HelperText = withContext(ArkField.HelperText, 'helperText')
export const ErrorText = withContext(ArkField.ErrorText, 'errorText')
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')
