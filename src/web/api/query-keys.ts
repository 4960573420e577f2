// Query keys that more than one feature shares. A command on an engagement (answers, retraction, archive)
// changes what every view of it shows, the client's and the contractor's alike, so all of them sit under one key.

/** Every query about engagements and their assessments starts with this key. */
export const ENGAGEMENTS_KEY = ['engagements'] as const

/** The contractor's own views of their engagements (the SDS hub, one engagement as its contractor sees it). */
export const CONTRACTOR_PORTAL_KEY = [...ENGAGEMENTS_KEY, 'contractor-portal'] as const

/** The progress board and the assessments directory: every engagement in reach, read again after any command. */
export const ENGAGEMENT_LISTS_KEY = [...ENGAGEMENTS_KEY, 'lists'] as const

/** Every roles query (the lists, each saved role's record) starts with this key, so a change to any role refreshes them all. */
export const JOB_ROLES_KEY = ['job-roles'] as const
