// The text box of a comment thread: "Start a comment" under a question, or the reply box of an open thread with
// its "Mark as resolved" beside Reply. The 2 to 250 characters are checked here as the server checks them
// (rule comments.rules); resolving may be done without a word, so then an empty box passes.
import { useForm } from '@tanstack/react-form'
import { Result } from 'effect'
import * as Schema from 'effect/Schema'
import { useRef } from 'react'
import { COMMENT_MESSAGES } from '#domain/comment-values'
import { RemarkText } from '#domain/comments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { fieldMessages } from '../../ui/field-messages'

const checkRemark = Schema.decodeUnknownResult(RemarkText)
const remarkProblem = (text: string) =>
  Result.isFailure(checkRemark(text)) ? COMMENT_MESSAGES.remarkLength : undefined

type RemarkFormProps = {
  /** The form's accessible name. */
  name: string
  label: string
  submitLabel: string
  /** Read-only mode: the box and its buttons are shown but cannot be used. */
  disabled: boolean
  pending: boolean
  onSend: (remark: string) => Promise<unknown>
  /** Offered on an open thread: resolves it, with the box's text when there is any. */
  onResolve?: (remark: string | undefined) => Promise<unknown>
}

export const RemarkForm = ({ name, label, submitLabel, disabled, pending, onSend, onResolve }: RemarkFormProps) => {
  // Which button sent the form: the check of the text depends on it, and a validator is not told.
  const resolving = useRef(false)
  const form = useForm({
    defaultValues: { remark: '' },
    onSubmit: async ({ value }) => {
      const text = value.remark.trim()
      try {
        if (resolving.current && onResolve) await onResolve(text || undefined)
        else await onSend(text)
        form.reset()
      } catch {
        // The HTTP client has said what went wrong; the text stays to try again.
      }
    },
  })
  const send = (resolves: boolean) => {
    resolving.current = resolves
    void form.handleSubmit()
  }
  return (
    <form
      noValidate
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        send(false)
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <form.Field
        name="remark"
        validators={{
          onSubmit: ({ value }) => (resolving.current && value.trim() === '' ? undefined : remarkProblem(value)),
        }}
      >
        {(field) => {
          const errors = fieldMessages(field.state.meta.errors)
          return (
            <Field.Root invalid={errors.length > 0} disabled={disabled}>
              <Field.Label>{label}</Field.Label>
              <Field.Textarea
                name={field.name}
                rows={2}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
              {errors.map((message) => (
                <Field.ErrorText key={message}>{message}</Field.ErrorText>
              ))}
            </Field.Root>
          )
        }}
      </form.Field>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" size="sm" disabled={disabled} loading={pending && !resolving.current}>
          {submitLabel}
        </Button>
        {onResolve && (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            loading={pending && resolving.current}
            onClick={() => send(true)}
          >
            Mark as resolved
          </Button>
        )}
      </div>
    </form>
  )
}
