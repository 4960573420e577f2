// The columns the roles list sorts by. Free of Effect Schema: the list's URL parser loads with the entry, before
// the first paint; the server's query schema (job-roles.ts) takes the same columns.
export const JOB_ROLE_SORT_FIELDS = ['datecreated', 'name', 'organisation_name', 'reference', 'last_used'] as const
