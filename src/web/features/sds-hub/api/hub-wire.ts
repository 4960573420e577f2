// The SDS hub's rows as the server sends them (rule records.sds-hub-row), decoded into the domain's type.
import * as Schema from 'effect/Schema'
import { SDS_HUB_ACTIONS, type SdsHubRow } from '#domain/contractor-portal'

export const SdsHubRowWire = Schema.Struct({
  engagement_id: Schema.String,
  engagement_name: Schema.String,
  end_client: Schema.NullOr(Schema.String),
  agency: Schema.NullOr(Schema.String),
  organisation: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  status: Schema.String,
  i_r35_determination: Schema.NullOr(Schema.String),
  dispute_status: Schema.NullOr(Schema.Literals(['OPEN', 'RESOLVED'])),
  sds_issued: Schema.Boolean,
  archived: Schema.Boolean,
  action: Schema.NullOr(Schema.Literals(SDS_HUB_ACTIONS)),
})

const RowsWire = Schema.Struct({ items: Schema.Array(SdsHubRowWire) })

export const decodeHubRows = (wire: unknown): SdsHubRow[] => [...Schema.decodeUnknownSync(RowsWire)(wire).items]

const PageWire = Schema.Struct({ items: Schema.Array(SdsHubRowWire), pages: Schema.Number, count: Schema.Number })

export const decodeHubPage = (wire: unknown) => {
  const page = Schema.decodeUnknownSync(PageWire)(wire)
  return { items: [...page.items], pages: page.pages, count: page.count }
}

export const CONTRACTOR_PORTAL_PATH = '/assessments/contractor-portal'
