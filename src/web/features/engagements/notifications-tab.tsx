// The Notifications tab of the edit engagement screen (rule engagement.notifications): who receives which of the
// engagement's e-mails, grouped by kind; an organisation user added for one kind or for all; UNSUBSCRIBE (after a
// confirmation) and resubscribe; the mail the law requires locked with its reason. The server decides every row
// and refuses what the buttons here do not offer.
import { useState } from 'react'
import {
  type AddNotificationRecipient,
  ALL_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type RecipientRow,
} from '#domain/engagement-notifications'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { SelectField } from '../../ui/select-field'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import { useChangeNotifications, useEngagementNotifications } from './api/engagement-notifications'
import { PersonCombobox } from './person-combobox'

const KIND_OPTIONS = [
  { value: ALL_KINDS, label: 'All e-mails' },
  ...NOTIFICATION_KINDS.map((kind) => ({ value: kind.code, label: kind.label })),
]

export const NotificationsTab = ({ engagementId }: { engagementId: string }) => {
  const notifications = useEngagementNotifications(engagementId)
  const change = useChangeNotifications(engagementId)
  const [confirming, setConfirming] = useState<RecipientRow | null>(null)
  const data = notifications.data

  const subscribe = (row: RecipientRow, subscribed: boolean) =>
    change
      .mutateAsync({ type: 'subscription', body: { kind: row.kind, email: row.email, subscribed } })
      .then(() =>
        notify.success({
          title: subscribed ? 'Resubscribed' : 'Unsubscribed',
          description: `${row.name} ${subscribed ? 'receives' : 'no longer receives'} "${row.label}" e-mails for this engagement.`,
        }),
      )
      .catch(() => undefined)
      .finally(() => setConfirming(null))

  const remove = (row: RecipientRow) =>
    change
      .mutateAsync({ type: 'remove', recipientId: row.recipient_id! })
      .then(() => notify.success({ title: 'Recipient removed', description: `${row.name} no longer gets a copy.` }))
      .catch(() => undefined)

  return (
    <section
      aria-labelledby="notifications-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="notifications-heading" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        Notifications
      </h2>
      {notifications.isError ? (
        <p role="alert">The notifications could not be loaded. Reload the page to try again.</p>
      ) : !data ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Loading the notifications…
        </p>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>
            Who receives the portal's e-mails about this engagement. Anyone added gets a copy of the e-mails they were
            added for.
          </p>
          {data.can_change && <AddRecipientForm engagementId={engagementId} candidates={data.candidates} />}
          {data.rows.length === 0 && <p role="status">{NOTIFICATION_MESSAGES.empty}</p>}
          {NOTIFICATION_KINDS.map((kind) => (
            <KindGroup
              key={kind.code}
              label={kind.label}
              rows={data.rows.filter((row) => row.kind === kind.code)}
              canChange={data.can_change}
              busy={change.isPending}
              onUnsubscribe={setConfirming}
              onResubscribe={(row) => void subscribe(row, true)}
              onRemove={(row) => void remove(row)}
            />
          ))}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={NOTIFICATION_MESSAGES.unsubscribeConfirmTitle}
        description={
          confirming &&
          `${confirming.name} (${confirming.email}) will no longer receive "${confirming.label}" e-mails for this engagement. You can resubscribe them later.`
        }
        confirmLabel="Unsubscribe"
        cancelLabel="Cancel"
        tone="danger"
        busy={change.isPending}
        onConfirm={() => confirming && void subscribe(confirming, false)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}

type KindGroupProps = {
  label: string
  rows: readonly RecipientRow[]
  canChange: boolean
  busy: boolean
  onUnsubscribe: (row: RecipientRow) => void
  onResubscribe: (row: RecipientRow) => void
  onRemove: (row: RecipientRow) => void
}

const KindGroup = ({ label, rows, canChange, busy, onUnsubscribe, onResubscribe, onRemove }: KindGroupProps) => (
  <section aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
    <h3 className={css({ fontSize: 'md', fontWeight: '700' })}>{label}</h3>
    {rows.length === 0 ? (
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No one receives this e-mail for this engagement yet.</p>
    ) : (
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {rows.map((row) => (
          <RecipientItem
            key={`${row.source}:${row.email}`}
            row={row}
            canChange={canChange}
            busy={busy}
            onUnsubscribe={onUnsubscribe}
            onResubscribe={onResubscribe}
            onRemove={onRemove}
          />
        ))}
      </ul>
    )}
  </section>
)

type RecipientItemProps = Omit<KindGroupProps, 'label' | 'rows'> & { row: RecipientRow }

const RecipientItem = ({ row, canChange, busy, onUnsubscribe, onResubscribe, onRemove }: RecipientItemProps) => {
  const reasonId = `reason-${row.kind}-${row.email}`
  return (
    <li
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '2',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
        <span className={css({ fontWeight: '600', textDecoration: row.unsubscribed ? 'line-through' : undefined })}>
          {row.name}
        </span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
          {row.email} · {row.source === 'added' ? 'Added' : 'Default'}
          {row.unsubscribed && ' · Unsubscribed'}
        </span>
        {row.required_reason && (
          <span id={reasonId} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {row.required_reason}
          </span>
        )}
      </div>
      {canChange && (
        <div className={css({ display: 'flex', gap: '2' })}>
          {row.unsubscribed ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onResubscribe(row)}>
              Resubscribe
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy || !row.can_unsubscribe}
              aria-describedby={row.required_reason ? reasonId : undefined}
              aria-label={`Unsubscribe ${row.name} from "${row.label}"`}
              className={css({ textTransform: 'uppercase' })}
              onClick={() => onUnsubscribe(row)}
            >
              Unsubscribe
            </Button>
          )}
          {row.source === 'added' && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={`Remove ${row.name} from "${row.label}"`}
              onClick={() => onRemove(row)}
            >
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

type AddRecipientFormProps = {
  engagementId: string
  candidates: readonly { actor_id: string; name: string; email: string }[]
}

const AddRecipientForm = ({ engagementId, candidates }: AddRecipientFormProps) => {
  const change = useChangeNotifications(engagementId)
  const [actorId, setActorId] = useState<string | null>(null)
  const [kind, setKind] = useState<string>(ALL_KINDS)
  const [round, setRound] = useState(0)
  const person = candidates.find((candidate) => candidate.actor_id === actorId)

  const add = () => {
    if (!person) return
    change
      .mutateAsync({ type: 'add', body: { actor_id: person.actor_id, kind: kind as AddNotificationRecipient['kind'] } })
      .then(() => {
        notify.success({ title: 'Recipient added', description: `${person.name} will get a copy of these e-mails.` })
        setActorId(null)
        // A fresh combobox: its typed text goes with the person just added.
        setRound((value) => value + 1)
      })
      .catch(() => undefined)
  }

  return (
    <form
      aria-label="Add a recipient"
      onSubmit={(event) => {
        event.preventDefault()
        add()
      }}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
    >
      <PersonCombobox key={round} label="Add a recipient" people={candidates} value={actorId} onChange={setActorId} />
      <div className={css({ minWidth: '14rem' })}>
        <SelectField
          label="Which e-mails"
          name="kind"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(next) => setKind(next || ALL_KINDS)}
          onBlur={() => undefined}
          placeholder="Choose which e-mails"
        />
      </div>
      <Button type="submit" disabled={!person} loading={change.isPending}>
        Add recipient
      </Button>
    </form>
  )
}
