// The messages a TanStack Form field shows: its validators give plain strings or schema issues ({ message }),
// a field shows each distinct message once, and only once the person has been there (touched or left it, or
// tried to save).
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
