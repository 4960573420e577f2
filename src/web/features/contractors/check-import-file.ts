// The browser's check of an import file, before anything is sent: the same reading and schema as the server, a
// chunk of rows at a time with a yield between chunks, so the page keeps answering and can show rows checked.
import { type CheckedRow, checkImportRow, readImportFile, refuseRepeatedEmails } from '#domain/contractor-import'

const CHUNK = 250

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export type BrowserCheck = { ok: true; rows: CheckedRow[] } | { ok: false; message: string }

export const checkImportFile = async (
  text: string,
  organisationId: string,
  onProgress: (checked: number, total: number) => void,
  signal: AbortSignal,
): Promise<BrowserCheck | null> => {
  const read = readImportFile(text)
  if (!read.ok) return read
  const checked: CheckedRow[] = []
  const total = read.rows.length
  for (let start = 0; start < total; start += CHUNK) {
    for (const row of read.rows.slice(start, start + CHUNK)) checked.push(checkImportRow(row, organisationId))
    onProgress(checked.length, total)
    await nextTask()
    if (signal.aborted) return null
  }
  return { ok: true, rows: refuseRepeatedEmails(checked) }
}
