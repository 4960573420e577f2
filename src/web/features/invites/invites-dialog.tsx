// The invite dialogs on entry (rule invites.dialogs): one invitation, two (a shorter list), or more (a scrolling
// list). Accept joins the organisation, Reject asks "Are you sure?" first, Later hides them for this session.
// The dialog only reports answers; the session decides what follows (more invitations, the organisation, logout).
import { useEffect, useState } from 'react'
import { MESSAGES } from '#domain/messages'
import { css, cx } from '../../../../styled-system/css'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as Dialog from '../../ui/dialog'
import { useAnswerInvite } from './api/answer-invite'
import { type OwnInvite, useOwnPendingInvites } from './api/get-own-invites'
import { InvitationOrganisation } from './invitation-organisation'

export type InvitesDialogProps = {
  actorId: string
  /** 'checking': the session is loading the invitations (again, after an answer); 'answering': they are shown. */
  phase: 'checking' | 'answering'
  onAccepted: (organisationId: string) => void
  onAcceptFailed: (error: string) => void
  onRejected: () => void
  onRejectFailed: (error: string) => void
  onLater: () => void
}

const failureOf = (error: unknown) => (isHttpError(error) ? errorMessageOf(error.data) : String(error))

export const InvitesDialog = ({ actorId, phase, ...report }: InvitesDialogProps) => {
  const { data } = useOwnPendingInvites(actorId)
  const answer = useAnswerInvite(actorId)
  const [toReject, setToReject] = useState<OwnInvite | null>(null)
  // Once shown, the dialog stays open while the session loads the rest after an answer.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (phase === 'answering') setShown(true)
  }, [phase])

  const invites = data?.items ?? []
  const open = (phase === 'answering' || shown) && invites.length > 0
  const busy = phase !== 'answering' || answer.isPending

  const accept = (invite: OwnInvite) =>
    answer.mutate(
      { invite, answer: 'accept' },
      {
        onSuccess: () => report.onAccepted(invite.organisationId),
        onError: (error) => report.onAcceptFailed(failureOf(error)),
      },
    )
  const reject = (invite: OwnInvite) =>
    answer.mutate(
      { invite, answer: 'reject' },
      {
        onSuccess: () => {
          setToReject(null)
          report.onRejected()
        },
        onError: (error) => {
          setToReject(null)
          report.onRejectFailed(failureOf(error))
        },
      },
    )

  const single = invites.length === 1 ? invites[0] : undefined
  return (
    <>
      <Dialog.Root
        open={open}
        // Escape is the keyboard's "Later".
        onOpenChange={({ open: next }) => !next && !busy && report.onLater()}
        closeOnInteractOutside={false}
      >
        <Dialog.Frame closable={false}>
          {single ? (
            <>
              <Dialog.Title>You have been invited</Dialog.Title>
              <Dialog.Description>You have been invited to join this organisation.</Dialog.Description>
              <div className={cardStyle}>
                <InvitationOrganisation invite={single} />
              </div>
              <div className={actionsStyle}>
                <Button variant="ghost" disabled={busy} onClick={report.onLater}>
                  Later
                </Button>
                <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                  <Button variant="outline" disabled={busy} onClick={() => setToReject(single)}>
                    Reject
                  </Button>
                  <Button
                    loading={answer.isPending && answer.variables?.answer === 'accept'}
                    disabled={busy}
                    onClick={() => accept(single)}
                  >
                    Accept
                  </Button>
                </div>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title>You have {data?.count ?? invites.length} invitations</Dialog.Title>
              <Dialog.Description>Accept the organisations you want to join, and reject the others.</Dialog.Description>
              <ul
                aria-label="Invitations"
                // Three or more scroll in a list of their own; two fit without one (the shorter dialog).
                className={cx(listStyle, invites.length > 2 && scrollingListStyle)}
              >
                {invites.map((invite) => (
                  <li key={invite.id} className={`${cardStyle} ${css({ justifyContent: 'space-between' })}`}>
                    <InvitationOrganisation invite={invite} />
                    <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={`Reject the invitation from ${invite.organisationName}`}
                        onClick={() => setToReject(invite)}
                      >
                        Reject
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy}
                        loading={
                          answer.isPending &&
                          answer.variables?.invite.id === invite.id &&
                          answer.variables.answer === 'accept'
                        }
                        aria-label={`Accept the invitation from ${invite.organisationName}`}
                        onClick={() => accept(invite)}
                      >
                        Accept
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <div className={actionsStyle}>
                <Button variant="ghost" disabled={busy} onClick={report.onLater}>
                  Later
                </Button>
              </div>
            </>
          )}
        </Dialog.Frame>
      </Dialog.Root>
      <ConfirmDialog
        open={toReject !== null}
        title={MESSAGES.areYouSure}
        description={toReject ? `You will not join ${toReject.organisationName}.` : undefined}
        confirmLabel="Yes, reject this invitation"
        cancelLabel="No"
        tone="danger"
        busy={answer.isPending}
        onConfirm={() => toReject && reject(toReject)}
        onCancel={() => setToReject(null)}
      />
    </>
  )
}

const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const scrollingListStyle = css({ maxHeight: '20rem', overflowY: 'auto', pe: '1' })

const cardStyle = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.canvas',
})

const actionsStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
})
