// The questionnaire's rules as pure functions (rules questionnaire.flow, questionnaire.required): which questions a
// viewer sees, what selecting an answer does, what is still unanswered. The browser's questionnaire machine and the
// server's validation of submitted answers use the same functions, so the two cannot disagree.
import type { CestSection, CestValue } from './cest/engine.ts'

/** CLIENT answers for the organisation; CONTRACTOR is the contractor respondent (rule questionnaire.submitted-by). */
export type Respondent = 'CLIENT' | 'CONTRACTOR'

/** The CEST decision field this answer settles, spelt as in HMRC's decision tables (version 2.4). */
export type CestAnnotation = { readonly section: CestSection; readonly field: string; readonly value: CestValue }

/** How strongly an answer points one way: 1 slightly, 2 clearly, 3 strongly (docs/determination.md). */
export type LeanWeight = 1 | 2 | 3

/** Which way a FULL answer points on its category's factor, and how strongly. */
export type AnswerLean = { readonly towards: 'INSIDE' | 'OUTSIDE'; readonly weight: LeanWeight }

/**
 * What a SHORT (insurance validation) answer says about the SDS it checks: FAIL shows the SDS is not a valid
 * determination; CONCERN is a doubt that fails it only together with another.
 */
export type SdsCheck = 'FAIL' | 'CONCERN'

export type Answer = {
  readonly id: string
  readonly title: string
  /** An override answer ensures IR35 applies and ends the questionnaire early. */
  readonly override?: boolean
  /** Questions shown only while this answer is selected. */
  readonly questions?: readonly Question[]
  /** FULL: the HMRC CEST fact this answer gives ("Don't Know" answers give none). */
  readonly cest?: CestAnnotation
  /** FULL: the answer's weight towards Inside or Outside; absent when it points neither way. */
  readonly lean?: AnswerLean
  /** SHORT: what the answer shows about the SDS; absent when it is what a valid SDS needs. */
  readonly sdsCheck?: SdsCheck
}

export type Question = {
  readonly id: string
  readonly title: string
  readonly help?: string
  readonly respondent: Respondent
  readonly answers: readonly Answer[]
}

export type Category = {
  readonly id: string
  readonly title: string
  readonly advice?: string
  readonly questions: readonly Question[]
  /**
   * FULL: how much this category's factor counts in the overall result. A category without a weight (the
   * opening office-holder page) is not a factor.
   */
  readonly weight?: number
  /**
   * FULL: one of the conditions without which there is no employment (personal service, control, mutuality
   * of obligation), so a clear Outside here cannot be outweighed into an Inside result.
   */
  readonly essential?: boolean
}

export type QuestionSet = {
  readonly id: string
  readonly version: string
  readonly categories: readonly Category[]
}

/** FULL is the status determination (SDS); SHORT is insurance validation (IVT), PASS or FAIL. */
export type QuestionSetTypeCode = 'FULL' | 'SHORT'

/** A question set as stored and served: the questions plus what kind of assessment they make. */
export type QuestionSetDefinition = QuestionSet & {
  readonly type_code: QuestionSetTypeCode
  readonly type: 'SDS' | 'IVT'
  readonly title: string
}

/** Questions nest up to three levels: a top-level question, its child, its grandchild (rule questionnaire.flow). */
export const MAX_QUESTION_DEPTH = 3

export const UNANSWERED_TWO_OPTIONS = 'Please select Yes or No for this question'
export const UNANSWERED_THREE_OPTIONS = "Please select Yes, No or Don't Know for this question"

/** The message shown on an unanswered question: it names the options the question offers. */
export const unansweredMessage = (question: Question): string =>
  question.answers.length >= 3 ? UNANSWERED_THREE_OPTIONS : UNANSWERED_TWO_OPTIONS

/**
 * Who looks at the questionnaire: one respondent; BOTH on a worker's own working practices review, where the
 * worker is the only party and answers every question; or CLIENT_FOR_CONTRACTOR, the client when the contractor
 * is not asked (see docs/cest.md): the client sees the contractor's questions too and may answer them, but only
 * the client's own must be answered.
 */
