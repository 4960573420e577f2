// The one table component of the product (rules lists.paging, lists.defaults): a real <table> on TanStack
// Table v9. For a list, the server sorts and pages it, with sortable headers as buttons carrying aria-sort,
// the range label "x - y of total", rows-per-page 10/20/30, page buttons 4 at a time and an empty state; its state
// lives in the URL through useListState. Without a list it is a short table shown whole, with the same look,
// scrolling and messages.
import { type ColumnDef, type RowData, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table'
import { type ReactNode, useId, useMemo } from 'react'
import { css } from '../../../styled-system/css'
import { dataTable } from '../../../styled-system/recipes'
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons'
import { PAGE_SIZE_CHOICES, rangeLabel } from './list-state'
import { PageButtons } from './page-buttons'
import { Spinner } from './spinner'
import type { ListController } from './use-list-state'

export const listFeatures = tableFeatures({ rowSortingFeature })
export type ListColumn<Row extends RowData> = ColumnDef<typeof listFeatures, Row>

type DataTableProps<Row extends RowData> = {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string
  /** Sortable columns set `enableSorting: true`; their id is the server's sort_by value. */
  columns: ListColumn<Row>[]
  /** One page of rows as the server answered, or undefined while the first answer is on its way. */
  rows: readonly Row[] | undefined
  /**
   * The URL-kept list the server sorts and pages (with `count` and `pages`); without it the table shows every row
   * it is given, in order, with no sorting or paging: a short table a page holds whole.
   */
  list?: ListController
  count?: number
  pages?: number
  getRowId: (row: Row) => string
  /** What an empty list says. */
  empty: ReactNode
  /** Shown instead of the rows when the list could not be loaded. */
  error?: ReactNode
  /** Above the table, beside the range label (usually a SearchBox). */
  toolbar?: ReactNode
  loading?: boolean
}

export const DataTable = <Row extends RowData>({
  caption,
  columns,
  rows,
  count = 0,
  pages = 0,
  list,
  getRowId,
  empty,
  error,
  toolbar,
  loading = false,
}: DataTableProps<Row>) => {
  const styles = dataTable()
  const state = list?.state
  const data = useMemo(() => [...(rows ?? [])], [rows])
  const table = useTable({
    features: listFeatures,
    columns,
    data,
    getRowId,
    manualSorting: true,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false },
    state: { sorting: state?.sortBy ? [{ id: state.sortBy, desc: state.sortDirection === 'desc' }] : [] },
    onSortingChange: () => {},
  })
  const columnCount = columns.length
  const body = error ? (
    <TableMessage span={columnCount} role="alert">
      {error}
    </TableMessage>
  ) : rows === undefined ? (
    <TableMessage span={columnCount}>
      <Spinner />
      <span className={css({ srOnly: true })}>Loading</span>
    </TableMessage>
  ) : rows.length === 0 ? (
    <TableMessage span={columnCount} role="status">
      {empty}
    </TableMessage>
  ) : (
    table.getRowModel().rows.map((row) => (
      <tr key={row.id} className={styles.row}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={styles.cell}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ))
  )
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {/* A table shown whole often holds nothing to focus: its frame takes the focus so a keyboard can scroll it
          on a narrow screen (a list's sort buttons and links already do). */}
      <div className={styles.scroller} {...(list ? {} : { role: 'region', 'aria-label': caption, tabIndex: 0 })}>
        <table className={styles.table}>
          <caption className={css({ srOnly: true })}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const sortable = list !== undefined && header.column.getCanSort()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.headerCell}
                      aria-sort={
                        sortable
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => list?.sortBy(header.column.id)}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUpIcon size={14} />
                          ) : sorted === 'desc' ? (
                            <ArrowDownIcon size={14} />
                          ) : (
                            <SortIcon size={14} />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {list && <Pagination list={list} count={count} pages={pages} className={styles.footer} />}
    </div>
  )
}

/** A row across every column that says why a table has no rows (loading, failed, empty); tables outside DataTable use it too. */
export const TableMessage = ({
  span,
  role,
  children,
}: {
  span: number
  role?: 'alert' | 'status'
  children: ReactNode
}) => {
  const styles = dataTable()
  return (
    <tr>
      <td colSpan={span} className={styles.empty} role={role}>
        <div className={styles.message}>{children}</div>
      </td>
    </tr>
  )
}

type PaginationProps = {
  list: ListController
  count: number
  pages: number
  className: string
}

const Pagination = ({ list, count, pages, className }: PaginationProps) => {
  const sizeId = useId()
  const { page, pageSize } = list.state
  return (
    <div className={className}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => list.setPageSize(Number(event.target.value))}
          className={css({
            borderWidth: '1px',
            borderStyle: 'solid',
            borderColor: 'border.strong',
            borderRadius: 'md',
            bg: 'bg.surface',
            color: 'fg.default',
            px: '2',
            py: '1',
          })}
        >
          {PAGE_SIZE_CHOICES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">{rangeLabel(page, pageSize, count)}</p>
      <PageButtons page={page} pages={pages} onPage={list.setPage} />
    </div>
  )
}
