// The start form's rules (rule wpr.start-form), worded as the server words them, and
// the create body (rule api.working-practices). Pure: unit-tested.
import * as Schema from 'effect/Schema'
import { maxLengthMessage } from '#domain/messages'
import { WORKING_PRACTICES_MESSAGES } from '#domain/working-practice-values'
import type { CreateWorkingPracticeReview } from '#domain/working-practices'
import { problemOf, rateOf, scheduleProblems, textOrNull, withoutEmpty } from '../engagement-details/details-rules'

export type StartFormValues = {
  endClient: string
  agency: string
  /** The job title: the review's name. */
  name: string
  /** A business size id as the select gives it, or ''. */
  businessSizeId: string
  startDate: string
  endDate: string
  dailyRate: string
}

export type StartFormField = keyof StartFormValues
export type StartFormProblems = Partial<Record<StartFormField, string>>

export const EMPTY_START_FORM: StartFormValues = {
  endClient: '',
  agency: '',
  name: '',
  businessSizeId: '',
  startDate: '',
  endDate: '',
  dailyRate: '',
}

const Required50 = (message: string) =>
  Schema.Trim.pipe(
    Schema.check(Schema.isNonEmpty({ message }), Schema.isMaxLength(50, { message: maxLengthMessage(50) })),
  )
const Optional50 = Schema.Trim.pipe(Schema.check(Schema.isMaxLength(50, { message: maxLengthMessage(50) })))

export const startFormProblems = (values: StartFormValues): StartFormProblems => {
  const schedule = scheduleProblems(values, true, WORKING_PRACTICES_MESSAGES.dayRateRequired)
  return withoutEmpty({
    endClient: problemOf(Required50(WORKING_PRACTICES_MESSAGES.endClientRequired), values.endClient),
    agency: problemOf(Optional50, values.agency),
    name: problemOf(Required50(WORKING_PRACTICES_MESSAGES.nameRequired), values.name),
    businessSizeId: values.businessSizeId === '' ? WORKING_PRACTICES_MESSAGES.businessSizeRequired : undefined,
    ...schedule,
  })
}

/** The create body of a valid form: the latest question set, and the worker's own record found by the server. */
export const createBodyOf = (values: StartFormValues): CreateWorkingPracticeReview => ({
  question_set_id: null,
  end_client: values.endClient.trim(),
  agency: textOrNull(values.agency),
  master_contractor_id: null,
  name: values.name.trim(),
  business_size_id: Number(values.businessSizeId),
  start_date: values.startDate,
  end_date: values.endDate,
  daily_rate: rateOf(values.dailyRate),
})