export type Viewer = Respondent | 'BOTH' | 'CLIENT_FOR_CONTRACTOR'

/**
 * The client's viewer: with the contractor asked (question dissemination) the contractor's questions go to the
 * contractor and are hidden from the client; otherwise the client sees and may answer them.
 */
export const clientViewer = (contractorAsked: boolean): Viewer => (contractorAsked ? 'CLIENT' : 'CLIENT_FOR_CONTRACTOR')

/**
 * The contractor answers only the contractor's questions (the client's "role based questions" are already
 * answered by then); the client sees the contractor's questions only when the contractor is not asked.
 */
export const isShownTo = (question: Question, viewer: Viewer): boolean =>
  viewer === 'BOTH' || viewer === 'CLIENT_FOR_CONTRACTOR' || question.respondent === viewer

/**
 * Whether the viewer must answer a question they see before submitting: the client answering for a contractor
 * who is not asked may leave the contractor's questions, whose facts then stay missing (and the result says so).
 */
export const mustAnswer = (question: Question, viewer: Viewer): boolean =>
  viewer === 'CLIENT_FOR_CONTRACTOR' ? question.respondent === 'CLIENT' : isShownTo(question, viewer)

/** A contractor's question on the client's screen: shown marked as the one the contractor would otherwise answer. */
export const answeredForContractor = (question: Question, viewer: Viewer): boolean =>
  viewer === 'CLIENT_FOR_CONTRACTOR' && question.respondent === 'CONTRACTOR'

export type PlacedQuestion = {
  readonly question: Question
  readonly categoryId: string
  /** 1 for a top-level question, up to MAX_QUESTION_DEPTH. */
  readonly depth: number
  /** The answer that reveals this question; null at the top level. */
  readonly parentAnswerId: string | null
}

/** Every question that is currently revealed (top level, or under a selected answer), in page order. */
export const revealedQuestions = (set: QuestionSet, selected: readonly string[]): PlacedQuestion[] => {
  const chosen = new Set(selected)
  const out: PlacedQuestion[] = []
  const visit = (question: Question, categoryId: string, depth: number, parentAnswerId: string | null) => {
    out.push({ question, categoryId, depth, parentAnswerId })
    for (const answer of question.answers) {
      if (!chosen.has(answer.id)) continue
      for (const child of answer.questions ?? []) visit(child, categoryId, depth + 1, answer.id)
    }
  }
  for (const category of set.categories)
    for (const question of category.questions) visit(question, category.id, 1, null)
  return out
}

/** The questions a viewer sees: revealed, and theirs to answer. */
export const visibleQuestions = (
  set: QuestionSet,
  selected: readonly string[],
  viewer: Viewer,
  categoryId?: string,
): PlacedQuestion[] =>
  revealedQuestions(set, selected).filter(
    (placed) => isShownTo(placed.question, viewer) && (categoryId === undefined || placed.categoryId === categoryId),
  )

/** Categories with at least one question the viewer sees; paging skips the others. */
export const visibleCategories = (set: QuestionSet, selected: readonly string[], viewer: Viewer): Category[] => {
  const shown = new Set(visibleQuestions(set, selected, viewer).map((placed) => placed.categoryId))
  return set.categories.filter((category) => shown.has(category.id))
}

export type LocatedAnswer = {
  readonly answer: Answer
  readonly question: Question
  readonly categoryId: string
  readonly depth: number
}

type SetIndex = { readonly answers: Map<string, LocatedAnswer>; readonly questions: Map<string, Question> }

// Sets are read-only and a submission looks up every one of its answers: each set is walked once, not per lookup.
const indexes = new WeakMap<QuestionSet, SetIndex>()

