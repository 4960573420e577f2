// GET /api/assessments/engagements/{id}/record: the engagement's whole record as a ZIP, read as a stream so the
// person sees how far the download has gone, then saved under the name the server gives it.
import { api, errorMessageOf, handleErrorResponse } from '../../../api/client'
import { saveBlob } from '../../assessment/api/download-report'

export type RecordProgress =
  /** The server is gathering the record and zipping it: nothing has arrived yet. */
  | { phase: 'preparing' }
  /** `total` is null when the server did not say how large the file is. */
  | { phase: 'receiving'; received: number; total: number | null }

export const FALLBACK_RECORD_FILE_NAME = 'engagement-record.zip'

/** The file name from `Content-Disposition: attachment; filename="..."`. */
export const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_RECORD_FILE_NAME

/** A refused or failed download, said in words the person can act on. */
export class RecordDownloadError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message)
  }
}

const messageFor = (status: number, body: unknown) => {
  if (status === 403) return 'Your role may not export the record of this engagement.'
  if (status === 404) return 'This engagement could not be found. It may have been deleted.'
  if (status === 401) return 'Your session has ended. Sign in again, then download the record.'
  if (status < 500) return errorMessageOf(body)
  return 'The server could not put the record together. Try again; if it fails again, tell your administrator.'
}

const bodyOf = async (stream: ReadableStream<Uint8Array> | undefined) => {
  const text = stream ? await new Response(stream).text() : ''
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export const downloadEngagementRecord = async (
  engagementId: string,
  onProgress: (progress: RecordProgress) => void,
): Promise<string> => {
  onProgress({ phase: 'preparing' })
  const response = await api
    .raw<ReadableStream<Uint8Array>, 'stream'>(`/assessments/engagements/${encodeURIComponent(engagementId)}/record`, {
      responseType: 'stream',
      // A streamed body is read here, so a refusal's JSON is too; the session and error page rules still apply.
      ignoreResponseError: true,
    })
    .catch(() => {
      throw new RecordDownloadError(null, 'The record could not be downloaded. Check your connection and try again.')
    })
  if (!response.ok) {
    const body = await bodyOf(response._data)
    if (response.status === 401 || response.status >= 500) handleErrorResponse(response.status, response.headers, body)
    throw new RecordDownloadError(response.status, messageFor(response.status, body))
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'))
  const length = Number(response.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  const reader = response._data?.getReader()
  if (!reader) throw new RecordDownloadError(null, 'The record arrived empty. Try again.')
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress({ phase: 'receiving', received, total })
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(new Uint8Array(value))
    received += value.byteLength
    onProgress({ phase: 'receiving', received, total })
  }
  saveBlob(new Blob(chunks, { type: 'application/zip' }), fileName)
  return fileName
}
