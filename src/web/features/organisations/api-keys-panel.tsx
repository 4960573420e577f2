// The API keys tab of /settings/{organisationId} (docs/api-keys.md): an administrator names a key, chooses what it
// may do, copies it from the one screen that shows it, and revokes it after confirming. The list never holds a key.
import { type FormEvent, useId, useRef, useState } from 'react'
import {
  API_KEY_CAPABILITIES,
  API_KEY_CAPABILITY_LABELS,
  API_KEY_MESSAGES,
  type ApiKeyCapability,
  type ApiKeyRecord,
  type CreatedApiKey,
} from '#domain/api-keys'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog'
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

const CreateKeyForm = ({
  organisationId,
  onCreated,
}: {
  organisationId: string
  onCreated: (created: CreatedApiKey) => void
}) => {
  const create = useCreateApiKey(organisationId)
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<ApiKeyCapability[]>([])
  const [submitted, setSubmitted] = useState(false)
  const nameError = submitted && name.trim() === '' ? API_KEY_MESSAGES.nameRequired : undefined
  const capabilitiesError = submitted && chosen.length === 0 ? API_KEY_MESSAGES.capabilitiesRequired : undefined
  const capabilitiesErrorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (name.trim() === '' || chosen.length === 0) return
    create.mutate({ name: name.trim(), capabilities: chosen }, { onSuccess: onCreated })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create an API key" className={column}>
      <h3 className={subheading}>Create a key</h3>
      <TextField
        label="Key name"
        value={name}
        onChange={setName}
        onBlur={() => {}}
        error={nameError}
        required
        helper="Say which system uses it, e.g. Applicant tracking."
      />
      <fieldset
        aria-describedby={capabilitiesError ? capabilitiesErrorId : undefined}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <legend className={css({ fontWeight: '600', mb: '1.5' })}>What it may do</legend>
        {API_KEY_CAPABILITIES.map((capability) => (
          <Checkbox
            key={capability}
            checked={chosen.includes(capability)}
            onCheckedChange={({ checked }) =>
              setChosen((now) =>
                checked === true
                  ? API_KEY_CAPABILITIES.filter((c) => c === capability || now.includes(c))
                  : now.filter((c) => c !== capability),
              )
            }
          >
            {API_KEY_CAPABILITY_LABELS[capability]}
          </Checkbox>
        ))}
        {capabilitiesError && (
          <p id={capabilitiesErrorId} className={css({ color: 'danger.text', fontSize: 'sm' })}>
            {capabilitiesError}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
      </div>
    </form>
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