/** Every answer and question of a set by id, in the set's order (the first wins, should an id repeat). */
const indexOf = (set: QuestionSet): SetIndex => {
  const known = indexes.get(set)
  if (known) return known
  const index: SetIndex = { answers: new Map(), questions: new Map() }
  const visit = (question: Question, categoryId: string, depth: number) => {
    if (!index.questions.has(question.id)) index.questions.set(question.id, question)
    for (const answer of question.answers) {
      if (!index.answers.has(answer.id)) index.answers.set(answer.id, { answer, question, categoryId, depth })
      for (const child of answer.questions ?? []) visit(child, categoryId, depth + 1)
    }
  }
  for (const category of set.categories) for (const question of category.questions) visit(question, category.id, 1)
  indexes.set(set, index)
  return index
}

export const findAnswer = (set: QuestionSet, answerId: string): LocatedAnswer | undefined =>
  indexOf(set).answers.get(answerId)

/** The question with this id anywhere in the set (nested ones included); undefined when it has none. */
export const findQuestion = (set: QuestionSet, questionId: string): Question | undefined =>
  indexOf(set).questions.get(questionId)

/** The ids of every answer below an answer (its child questions' answers, and theirs). */
export const descendantAnswerIds = (answer: Answer): string[] =>
  (answer.questions ?? []).flatMap((question) =>
    question.answers.flatMap((child) => [child.id, ...descendantAnswerIds(child)]),
  )

/** An answer can be chosen when its question is on the viewer's screen. */
export const isAnswerSelectable = (
  set: QuestionSet,
  selected: readonly string[],
  viewer: Viewer,
  answerId: string,
): boolean => {
  const located = findAnswer(set, answerId)
  if (!located) return false
  return visibleQuestions(set, selected, viewer).some((placed) => placed.question.id === located.question.id)
}

/**
 * Selecting an answer selects it exclusively among its siblings and clears the answers of the child
 * questions below every sibling; clicking a selected answer again deselects it and clears its children.
 */
export const selectAnswer = (set: QuestionSet, selected: readonly string[], answerId: string): string[] => {
  const located = findAnswer(set, answerId)
  if (!located) return [...selected]
  const wasSelected = selected.includes(answerId)
  const cleared = new Set(located.question.answers.flatMap((sibling) => [sibling.id, ...descendantAnswerIds(sibling)]))
  const kept = selected.filter((id) => !cleared.has(id))
  return wasSelected ? kept : [...kept, answerId]
}

/** The selected override answer on a revealed question, if any: it ends the questionnaire early. */
export const selectedOverride = (set: QuestionSet, selected: readonly string[]): Answer | undefined => {
  const chosen = new Set(selected)
  for (const { question } of revealedQuestions(set, selected))
    for (const answer of question.answers) if (answer.override && chosen.has(answer.id)) return answer
  return undefined
}

/**
 * The viewer's visible questions without an answer that they must answer; none once an override answer is
 * selected.
 */
export const unansweredQuestions = (
  set: QuestionSet,
  selected: readonly string[],
  viewer: Viewer,
): PlacedQuestion[] => {
  if (selectedOverride(set, selected)) return []
  const chosen = new Set(selected)
  return visibleQuestions(set, selected, viewer).filter(
    (placed) => mustAnswer(placed.question, viewer) && !placed.question.answers.some((answer) => chosen.has(answer.id)),
  )
}

/** Where validation scrolls to: the first unanswered question the viewer sees, in page order. */
export const firstUnansweredQuestion = (
  set: QuestionSet,
  selected: readonly string[],
  viewer: Viewer,
): PlacedQuestion | undefined => unansweredQuestions(set, selected, viewer)[0]

/**
 * Whether the contractor still has questions to answer: filled in by the server on the engagement's
 * `answers.submit` (the engagement goes to Awaiting Contractor when this is true).
 */
export const contractorQuestionsRemain = (set: QuestionSet, selected: readonly string[]): boolean =>
  unansweredQuestions(set, selected, 'CONTRACTOR').length > 0

