// What an uploaded evidence document is, decided from its bytes: PDF, PNG and JPEG by signature; docx, xlsx
// and pptx as ZIP archives holding their main part; doc, xls and ppt as OLE2 compound files holding their
// main stream; txt, csv and svg as UTF-8 text that parses as what the name says.
//
// The stored type is always what the content is. The name must claim that same format: a PDF named .docx is
// refused rather than stored as a PDF, because the person meant to attach a Word document and would not find
// it, and because a name that lies about its content is the usual disguise of a harmful file.
import { fileTypeFromBuffer } from 'file-type'
import {
  type DocumentContentType,
  type DocumentExtension,
  documentFormatByExtension,
  documentFormatOfName,
} from '#domain/documents'
import { compoundFileStreams } from './compound-file.ts'
import { csvProblem } from './csv-syntax.ts'
import { checkSvg } from './svg-safety.ts'
import { zipEntryNames } from './zip-entries.ts'

export type DocumentVerdict =
  | { ok: true; contentType: DocumentContentType; extension: DocumentExtension }
  | { ok: false; reason: string }

type Finding = { extension: DocumentExtension } | { reason: string }

/** file-type's answers that are formats of ours, still to be confirmed where the answer is only a guess. */
const DETECTED: Record<string, DocumentExtension> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  // An animated PNG is a PNG whose first frame every viewer shows.
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/**
 * file-type names an OOXML file from [Content_Types].xml or from its folder names; the part Office opens
 * first must also be in the archive's index, or the file is a ZIP dressed as a document.
 */
const OOXML_MAIN_PART: Partial<Record<DocumentExtension, string>> = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
  pptx: 'ppt/presentation.xml',
}

/**
 * file-type says only "application/x-cfb" for every compound file (also Outlook messages, installers, an
 * encrypted docx): the legacy format is told by the stream names in the directory, not by the extension.
 */
const LEGACY_OFFICE_STREAMS: readonly [stream: string, extension: DocumentExtension][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
  ['PowerPoint Document', 'ppt'],
]

const legacyOfficeFinding = (bytes: Uint8Array): Finding => {
  const streams = compoundFileStreams(bytes)
  if (!streams) return { reason: 'an OLE2 compound file whose directory cannot be read' }
  const found = LEGACY_OFFICE_STREAMS.find(([stream]) => streams.includes(stream))
  return found
    ? { extension: found[1] }
    : { reason: 'an OLE2 compound file that is not a Word, Excel or PowerPoint document' }
}

/** The binary format of the bytes; null when file-type finds none, or only text (XML, calendars ...). */
const binaryFinding = async (bytes: Uint8Array): Promise<Finding | null> => {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || detected.mime === 'application/xml' || detected.mime.startsWith('text/')) return null
  if (detected.mime === 'application/x-cfb') return legacyOfficeFinding(bytes)
  const extension = DETECTED[detected.mime]
  if (!extension) return { reason: `a file of type ${detected.mime}` }
  const mainPart = OOXML_MAIN_PART[extension]
  if (mainPart && !zipEntryNames(bytes)?.includes(mainPart)) return { reason: `a ZIP archive without ${mainPart}` }
  return { extension }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** Text is valid UTF-8 without NUL bytes; the name says which text format to parse it as. */
const textFinding = (bytes: Uint8Array, named: DocumentExtension): Finding => {
  if (bytes.includes(0)) return { reason: 'binary data that is not a known format' }
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { reason: 'neither a known format nor UTF-8 text' }
  }
  if (named === 'svg') {
    const svg = checkSvg(text)
    return svg.ok ? { extension: 'svg' } : { reason: `an unsafe or malformed SVG (${svg.reason})` }
  }
  if (named === 'csv') {
    const problem = csvProblem(text)
    return problem ? { reason: `text that is not CSV (${problem})` } : { extension: 'csv' }
  }
  return { extension: 'txt' }
}

export const checkDocumentContent = async (bytes: Uint8Array, name: string): Promise<DocumentVerdict> => {
  if (bytes.length === 0) return { ok: false, reason: 'an empty file' }
  const named = documentFormatOfName(name)
  if (!named) return { ok: false, reason: 'a name without an accepted extension' }
  const finding = (await binaryFinding(bytes)) ?? textFinding(bytes, named.extension)
  if ('reason' in finding) return { ok: false, reason: finding.reason }
  const content = documentFormatByExtension(finding.extension)
  if (content.extension !== named.extension)
    return { ok: false, reason: `${content.label} content named .${named.extension}` }
  return { ok: true, contentType: content.contentType, extension: content.extension }
}
