// The answer history of one question: when, which answer, who and for which organisation, newest first.
import { NOTE_MESSAGES } from '#domain/note-values'
import type { AnswerHistoryEntry } from '#domain/notes'
import { css } from '../../../../styled-system/css'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDateTime } from '../../ui/format-date'
import { Spinner } from '../../ui/spinner'
import { useAnswerHistory } from './api/get-answer-history'
import { panel } from './notes-panel'

const COLUMNS: ListColumn<AnswerHistoryEntry>[] = [
  { id: 'date', header: 'Date', accessorFn: (entry) => formatDateTime(entry.date) },
  { id: 'answer', header: 'Answer', accessorFn: (entry) => entry.answer ?? 'Cleared' },
  { id: 'who', header: 'Who', accessorFn: (entry) => entry.actor ?? 'Former user' },
  { id: 'organisation', header: 'Organisation', accessorFn: (entry) => entry.organisation ?? '—' },
]

type AnswerHistoryPanelProps = { id: string; assessmentId: string; questionId: string }

export const AnswerHistoryPanel = ({ id, assessmentId, questionId }: AnswerHistoryPanelProps) => {
  const history = useAnswerHistory(assessmentId, questionId)
  return (
    <section id={id} aria-label="Answer history" className={panel}>
      {history.isPending ? (
        <Spinner />
      ) : !history.data || history.data.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{NOTE_MESSAGES.historyEmpty}</p>
      ) : (
        <DataTable
          caption="Answer history"
          columns={COLUMNS}
          rows={history.data}
          // Entries have no id of their own; their order is fixed (newest first).
          getRowId={(_, index) => String(index)}
          empty={null}
          // Narrow: each entry a block of labelled lines, not a table to scroll.
          stacked
        />
      )}
    </section>
  )
}
