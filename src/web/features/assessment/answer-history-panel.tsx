// The answer history of one question: when, which answer, who and for which organisation, newest first.
import { NOTE_MESSAGES } from '#domain/notes'
import { css } from '../../../../styled-system/css'
import { dataTable } from '../../../../styled-system/recipes'
import { formatDateTime } from '../../ui/format-date'
import { Spinner } from '../../ui/spinner'
import { useAnswerHistory } from './api/get-answer-history'
import { panel } from './notes-panel'

type AnswerHistoryPanelProps = { id: string; assessmentId: string; questionId: string }

export const AnswerHistoryPanel = ({ id, assessmentId, questionId }: AnswerHistoryPanelProps) => {
  const history = useAnswerHistory(assessmentId, questionId)
  const styles = dataTable()
  return (
    <section id={id} aria-label="Answer history" className={panel}>
      {history.isPending ? (
        <Spinner />
      ) : !history.data || history.data.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{NOTE_MESSAGES.historyEmpty}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={css({ srOnly: true })}>Answer history</caption>
            <thead>
              <tr>
                {['Date', 'Answer', 'Who', 'Organisation'].map((heading) => (
                  <th key={heading} scope="col" className={styles.headerCell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.data.map((entry, index) => (
                // Entries have no id of their own; their order is fixed (newest first).
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} className={styles.row}>
                  <td className={styles.cell}>{formatDateTime(entry.date)}</td>
                  <td className={styles.cell}>{entry.answer ?? 'Cleared'}</td>
                  <td className={styles.cell}>{entry.actor ?? 'Former user'}</td>
                  <td className={styles.cell}>{entry.organisation ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
