// The bodies of the dispute calls: a dispute as JSON, or as multipart/form-data with the same fields and its
// `File` parts (so a dispute with files only is one command); more files, with their purpose.
import type { Context } from 'hono'
import { DOCUMENT_MAX_BYTES } from '#domain/documents'
import { DISPUTE_FILES_MAX, DISPUTE_FLOW_MESSAGES, RaiseDispute } from '#domain/sds-distribution'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import { readUploadedForm, type UploadedFile } from '../../http/upload.ts'

const isMultipart = (c: Context) => /^multipart\/form-data;/i.test(c.req.header('content-type') ?? '')

const formOf = (c: Context) =>
  readUploadedForm(c, {
    fileField: 'File',
    maxBytes: DOCUMENT_MAX_BYTES,
    maxFiles: DISPUTE_FILES_MAX,
    tooManyFiles: DISPUTE_FLOW_MESSAGES.tooManyFiles,
  })

export const readRaiseDispute = async (c: Context): Promise<{ body: RaiseDispute; files: UploadedFile[] }> => {
  if (!isMultipart(c)) return { body: await decodeBody(c, RaiseDispute), files: [] }
  const { fields, files } = await formOf(c)
  return { body: decodeWith(RaiseDispute, { details: '', ...fields }), files }
}

export const readDisputeFiles = async (c: Context): Promise<{ purpose: string | undefined; files: UploadedFile[] }> => {
  const { fields, files } = await formOf(c)
  return { purpose: fields.purpose, files }
}
