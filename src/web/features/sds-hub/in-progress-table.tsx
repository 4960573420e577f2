// "Assessments in progress" (rule sds-hub.screen): the contractor's engagements whose SDS is not issued
// yet, with their status. A contractor has few, so the server sends them all and the table does not page.
import { css } from '../../../../styled-system/css'
import { dataTable } from '../../../../styled-system/recipes'
import { TableMessage } from '../../ui/data-table'
import { formatDay } from '../../ui/format-date'
import { Spinner } from '../../ui/spinner'
import { useHubInProgress } from './api/get-hub-in-progress'
import { area, areaHeader, areaTitle } from './hub-styles'
import { HUB_TEXTS } from './hub-view'

const COLUMNS = ['Engagement', 'Organisation', 'End client', 'Start date', 'Status'] as const

export const InProgressTable = () => {
  const inProgress = useHubInProgress()
  const rows = inProgress.data
  const styles = dataTable()
  const message = (text: string, role: 'status' | 'alert') => (
    <TableMessage span={COLUMNS.length} role={role}>
      {text}
    </TableMessage>
  )
  return (
    <section aria-labelledby="hub-in-progress" className={area}>
      <div className={areaHeader}>
        <h2 id="hub-in-progress" className={areaTitle}>
          Assessments in progress
        </h2>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={css({ srOnly: true })}>Assessments in progress</caption>
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
            {inProgress.isError ? (
              message('Your assessments in progress could not be loaded. Reload the page to try again.', 'alert')
            ) : rows === undefined ? (
              <TableMessage span={COLUMNS.length}>
                <Spinner />
              </TableMessage>
            ) : rows.length === 0 ? (
              message(HUB_TEXTS.noneInProgress, 'status')
            ) : (
              rows.map((row) => (
                <tr key={row.engagement_id} className={styles.row}>
                  <td className={styles.cell}>{row.engagement_name}</td>
                  <td className={styles.cell}>{row.organisation}</td>
                  <td className={styles.cell}>{row.end_client ?? 'None'}</td>
                  <td className={styles.cell}>{row.start_date ? formatDay(row.start_date) : 'Not set'}</td>
                  <td className={styles.cell}>{row.status}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
