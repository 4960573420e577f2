// What Save sends: one replace operation per field that differs from what was loaded, values as stored.
import type { OwnDetailsFormInput } from '#domain/actors'
import type { OwnDetails } from './api/get-own-details'

export type OwnDetailsOperation =
  | { op: 'replace'; path: '/title_id'; value: number | null }
  | { op: 'replace'; path: '/first_name' | '/last_name'; value: string }
  | { op: 'replace'; path: '/job_description'; value: string | null }

export const formValuesOf = (details: OwnDetails): OwnDetailsFormInput => ({
  title_id: details.titleId ?? '',
  first_name: details.firstName,
  last_name: details.lastName,
  job_description: details.jobDescription,
})

export const changedOperations = (saved: OwnDetails, values: OwnDetailsFormInput): OwnDetailsOperation[] => {
  const operations: OwnDetailsOperation[] = []
  const titleId = values.title_id === '' ? null : values.title_id
  if (titleId !== saved.titleId)
    operations.push({ op: 'replace', path: '/title_id', value: titleId === null ? null : Number(titleId) })
  const firstName = values.first_name.trim()
  if (firstName !== saved.firstName) operations.push({ op: 'replace', path: '/first_name', value: firstName })
  const lastName = values.last_name.trim()
  if (lastName !== saved.lastName) operations.push({ op: 'replace', path: '/last_name', value: lastName })
  const jobDescription = values.job_description.trim()
  if (jobDescription !== saved.jobDescription)
    operations.push({ op: 'replace', path: '/job_description', value: jobDescription === '' ? null : jobDescription })
  return operations
}
