// The end client's response to an open dispute (s.61T ITEPA 2003): uphold the determination with reasons, or
// withdraw the SDS with reasons and the day from which the new SDS applies; withdrawing asks for confirmation
// first, since it reopens the assessment. TanStack Form holds the answers.
import { useForm } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import type { DisputeResolutionCode, DisputeWire } from '#domain/sds-distribution'
import { DISPUTE_FLOW_MESSAGES, DISPUTE_MESSAGES, disputeReasonProblem } from '#domain/sds-distribution-values'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { ChoiceField } from '../../ui/choice-field'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { DateField } from '../../ui/date-field'
import { messageAfterSubmit } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { notify } from '../../ui/toaster'
import { useRespondToDispute } from './api/respond-to-dispute'
import { NO_REASONS, ReasonFields, type Reasons } from './reason-fields'

const CHOICES = [
  { value: 'upheld', label: DISPUTE_MESSAGES.uphold },
  { value: 'withdrawn', label: DISPUTE_MESSAGES.withdraw },
] as const

type ResponseValues = { resolution: DisputeResolutionCode | ''; reasons: Reasons; newSdsFrom: string }

const validate = ({ value }: { value: ResponseValues }) => {
  const fields = {
    ...(value.resolution ? {} : { resolution: DISPUTE_FLOW_MESSAGES.resolutionRequired }),
    ...(disputeReasonProblem(value.reasons.details, value.reasons.files.length, 'response')
      ? { reasons: DISPUTE_MESSAGES.resolveReasonRequired }
      : {}),
    ...(value.resolution === 'withdrawn' && !/^\d{4}-\d{2}-\d{2}$/.test(value.newSdsFrom)
      ? { newSdsFrom: DISPUTE_MESSAGES.newSdsFromRequired }
      : {}),
  }
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

export const DisputeResponseForm = ({ engagementId, dispute }: { engagementId: string; dispute: DisputeWire }) => {
  const respond = useRespondToDispute(engagementId)
  const [confirming, setConfirming] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const send = ({ resolution, reasons, newSdsFrom }: ResponseValues) => {
    if (!resolution) return
    respond
      .mutateAsync({ disputeId: dispute.id, resolution, ...reasons, newSdsFrom })
      .then(() =>
        notify.success({
          title: 'Response sent',
          description:
            resolution === 'withdrawn'
              ? 'The SDS is withdrawn and the assessment reopened: submit the answers again to issue the new SDS.'
              : 'The determination stands; the party has been told.',
        }),
      )
      .catch(() => undefined)
      .finally(() => setConfirming(false))
  }

  const form = useForm({
    defaultValues: { resolution: '', reasons: NO_REASONS, newSdsFrom: '' } as ResponseValues,
    // Told on Send; after that, as the answers change.
    validators: { onChange: validate, onSubmit: validate },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    // Withdrawing reopens the assessment: it is confirmed first.
    onSubmit: ({ value }) => (value.resolution === 'withdrawn' ? setConfirming(true) : send(value)),
  })

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={DISPUTE_MESSAGES.respondTitle}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '4',
      })}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h4 className={css({ fontSize: 'md', fontWeight: '700' })}>{DISPUTE_MESSAGES.respondTitle}</h4>
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <>
            <form.Field name="resolution">
              {(field) => (
                <ChoiceField
                  legend="Your response"
                  name={`resolution-${dispute.id}`}
                  choices={CHOICES}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={messageAfterSubmit(attempts, field.state.meta)}
                  required
                />
              )}
            </form.Field>
            <form.Field name="reasons">
              {(field) => (
                <ReasonFields
                  label={DISPUTE_FLOW_MESSAGES.responseReasonsLabel}
                  value={field.state.value}
                  onChange={field.handleChange}
                  error={messageAfterSubmit(attempts, field.state.meta)}
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.values.resolution}>
              {(resolution) =>
                resolution === 'withdrawn' && (
                  <form.Field name="newSdsFrom">
                    {(field) => (
                      <DateField
                        label={DISPUTE_MESSAGES.newSdsFromLabel}
                        value={field.state.value}
                        onChange={field.handleChange}
                        onBlur={field.handleBlur}
                        error={messageAfterSubmit(attempts, field.state.meta)}
                        required
                      />
                    )}
                  </form.Field>
                )
              }
            </form.Subscribe>
          </>
        )}
      </form.Subscribe>
      <div>
        <Button type="submit" loading={respond.isPending && !confirming}>
          {DISPUTE_FLOW_MESSAGES.submitResponse}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Withdraw the SDS?"
        description={DISPUTE_FLOW_MESSAGES.confirmWithdraw}
        confirmLabel="Yes, withdraw the SDS"
        tone="danger"
        busy={respond.isPending}
        onConfirm={() => send(form.state.values)}
        onCancel={() => setConfirming(false)}
      />
    </form>
  )
}
