// One note of a question: who wrote it, for which organisation, when, its text and files as downloads; a deleted
// note shows only when and why it was deleted (rule notes.rules).
import type { Note } from '#domain/notes'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { formatDateTime } from '../../ui/format-date'
import { useDownloadNoteFile } from './api/download-note-file'

type NoteItemProps = { note: Note; readOnly: boolean; onDelete: (note: Note) => void }

const authorOf = (note: Note) => [note.first_name, note.last_name].filter(Boolean).join(' ') || 'Former user'

export const NoteItem = ({ note, readOnly, onDelete }: NoteItemProps) => {
  const download = useDownloadNoteFile()
  if (note.deleted_at)
    return (
      <li className={item} data-deleted>
        <p className={css({ color: 'fg.muted', fontStyle: 'italic' })}>
          Deleted on {formatDateTime(note.deleted_at)}: {note.deleted_reason}
        </p>
      </li>
    )
  return (
    <li className={item}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <span className={css({ fontWeight: '600', color: 'fg.default' })}>{authorOf(note)}</span>
        {note.organisation_name && ` · ${note.organisation_name}`} · {formatDateTime(note.created)}
      </p>
      <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{note.evidence}</p>
      {note.files.length > 0 && (
        <ul aria-label="Evidence files" className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {note.files.map((file) => (
            <li key={file.id}>
              <button type="button" className={link()} onClick={() => download.mutate(file)}>
                Download {file.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div>
          <Button variant="outline" size="sm" onClick={() => onDelete(note)}>
            Delete
          </Button>
        </div>
      )}
    </li>
  )
}

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
  _last: { borderBottomWidth: '0' },
})
