// Override the result (rules manual-review.flow, override.rules, manual-review.assignees): Inside or Outside and a
// reason of 10 to 250 characters, in a dialog. Anyone reviewing may choose Inside; choosing Outside without the
// Consultancy Manager role shows the spec's message instead of a Save that the server would refuse.
import { useId, useState } from 'react'
import type { OverrideChoice } from '#domain/determination/results'
import { MANUAL_REVIEW_MESSAGES, OVERRIDE_RESULTS } from '#domain/manual-review-values'
import type { ManualReviewState } from '#domain/manual-reviews'
import { isValidOverrideReason, OVERRIDE_REASON_MAX } from '#machines/manual-review.machine'
import { css } from '../../../../styled-system/css'
import { callout } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { ChoiceField } from '../../ui/choice-field'
import * as Dialog from '../../ui/dialog'
import * as Field from '../../ui/field'
import { useOverride } from './api/manual-reviews'

const CHOICES = OVERRIDE_RESULTS.map((result) => ({ value: result.name, label: result.name }))

export const OverrideResult = ({ assessmentId, review }: { assessmentId: string; review: ManualReviewState }) => {
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<OverrideChoice | ''>('')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const override = useOverride()
  const counterId = useId()
  const outsideRefused = choice === 'Outside' && !review.can_override_outside
  const reasonProblem = isValidOverrideReason(reason) ? null : MANUAL_REVIEW_MESSAGES.overrideReason

  const save = () => {
    setTried(true)
    if (!choice || reasonProblem || outsideRefused) return
    const resultId = OVERRIDE_RESULTS.find((result) => result.name === choice)!.id
    void override
      .mutateAsync({ assessmentId, result_id: resultId, reason })
      .then(() => {
        setOpen(false)
        setChoice('')
        setReason('')
        setTried(false)
      })
      .catch(() => undefined)
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant="outline">Override result</Button>
      </Dialog.Trigger>
      <Dialog.Frame>
        <Dialog.Title>Override result</Dialog.Title>
        <Dialog.Description>
          Set the result by hand: Inside (FAIL) or Outside (PASS), and say why. It may be overridden again.
        </Dialog.Description>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' })}>
          <ChoiceField
            legend="Result"
            name="override-result"
            choices={CHOICES}
            value={choice}
            onChange={setChoice}
            onBlur={() => {}}
            required
            error={tried && !choice ? 'Choose Inside or Outside.' : undefined}
          />
          {outsideRefused && (
            <p role="alert" className={callout()}>
              {MANUAL_REVIEW_MESSAGES.outsideNeedsManager}
            </p>
          )}
          <Field.Root invalid={tried && reasonProblem !== null} required>
            <Field.Label>
              Reason
              <Field.RequiredIndicator />
            </Field.Label>
            <Field.Textarea
              rows={4}
              maxLength={OVERRIDE_REASON_MAX}
              value={reason}
              aria-describedby={counterId}
              onChange={(event) => setReason(event.target.value)}
            />
            <span id={counterId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {reason.trimStart().length}/{OVERRIDE_REASON_MAX} characters
            </span>
            {tried && reasonProblem && <Field.ErrorText>{reasonProblem}</Field.ErrorText>}
          </Field.Root>
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
            {/* A plain button: the close-trigger slot is styled as the corner icon, which it would overlap. */}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={override.isPending} disabled={outsideRefused} onClick={save}>
              Save override
            </Button>
          </div>
        </div>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
