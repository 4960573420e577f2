// One question of a category page: its title, its help behind a disclosure, its answers, and, once a submit
// found it unanswered, the pink highlight and the message naming its options (rule questionnaire.required); its notes
// and answer history where they are offered. A contractor's question the client may answer is marked as such.
import { type PlacedQuestion, unansweredMessage } from '#domain/questionnaire'
import { css } from '../../../../styled-system/css'
import * as Collapsible from '../../ui/collapsible'
import { ChevronRightIcon } from '../../ui/icons'
import { AnswerChoices } from './answer-choices'
import { CONTRACTOR_QUESTION_BADGE, CONTRACTOR_QUESTION_NOTE } from './dissemination'
import { QuestionWorkPanels } from './question-work-panels'

type QuestionItemProps = {
  placed: PlacedQuestion
  selectedAnswerIds: readonly string[]
  highlighted: boolean
  /** A contractor's question on the client's screen (the contractor is not asked). */
  forContractor?: boolean
  readOnly: boolean
  onToggle: (answerId: string) => void
  /** The assessment whose notes and answer history the question offers; absent where they are not offered. */
  assessmentId?: string
  /** Comments stay open while the answers are read-only (a sign-off reviewer reviewing them). */
  commentable?: boolean
}

/** The element a failed submit scrolls to. */
export const questionElementId = (questionId: string) => `question-${questionId}`

export const QuestionItem = ({
  placed,
  selectedAnswerIds,
  highlighted,
  forContractor = false,
  readOnly,
  onToggle,
  assessmentId,
  commentable,
}: QuestionItemProps) => {
  const { question, depth } = placed
  const titleId = `${questionElementId(question.id)}-title`
  const messageId = `${questionElementId(question.id)}-message`
  const noteId = `${questionElementId(question.id)}-contractor`
  const selectedId = question.answers.find((answer) => selectedAnswerIds.includes(answer.id))?.id
  return (
    <li
      id={questionElementId(question.id)}
      // Focused (not tabbable) when a failed submit brings it into view.
      tabIndex={-1}
      data-depth={depth}
      data-unanswered={highlighted || undefined}
      data-contractor={forContractor || undefined}
      className={item}
    >
      {forContractor && <span className={badge}>{CONTRACTOR_QUESTION_BADGE}</span>}
      <p id={titleId} className={title}>
        {question.title}
      </p>
      {forContractor && !readOnly && (
        <p id={noteId} className={note}>
          {CONTRACTOR_QUESTION_NOTE}
        </p>
      )}
      {question.help && (
        <Collapsible.Root size="sm">
          <Collapsible.Trigger>
            <ChevronRightIcon size={16} />
            Help with this question
          </Collapsible.Trigger>
          <Collapsible.Content className={helpText}>{question.help}</Collapsible.Content>
        </Collapsible.Root>
      )}
      <AnswerChoices
        question={question}
        selectedId={selectedId}
        labelledBy={titleId}
        describedBy={highlighted ? messageId : forContractor && !readOnly ? noteId : undefined}
        readOnly={readOnly}
        onToggle={onToggle}
      />
      {highlighted && (
        <p id={messageId} className={message}>
          {unansweredMessage(question)}
        </p>
      )}
      {assessmentId && (
        <QuestionWorkPanels
          assessmentId={assessmentId}
          questionId={question.id}
          readOnly={readOnly}
          commentable={commentable}
        />
      )}
    </li>
  )
}

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
  scrollMarginBlock: '24',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  // The spec's pink highlight of an unanswered question.
  '&[data-unanswered]': { bg: 'danger.subtle', borderColor: 'danger.border' },
  // The contractor's question answered by the client: set apart by a dashed border beside its label.
  '&[data-contractor]': { borderStyle: 'dashed', borderColor: 'accent.muted' },
  // A child question sits under the answer that revealed it, one step in per level (at most three).
  '&:not([data-depth="1"])': { borderInlineStartWidth: '4px', borderInlineStartColor: 'accent.muted' },
  '&[data-depth="2"]': { ms: { base: '4', md: '8' } },
  '&[data-depth="3"]': { ms: { base: '8', md: '16' } },
})
const title = css({ fontWeight: '600', color: 'fg.default' })
const badge = css({
  alignSelf: 'flex-start',
  fontSize: 'xs',
  fontWeight: '600',
  color: 'accent.text',
  bg: 'accent.subtle',
  borderRadius: 'sm',
  px: '2',
  py: '0.5',
})
const note = css({ color: 'fg.muted', fontSize: 'sm' })
const helpText = css({
  color: 'fg.muted',
  fontSize: 'sm',
  whiteSpace: 'pre-line',
  ps: '5',
})
const message = css({ color: 'danger.text', fontSize: 'sm', fontWeight: '600' })
