// What the roles pages show beside the job role schemas (job-roles.ts): the messages, the three results of the
// Result column and how a role shows there, and pounds against pence. Plain values only, so the pages do not load
// the schemas with their code (docs/first-load.md).
import type { JobRoleListItem } from './job-roles.ts'

export const JOB_ROLE_MESSAGES = {
  nameRequired: 'Please enter a role name.',
  startDateRequired: 'Please enter a start date.',
  startAfterEnd: 'Start date cannot be older than the end date.',
  endDateRequired: 'Please enter an end date.',
  dailyRateRequired: 'Please enter a daily rate.',
  dailyRateInvalid: 'Please enter a valid daily rate',
  dailyRateNegative: 'Please enter a valid day rate.',
  endClientRequired: 'Please select an end client.',
  agencyRequired: 'Please enter an agency.',
  sameEndClientAndAgency: 'The end client and the agency cannot be the same organisation.',
  usedRole: 'This role has been used for an assessment, so it cannot be deleted. Archive it instead.',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'Deleting a role will remove it from the system.',
  deleteConfirm: 'Delete this role',
} as const

export const JOB_ROLE_RESULTS = ['Borderline', 'Inside IR35', 'Outside IR35'] as const
export type JobRoleResult = (typeof JOB_ROLE_RESULTS)[number]

/** How the Result column shows a role (rule roles.result-column). */
export type ResultDisplay =
  | { kind: 'update' }
  | { kind: 'reopened' }
  | { kind: 'incomplete' }
  | { kind: 'result'; result: JobRoleResult; colour: 'amber' | 'red' | 'green' }

/** The roles list shows three results (rule records.job-role): a result code of the assessment, folded into them. */
export const roleListResultOf = (resultCode: string | null): JobRoleResult | null => {
  if (!resultCode) return null
  if (resultCode === 'BORDERLINE' || resultCode === 'CAUTION') return 'Borderline'
  return ['OUTSIDE', 'OUTSIDE_LEANING', 'PASS'].includes(resultCode) ? 'Outside IR35' : 'Inside IR35'
}

const RESULT_COLOURS = { Borderline: 'amber', 'Inside IR35': 'red', 'Outside IR35': 'green' } as const

/** `reopened`: the role's assessment is reopened, as the engagement machine says of its status. */
export const resultDisplayOf = (
  role: Pick<JobRoleListItem, 'requires_update' | 'last_result'>,
  reopened: boolean,
): ResultDisplay => {
  if (role.requires_update) return { kind: 'update' }
  if (reopened) return { kind: 'reopened' }
  if (!role.last_result) return { kind: 'incomplete' }
  return { kind: 'result', result: role.last_result, colour: RESULT_COLOURS[role.last_result] }
}

/** Pounds on the wire, pence in the store. */
export const penceOf = (pounds: number) => Math.round(pounds * 100)
export const poundsOf = (pence: number) => pence / 100
