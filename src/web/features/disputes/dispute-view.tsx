// A submitted dispute, read-only (rule disputes.screens): who raised it and when, its status, the days left
// to respond (or the missed deadline), its reasons and files, the client's answer, and the comments.
import { useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import { COMMENT_MESSAGES } from '#domain/comment-values'
import type { DisputeFileWire, DisputeWire } from '#domain/sds-distribution'
import { DISPUTE_FLOW_MESSAGES, DISPUTE_MESSAGES, daysLeftText } from '#domain/sds-distribution-values'
import { disputeStatus } from '#machines/state-map'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { messageAfterSubmit } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { formatDate, formatDay } from '../../ui/format-date'
import { useAddDisputeComment } from './api/add-dispute-comment'
import type { DisputeTarget } from './api/dispute-target'
import { useDownloadDisputeFile } from './api/download-dispute-file'

const RESOLUTION_TEXT = {
  upheld: 'The end client upheld the determination.',
  withdrawn: 'The end client withdrew the SDS and will issue a new one.',
} as const

export const DisputeFiles = ({ files, label }: { files: readonly DisputeFileWire[]; label: string }) => {
  const download = useDownloadDisputeFile()
  if (files.length === 0) return null
  return (
    <ul aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      {files.map((file) => (
        <li key={file.id}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Download ${file.name}`}
            onClick={() => download.mutateAsync(file).catch(() => undefined)}
          >
            {file.name}
          </Button>
        </li>
      ))}
    </ul>
  )
}

export const DisputeClock = ({ dispute }: { dispute: DisputeWire }) =>
  !disputeStatus.hasTag(dispute.status.code, 'awaitingResponse') ? null : (
    <p
      role="status"
      className={css({
        fontWeight: '600',
        color: dispute.overdue ? 'danger.text' : dispute.due_soon ? 'warning.text' : 'fg.default',
      })}
    >
      {daysLeftText(dispute)}
      {!dispute.overdue && ` (the last day is ${formatDay(dispute.last_day)})`}
    </p>
  )

type DisputeViewProps = { target: DisputeTarget; dispute: DisputeWire; headingLevel?: 'h3' | 'h4' }

export const DisputeView = ({ target, dispute, headingLevel: Heading = 'h3' }: DisputeViewProps) => (
  <article
    aria-label={`Dispute by ${dispute.name}`}
    className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
  >
    <div className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
      <Heading className={css({ fontSize: 'md', fontWeight: '700' })}>
        {DISPUTE_MESSAGES.disputeTitle} by {dispute.name}
      </Heading>
      <span className={statusBadge(dispute.status.code)}>{dispute.status.name}</span>
    </div>
    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Received on {formatDay(dispute.received_on)}</p>
    <DisputeClock dispute={dispute} />
    {dispute.details ? (
      <blockquote className={quote}>{dispute.details}</blockquote>
    ) : (
      <p className={css({ color: 'fg.muted' })}>The reasons are in the files.</p>
    )}
    <DisputeFiles files={dispute.files} label="Files of the dispute" />
    {dispute.response && dispute.resolution && (
      <section aria-label="The end client's response" className={responseBox}>
        <p className={css({ fontWeight: '600' })}>{RESOLUTION_TEXT[dispute.resolution]}</p>
        {dispute.response.new_sds_from && <p>The new SDS applies from {formatDay(dispute.response.new_sds_from)}.</p>}
        {dispute.response.details && <blockquote className={quote}>{dispute.response.details}</blockquote>}
        <DisputeFiles files={dispute.response_files} label="Files of the response" />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {dispute.response.by ? `${dispute.response.by}, ` : ''}
          {formatDate(dispute.response.at)}
        </p>
      </section>
    )}
    <DisputeComments target={target} dispute={dispute} />
  </article>
)

// Told on Post; after that, as the comment changes.
const commentRule = ({ value }: { value: string }) => {
  const length = value.trim().length
  return length < 2 || length > 250 ? COMMENT_MESSAGES.remarkLength : undefined
}

const DisputeComments = ({ target, dispute }: { target: DisputeTarget; dispute: DisputeWire }) => {
  const add = useAddDisputeComment(target)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { details: '' },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        await add.mutateAsync({ disputeId: dispute.id, details: value.details.trim() })
        form.reset()
      } catch {
        // The HTTP client has said what went wrong; the comment stays to send again.
      }
    },
  })
  return (
    <section aria-label="Comments" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {dispute.comments.length > 0 && (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {dispute.comments.map((comment) => (
            <li key={comment.id} className={commentBox}>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {comment.name}
                {comment.organisation_name ? `, ${comment.organisation_name}` : ''} · {formatDate(comment.created)}
              </p>
              <p className={css({ wordBreak: 'break-word' })}>{comment.details}</p>
            </li>
          ))}
        </ol>
      )}
      {dispute.can.comment && (
        <form
          ref={formRef}
          noValidate
          aria-label={`Comment on the dispute by ${dispute.name}`}
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.Subscribe selector={(state) => state.submissionAttempts}>
            {(attempts) => (
              <form.Field name="details" validators={{ onChange: commentRule, onSubmit: commentRule }}>
                {(field) => {
                  const error = messageAfterSubmit(attempts, field.state.meta)
                  return (
                    <Field.Root invalid={error !== undefined}>
                      <Field.Label>{DISPUTE_FLOW_MESSAGES.commentLabel}</Field.Label>
                      <Field.Textarea
                        name={field.name}
                        rows={2}
                        maxLength={250}
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value)}
                        onBlur={field.handleBlur}
                      />
                      {error && <Field.ErrorText>{error}</Field.ErrorText>}
                    </Field.Root>
                  )
                }}
              </form.Field>
            )}
          </form.Subscribe>
          <div>
            <Button type="submit" size="sm" variant="outline" loading={add.isPending}>
              {DISPUTE_FLOW_MESSAGES.commentSubmit}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

const statusBadge = (code: string) =>
  css({
    fontSize: 'xs',
    fontWeight: '700',
    textTransform: 'uppercase',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    borderWidth: '1px',
    color: disputeStatus.hasTag(code, 'awaitingResponse') ? 'warning.text' : 'success.text',
    borderColor: disputeStatus.hasTag(code, 'awaitingResponse') ? 'warning.text' : 'success.text',
  })
const quote = css({ borderLeftWidth: '3px', borderColor: 'border.default', pl: '3', wordBreak: 'break-word' })
const responseBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.subtle',
})
const commentBox = css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })
