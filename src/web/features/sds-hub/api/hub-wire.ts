// The SDS hub's rows as the server sends them (rule records.sds-hub-row), decoded with the domain's answer schemas,
// the ones the API declares; loaded beside the request (get-hub-actions.ts, get-hub-in-progress.ts, get-sds-engagements.ts).
import * as Schema from 'effect/Schema'
import { SdsHubActions, SdsHubPage, type SdsHubRow } from '#domain/contractor-portal'

export const decodeHubRows = (wire: unknown): SdsHubRow[] => [...Schema.decodeUnknownSync(SdsHubActions)(wire).items]

export const decodeHubPage = (wire: unknown) => {
  const page = Schema.decodeUnknownSync(SdsHubPage)(wire)
  return { items: [...page.items], pages: page.pages, count: page.count }
}
