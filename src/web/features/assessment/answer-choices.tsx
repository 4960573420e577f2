// The answers of one question as a radio group (Ark UI ToggleGroup, single and deselectable, which renders the
// radiogroup and radio roles): a click selects an answer, and a click on the selected one clears it (the spec's
// "clicking again deselects"). The keyboard works as in any radio group: the arrow keys move to the next or
// previous answer and select it; Space selects the focused answer, or clears it when it is the selected one.
// The questionnaire machine decides what a choice does; this only reports which answer was chosen.
import { ToggleGroup } from '@ark-ui/react/toggle-group'
import type { KeyboardEvent } from 'react'
import type { Question } from '#domain/questionnaire'
import { css } from '../../../../styled-system/css'

type AnswerChoicesProps = {
  question: Question
  /** The selected answer of this question, if any. */
  selectedId: string | undefined
  labelledBy: string
  describedBy?: string | undefined
  readOnly: boolean
  /** The answer clicked: selected when it was not, cleared when it was. */
  onToggle: (answerId: string) => void
}

/** How far each arrow key moves along the answers: back or forward, whatever the layout. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }

export const AnswerChoices = ({
  question,
  selectedId,
  labelledBy,
  describedBy,
  readOnly,
  onToggle,
}: AnswerChoicesProps) => {
  // Ark moves the focus on the left and right arrows only, and never selects: a radio group's arrows do both, and
  // on all four arrows.
  const onArrowKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROW_STEPS[event.key]
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-answer-id]')?.dataset.answerId
    if (step === undefined || from === undefined || readOnly) return
    event.preventDefault()
    const { answers } = question
    const index = answers.findIndex((answer) => answer.id === from)
    const next = answers[(index + step + answers.length) % answers.length]
    if (!next) return
    event.currentTarget.querySelector<HTMLElement>(`[data-answer-id="${next.id}"]`)?.focus()
    if (next.id !== selectedId) onToggle(next.id)
  }
  return (
    <ToggleGroup.Root
      className={group}
      value={selectedId ? [selectedId] : []}
      multiple={false}
      deselectable
      disabled={readOnly}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // In the capture phase: the arrows are handled here, and Ark's own handler sees them prevented and stands back.
      onKeyDownCapture={onArrowKey}
      onValueChange={({ value }) => {
        // One answer changes per click: the newly pressed one, or the one released.
        const clicked = value[0] ?? selectedId
        if (clicked) onToggle(clicked)
      }}
    >
      {question.answers.map((answer) => (
        <ToggleGroup.Item key={answer.id} value={answer.id} data-answer-id={answer.id} className={choice}>
          {answer.title}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  )
}

const group = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

const choice = css({
  minHeight: '10',
  minWidth: '20',
  px: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: '600',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  // Hover never washes out the chosen answer's colours.
  '&:hover:not([data-state=on], :disabled)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&[data-state=on]': { bg: 'accent.default', borderColor: 'accent.default', color: 'accent.fg' },
  '&[data-state=on]:hover:not(:disabled)': { bg: 'accent.emphasized' },
  _disabled: { cursor: 'default', opacity: 1 },
  '&[data-disabled]:not([data-state=on])': { color: 'fg.muted', bg: 'bg.subtle' },
})
