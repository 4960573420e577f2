// The form of a webhook (docs/webhooks.md), to add one or to change one: the address events are sent to, an optional
// description and the events, ticked one by one or all at once. TanStack Form checks it with the domain's
// CreateWebhook, the schema the server decodes the body with; what the server still refuses (an address it may not
// send to) shows under the field it is about until that field changes.
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useId, useRef } from 'react'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '#domain/webhook-events'
import { CreateWebhook, WebhookDescription } from '#domain/webhooks'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { fieldProblemsOf, useFieldProblems } from '../../api/field-problems'
import { Button } from '../../ui/button'
import * as Checkbox from '../../ui/checkbox'
import * as Field from '../../ui/field'
import { fieldMessages, messagesAfterVisit } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { CheckIcon } from '../../ui/icons'

export type WebhookFormValues = { url: string; description: string; events: readonly WebhookEventType[] }
type FormField = keyof WebhookFormValues

export const EMPTY_WEBHOOK: WebhookFormValues = { url: '', description: '', events: [] }

// CreateWebhook's rules over the form's values, whose description is always text ('' when left empty).
const validator = Schema.toStandardSchemaV1(
  Schema.Struct({ ...CreateWebhook.fields, description: WebhookDescription }),
  { parseOptions: { errors: 'all' } },
)
const decodeCreate = Schema.decodeUnknownSync(CreateWebhook)

/** The body the values make, trimmed as the server would trim it; an empty description is left out. */
export const webhookBodyOf = (values: WebhookFormValues): CreateWebhook =>
  decodeCreate(values.description.trim() === '' ? { url: values.url, events: values.events } : values)

const FORM_FIELDS = ['url', 'description', 'events'] as const satisfies readonly FormField[]

/** The server's messages by field, from a 400's `issues` (`url`, `events.0`...); the rest is the client's toast. */
export const serverProblemsOf = (error: unknown) => fieldProblemsOf(error, FORM_FIELDS)

type WebhookFormProps = {
  /** Names the form for assistive technology ("Add a webhook", "Change https://…"). */
  label: string
  initial: WebhookFormValues
  submitLabel: string
  /** Saves the body; a rejection keeps the form open with what was typed. */
  onSave: (body: CreateWebhook) => Promise<unknown>
  onCancel: () => void
}

export const WebhookForm = ({ label, initial, submitLabel, onSave, onCancel }: WebhookFormProps) => {
  const formRef = useRef<HTMLFormElement>(null)
  const { problems: server, tell: tellServer, clear: clearServer } = useFieldProblems(FORM_FIELDS)
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validator, onSubmit: validator },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        await onSave(webhookBodyOf(value))
      } catch (error) {
        if (tellServer(error)) focusFirstError(formRef.current)
        // Anything else was said by the HTTP client (a toast, or the error page for a 5xx).
        else if (!isHttpError(error)) console.error('Error while saving a webhook', error)
      }
    },
  })

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <>
            <form.Field name="url">
              {(field) => {
                const messages = [...messagesAfterVisit(field.state.meta, attempts).slice(0, 1), ...listed(server.url)]
                return (
                  <Field.Root invalid={messages.length > 0} required>
                    <Field.Label>
                      Endpoint URL
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Field.Input
                      type="url"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck={false}
                      name={field.name}
                      value={field.state.value}
                      onChange={(event) => {
                        field.handleChange(event.target.value)
                        clearServer('url')
                      }}
                      onBlur={field.handleBlur}
                    />
                    {messages.length === 0 && (
                      <Field.HelperText>
                        An https:// address of your system; each event is sent to it as a signed POST request.
                      </Field.HelperText>
                    )}
                    {distinct(messages).map((message) => (
                      <Field.ErrorText key={message}>{message}</Field.ErrorText>
                    ))}
                  </Field.Root>
                )
              }}
            </form.Field>
            <form.Field name="description">
              {(field) => {
                const messages = [
                  ...messagesAfterVisit(field.state.meta, attempts).slice(0, 1),
                  ...listed(server.description),
                ]
                return (
                  <Field.Root invalid={messages.length > 0}>
                    <Field.Label>Description (optional)</Field.Label>
                    <Field.Input
                      name={field.name}
                      autoComplete="off"
                      value={field.state.value}
                      onChange={(event) => {
                        field.handleChange(event.target.value)
                        clearServer('description')
                      }}
                      onBlur={field.handleBlur}
                    />
                    {messages.length === 0 && (
                      <Field.HelperText>Say which system receives the events, e.g. Payroll.</Field.HelperText>
                    )}
                    {distinct(messages).map((message) => (
                      <Field.ErrorText key={message}>{message}</Field.ErrorText>
                    ))}
                  </Field.Root>
                )
              }}
            </form.Field>
            <form.Field name="events">
              {(field) => {
                // A box unticked counts as a visit: the message shows once none is left.
                const shown = field.state.meta.isDirty || attempts > 0
                const messages = [
                  ...(shown ? fieldMessages(field.state.meta.errors).slice(0, 1) : []),
                  ...listed(server.events),
                ]
                return (
                  <EventCheckboxes
                    value={field.state.value}
                    onChange={(events) => {
                      field.handleChange(events)
                      clearServer('events')
                    }}
                    messages={distinct(messages)}
                  />
                )
              }}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          )}
        </form.Subscribe>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

const listed = (message: string | undefined) => (message ? [message] : [])
const distinct = (messages: readonly string[]) => [...new Set(messages)]

const indeterminateControl = css({ _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' } })
const dash = css({ display: 'block', width: '2.5', height: '0.5', bg: 'currentColor', borderRadius: 'full' })

/** The events as checkboxes, in the domain's order, under one "All events" that ticks or clears them all. */
const EventCheckboxes = ({
  value,
  onChange,
  messages,
}: {
  value: readonly WebhookEventType[]
  onChange: (events: WebhookEventType[]) => void
  messages: readonly string[]
}) => {
  const messageId = useId()
  const invalid = messages.length > 0
  const all = value.length === WEBHOOK_EVENT_TYPES.length
  return (
    <fieldset
      aria-describedby={invalid ? messageId : undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' })}
    >
      <legend className={css({ fontWeight: '600', mb: '2' })}>
        Events to send <span className={css({ color: 'danger.text' })}>*</span>
      </legend>
      <Checkbox.Root
        checked={all ? true : value.length > 0 ? 'indeterminate' : false}
        invalid={invalid}
        onCheckedChange={({ checked }) => onChange(checked === true ? [...WEBHOOK_EVENT_TYPES] : [])}
      >
        <Checkbox.Control className={indeterminateControl}>
          <Checkbox.Indicator>
            <CheckIcon size={14} />
          </Checkbox.Indicator>
          <Checkbox.Indicator indeterminate>
            <span className={dash} />
          </Checkbox.Indicator>
        </Checkbox.Control>
        <Checkbox.Label className={css({ fontWeight: '600' })}>All events</Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
          gap: '3',
          ps: { base: '4', md: '8' },
        })}
      >
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <Checkbox.Checkbox
            key={event}
            name="events"
            value={event}
            invalid={invalid}
            checked={value.includes(event)}
            onCheckedChange={({ checked }) =>
              onChange(WEBHOOK_EVENT_TYPES.filter((e) => (e === event ? checked === true : value.includes(e))))
            }
          >
            {WEBHOOK_EVENT_LABELS[event]}
          </Checkbox.Checkbox>
        ))}
      </div>
      {invalid && (
        <div id={messageId} className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </fieldset>
  )
}
