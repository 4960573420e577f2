// "I do not agree" (rule sds.acknowledge-dispute): the party opens the dispute form, gives its
// reasons as text up to 250 characters and/or files, and submits; the dispute is then shown read-only. TanStack Form
// holds the reasons.
import { useForm } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import {
  DISPUTE_FLOW_MESSAGES,
  DISPUTE_MESSAGES,
  DISTRIBUTION_MESSAGES,
  disputeReasonProblem,
} from '#domain/sds-distribution-values'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { messageAfterSubmit } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { notify } from '../../ui/toaster'
import type { DisputeTarget } from './api/dispute-target'
import { useRaiseDispute } from './api/raise-dispute'
import { NO_REASONS, ReasonFields, type Reasons } from './reason-fields'

type DisputeFormProps = { target: DisputeTarget; organisationId: string; distributionId: string }

const validate = ({ value }: { value: { reasons: Reasons } }) => {
  const problem = disputeReasonProblem(value.reasons.details, value.reasons.files.length, 'dispute')
  return problem ? { fields: { reasons: problem } } : undefined
}

export const DisputeForm = ({ target, organisationId, distributionId }: DisputeFormProps) => {
  const raise = useRaiseDispute(target)
  const [open, setOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { reasons: NO_REASONS },
    // Told on Send; after that, as the reasons change.
    validators: { onChange: validate, onSubmit: validate },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        await raise.mutateAsync({ organisationId, distributionId, ...value.reasons })
        // The dispute now shows read-only below, with the client's 45 days: said there, once.
        setOpen(false)
        notify.success({ title: 'Dispute sent', description: 'Your dispute is shown on this page.' })
      } catch {
        // The HTTP client has said what went wrong; the form keeps what was typed.
      }
    },
  })
  if (!open)
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {DISTRIBUTION_MESSAGES.disagree}
        </Button>
      </div>
    )
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={DISPUTE_MESSAGES.disputeTitle}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p className={css({ color: 'fg.muted' })}>
        Say why you disagree with this determination. {DISPUTE_MESSAGES.responseDuty}
      </p>
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <form.Field name="reasons">
            {(field) => (
              <ReasonFields
                label={DISPUTE_FLOW_MESSAGES.reasonsLabel}
                value={field.state.value}
                onChange={field.handleChange}
                error={messageAfterSubmit(attempts, field.state.meta)}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={raise.isPending}>
          {DISPUTE_FLOW_MESSAGES.submitDispute}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
