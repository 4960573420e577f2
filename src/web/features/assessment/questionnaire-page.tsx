// One category of the questionnaire: where it sits among the categories the viewer sees (a progress bar),
// its advice, and its revealed questions, children indented under the answer that revealed them.
import { Progress } from '@ark-ui/react/progress'
import {
  answeredForContractor,
  unansweredQuestions,
  type Viewer,
  visibleCategories,
  visibleQuestions,
} from '#domain/questionnaire'
import type { QuestionnaireContext } from '#machines/questionnaire.machine'
import { css } from '../../../../styled-system/css'
import { QuestionItem } from './question-item'

type QuestionnairePageProps = {
  context: QuestionnaireContext
  /** Whose questions the page shows: the machine's viewer, less the contractor's while they are to be asked. */
  viewer: Viewer
  readOnly: boolean
  /** A submit found unanswered questions: highlight those on this page. */
  highlightUnanswered: boolean
  /** An override answer ended the questionnaire early. */
  overridden: boolean
  onToggle: (answerId: string) => void
  /** Offers each question's notes and answer history (to organisation users). */
  assessmentId?: string
  /** Comments stay open while the answers are read-only (a sign-off reviewer reviewing them). */
  commentable?: boolean
}

/** The heading of a category's page: where the focus goes when the page opens. */
export const categoryHeadingId = (categoryId: string) => `category-${categoryId}`

export const QuestionnairePage = ({
  context,
  viewer,
  readOnly,
  highlightUnanswered,
  overridden,
  onToggle,
  assessmentId,
  commentable,
}: QuestionnairePageProps) => {
  const { questionSet, selectedAnswerIds, categoryId } = context
  const categories = visibleCategories(questionSet, selectedAnswerIds, viewer)
  const position = categories.findIndex((category) => category.id === categoryId)
  const category = categories[position]
  if (!category) return <p className={css({ color: 'fg.muted' })}>There are no questions for you to answer here.</p>

  const questions = visibleQuestions(questionSet, selectedAnswerIds, viewer, category.id)
  const unanswered = new Set(
    highlightUnanswered
      ? unansweredQuestions(questionSet, selectedAnswerIds, viewer).map((placed) => placed.question.id)
      : [],
  )
  const headingId = categoryHeadingId(category.id)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Progress.Root
        value={position + 1}
        min={0}
        max={categories.length}
        translations={{ value: ({ value, max }) => `Category ${value ?? 0} of ${max}` }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      >
        <Progress.ValueText className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '500' })}>
          Category {position + 1} of {categories.length}
        </Progress.ValueText>
        <Progress.Track className={track}>
          <Progress.Range className={range} />
        </Progress.Track>
      </Progress.Root>

      <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {/* Focused (not tabbable) when a page of questions opens: see moveFocusToCategory. */}
        <h3 id={headingId} tabIndex={-1} className={categoryHeading}>
          {category.title}
        </h3>
        {category.advice && <p className={advice}>{category.advice}</p>}
        {overridden && (
          <p role="alert" className={overrideWarning}>
            The answer you have chosen ensures IR35 applies. No further questions need answering: submit the assessment
            to record the result.
          </p>
        )}
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
          {questions.map((placed) => (
            <QuestionItem
              key={placed.question.id}
              placed={placed}
              selectedAnswerIds={selectedAnswerIds}
              highlighted={unanswered.has(placed.question.id)}
              forContractor={answeredForContractor(placed.question, viewer)}
              readOnly={readOnly}
              onToggle={onToggle}
              assessmentId={assessmentId}
              commentable={commentable}
            />
          ))}
        </ol>
      </section>
    </div>
  )
}

const categoryHeading = css({
  fontSize: 'lg',
  fontWeight: '700',
  scrollMarginBlock: '24',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})
const track = css({ height: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })
const range = css({ height: '100%', bg: 'accent.default', borderRadius: 'full', transition: 'width 200ms' })
const advice = css({
  color: 'fg.default',
  bg: 'accent.subtle',
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'accent.default',
  borderRadius: 'sm',
  p: '3',
  fontSize: 'sm',
  whiteSpace: 'pre-line',
})
const overrideWarning = css({
  color: 'danger.text',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'md',
  p: '3',
  fontWeight: '600',
})
