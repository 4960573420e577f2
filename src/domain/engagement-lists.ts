// The progress board and the assessments directory (rules board.screen, directory.screen,
// board.rules, api.engagement-lists): their queries and wire shapes, shared by browser and server.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DIRECTORY_RESULTS, DIRECTORY_SORT_FIELDS, ENGAGEMENT_TYPES } from './directory-list.ts'
import { BOARD_STAGES, ENGAGEMENT_STATUSES } from './engagement-status.ts'
import { ListQueryFields, QueryFlag } from './list.ts'

// What the pages show (the column cap, the messages, where a row opens) lives in engagement-list-values.ts, so the
// board and the directory do not load these schemas with their code; the server and the tests may import it here too.
export {
  BOARD_COLUMN_CAP,
  DIRECTORY_CSV_HEADER,
  ENGAGEMENT_LIST_MESSAGES,
  type EngagementLink,
  engagementLinkOf,
} from './engagement-list-values.ts'

/** GET /api/assessments/engagements/progress. */
export const BoardQuery = Schema.Struct({
  search: ListQueryFields.search,
  show_archived: QueryFlag,
  org_id: Schema.optionalKey(Uuid),
})
export type BoardQuery = typeof BoardQuery.Type

/** GET /api/assessments/engagements/assessments (and its /export, which ignores paging). */
export const DirectoryQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
  sort_by: Schema.optionalKey(Schema.Literals(DIRECTORY_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  show_archived: QueryFlag,
  type: Schema.optionalKey(Schema.Literals(ENGAGEMENT_TYPES)),
  result: Schema.optionalKey(Schema.Literals(DIRECTORY_RESULTS)),
  progress: Schema.optionalKey(Schema.Literals(BOARD_STAGES)),
  org_id: Schema.optionalKey(Uuid),
})
export type DirectoryQuery = typeof DirectoryQuery.Type

/** What the machine and the caller's roles allow on a card now. */
export const CardSteps = Schema.Struct({ archive: Schema.Boolean, unarchive: Schema.Boolean, delete: Schema.Boolean })
export type CardSteps = typeof CardSteps.Type

const EngagementListFields = {
  id: Schema.String,
  name: Schema.String,
  type: Schema.Literals(ENGAGEMENT_TYPES),
  /** The role a Role row is (its own id), or the role a contractor engagement was made from. */
  role_id: Schema.NullOr(Schema.String),
  contractor_id: Schema.NullOr(Schema.String),
  contractor_name: Schema.NullOr(Schema.String),
  organisation_id: Schema.String,
  organisation: Schema.String,
  /** The engagement's real status (the column may hold two). */
  status: Schema.Literals(ENGAGEMENT_STATUSES),
  /** The board column the engagement machine puts the status in. */
  progress: Schema.Literals(BOARD_STAGES),
  /** `YYYY-MM-DD`, or null for a role without dates. */
  start_date: Schema.NullOr(Schema.String),
  /** The current assessment's result; null reads Incomplete. */
  result: Schema.NullOr(Schema.String),
  archived: Schema.Boolean,
}

export const BoardCard = Schema.Struct({
  ...EngagementListFields,
  /** An open dispute on which the scheduler has recorded the machine's dueSoon fact (31 days). */
  dispute_due: Schema.Boolean,
  /** Sent back as If-Match when the card is archived or unarchived. */
  version: Schema.Number,
  can: CardSteps,
})
export type BoardCard = typeof BoardCard.Type

export const BoardColumn = Schema.Struct({
  stage: Schema.Literals(BOARD_STAGES),
  /** Every engagement in the column, though only the newest are sent. */
  count: Schema.Number,
  items: Schema.Array(BoardCard),
})
export type BoardColumn = typeof BoardColumn.Type

export const ProgressBoard = Schema.Struct({ columns: Schema.Array(BoardColumn) })
export type ProgressBoard = typeof ProgressBoard.Type

export const DirectoryRow = Schema.Struct(EngagementListFields)
export type DirectoryRow = typeof DirectoryRow.Type

export const DirectoryPage = Schema.Struct({
  items: Schema.Array(DirectoryRow),
  count: Schema.Number,
  pages: Schema.Number,
})
export type DirectoryPage = typeof DirectoryPage.Type
