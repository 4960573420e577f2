// The SDS distribution block of the edit engagement screen (rules sds.distribution-block, sds.distribution): the
// parties with their status and chain of custody, adding a supply-chain party by e-mail, Send, Resend and Delete.
// Every button is the server's `can` (the engagement and distribution machines); the API refuses the same.
import { useState } from 'react'
import type { DistributionBlockWire, DistributionWire } from '#domain/sds-distribution'
import { DISTRIBUTION_MESSAGES } from '#domain/sds-distribution-values'
import { onDistributionList, sdsNotSent } from '#machines/state-map'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { TextField } from '../../ui/text-field'
import { notify } from '../../ui/toaster'
import { Tip } from '../../ui/tooltip'
import { useAddParty, usePreviewSds, useRemoveParty, useResendSds, useSendSds } from './api/distributions'
import { custodyOf, receiptOf } from './distribution-view'

const M = DISTRIBUTION_MESSAGES

export const DistributionBlock = ({ engagementId, block }: { engagementId: string; block: DistributionBlockWire }) => {
  const send = useSendSds()
  const preview = usePreviewSds()
  const [confirmSend, setConfirmSend] = useState(false)
  const waiting = block.items.filter((item) => sdsNotSent(item)).length
  const doSend = async () => {
    try {
      await send.mutateAsync({ engagementId })
      notify.success({ title: 'SDS sent', description: 'The SDS has been issued and e-mailed to the parties.' })
    } finally {
      setConfirmSend(false)
    }
  }
  return (
    <section
      aria-labelledby="distribution-heading"
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
    >
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          alignItems: 'center',
        })}
      >
        <h2 id="distribution-heading" className={css({ fontSize: 'xl', fontWeight: '700' })}>
          {M.blockTitle}
        </h2>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {/* A draft to read before the irreversible Send: marked DRAFT on every page, never stored. */}
          {block.can.preview && (
            <Button
              variant="outline"
              loading={preview.isPending}
              onClick={() =>
                // Logged only: the HTTP client has told the person of a 400 or 409.
                preview.mutateAsync({ engagementId }).catch((error: unknown) => console.error('SDS preview', error))
              }
            >
              {M.preview}
            </Button>
          )}
          {block.can.send && (
            <Button onClick={() => setConfirmSend(true)} loading={send.isPending}>
              {M.send}
            </Button>
          )}
        </div>
      </div>
      {block.items.length === 0 ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {M.noParties}
        </p>
      ) : (
        <ul aria-label="Parties" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {block.items.map((item) => (
            <PartyItem key={item.id} engagementId={engagementId} party={item} editable={block.can.add} />
          ))}
        </ul>
      )}
      {block.can.add && <AddPartyForm engagementId={engagementId} listed={block.items.length} />}
      <ConfirmDialog
        open={confirmSend}
        title="Send the SDS?"
        description={
          waiting > 0
            ? `The SDS is issued as it stands and e-mailed to the ${waiting === 1 ? 'party' : `${waiting} parties`} waiting for it. This cannot be undone.`
            : 'The SDS is issued as it stands and e-mailed to the parties. This cannot be undone.'
        }
        confirmLabel="Send SDS"
        cancelLabel="Cancel"
        busy={send.isPending}
        onConfirm={() => void doSend().catch(() => {})}
        onCancel={() => setConfirmSend(false)}
      />
    </section>
  )
}

