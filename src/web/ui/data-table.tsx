// The one table component of the product (rules lists.paging, lists.defaults): a real <table> on TanStack
// Table v9. For a list, the server sorts and pages it, with sortable headers as buttons carrying aria-sort,
// the range label "x - y of total", rows-per-page 10/20/30, page buttons 4 at a time and an empty state; its state
// lives in the URL through useListState. Without a list it is a short table shown whole, with the same look,
// scrolling and messages. A column may line up at the end (numbers), name its row (a row header) and carry a
// footer (totals); a short table may stack into labelled lines on a phone instead of scrolling.
import {
  type ColumnDef,
  type Header,
  metaHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { dataTable } from '../../../styled-system/recipes'
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons'
import { PAGE_SIZE_CHOICES, rangeLabel } from './list-state'
import { PageButtons } from './page-buttons'
import { Spinner } from './spinner'
import type { ListController } from './use-list-state'

/** What a column says about its cells beyond their content. */
export type ListColumnMeta = {
  /** 'end' for numbers, so their digits line up (the header follows). */
  align?: 'start' | 'end'
  /** The column's cells name their row (th scope="row"): what the other cells of the row are about. */
  rowHeader?: boolean
}

export const listFeatures = tableFeatures({ rowSortingFeature, columnMeta: metaHelper<ListColumnMeta>() })
export type ListColumn<Row extends RowData> = ColumnDef<typeof listFeatures, Row>

/** Data attributes a row carries (what tests and styles find it by, e.g. data-seq, data-tone="danger"). */
export type RowAttributes = Record<`data-${string}`, string | number | undefined>

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
  /** The row's key; the index serves rows with no id of their own whose order is fixed. */
  getRowId: (row: Row, index: number) => string
  /** Data attributes of a row; data-tone="danger" marks it in the danger colour. */
  rowAttributes?: (row: Row) => RowAttributes
  /**
   * A short table shown whole only: below the md breakpoint each row becomes a block of lines, each led by its
   * column's header, so a wide row needs no sideways scrolling on a phone. Headers must be plain text.
   */
  stacked?: boolean
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
  rowAttributes,
  stacked = false,
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
  // The pager waits for the list's first rows: drawn above the loading row, it was pushed down the page when they came
  // (a layout shift). Once shown it stays, so a page change that empties the rows keeps the focus on its button.
  const [pagerShown, setPagerShown] = useState(false)
  if (!pagerShown && (rows !== undefined || error !== undefined)) setPagerShown(true)
  const columnCount = columns.length
  const hasFooter = columns.some((column) => column.footer !== undefined)
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
      <tr key={row.id} className={styles.row} {...rowAttributes?.(row.original)}>
        {row.getAllCells().map((cell) => {
          const meta = cell.column.columnDef.meta
          const header = cell.column.columnDef.header
          const Cell = meta?.rowHeader ? 'th' : 'td'
          return (
            <Cell
              key={cell.id}
              scope={meta?.rowHeader ? 'row' : undefined}
              className={cx(styles.cell, meta?.rowHeader ? rowHeaderCell : alignOf(meta))}
              data-label={stacked && typeof header === 'string' ? header : undefined}
            >
              <table.FlexRender cell={cell} />
            </Cell>
          )
        })}
      </tr>
    ))
  )
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {/* A table shown whole often holds nothing to focus: its frame takes the focus so a keyboard can scroll it
          on a narrow screen (a list's sort buttons and links already do). */}
      <div className={styles.scroller} {...(list ? {} : { role: 'region', 'aria-label': caption, tabIndex: 0 })}>
        <table className={cx(styles.table, stacked && !list && stackedTable)}>
          <caption className={css({ srOnly: true })}>{caption}</caption>
          <thead className={cx(stacked && !list && stackedHead)}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const sortable = list !== undefined && header.column.getCanSort()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cx(styles.headerCell, alignOf(header.column.columnDef.meta))}
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
          {hasFooter && rows !== undefined && rows.length > 0 && !error && (
            <tfoot>
              {table.getFooterGroups().map((group) => (
                <tr key={group.id}>
                  {footerSpans(group.headers).map(({ header, span }, index) => (
                    <FooterCell key={header.id} header={header} first={index === 0} span={span}>
                      <table.FlexRender footer={header} />
                    </FooterCell>
                  ))}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      {list && pagerShown && <Pagination list={list} count={count} pages={pages} className={styles.footer} />}
    </div>
  )
}

const alignOf = (meta: ListColumnMeta | undefined) => (meta?.align === 'end' ? css({ textAlign: 'end' }) : undefined)
// A row header names its row: read as the start of the line, in the weight of the cells beside it, not centred
// and bold as a th is by default.
const rowHeaderCell = css({ textAlign: 'start', fontWeight: '500' })

type ListHeader<Row extends RowData> = Header<typeof listFeatures, Row, unknown>

/** The footer's cells: a column with no footer of its own widens the cell before it ("Total" over two columns). */
export const footerSpans = <Row extends RowData>(headers: readonly ListHeader<Row>[]) =>
  headers.reduce<{ header: ListHeader<Row>; span: number }[]>((cells, header) => {
    const last = cells.at(-1)
    if (last && header.column.columnDef.footer === undefined) last.span += 1
    else cells.push({ header, span: 1 })
    return cells
  }, [])

/** A footer cell; the first names the footer row ("Total"), so it is that row's header. */
const FooterCell = <Row extends RowData>({
  header,
  first,
  span,
  children,
}: {
  header: ListHeader<Row>
  first: boolean
  span: number
  children: ReactNode
}) => {
  const styles = dataTable()
  const className = cx(styles.cell, styles.footerCell, alignOf(header.column.columnDef.meta))
  const colSpan = span > 1 ? span : undefined
  return first ? (
    <th scope="row" colSpan={colSpan} className={className}>
      {children}
    </th>
  ) : (
    <td colSpan={colSpan} className={className}>
      {children}
    </td>
  )
}

// Stacked (narrow screens): each row a block, each cell a line led by its column's name. The headers stay for
// assistive technology, out of sight.
const stackedTable = css({
  '& th, & td': { whiteSpace: 'normal' },
  mdDown: {
    '& tbody, & tbody tr, & tbody td, & tbody th': { display: 'block' },
    '& tbody tr': { py: '2' },
    '& tbody td, & tbody th': { py: '0.5', textAlign: 'start' },
    '& tbody [data-label]::before': { content: 'attr(data-label) ": "', fontWeight: '600', color: 'fg.muted' },
  },
})
const stackedHead = css({ mdDown: { srOnly: true } })

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
  /** Names the page buttons when more than one paged table is on the page. */
  label?: string
  className?: string
}

/**
 * A URL-kept list's footer: rows per page, the range label and the page buttons. DataTable draws it under a list; a
 * table shown whole page by page (stacked on a phone, which a list's sortable headers are not) draws it below.
 */
export const Pagination = ({ list, count, pages, label, className }: PaginationProps) => {
  const sizeId = useId()
  const { page, pageSize } = list.state
  return (
    <div className={className ?? dataTable().footer}>
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
      <PageButtons page={page} pages={pages} onPage={list.setPage} label={label} />
    </div>
  )
}
