// What the progress board and the assessments directory show beside their wire shapes (engagement-lists.ts): the
// column cap, the messages, where a card or a row opens and the CSV export's columns. Plain values only, so the
// pages do not load the schemas with their code (docs/first-load.md).
import type { EngagementType } from './directory-list.ts'
import { canOpenRoute, type RouteVisitor } from './navigation.ts'

/** A column shows its newest cards; "View all" opens the directory filtered by that progress. */
export const BOARD_COLUMN_CAP = 20

export const ENGAGEMENT_LIST_MESSAGES = {
  noResults: 'No results have been found.',
  showArchived: 'Show archived assessments',
  clearFilters: 'Clear all filters',
  disputeDue: 'Dispute Due',
  deleteFailed: 'Failed to delete assessment. Please try again.',
  deleteConfirmText: 'Deleting an assessment removes it from the board and the directory. This cannot be undone.',
} as const

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
