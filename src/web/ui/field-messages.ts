// The messages a TanStack Form field shows: its rules give plain strings or schema issues ({ message }), a field
// shows each distinct message once (or its first), and only once the person has been there: touched or left it,
// or tried to send the form.
import type { AnyFieldMeta } from '@tanstack/react-form'

type FieldError = string | { readonly message?: string } | null | undefined

/** Each distinct message of a field's errors, strings and issues alike, in order. */
export const fieldMessages = (errors: readonly unknown[]): string[] => [
  ...new Set(
    (errors as readonly FieldError[]).flatMap((error) =>
      typeof error === 'string' ? [error] : error?.message ? [error.message] : [],
    ),
  ),
]

/** A field's messages once it has been touched (saving touches every field), else none. */
export const touchedMessages = (meta: { readonly isTouched: boolean; readonly errors: readonly unknown[] }) =>
  meta.isTouched ? fieldMessages(meta.errors) : []

/** A field's messages once it has been left, or once the person has tried to save. */
export const messagesAfterVisit = (
  meta: { readonly isBlurred: boolean; readonly errors: readonly unknown[] },
  attempts: number,
) => (meta.isBlurred || attempts > 0 ? fieldMessages(meta.errors) : [])

/** The field's first message, whatever the rule that gave it. */
export const firstMessage = (meta: AnyFieldMeta): string | undefined => fieldMessages(meta.errors)[0]

/** The field's first message once the form has been sent at least once: told on Send, then as the values change. */
export const messageAfterSubmit = (attempts: number, meta: AnyFieldMeta): string | undefined =>
  attempts > 0 ? firstMessage(meta) : undefined

/** The field's first message once it has been left or the form sent: a field left unchosen says so too. */
export const messageAfterLeaving = (attempts: number, meta: AnyFieldMeta): string | undefined =>
  meta.isBlurred ? firstMessage(meta) : messageAfterSubmit(attempts, meta)
