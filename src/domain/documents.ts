// The documents people attach as evidence (rule notes.rules: notes, disputes, the original SDS of an
// insurance validation): which formats, how large, what is said when a file is refused. Shared by the
// browser's file picker and first check and by the server, which decides from the content (never the name).
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { FILE_MAX_BYTES } from './logo.ts'
import { MESSAGES } from './messages.ts'

const format = <E extends string, C extends string>(
  extension: E,
  contentType: C,
  label: string,
  /** Every extension a file of this format may be named with; the first is `extension`. */
  nameExtensions: readonly string[] = [extension],
) => ({ extension, contentType, label, nameExtensions })

/** In the spec's order; csv last among the text formats because only the file picker names it. */
export const DOCUMENT_FORMATS = [
  format('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word document'),
  format('doc', 'application/msword', 'Word 97-2003 document'),
  format('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Excel workbook'),
  format('xls', 'application/vnd.ms-excel', 'Excel 97-2003 workbook'),
  format(
    'pptx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'PowerPoint presentation',
  ),
  format('ppt', 'application/vnd.ms-powerpoint', 'PowerPoint 97-2003 presentation'),
  format('pdf', 'application/pdf', 'PDF document'),
  format('txt', 'text/plain', 'Plain text'),
  format('csv', 'text/csv', 'CSV text'),
  format('png', 'image/png', 'PNG image'),
  format('jpeg', 'image/jpeg', 'JPEG image', ['jpeg', 'jpg']),
  format('svg', 'image/svg+xml', 'SVG image'),
] as const

export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number]
export type DocumentExtension = DocumentFormat['extension']
export type DocumentContentType = DocumentFormat['contentType']

/** 5MB like every file of the product (rule files.limits): exactly 5MB is accepted. */
export const DOCUMENT_MAX_BYTES = FILE_MAX_BYTES

const FORMAT_NAMES = DOCUMENT_FORMATS.map((f) => f.extension).join(', ')

export const DOCUMENT_MESSAGES = {
  fileTooLarge: MESSAGES.fileTooLarge,
  /** Worded like the logo's message (rule files.logo), naming every accepted format. */
  formatInvalid: `Invalid file format, supported formats: ${FORMAT_NAMES}`,
  fileEmpty: 'The file is empty. Please choose a file with content.',
} as const

export const documentFormatByExtension = (extension: DocumentExtension): DocumentFormat =>
  DOCUMENT_FORMATS.find((f) => f.extension === extension)!

/** The format a file's name claims, by its last extension (any case); undefined when it claims none of ours. */
export const documentFormatOfName = (name: string): DocumentFormat | undefined => {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase()
  return extension ? DOCUMENT_FORMATS.find((f) => f.nameExtensions.includes(extension)) : undefined
}

/**
 * The file picker's `accept` (content type -> extensions): a hint for the chooser, not a check. Browsers
 * declare Office types inconsistently, so the extensions carry the choice.
 */
export const DOCUMENT_ACCEPT: Record<string, string[]> = Object.fromEntries(
  DOCUMENT_FORMATS.map((f) => [f.contentType, f.nameExtensions.map((extension) => `.${extension}`)]),
)

/**
 * The browser's check before uploading, from what it knows (size and name; the declared type of Office files
 * varies by browser and system, so it is not used); null when the file may be sent. The server checks the
 * content again and has the last word.
 */
export const documentFileProblem = (file: { size: number; name: string }): string | null => {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.fileTooLarge
  if (file.size === 0) return DOCUMENT_MESSAGES.fileEmpty
  return documentFormatOfName(file.name) ? null : DOCUMENT_MESSAGES.formatInvalid
}

/** An original SDS someone uploaded, or an SDS version the product issued. */
export const SDS_FILE_KINDS = ['original', 'issued'] as const
export type SdsFileKind = (typeof SDS_FILE_KINDS)[number]

/** One entry of GET /api/files/files/sds/engagements/{engagementId}; `id` downloads it at /api/files/files/{id}. */
export const SdsFile = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  content_type: Schema.String,
  byte_size: Schema.Int,
  sha256: Schema.String,
  /** ISO 8601 instant. */
  created: Schema.String,
  kind: Schema.Literals(SDS_FILE_KINDS),
  /** The issued SDS's version (1, 2 ...); null for an uploaded original, which the product does not number. */
  version: Schema.NullOr(Schema.Int),
}).annotate({ identifier: 'SdsFile' })
export type SdsFile = typeof SdsFile.Type

export const sdsFileUrlOf = (fileId: string) => `/api/files/files/${fileId}`

export const SDS_FILE_MESSAGES = {
  originalSdsInsuranceOnly:
    'An original SDS can be attached only to an insurance validation (short assessment) of a contractor engagement.',
  issuedSdsKept: 'An SDS issued by the portal is the record of what each party received and cannot be deleted.',
} as const
