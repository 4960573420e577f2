// The contractors list's IR35 Insurance filter. Free of Effect Schema: the list's URL parser loads with the
// entry, before the first paint; the server's query schema (contractors.ts) takes the same values.

/** The IR35 Insurance column's filter: whether the contractor holds IR35 insurance, as far as we know. */
export const IR35_INSURANCE_FILTERS = ['insured', 'uninsured', 'unknown'] as const
export type Ir35InsuranceFilter = (typeof IR35_INSURANCE_FILTERS)[number]
