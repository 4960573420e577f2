// The answers of one question as an exclusive group (Ark UI ToggleGroup, single and deselectable): a click
// selects an answer, a second click on it clears it; arrow keys move between answers, Space or Enter chooses.
// The questionnaire machine decides what a choice does; this only reports which answer was clicked.
import { ToggleGroup } from '@ark-ui/react/toggle-group'
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

export const AnswerChoices = ({
  question,
  selectedId,
  labelledBy,
  describedBy,
  readOnly,
  onToggle,
}: AnswerChoicesProps) => (
  <ToggleGroup.Root
    className={group}
    value={selectedId ? [selectedId] : []}
    multiple={false}
    deselectable
    disabled={readOnly}
    aria-labelledby={labelledBy}
    aria-describedby={describedBy}
    onValueChange={({ value }) => {
      // One answer changes per click: the newly pressed one, or the one released.
      const clicked = value[0] ?? selectedId
      if (clicked) onToggle(clicked)
    }}
  >
    {question.answers.map((answer) => (
      <ToggleGroup.Item key={answer.id} value={answer.id} className={choice}>
        {answer.title}
      </ToggleGroup.Item>
    ))}
  </ToggleGroup.Root>
)

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
