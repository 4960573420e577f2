// What a TanStack Form field says under it. Its errors come from the form's rules as plain messages or as schema
// issues; a field shows its first.
import type { AnyFieldMeta } from '@tanstack/react-form'

/** The field's first message, whatever the rule that gave it. */
export const firstMessage = (meta: AnyFieldMeta): string | undefined => {
  for (const error of meta.errors as unknown[]) {
    if (typeof error === 'string') return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message
  }
  return undefined
}

/** The field's message once the form has been sent at least once: told on Send, then as the values change. */
export const messageAfterSubmit = (attempts: number, meta: AnyFieldMeta): string | undefined =>
  attempts > 0 ? firstMessage(meta) : undefined

/** The field's message once it has been left or the form sent: a field left unchosen says so too. */
export const messageAfterLeaving = (attempts: number, meta: AnyFieldMeta): string | undefined =>
  meta.isBlurred ? firstMessage(meta) : messageAfterSubmit(attempts, meta)
