// A day typed and shown day first (DD/MM/YYYY) whatever the browser's locale, with a calendar to pick it from
// (Ark UI DatePicker, en-GB, weeks from Monday). The form holds the day as YYYY-MM-DD, as the wire carries it.
// A whole day counts as soon as it is typed ("01042027" or "1/4/2027" becomes 01/04/2027); what is no day stays
// as typed when the field is left, with the message that says how to write it. Loaded with the first form that has a date: see date-field.tsx.
import { DatePicker, parseDate } from '@ark-ui/react/date-picker'
import { useId, useState } from 'react'
import { formatDay, parseUkDay } from '#domain/dates'
import { DAY_MESSAGES } from '#domain/day-values'
import { css } from '../../../styled-system/css'
import type { DateFieldProps } from './date-field'
import * as Field from './field'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export const DatePickerField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
  disabled,
}: DateFieldProps) => {
  // What was typed and is no day: the field's own message until the next change.
  const [notADay, setNotADay] = useState(false)
  // The field's label names the picker's input: both are told the same ids.
  const labelId = useId()
  const inputId = useId()
  const day = ISO_DAY.test(value) ? safeParse(value) : undefined
  const shownError = notADay ? DAY_MESSAGES.notATypedDay : error
  // A whole day typed counts at once (its checks run as the person types); anything else waits for the blur.
  const typing = (text: string) => {
    const parsed = parseUkDay(text)
    if (parsed === null || parsed === value) return
    setNotADay(false)
    onChange(parsed)
  }
  const leave = (text: string) => {
    const typed = text.trim()
    const parsed = parseUkDay(typed)
    setNotADay(typed !== '' && parsed === null)
    if (typed === '') onChange('')
    else onChange(parsed ?? typed)
    onBlur()
  }
  return (
    <Field.Root
      id={inputId}
      ids={{ label: labelId }}
      invalid={shownError !== undefined}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
    >
      <DatePicker.Root
        ids={{ input: () => inputId }}
        locale="en-GB"
        startOfWeek={1}
        value={day ? [day] : []}
        format={(date) => formatDay(date.toString())}
        parse={(text) => {
          const parsed = parseUkDay(text)
          return parsed ? parseDate(parsed) : undefined
        }}
        placeholder="DD/MM/YYYY"
        readOnly={readOnly}
        disabled={disabled}
        invalid={shownError !== undefined}
        required={required}
        positioning={{ placement: 'bottom-end' }}
        onValueChange={({ value: [picked] }) => {
          setNotADay(false)
          onChange(picked ? picked.toString() : '')
        }}
      >
        <Field.Label>
          {label}
          {required && !readOnly && !disabled && <Field.RequiredIndicator />}
        </Field.Label>
        <DatePicker.Control className={css({ position: 'relative' })}>
          <DatePicker.Input
            asChild
            fixOnBlur={false}
            onChange={(event) => typing(event.currentTarget.value)}
            onBlur={(event) => leave(event.currentTarget.value)}
          >
            <Field.Input className={css({ pe: '12' })} autoComplete="off" />
          </DatePicker.Input>
          {!readOnly && !disabled && (
            // Ark names it "Open calendar"; the field's label describes it, so each field's calendar is told apart.
            <DatePicker.Trigger aria-describedby={labelId} className={trigger}>
              <CalendarIcon size={18} />
            </DatePicker.Trigger>
          )}
        </DatePicker.Control>
        <DatePicker.Positioner className={css({ zIndex: 1500 })}>
          <DatePicker.Content className={content}>
            <DatePicker.View view="day" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <DatePicker.Context>
                {(picker) => (
                  <>
                    <DatePicker.ViewControl className={viewControl}>
                      <DatePicker.PrevTrigger className={stepButton}>
                        <ChevronLeftIcon size={18} />
                      </DatePicker.PrevTrigger>
                      <DatePicker.RangeText className={css({ fontWeight: '700' })} />
                      <DatePicker.NextTrigger className={stepButton}>
                        <ChevronRightIcon size={18} />
                      </DatePicker.NextTrigger>
                    </DatePicker.ViewControl>
                    <DatePicker.Table className={css({ borderCollapse: 'collapse' })}>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {picker.weekDays.map((weekDay) => (
                            <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long} className={weekDayCell}>
                              {weekDay.narrow}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {picker.weeks.map((week) => (
                          <DatePicker.TableRow key={week[0]?.toString()}>
                            {week.map((date) => (
                              <DatePicker.TableCell key={date.toString()} value={date}>
                                <DatePicker.TableCellTrigger className={dayButton}>
                                  {date.day}
                                </DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </DatePicker.Root>
      {!shownError && <Field.HelperText>DD/MM/YYYY</Field.HelperText>}
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  )
}

/** A YYYY-MM-DD the calendar accepts; undefined for a day that does not exist (2027-02-31). */
const safeParse = (iso: string) => {
  try {
    return parseDate(iso)
  } catch {
    return undefined
  }
}

const trigger = css({
  position: 'absolute',
  insetEnd: '1',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '0' },
})
const content = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'overlay',
  p: '3',
  maxWidth: 'calc(100vw - 1.5rem)',
  _focusVisible: { outline: 'none' },
})
const viewControl = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })
const stepButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
})
const weekDayCell = css({ fontSize: 'xs', fontWeight: '600', color: 'fg.muted', height: '8' })
const dayButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
  '&[data-today]': { fontWeight: '700', textDecoration: 'underline' },
  '&[data-outside-range]': { color: 'fg.muted' },
  '&[data-selected]': { bg: 'accent.default', color: 'accent.fg' },
  '&[data-disabled]': { color: 'fg.muted', cursor: 'not-allowed' },
})