const PartyItem = ({
  engagementId,
  party,
  editable,
}: {
  engagementId: string
  party: DistributionWire
  editable: boolean
}) => {
  const resend = useResendSds()
  const remove = useRemoveParty()
  const [confirmRemove, setConfirmRemove] = useState(false)
  const receipt = receiptOf(party)
  const custody = custodyOf(party)
  const target = { engagementId, distributionId: party.id }
  const doResend = async () => {
    await resend.mutateAsync(target)
    notify.success({ title: 'SDS sent again', description: `The SDS has been e-mailed to ${party.email} again.` })
  }
  const doRemove = async () => {
    try {
      await remove.mutateAsync(target)
      notify.success({ title: 'Party deleted', description: `${party.email} is no longer on the list.` })
    } finally {
      setConfirmRemove(false)
    }
  }
  return (
    <li data-receipt={receipt} className={item}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' })}>
          <span className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })}>{party.party}</span>
          <span className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{party.email}</span>
        </div>
        <span data-receipt={receipt} className={statusBadge}>
          {party.status.name}
        </span>
      </div>
      {custody ? (
        <>
          <dl className={custodyList} aria-label={`Chain of custody for ${party.email}`}>
            {custody.steps.map((step) => (
              <div key={step.label}>
                <dt>{step.label}</dt>
                <dd data-done={step.at !== null}>{step.at ?? 'Not yet'}</dd>
              </div>
            ))}
          </dl>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {custody.version} · SHA-256{' '}
            <span title={custody.hash} className={css({ fontFamily: 'mono' })}>
              {custody.shortHash}…
            </span>
            {custody.earlier > 0 && ` · sent ${custody.earlier + 1} times`}
            {party.acknowledged_name && ` · acknowledged by ${party.acknowledged_name}`}
          </p>
        </>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'warning.text', fontWeight: '600' })}>{M.notReceived}</p>
      )}
      {editable && (party.can.resend || party.can.remove || party.party === 'Contractor') && (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {party.can.resend && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`${M.resend} to ${party.email}`}
              loading={resend.isPending}
              onClick={() => void doResend().catch(() => {})}
            >
              {M.resend}
            </Button>
          )}
          {party.party === 'Contractor' ? (
            <Tip content={M.contractorMustReceive}>
              {/* Focusable, so that keyboard users hear why it cannot be used. */}
              <Button
                size="sm"
                variant="outline"
                aria-disabled="true"
                aria-label={`${M.remove} ${party.email}`}
                className={css({ opacity: 0.55, cursor: 'not-allowed' })}
              >
                {M.remove}
              </Button>
            </Tip>
          ) : (
            party.can.remove && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`${M.remove} ${party.email}`}
                onClick={() => setConfirmRemove(true)}
              >
                {M.remove}
              </Button>
            )
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title={`Delete ${party.email}?`}
        description={
          sdsNotSent(party)
            ? 'They are taken off the list and will not be sent the SDS.'
            : 'They are taken off the list and will not be sent anything more. What they have been sent stays on the record.'
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void doRemove().catch(() => {})}
        onCancel={() => setConfirmRemove(false)}
      />
    </li>
  )
}

const AddPartyForm = ({ engagementId, listed }: { engagementId: string; listed: number }) => {
  const add = useAddParty()
  const [email, setEmail] = useState('')
  const [note, setNote] = useState<string | null>(null)
  const submit = async () => {
    const typed = email.trim()
    if (typed === '') {
      setNote('Type the e-mail address of the supply chain party, then add it.')
      return
    }
    const block = await add.mutateAsync({ engagementId, email: typed })
    // The spec's rule: an address already listed or not an address is silently ignored by the server. Say so here.
    if (block.items.filter((item) => onDistributionList(item)).length <= listed)
      setNote(`${typed} was not added: it is already on the list, or it is not a valid e-mail address.`)
    else {
      setNote(`${typed} has been added. Send the SDS to send it to them.`)
      setEmail('')
    }
  }
  return (
    <form
      noValidate
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '4',
      })}
      onSubmit={(event) => {
        event.preventDefault()
        void submit().catch(() => {})
      }}
    >
      <div
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'flex-end',
          flexWrap: 'wrap',
          '& > :first-child': { flex: '1', minWidth: '14rem' },
        })}
      >
        <TextField label="Supply chain party's e-mail" value={email} onChange={setEmail} onBlur={() => {}} />
        <Button type="submit" variant="outline" loading={add.isPending}>
          {M.addParty}
        </Button>
      </div>
      <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', minHeight: '1lh' })}>
        {note}
      </p>
    </form>
  )
}

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  borderInlineStartWidth: '4px',
  '&[data-receipt="waiting"]': { borderInlineStartColor: 'warning.default' },
  '&[data-receipt="received"]': { borderInlineStartColor: 'success.default' },
  '&[data-receipt="removed"], &[data-receipt="withdrawn"]': { borderInlineStartColor: 'border.strong' },
})

const statusBadge = css({
  alignSelf: 'flex-start',
  whiteSpace: 'nowrap',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '600',
  bg: 'bg.muted',
  color: 'fg.default',
  '&[data-receipt="waiting"]': { bg: 'warning.subtle', color: 'warning.text' },
  '&[data-receipt="received"]': { bg: 'success.subtle', color: 'success.text' },
  '&[data-receipt="removed"]': { color: 'fg.muted' },
})

const custodyList = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontWeight: '600' },
  '& dd[data-done="false"]': { color: 'fg.muted' },
})
