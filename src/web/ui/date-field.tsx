// A date field: a day typed and shown DD/MM/YYYY (docs/accessibility.md) whatever the browser's locale, which the
// browser's own date input cannot promise (it follows the browser's language: mm/dd/yyyy in an en-US browser).
// The calendar behind it loads with the first form that shows a date, not with the app's first page.
import { Suspense } from 'react'
import { formatDay } from '#domain/dates'
import { lazyNamed } from './lazy'
import { TextField, type TextFieldProps } from './text-field'

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'prefix' | 'helper'>

const DatePickerField = lazyNamed(() => import('./date-picker-field'), 'DatePickerField')

export const DateField = (props: DateFieldProps) => (
  // Until the calendar has loaded, the same field read-only, showing the day already chosen.
  <Suspense fallback={<TextField {...props} value={formatDay(props.value)} readOnly helper="DD/MM/YYYY" />}>
    <DatePickerField {...props} />
  </Suspense>
)
