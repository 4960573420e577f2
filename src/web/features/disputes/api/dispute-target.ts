// Whose disputes a view works on: an engagement's, with the signed-in session, or a supply-chain party's own
// through the link it was e-mailed (the same calls under /assessments/sds-links/{token}).
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

export type DisputeTarget = { engagementId: string; linkToken?: string }

/** The base of the dispute calls, without the client's /api prefix. */
export const disputesBase = ({ engagementId, linkToken }: DisputeTarget) =>
  linkToken
    ? `/assessments/sds-links/${encodeURIComponent(linkToken)}/disputes`
    : `/assessments/engagements/${encodeURIComponent(engagementId)}/disputes`

export const disputesKey = ({ engagementId, linkToken }: DisputeTarget) =>
  [...ENGAGEMENTS_KEY, engagementId, 'disputes', linkToken ?? 'session'] as const

/** The API's own address of a file (/api/...), as the client takes it. */
export const apiPathOf = (url: string) => url.replace(/^\/api/, '')
