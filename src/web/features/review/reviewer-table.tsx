// Reviewer records as a table (spec part 2 §2 screen 7): Name, Job title, Organisation, Date reviewed and the
// record's status, in the design system's table styles.
import { css, cx } from '../../../../styled-system/css'
import { dataTable } from '../../../../styled-system/recipes'
import type { ReviewerRow } from './review-panel-view'

const COLUMNS = ['Name', 'Job title', 'Organisation', 'Date reviewed', 'Status'] as const

export const ReviewerTable = ({ caption, rows }: { caption: string; rows: readonly ReviewerRow[] }) => {
  const styles = dataTable()
  return (
    // Cells wrap rather than scroll sideways: the panel sits in the narrower column of its screen.
    <table className={cx(styles.table, fitted)}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead>
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
            <td className={cx(styles.cell, breakable)}>{row.name}</td>
            <td className={styles.cell}>{row.jobTitle}</td>
            <td className={styles.cell}>{row.organisation}</td>
            <td className={styles.cell}>{row.dateReviewed}</td>
            <td className={styles.cell}>
              <span data-status={row.status} className={status}>
                {row.status}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const fitted = css({ width: '100%', '& th, & td': { whiteSpace: 'normal' } })
// A reviewer known only by e-mail (an invitee) would otherwise push the table out of its card.
const breakable = css({ overflowWrap: 'anywhere' })

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
