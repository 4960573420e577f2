// How the role and engagement forms hand a TanStack Form field to their field components: the value, its changes,
// and its message once the field has been touched or left (Save touches every field).
import type { AnyFieldMeta } from '@tanstack/react-form'
import { firstMessage } from '../../ui/field-messages'

/** The parts of a form field that the field components take. */
export type BoundField<T> = {
  state: { value: T; meta: AnyFieldMeta }
  handleChange: (value: T) => void
  handleBlur: () => void
}

/** A field's message once it has been touched or left. */
export const shownError = (meta: AnyFieldMeta): string | undefined =>
  meta.isTouched || meta.isBlurred ? firstMessage(meta) : undefined

/**
 * A field's value, changes and message, as the field components take them. Leaving a field asks the form's rules
 * again (`revalidate`), so an untouched field left empty still says so.
 */
export const bindField = <T>(field: BoundField<T>, revalidate: () => void) => ({
  value: field.state.value,
  onChange: (value: T) => field.handleChange(value),
  onBlur: () => {
    field.handleBlur()
    revalidate()
  },
  error: shownError(field.state.meta),
})
