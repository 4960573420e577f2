// Reading one file from a multipart upload without ever holding more than the limit: the declared length is
// refused up front, and the stream is counted as it arrives, so a huge or endless body stops at the limit.
import type { Context } from 'hono'
import { MESSAGES } from '#domain/messages'
import { Invalid, TooLarge } from './errors.ts'

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

export type UploadedFile = { bytes: Uint8Array; name: string }

export const readUploadedFile = async (c: Context, field: string, maxBytes: number): Promise<UploadedFile> => {
  const limit = maxBytes + MULTIPART_OVERHEAD
  if (Number(c.req.header('content-length')) > limit) throw TooLarge(MESSAGES.fileTooLarge)
  const contentType = c.req.header('content-type') ?? ''
  const body = c.req.raw.body
  if (!/^multipart\/form-data;/i.test(contentType) || !body) throw Invalid(MESSAGES.fileFieldMissing)
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
  let form: FormData
  try {
    form = await new Response(counted, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw received > limit ? TooLarge(MESSAGES.fileTooLarge) : Invalid(MESSAGES.uploadMalformed)
  }
  const file = form.get(field)
  if (!(file instanceof File)) throw Invalid(MESSAGES.fileFieldMissing)
  if (file.size > maxBytes) throw TooLarge(MESSAGES.fileTooLarge)
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }
}
