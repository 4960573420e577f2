// An uploaded document made ready to store, whatever it is attached to (an original SDS, a note's evidence):
// its name cleaned for showing and downloading, and its size and content checked (never its name alone).
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '#domain/documents'
import { Invalid, TooLarge } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/upload.ts'
import { checkDocumentContent } from './document-content.ts'

/** The name as shown and offered on download (the upload has refused folders and control characters already). */
const displayName = (name: string) => name.trim().slice(-255)

/** The file with its cleaned name and the content type its bytes prove; 413 or 400 otherwise. */
export const checkedDocument = async (uploaded: UploadedFile) => {
  const file = { bytes: uploaded.bytes, name: displayName(uploaded.name) }
  if (file.bytes.length > DOCUMENT_MAX_BYTES) throw TooLarge(DOCUMENT_MESSAGES.fileTooLarge)
  if (file.bytes.length === 0)
    throw Invalid(DOCUMENT_MESSAGES.fileEmpty, [{ path: 'File', message: 'Refused: an empty file' }])
  const verdict = await checkDocumentContent(file.bytes, file.name)
  if (!verdict.ok)
    throw Invalid(DOCUMENT_MESSAGES.formatInvalid, [{ path: 'File', message: `Refused: ${verdict.reason}` }])
  return { file, contentType: verdict.contentType }
}
