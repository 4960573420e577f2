// Reading one file from a multipart upload without ever holding more than the limit: the upload raises its
// request's body limit (body-limit.ts) to its files' own before reading, so a declared length past it is refused
// up front and a streamed body stops at it.
import type { Context } from 'hono'
import { MESSAGES } from '#domain/messages'
import { uploadLimit } from '#domain/request-limits'
import { allowBody } from './body-limit.ts'
import { AppError, Invalid, TooLarge } from './errors.ts'

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
  allowBody(c, limit, MESSAGES.fileTooLarge)
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType) || !c.req.raw.body) throw Invalid(notMultipart)
  try {
    return await new Response(c.req.raw.body, { headers: { 'content-type': contentType } }).formData()
  } catch (error) {
    // The body limit's 413 stands; anything else is a form that does not parse.
    throw error instanceof AppError ? error : Invalid(MESSAGES.uploadMalformed)
  }
}

export const readUploadedFile = async (c: Context, field: string, maxBytes: number): Promise<UploadedFile> => {
  const form = await readBoundedForm(c, uploadLimit(1, maxBytes), MESSAGES.fileFieldMissing)
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
  const form = await readBoundedForm(c, uploadLimit(options.maxFiles, options.maxBytes), MESSAGES.uploadMalformed)
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
