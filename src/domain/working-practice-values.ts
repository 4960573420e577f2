// What the working practice pages show beside the review schemas (working-practices.ts): the review's engagement
// type, the business sizes, the start form's messages and the disclaimer. Plain values only, so the pages do not load
// the schemas with their code (docs/first-load.md).
import { JOB_ROLE_MESSAGES } from './job-role-values.ts'

/** The engagement type of a working practices review (beside 'Contractor' and 'Role'). */
export const WORKING_PRACTICES_REVIEW = 'WorkingPracticesReview'

/** The end client's size (GET /api/assessments/business-sizes); ids never change once released. */
export const BUSINESS_SIZES = [
  { id: 1, name: 'Small' },
  { id: 2, name: 'Medium' },
  { id: 3, name: 'Large' },
] as const

/** The start form's messages, word for word (rule wpr.start-form). */
export const WORKING_PRACTICES_MESSAGES = {
  endClientRequired: 'Please enter your end client name',
  nameRequired: 'Please enter your job title',
  businessSizeRequired: 'Please select your end client business size',
  startDateRequired: JOB_ROLE_MESSAGES.startDateRequired,
  startAfterEnd: JOB_ROLE_MESSAGES.startAfterEnd,
  endDateRequired: JOB_ROLE_MESSAGES.endDateRequired,
  dayRateRequired: 'Please enter a day rate.',
  dayRateNegative: JOB_ROLE_MESSAGES.dailyRateNegative,
  /** An unexpected answer to the create call (rule errors.user-alerts). */
  unexpected: 'Unexpected error, please try again.',
  unknownBusinessSize: 'This business size does not exist.',
  contractorsOnly: 'Only a contractor starts their own working practices review.',
  notYourContractor: 'master_contractor_id must be your own contractor record.',
  /** The one-off assessments' empty table (rule one-off.list). */
  noContractors: 'No contractors have been added yet. Please add new contractors.',
  noReviews: 'You have not started a working practices review yet.',
  noMatches: 'No assessments associated with your search could be found.',
} as const

/** Screen 15: what the worker confirms before the first answer. */
export const DISCLAIMER = {
  title: 'PLEASE NOTE',
  body: [
    'The status determination of this review depends on the information you enter: answer each question as the work is really done.',
    'By continuing you confirm that you are the appropriate person to complete this review, and that the end client has a permanent establishment in the UK and is a medium or large company.',
  ],
  continue: 'Continue',
  cancel: 'Cancel',
} as const
