// Reviewer records as a table (spec part 2 §2 screen 7): Name, Job title, Organisation, Date reviewed and the
// record's status, in the design system's table styles.
import { css, cx } from '../../../../styled-system/css'
import { dataTable } from '../../../../styled-system/recipes'
import type { ReviewerRow } from './review-panel-view'

const COLUMNS = ['Name', 'Job title', 'Organisation', 'Date reviewed', 'Status'] as const

export const ReviewerTable = ({ caption, rows }: { caption: string; rows: readonly ReviewerRow[] }) => {
  const styles = dataTable()
  return (
    // Cells wrap first (the panel sits in the narrower column of its screen); what still does not fit scrolls
    // within the panel rather than past its edge.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll must be reachable by keyboard.
    <section aria-label={caption} tabIndex={0} className={css({ overflowX: 'auto' })}>
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
    </section>
  )
}

const fitted = css({ width: '100%', '& th, & td': { whiteSpace: 'normal' } })
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
