// Reading one file from a multipart upload without ever holding more than the limit: the declared length is
// refused up front, and the stream is counted as it arrives, so a huge or endless body stops at the limit.
import type { Context } from 'hono'
import { MESSAGES } from '#domain/messages'
import { Invalid, TooLarge } from './errors.ts'

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

export type UploadedFile = { bytes: Uint8Array; name: string }

/**
 * A browser sends a file's own name only: folders, a `..`, or control characters (a header split, a NUL that
 * cuts the name short on some systems) mean a crafted request, refused before anything reads its bytes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const CRAFTED_NAME = /[\\/\x00-\x1f\x7f]|^\.\.?$/

const uploadedFile = async (file: File): Promise<UploadedFile> => {
  if (CRAFTED_NAME.test(file.name))
    throw Invalid(MESSAGES.fileNameInvalid, [
      { path: 'File', message: 'Refused: a path or control character in the name' },
    ])
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }
}

/** The multipart form, read without holding more than `limit` bytes; `notMultipart` is the refusal of any other body. */
const readBoundedForm = async (c: Context, limit: number, notMultipart: string): Promise<FormData> => {
  if (Number(c.req.header('content-length')) > limit) throw TooLarge(MESSAGES.fileTooLarge)
  const contentType = c.req.header('content-type') ?? ''
  const body = c.req.raw.body
  if (!/^multipart\/form-data;/i.test(contentType) || !body) throw Invalid(notMultipart)
  let received = 0
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => {
        received += chunk.byteLength
        if (received > limit) controller.error(TooLarge(MESSAGES.fileTooLarge))
        else controller.enqueue(chunk)
      },
    }),
  )
  try {
    return await new Response(counted, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw received > limit ? TooLarge(MESSAGES.fileTooLarge) : Invalid(MESSAGES.uploadMalformed)
  }
}

export const readUploadedFile = async (c: Context, field: string, maxBytes: number): Promise<UploadedFile> => {
  const form = await readBoundedForm(c, maxBytes + MULTIPART_OVERHEAD, MESSAGES.fileFieldMissing)
  const file = form.get(field)
  if (!(file instanceof File)) throw Invalid(MESSAGES.fileFieldMissing)
  if (file.size > maxBytes) throw TooLarge(MESSAGES.fileTooLarge)
  return uploadedFile(file)
}

/**
 * A multipart form with text fields and up to `maxFiles` files in the field `fileField`, read with the same
 * counting as one file (the limit is the files' total plus room for the fields).
 */
export const readUploadedForm = async (
  c: Context,
  options: { fileField: string; maxBytes: number; maxFiles: number; tooManyFiles: string },
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> => {
  const form = await readBoundedForm(
    c,
    options.maxBytes * options.maxFiles + MULTIPART_OVERHEAD,
    MESSAGES.uploadMalformed,
  )
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  for (const [name, value] of form.entries()) {
    if (value instanceof File) {
      if (name !== options.fileField) throw Invalid(MESSAGES.fileFieldMissing)
      if (value.size > options.maxBytes) throw TooLarge(MESSAGES.fileTooLarge)
      files.push(await uploadedFile(value))
    } else fields[name] = value
  }
  if (files.length > options.maxFiles) throw Invalid(options.tooManyFiles)
  return { fields, files }
}
