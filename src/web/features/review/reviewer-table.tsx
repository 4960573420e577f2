// Reviewer records as a table (rule signoff.panel): Name, Job title, Organisation, Date reviewed and the
// record's status, in the design system's table styles.
import { css, cx } from '../../../../styled-system/css'
import { dataTable } from '../../../../styled-system/recipes'
import type { ReviewerRow } from './review-panel-view'

const COLUMNS = ['Name', 'Job title', 'Organisation', 'Date reviewed', 'Status'] as const

export const ReviewerTable = ({ caption, rows }: { caption: string; rows: readonly ReviewerRow[] }) => {
  const styles = dataTable()
  return (
    // Cells wrap first; on a narrow screen each reviewer becomes a block of labelled lines, so no column is ever
    // cut off or pushed out of sight.
    <section aria-label={caption}>
      <table className={cx(styles.table, fitted)}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead className={narrowHidden}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.headerCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={styles.row}>
              <td data-label={COLUMNS[0]} className={cx(styles.cell, breakable)}>
                {row.name}
              </td>
              <td data-label={COLUMNS[1]} className={styles.cell}>
                {row.jobTitle}
              </td>
              <td data-label={COLUMNS[2]} className={styles.cell}>
                {row.organisation}
              </td>
              <td data-label={COLUMNS[3]} className={styles.cell}>
                {row.dateReviewed}
              </td>
              <td data-label={COLUMNS[4]} className={styles.cell}>
                <span data-status={row.status} className={status}>
                  {row.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const fitted = css({
  width: '100%',
  '& th, & td': { whiteSpace: 'normal' },
  // Narrow: each row a block, each cell a line led by its column's name.
  mdDown: {
    '& tbody, & tr, & td': { display: 'block' },
    '& tr': { py: '2' },
    '& td': { borderBottomWidth: '0', py: '0.5' },
    '& td::before': { content: 'attr(data-label) ": "', fontWeight: '600', color: 'fg.muted' },
  },
})
const narrowHidden = css({ mdDown: { srOnly: true } })
// A reviewer known only by e-mail (an invitee) would otherwise push the table out of its card; the minimum
// width keeps a person's name whole.
const breakable = css({ overflowWrap: 'anywhere', minWidth: '9rem' })

const status = css({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '600',
  bg: 'bg.muted',
  color: 'fg.default',
  '&[data-status="Completed"]': { bg: 'success.subtle', color: 'success.text' },
  '&[data-status="Removed"]': { color: 'fg.muted' },
})
