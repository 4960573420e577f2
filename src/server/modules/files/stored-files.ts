// A file's bytes around the transaction that records it: written to the blob store before the row commits and
// removed after the row is gone, so a failed transaction leaves no row without bytes, and a committed one no
// bytes still in use removed.
import { createHash } from 'node:crypto'
import type { Logger } from 'pino'
import { NotFound } from '../../http/errors.ts'
import type { BlobStore } from './blob-store.ts'
import type { FileRecord, NewFile } from './files.queries.ts'

export type StoredFile = { file: FileRecord; bytes: Uint8Array }

/** The row describing new bytes: their size and hash are computed here, never taken from the request. */
export const newFileRow = (
  fields: Omit<NewFile, 'byteSize' | 'sha256' | 'originalName'> & { bytes: Uint8Array; name: string | null },
): NewFile => {
  const { bytes, name, ...rest } = fields
  return {
    ...rest,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    originalName: name,
  }
}

/** After commit: the bytes of a file no longer referenced. A failure leaves an orphan to log, not an error. */
export const removeBytes = async (blobs: BlobStore, logger: Logger, storageKey: string | null) => {
  if (!storageKey) return
  try {
    await blobs.delete(storageKey)
  } catch (err) {
    logger.warn({ err, storageKey }, 'could not remove the bytes of a deleted file')
  }
}

/** Stores the bytes, then runs the transaction that records them; the bytes go again if it fails. */
export const storeThenRecord = async <T>(
  { blobs, logger }: { blobs: BlobStore; logger: Logger },
  storageKey: string,
  bytes: Uint8Array,
  record: () => Promise<T>,
): Promise<T> => {
  await blobs.put(storageKey, bytes)
  try {
    return await record()
  } catch (error) {
    await removeBytes(blobs, logger, storageKey)
    throw error
  }
}

/** The bytes of a recorded file; a row without bytes is logged and answered as missing. */
export const withBytes = async (
  { blobs, logger }: { blobs: BlobStore; logger: Logger },
  file: FileRecord,
  what: string,
): Promise<StoredFile> => {
  const bytes = await blobs.get(file.storageKey)
  if (!bytes) {
    logger.error({ fileId: file.id, storageKey: file.storageKey }, 'a file row has no bytes in the blob store')
    throw NotFound(what)
  }
  return { file, bytes }
}