/** The deepest nesting of a question set (1 = no child questions). */
export const questionSetDepth = (set: QuestionSet): number => {
  const depthOf = (question: Question): number =>
    1 + Math.max(0, ...question.answers.flatMap((answer) => (answer.questions ?? []).map(depthOf)))
  return Math.max(0, ...set.categories.flatMap((category) => category.questions.map(depthOf)))
}

export type AnswerProblem =
  | { readonly kind: 'unknownAnswer'; readonly answerId: string }
  | { readonly kind: 'twoAnswersToOneQuestion'; readonly questionId: string }
  | { readonly kind: 'hiddenQuestion'; readonly answerId: string }
  | { readonly kind: 'unanswered'; readonly questionId: string; readonly message: string }

/**
 * The server's check of submitted answer ids. Answers of both respondents may be present (the contractor's
 * answers stay when the client edits); every id must exist, a question has at most one answer, and an
 * answer must sit on a revealed question. A submission (not a saved draft) must also leave nothing the
 * submitter sees unanswered, unless an override answer ends the questionnaire.
 */
export const answerProblems = (
  set: QuestionSet,
  answerIds: readonly string[],
  submitter: Viewer,
  options: { readonly submitted: boolean },
): AnswerProblem[] => {
  const problems: AnswerProblem[] = []
  const answered = new Map<string, string>()
  for (const answerId of answerIds) {
    const located = findAnswer(set, answerId)
    if (!located) {
      problems.push({ kind: 'unknownAnswer', answerId })
      continue
    }
    if (answered.has(located.question.id))
      problems.push({ kind: 'twoAnswersToOneQuestion', questionId: located.question.id })
    answered.set(located.question.id, answerId)
  }
  const revealed = new Set(revealedQuestions(set, answerIds).map((placed) => placed.question.id))
  for (const answerId of answerIds) {
    const located = findAnswer(set, answerId)
    if (located && !revealed.has(located.question.id)) problems.push({ kind: 'hiddenQuestion', answerId })
  }
  if (options.submitted)
    for (const placed of unansweredQuestions(set, answerIds, submitter))
      problems.push({ kind: 'unanswered', questionId: placed.question.id, message: unansweredMessage(placed.question) })
  return problems
}

/** The next (+1) or previous (-1) category the viewer sees, skipping hidden ones; undefined at either end. */
export const neighbourCategoryId = (
  set: QuestionSet,
  selected: readonly string[],
  viewer: Viewer,
  currentId: string | null,
  step: 1 | -1,
): string | undefined => {
  const shown = new Set(visibleCategories(set, selected, viewer).map((category) => category.id))
  const all = set.categories
  for (let i = all.findIndex((category) => category.id === currentId) + step; i >= 0 && i < all.length; i += step) {
    const category = all[i]
    if (category && shown.has(category.id)) return category.id
  }
  return undefined
}

/** The page a questionnaire opens on: the last category worked on if the viewer still sees it, else the first. */
export const openingCategoryId = (
  set: QuestionSet,
  selected: readonly string[],
  viewer: Viewer,
  lastCategoryId: string | null,
): string | null => {
  const shown = visibleCategories(set, selected, viewer)
  return shown.find((category) => category.id === lastCategoryId)?.id ?? shown[0]?.id ?? null
}

export type QuestionnaireMode = 'edit' | 'reopen' | 'readOnly'

/**
 * How the client's questionnaire opens when the answers may be submitted (docs/process.md): in reopen mode (a
 * submit that replaces answers asks first) for a reopened assessment, when reviewers exist and the answers are
 * in review, and for the insurance validation flow whenever reviewers exist (a complete one takes no answers,
 * so it is read-only before this is asked). Which of these holds is the engagement machine's word (its tags).
 */
export const questionnaireMode = (options: {
  readonly reopened: boolean
  readonly inReview: boolean
  readonly hasReviewers: boolean
  readonly insuranceValidation: boolean
}): 'edit' | 'reopen' =>
  options.reopened || (options.hasReviewers && (options.inReview || options.insuranceValidation)) ? 'reopen' : 'edit'
