// A day input whose helper line shows the chosen day as DD/MM/YYYY (spec part 1 §9), whatever order the
// browser's own date input shows it in.
import { format, isValid, parseISO } from 'date-fns'
import { TextField, type TextFieldProps } from './text-field'

/** The day of a date input's YYYY-MM-DD as DD/MM/YYYY; the pattern itself while there is none. */
export const dayHelper = (day: string) => (isValid(parseISO(day)) ? format(parseISO(day), 'dd/MM/yyyy') : 'DD/MM/YYYY')

export const DateField = (props: Omit<TextFieldProps, 'type' | 'inputMode' | 'prefix' | 'helper'>) => (
  <TextField {...props} type="date" helper={dayHelper(props.value)} />
)
