// The day rate of the role and engagement forms: pounds, with the pound sign before them, up to two decimals.
import { TextField, type TextFieldProps } from '../../ui/text-field'

type DayRateFieldProps = Omit<TextFieldProps, 'label' | 'required' | 'type' | 'inputMode' | 'prefix' | 'helper'>

export const DayRateField = (props: DayRateFieldProps) => (
  <TextField
    {...props}
    label="Day rate"
    required
    prefix="£"
    inputMode="decimal"
    helper="In pounds, up to two decimals."
  />
)
