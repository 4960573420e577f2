// The Webhooks tab of /settings/{organisationId} (docs/webhooks.md): an administrator registers the addresses of the
// organisation's own systems and the events each is told of, copies an endpoint's signing secret from the one screen
// that shows it, pauses, changes, tests and deletes an endpoint, rotates its secret, and reads its delivery log. The
// tab's code loads when it is first opened.
import { useEffect, useId, useRef, useState } from 'react'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '#domain/webhook-events'
import type { CreateWebhook, WebhookRecord, WebhookWithSecret } from '#domain/webhooks'
import { css, cx } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { formatDate } from '../../ui/format-date'
import { ChevronDownIcon } from '../../ui/icons'
import { SecretShownOnce } from '../../ui/secret-shown-once'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import type { ListController } from '../../ui/use-list-state'
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from './api/webhooks'
import { WebhookDeliveries } from './webhook-deliveries'
import { EMPTY_WEBHOOK, WebhookForm } from './webhook-form'
import { tellRefusal } from './webhook-refusal'

const column = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const subheading = css({ fontSize: 'md', fontWeight: '700' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const mono = css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })

/** What names an endpoint to a person: its description, else its address. */
export const webhookName = (webhook: Pick<WebhookRecord, 'description' | 'url'>) =>
  webhook.description.trim() || webhook.url

export type WebhooksPanelProps = {
  organisationId: string
  /** The endpoint whose delivery log is open (kept in the URL), if any. */
  openLog: string | undefined
  onOpenLog: (webhookId: string | null) => void
  /** The open log's page and page size (kept in the URL). */
  deliveries: ListController
}

/** A secret to show once: a new endpoint's, or a rotated one's. */
type Revealed = { webhook: WebhookWithSecret; rotated: boolean }

