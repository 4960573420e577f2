// The progress board and the assessments directory (rules board.screen, directory.screen,
// board.rules, api.engagement-lists): their queries and wire shapes, shared by browser and server.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { DIRECTORY_RESULTS, DIRECTORY_SORT_FIELDS, ENGAGEMENT_TYPES, type EngagementType } from './directory-list.ts'
import { BOARD_STAGES, ENGAGEMENT_STATUSES } from './engagement-status.ts'
import { ListQueryFields, QueryFlag } from './list.ts'
import { canOpenRoute, type RouteVisitor } from './navigation.ts'

/** A column shows its newest cards; "View all" opens the directory filtered by that progress. */
export const BOARD_COLUMN_CAP = 20

export const ENGAGEMENT_LIST_MESSAGES = {
  directoryIntro: 'This page holds all the assessments that you have access to.',
  noResults: 'No results have been found.',
  showArchived: 'Show archived assessments',
  clearFilters: 'Clear all filters',
  disputeDue: 'Dispute Due',
  deleteFailed: 'Failed to delete assessment. Please try again.',
  deleteConfirmText: 'Deleting an assessment removes it from the board and the directory. This cannot be undone.',
} as const

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

type EngagementListRow = { id: string; type: EngagementType; role_id: string | null; contractor_id: string | null }

export type EngagementLink =
  | { to: '/edit-role/$roleId'; params: { roleId: string } }
  | {
      to: '/edit-contractor/$contractorId/edit-engagement/$engagementId'
      params: { contractorId: string; engagementId: string }
    }
  | { to: '/review/$engagementId'; params: { engagementId: string } }

/** Where a card or a row opens (docs/navigation.md): a role's page, else the contractor's engagement. */
const recordLinkOf = (row: EngagementListRow): Exclude<EngagementLink, { to: '/review/$engagementId' }> | null => {
  if (row.type === 'Role') return row.role_id ? { to: '/edit-role/$roleId', params: { roleId: row.role_id } } : null
  return row.contractor_id
    ? {
        to: '/edit-contractor/$contractorId/edit-engagement/$engagementId',
        params: { contractorId: row.contractor_id, engagementId: row.id },
      }
    : null
}

/**
 * Where a card or a row opens for this visitor: the record's own page when they may open it; else, for an
 * engagement waiting for their review, its review page (a Sign Off User's way in); else nowhere — a link that
 * could only be refused is not offered.
 */
export const engagementLinkOf = (
  row: EngagementListRow,
  visitor: RouteVisitor,
  reviewing: ReadonlySet<string>,
): EngagementLink | null => {
  const record = recordLinkOf(row)
  if (record && canOpenRoute(record.to, visitor)) return record
  return reviewing.has(row.id) ? { to: '/review/$engagementId', params: { engagementId: row.id } } : null
}

/** The CSV export's columns, in order. */
export const DIRECTORY_CSV_HEADER = [
  'Name',
  'Contractor',
  'Organisation',
  'Type',
  'Start date',
  'Progress',
  'Status',
  'Result',
  'Archived',
] as const
