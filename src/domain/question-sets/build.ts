// Builders that keep the question-set data readable: every question is answered Yes, No and sometimes
// Don't Know, so the data states only what each answer adds (its evidence, its CEST fact, its follow-ups).
import type { CestSection, CestValue } from '../cest/engine.ts'
import type { Answer, AnswerLean, CestAnnotation, LeanWeight, Question, Respondent } from '../questionnaire.ts'

export const YES = 'Yes'
export const NO = 'No'
export const DONT_KNOW = "Don't Know"

type AnswerDetails = Omit<Answer, 'id' | 'title'>

type QuestionSpec = {
  readonly id: string
  readonly title: string
  readonly help: string
  /** The client's hiring manager unless said otherwise. */
  readonly respondent?: Respondent
  readonly yes?: AnswerDetails
  readonly no?: AnswerDetails
  /** Offered where the person answering may honestly not know; it gives no evidence and no CEST fact. */
  readonly dontKnow?: true | AnswerDetails
}

/** A question answered Yes / No (/ Don't Know); answer ids are the question id plus -yes, -no, -dk. */
export const question = (spec: QuestionSpec): Question => ({
  id: spec.id,
  title: spec.title,
  help: spec.help,
  respondent: spec.respondent ?? 'CLIENT',
  answers: [
    { id: `${spec.id}-yes`, title: YES, ...spec.yes },
    { id: `${spec.id}-no`, title: NO, ...spec.no },
    ...(spec.dontKnow
      ? [{ id: `${spec.id}-dk`, title: DONT_KNOW, ...(spec.dontKnow === true ? {} : spec.dontKnow) }]
      : []),
  ],
})

export const inside = (weight: LeanWeight): AnswerLean => ({ towards: 'INSIDE', weight })
export const outside = (weight: LeanWeight): AnswerLean => ({ towards: 'OUTSIDE', weight })

/** The CEST facts of one section: `control('workerDecideWhere', 'workerChooses')`. */
export const cestSection =
  (section: CestSection) =>
  (field: string, value: CestValue): CestAnnotation => ({ section, field, value })
