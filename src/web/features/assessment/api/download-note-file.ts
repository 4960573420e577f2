// GET /api/files/files/{fileId}: a note's evidence file, fetched with the session's token (a plain link could
// not send it) and saved under its own name.
import { useMutation } from '@tanstack/react-query'
import type { NoteFile } from '#domain/notes'
import { api } from '../../../api/client'
import { saveBlob } from './download-report'

export const downloadNoteFile = async (file: NoteFile) => {
  // The url is the API's own address (/api/...); the client adds the /api prefix itself.
  const blob = await api<Blob, 'blob'>(file.url.replace(/^\/api/, ''), { responseType: 'blob' })
  saveBlob(blob, file.name)
}

export const useDownloadNoteFile = () => useMutation({ mutationFn: downloadNoteFile })