export const WebhooksPanel = ({ organisationId, openLog, onOpenLog, deliveries }: WebhooksPanelProps) => {
  const headingId = useId()
  const listHeading = useRef<HTMLHeadingElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const secretHeading = useRef<HTMLHeadingElement>(null)
  /** Set when a rotation succeeds: the dialog closing then hands the focus to the new secret. */
  const rotatedNow = useRef(false)
  const webhooks = useWebhooks(organisationId)
  const create = useCreateWebhook(organisationId)
  const rotate = useRotateWebhookSecret(organisationId)
  const remove = useDeleteWebhook(organisationId)
  const [adding, setAdding] = useState(false)
  const [revealed, setRevealed] = useState<Revealed | null>(null)
  const [rotating, setRotating] = useState<WebhookRecord | null>(null)
  const [deleting, setDeleting] = useState<WebhookRecord | null>(null)

  const save = async (body: CreateWebhook) => {
    const created = await create.mutateAsync(body)
    setAdding(false)
    setRevealed({ webhook: created, rotated: false })
  }

  const confirmRotate = () => {
    if (!rotating) return
    rotate.mutate(rotating.id, {
      onSuccess: (webhook) => {
        rotatedNow.current = true
        setRevealed({ webhook, rotated: true })
      },
      onError: tellRefusal,
      onSettled: () => setRotating(null),
    })
  }

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success({ description: `The webhook ${webhookName(deleting)} is deleted.` })
        if (openLog === deleting.id) onOpenLog(null)
        if (revealed?.webhook.id === deleting.id) setRevealed(null)
      },
      onError: tellRefusal,
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <section aria-labelledby={headingId} className={column}>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          justifyContent: 'space-between',
          alignItems: { base: 'stretch', md: 'flex-start' },
          gap: '3',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700' })}>
            Webhooks
          </h2>
          <p className={muted}>
            A webhook tells one of your systems, the moment it happens here, that an engagement's status changed, an SDS
            was issued or answered, or a review was finalised: the portal sends a signed HTTPS request to the address
            you give, and tries again for about a day if your system does not answer.
          </p>
        </div>
        {!adding && (
          <div>
            <Button ref={addButton} onClick={() => setAdding(true)}>
              Add webhook
            </Button>
          </div>
        )}
      </div>
      {revealed && (
        <SecretShownOnce
          heading={secretHeading}
          title={`${revealed.rotated ? 'The new signing secret of' : 'Your new webhook'} “${webhookName(revealed.webhook)}”`}
          notice={WEBHOOK_MESSAGES.shownOnce}
          label="Signing secret"
          secret={revealed.webhook.secret}
          noun="secret"
          onDone={() => {
            setRevealed(null)
            listHeading.current?.focus()
          }}
        />
      )}
      {adding && (
        <AddWebhook
          onSave={save}
          onCancel={() => {
            setAdding(false)
            // The button comes back on the next render.
            requestAnimationFrame(() => addButton.current?.focus())
          }}
        />
      )}
      <h3 ref={listHeading} tabIndex={-1} className={subheading}>
        Endpoints of this organisation
      </h3>
      {webhooks.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          The webhooks could not be loaded.
        </p>
      ) : !webhooks.data ? (
        <Spinner />
      ) : webhooks.data.length === 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p>No webhooks yet.</p>
          <p className={muted}>
            Add one to have your payroll, HR or applicant tracking system told of each event as it happens, instead of
            asking the portal again and again.
          </p>
        </div>
      ) : (
        <ul aria-label="Webhooks" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {webhooks.data.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              organisationId={organisationId}
              webhook={webhook}
              logOpen={openLog === webhook.id}
              onToggleLog={() => onOpenLog(openLog === webhook.id ? null : webhook.id)}
              onOpenLog={() => onOpenLog(webhook.id)}
              deliveries={deliveries}
              onRotate={() => setRotating(webhook)}
              onDelete={() => setDeleting(webhook)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={rotating !== null}
        title={WEBHOOK_MESSAGES.rotateConfirmTitle}
        description={
          rotating && (
            <>
              <strong className={css({ wordBreak: 'break-all' })}>{webhookName(rotating)}</strong> (
              {rotating.secret_prefix}…). {WEBHOOK_MESSAGES.rotateConfirmText}
            </>
          )
        }
        confirmLabel="Rotate secret"
        cancelLabel="Keep current secret"
        busy={rotate.isPending}
        // Rotated, the focus goes to the new secret; kept, back to the button.
        finalFocus={() => {
          const toSecret = rotatedNow.current
          rotatedNow.current = false
          return toSecret ? secretHeading.current : null
        }}
        onConfirm={confirmRotate}
        onCancel={() => setRotating(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={WEBHOOK_MESSAGES.deleteConfirmTitle}
        description={
          deleting && (
            <>
              <strong className={css({ wordBreak: 'break-all' })}>{webhookName(deleting)}</strong>.{' '}
              {WEBHOOK_MESSAGES.deleteConfirmText}
            </>
          )
        }
        confirmLabel="Delete webhook"
        cancelLabel="Keep webhook"
        tone="danger"
        busy={remove.isPending}
        finalFocus={() => listHeading.current}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  )
}

const boxed = css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md' })

const AddWebhook = ({ onSave, onCancel }: { onSave: (body: CreateWebhook) => Promise<void>; onCancel: () => void }) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={cx(column, boxed)}>
      <h3 ref={heading} tabIndex={-1} className={subheading}>
        Add a webhook
      </h3>
      <WebhookForm
        label="Add a webhook"
        initial={EMPTY_WEBHOOK}
        submitLabel="Save webhook"
        onSave={onSave}
        onCancel={onCancel}
      />
    </div>
  )
}

type WebhookItemProps = {
  organisationId: string
  webhook: WebhookRecord
  logOpen: boolean
  onToggleLog: () => void
  onOpenLog: () => void
  deliveries: ListController
  onRotate: () => void
  onDelete: () => void
}

const WebhookItem = ({
  organisationId,
  webhook,
  logOpen,
  onToggleLog,
  onOpenLog,
  deliveries,
  onRotate,
  onDelete,
}: WebhookItemProps) => {
  const name = webhookName(webhook)
  const title = useRef<HTMLHeadingElement>(null)
  const logId = useId()
  const [editing, setEditing] = useState(false)
  const update = useUpdateWebhook(organisationId)
  const sendTest = useSendTestEvent(organisationId)

  const setActive = (active: boolean) =>
    update.mutate(
      { webhookId: webhook.id, body: { active } },
      {
        onSuccess: () =>
          notify.success({
            description: active ? `Events are sent to ${name} again.` : `Events to ${name} are paused.`,
          }),
        onError: tellRefusal,
      },
    )

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => {
        notify.success({ description: `A test event is on its way to ${name}.` })
        onOpenLog()
      },
      onError: tellRefusal,
    })

  const doneEditing = () => {
    setEditing(false)
    requestAnimationFrame(() => title.current?.focus())
  }

  return (
    <li
      aria-label={name}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'md',
        bg: webhook.active ? 'bg.surface' : 'bg.subtle',
        minWidth: '0',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' })}>
        <h4 ref={title} tabIndex={-1} className={css({ fontWeight: '700', wordBreak: 'break-all' })}>
          {name}{' '}
          <span
            className={css({
              fontWeight: '600',
              fontSize: 'sm',
              color: webhook.active ? 'success.text' : 'warning.text',
              wordBreak: 'normal',
            })}
          >
            {webhook.active ? 'Active' : 'Paused'}
          </span>
        </h4>
        {webhook.description.trim() !== '' && <p className={mono}>{webhook.url}</p>}
      </div>
      {editing ? (
        <WebhookForm
          label={`Change ${name}`}
          initial={{ url: webhook.url, description: webhook.description, events: [...webhook.events] }}
          submitLabel="Save changes"
          onSave={async (body) => {
            await update.mutateAsync({
              webhookId: webhook.id,
              body: { url: body.url, description: body.description ?? '', events: body.events },
            })
            notify.success({ description: 'The webhook is saved.' })
            doneEditing()
          }}
          onCancel={doneEditing}
        />
      ) : (
        <>
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'max-content minmax(0, 1fr)' },
              columnGap: '4',
              rowGap: '1',
              fontSize: 'sm',
              '& dt': { fontWeight: '600', color: 'fg.muted' },
              '& dd': { mb: { base: '2', sm: '0' } },
            })}
          >
            <dt>Events</dt>
            <dd>
              <ul aria-label="Events" className={css({ listStyle: 'disc', ps: '5' })}>
                {webhook.events.map((event) => (
                  <li key={event}>{WEBHOOK_EVENT_LABELS[event]}</li>
                ))}
              </ul>
            </dd>
            <dt>Signing secret</dt>
            <dd>
              <code className={mono}>{webhook.secret_prefix}…</code>
              {webhook.secret_rotated_at && (
                <span className={muted}> (rotated {formatDate(webhook.secret_rotated_at)})</span>
              )}
            </dd>
            <dt>Created</dt>
            <dd>
              {formatDate(webhook.created_at)}
              {webhook.created_by ? ` by ${webhook.created_by}` : ''}
            </dd>
          </dl>
          <div className={actions}>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Send test event to ${name}`}
              loading={sendTest.isPending}
              onClick={test}
            >
              Send test event
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Delivery log of ${name}`}
              aria-expanded={logOpen}
              aria-controls={logOpen ? logId : undefined}
              onClick={onToggleLog}
            >
              Delivery log
              <ChevronDownIcon
                size={16}
                className={css({ transition: 'transform 120ms', transform: logOpen ? 'rotate(180deg)' : undefined })}
              />
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${webhook.active ? 'Pause' : 'Resume'} ${name}`}
              loading={update.isPending && update.variables?.body.active !== undefined}
              onClick={() => setActive(!webhook.active)}
            >
              {webhook.active ? 'Pause' : 'Resume'}
            </Button>
            <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="sm" variant="outline" aria-label={`Rotate secret of ${name}`} onClick={onRotate}>
              Rotate secret
            </Button>
            <Button size="sm" variant="danger" aria-label={`Delete ${name}`} onClick={onDelete}>
              Delete
            </Button>
          </div>
        </>
      )}
      {logOpen && (
        <div id={logId} className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' })}>
          <h5 className={css({ fontWeight: '700', fontSize: 'sm' })}>Delivery log</h5>
          {!webhook.active && (
            <p className={muted}>Paused: deliveries wait here until you resume the webhook, and are then sent.</p>
          )}
          <WebhookDeliveries
            organisationId={organisationId}
            webhookId={webhook.id}
            name={name}
            active={webhook.active}
            list={deliveries}
          />
        </div>
      )}
    </li>
  )
}
