// The API keys tab of /settings/{organisationId} (docs/api-keys.md): an administrator names a key, chooses what it
// may do, copies it from the one screen that shows it, and revokes it after confirming. The list never holds a key.
// The create form is a TanStack Form checked with the domain's CreateApiKey; what the server still refuses shows
// under the field it is about until that field changes.
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useId, useRef, useState } from 'react'
import {
  API_KEY_CAPABILITIES,
  API_KEY_CAPABILITY_LABELS,
  API_KEY_MESSAGES,
  type ApiKeyCapability,
  type ApiKeyRecord,
  CreateApiKey,
  type CreatedApiKey,
} from '#domain/api-keys'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { useFieldProblems } from '../../api/field-problems'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { fieldMessages, messagesAfterVisit } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { formatDate, formatDateTime } from '../../ui/format-date'
import { SecretShownOnce } from '../../ui/secret-shown-once'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { notify } from '../../ui/toaster'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/api-keys'

const column = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const subheading = css({ fontSize: 'md', fontWeight: '700' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const keyText = css({
  alignSelf: 'flex-start',
  maxWidth: 'full',
  fontFamily: 'mono',
  fontSize: 'sm',
  wordBreak: 'break-all',
  bg: 'bg.subtle',
  px: '2',
  py: '1',
  borderRadius: 'sm',
})

export const ApiKeysPanel = ({ organisationId }: { organisationId: string }) => {
  const headingId = useId()
  const listHeading = useRef<HTMLHeadingElement>(null)
  const newKeyHeading = useRef<HTMLHeadingElement>(null)
  const keys = useApiKeys(organisationId)
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null)
  const revoke = useRevokeApiKey(organisationId)

  const confirmRevoke = () => {
    if (!revoking) return
    revoke.mutate(revoking, {
      onSuccess: () => notify.success({ description: `The key "${revoking.name}" is revoked.` }),
      onSettled: () => setRevoking(null),
    })
  }

  return (
    <section aria-labelledby={headingId} className={column}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700' })}>
          API keys
        </h2>
        <p className={muted}>
          A key lets another system call the portal for this organisation, with only what you allow. It can never sign
          off, send an SDS, answer a dispute, override a result or delete.
        </p>
      </div>
      {created ? (
        <SecretShownOnce
          heading={newKeyHeading}
          title={`Your new key “${created.name}”`}
          notice={API_KEY_MESSAGES.shownOnce}
          label="Your new API key"
          secret={created.key}
          noun="key"
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateKeyForm organisationId={organisationId} onCreated={setCreated} />
      )}
      <h3 ref={listHeading} tabIndex={-1} className={subheading}>
        Keys of this organisation
      </h3>
      {keys.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          The keys could not be loaded.
        </p>
      ) : !keys.data ? (
        <Spinner />
      ) : keys.data.length === 0 ? (
        <p className={muted}>No keys yet.</p>
      ) : (
        <ul aria-label="API keys" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {keys.data.map((key) => (
            <KeyItem key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={API_KEY_MESSAGES.revokeConfirmTitle}
        description={
          revoking && (
            <>
              <strong>{revoking.name}</strong> ({revoking.prefix}…). {API_KEY_MESSAGES.revokeConfirmText}
            </>
          )
        }
        confirmLabel="Revoke key"
        cancelLabel="Keep key"
        tone="danger"
        busy={revoke.isPending}
        finalFocus={() => listHeading.current}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  )
}

// The body as typed; the boxes offer only what a key may do, of all the names the schema knows.
type ApiKeyFormValues = typeof CreateApiKey.Encoded
const EMPTY_API_KEY: ApiKeyFormValues = { name: '', capabilities: [] }
const FORM_FIELDS = ['name', 'capabilities'] as const satisfies readonly (keyof ApiKeyFormValues)[]

// CreateApiKey, the schema the server decodes the body with, checks the form too: the same messages, the same limits.
const validator = Schema.toStandardSchemaV1(CreateApiKey, { parseOptions: { errors: 'all' } })
const decodeCreate = Schema.decodeUnknownSync(CreateApiKey)

const CreateKeyForm = ({
  organisationId,
  onCreated,
}: {
  organisationId: string
  onCreated: (created: CreatedApiKey) => void
}) => {
  const create = useCreateApiKey(organisationId)
  const formRef = useRef<HTMLFormElement>(null)
  const server = useFieldProblems(FORM_FIELDS)
  const form = useForm({
    defaultValues: EMPTY_API_KEY,
    validators: { onChange: validator, onSubmit: validator },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        // The name trimmed as the server trims it.
        onCreated(await create.mutateAsync(decodeCreate(value)))
      } catch (error) {
        if (server.tell(error)) focusFirstError(formRef.current)
        // Anything else was said by the HTTP client (a toast, or the error page for a 5xx).
        else if (!isHttpError(error)) console.error('Error while creating an API key', error)
      }
    },
  })

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Create an API key"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={column}
    >
      <h3 className={subheading}>Create a key</h3>
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <>
            <form.Field name="name">
              {(field) => (
                <TextField
                  label="Key name"
                  value={field.state.value}
                  onChange={(name) => {
                    field.handleChange(name)
                    server.clear('name')
                  }}
                  onBlur={field.handleBlur}
                  error={messagesAfterVisit(field.state.meta, attempts)[0] ?? server.problems.name}
                  required
                  helper="Say which system uses it, e.g. Applicant tracking."
                />
              )}
            </form.Field>
            <form.Field name="capabilities">
              {(field) => (
                <CapabilityCheckboxes
                  value={field.state.value}
                  onChange={(capabilities) => {
                    field.handleChange(capabilities)
                    server.clear('capabilities')
                  }}
                  // A box unticked counts as a visit: the message shows once none is left.
                  message={
                    (field.state.meta.isDirty || attempts > 0
                      ? fieldMessages(field.state.meta.errors)[0]
                      : undefined) ?? server.problems.capabilities
                  }
                />
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <div>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              Create key
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}

/** What the key may do, a checkbox each in the domain's order. */
const CapabilityCheckboxes = ({
  value,
  onChange,
  message,
}: {
  value: ApiKeyFormValues['capabilities']
  onChange: (capabilities: ApiKeyCapability[]) => void
  message: string | undefined
}) => {
  const messageId = useId()
  const invalid = message !== undefined
  return (
    <fieldset
      aria-describedby={invalid ? messageId : undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <legend className={css({ fontWeight: '600', mb: '1.5' })}>
        What it may do <span className={css({ color: 'danger.text' })}>*</span>
      </legend>
      {API_KEY_CAPABILITIES.map((capability) => (
        <Checkbox
          key={capability}
          name="capabilities"
          value={capability}
          invalid={invalid}
          checked={value.includes(capability)}
          onCheckedChange={({ checked }) =>
            onChange(API_KEY_CAPABILITIES.filter((c) => (c === capability ? checked === true : value.includes(c))))
          }
        >
          {API_KEY_CAPABILITY_LABELS[capability]}
        </Checkbox>
      ))}
      {invalid && (
        <p id={messageId} className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
          {message}
        </p>
      )}
    </fieldset>
  )
}

const KeyItem = ({ apiKey, onRevoke }: { apiKey: ApiKeyRecord; onRevoke: () => void }) => {
  const revoked = apiKey.revoked_at !== null
  return (
    <li
      aria-label={apiKey.name}
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        justifyContent: 'space-between',
        alignItems: { base: 'stretch', md: 'flex-start' },
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'md',
        bg: revoked ? 'bg.subtle' : 'bg.surface',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' })}>
        <p className={css({ fontWeight: '700' })}>
          {apiKey.name}{' '}
          <span className={css({ fontWeight: '600', color: revoked ? 'danger.text' : 'success.text', fontSize: 'sm' })}>
            {revoked ? `Revoked ${formatDate(apiKey.revoked_at!)}` : 'Active'}
          </span>
        </p>
        <code className={keyText}>{apiKey.prefix}…</code>
        <ul aria-label="May" className={css({ fontSize: 'sm', listStyle: 'disc', ps: '5' })}>
          {apiKey.capabilities.map((capability) => (
            <li key={capability}>{API_KEY_CAPABILITY_LABELS[capability]}</li>
          ))}
        </ul>
        <p className={muted}>
          Created {formatDate(apiKey.created_at)}
          {apiKey.created_by ? ` by ${apiKey.created_by}` : ''} · Last used{' '}
          {apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'never'}
        </p>
      </div>
      {!revoked && (
        <Button variant="danger" size="sm" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
    </li>
  )
}
