// Evidence documents (rule notes.rules: docx, doc, xlsx, xls, pptx, ppt, pdf, txt, png, jpeg, svg, and
// csv): the formats shared with the browser, and the server's check that decides from the bytes. A name
// that claims another format than the content is refused.
import { describe, expect, it } from 'vitest'
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentFileProblem,
  documentFormatOfName,
} from '../../src/domain/documents.ts'
import { compoundFileStreams } from '../../src/server/modules/files/compound-file.ts'
import { checkDocumentContent } from '../../src/server/modules/files/document-content.ts'
import { zipEntryNames } from '../../src/server/modules/files/zip-entries.ts'
import {
  compoundFile,
  LEGACY_OFFICE,
  minimalPdf,
  ooxmlDocument,
  windowsExecutable,
  zipArchive,
} from '../support/document-samples.ts'
import { HOSTILE_SVGS, JPEG, PNG, SAFE_SVG } from '../support/logo-samples.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
const refusal = async (bytes: Uint8Array, name: string) => {
  const verdict = await checkDocumentContent(bytes, name)
  expect(verdict.ok, JSON.stringify(verdict)).toBe(false)
  return (verdict as { reason: string }).reason
}

describe('the document formats', () => {
  it('are the spec list plus csv, each with its content type', () => {
    expect(DOCUMENT_FORMATS.map((f) => f.extension)).toEqual([
      'docx',
      'doc',
      'xlsx',
      'xls',
      'pptx',
      'ppt',
      'pdf',
      'txt',
      'csv',
      'png',
      'jpeg',
      'svg',
    ])
    expect(DOCUMENT_MESSAGES.formatInvalid).toBe(
      'Invalid file format, supported formats: docx, doc, xlsx, xls, pptx, ppt, pdf, txt, csv, png, jpeg, svg',
    )
    expect(DOCUMENT_MESSAGES.fileTooLarge).toBe('File size should not be more than 5MB')
    expect(DOCUMENT_ACCEPT['image/jpeg']).toEqual(['.jpeg', '.jpg'])
    expect(DOCUMENT_ACCEPT['application/msword']).toEqual(['.doc'])
    expect(Object.values(DOCUMENT_ACCEPT).flat()).toHaveLength(13)
  })

  it('reads the format a name claims from its last extension, in any case', () => {
    expect(documentFormatOfName('Original SDS.PDF')?.contentType).toBe('application/pdf')
    expect(documentFormatOfName('scan.final.jpg')?.extension).toBe('jpeg')
    expect(documentFormatOfName('report.pdf.exe')).toBeUndefined()
    expect(documentFormatOfName('docx')).toBeUndefined()
    expect(documentFormatOfName('folder.pdf/notes')).toBeUndefined()
  })

  it("the browser's first check: size up to exactly 5MB, not empty, an accepted extension", () => {
    expect(DOCUMENT_MAX_BYTES).toBe(5_242_880)
    expect(documentFileProblem({ size: DOCUMENT_MAX_BYTES, name: 'sds.docx' })).toBeNull()
    expect(documentFileProblem({ size: DOCUMENT_MAX_BYTES + 1, name: 'sds.docx' })).toBe(DOCUMENT_MESSAGES.fileTooLarge)
    expect(documentFileProblem({ size: 0, name: 'sds.docx' })).toBe(DOCUMENT_MESSAGES.fileEmpty)
    expect(documentFileProblem({ size: 10, name: 'sds.rtf' })).toBe(DOCUMENT_MESSAGES.formatInvalid)
  })
})

describe('checkDocumentContent accepts', () => {
  const accepted: [string, () => Uint8Array, string, string][] = [
    ['a Word document', () => ooxmlDocument('docx'), 'sds.docx', 'docx'],
    ['an Excel workbook', () => ooxmlDocument('xlsx'), 'rates.xlsx', 'xlsx'],
    ['a PowerPoint presentation', () => ooxmlDocument('pptx'), 'deck.pptx', 'pptx'],
    ['a Word 97-2003 document', LEGACY_OFFICE.doc, 'sds.doc', 'doc'],
    ['an Excel 97-2003 workbook', LEGACY_OFFICE.xls, 'rates.xls', 'xls'],
    ['an Excel 5 workbook (its stream is "Book")', () => compoundFile(['Book']), 'old.xls', 'xls'],
    ['a PowerPoint 97-2003 presentation', LEGACY_OFFICE.ppt, 'deck.ppt', 'ppt'],
    ['a PDF', () => minimalPdf(), 'Original SDS.PDF', 'pdf'],
    ['a PNG', () => PNG, 'scan.png', 'png'],
    ['a JPEG named .jpg', () => JPEG, 'scan.jpg', 'jpeg'],
    ['a JPEG named .jpeg', () => JPEG, 'scan.jpeg', 'jpeg'],
    ['a safe SVG', () => utf8(SAFE_SVG), 'logo.svg', 'svg'],
    ['UTF-8 text with a byte order mark', () => utf8('\uFEFFContract dated 4 January — £600/day'), 'notes.txt', 'txt'],
    [
      'a CSV with quoted fields, doubled quotes and CRLF',
      () => utf8('a,"b, ""c"""\r\n1,"multi\nline"\r\n'),
      'x.csv',
      'csv',
    ],
    [
      'a CSV separated by semicolons, with a quote inside an unquoted field',
      () => utf8('size;pipe\n5";x\n'),
      'y.csv',
      'csv',
    ],
  ]
  for (const [what, bytes, name, extension] of accepted)
    it(what, async () => {
      const verdict = await checkDocumentContent(bytes(), name)
      const format = DOCUMENT_FORMATS.find((f) => f.extension === extension)!
      expect(verdict).toEqual({ ok: true, contentType: format.contentType, extension })
    })

  it('finds the Word stream when the directory spans several sectors', async () => {
    const streams = ['\u0001CompObj', 'Data', 'ObjectPool', '1Table', '\u0005SummaryInformation', 'WordDocument']
    expect(compoundFileStreams(compoundFile(streams))).toEqual(streams)
    expect((await checkDocumentContent(compoundFile(streams), 'long.doc')).ok).toBe(true)
  })

  it('reads the ZIP index even when an archive comment holds a false end record', () => {
    const archive = zipArchive({ 'word/document.xml': '<w:document/>' })
    const fakeEnd = Buffer.alloc(22)
    fakeEnd.writeUInt32LE(0x06054b50)
    fakeEnd.writeUInt32LE(0xfff0, 16)
    const comment = Buffer.concat([Buffer.from('note '), fakeEnd])
    const commented = Buffer.concat([archive.subarray(0, -2), Buffer.from([comment.length, 0]), comment])
    expect(zipEntryNames(commented)).toEqual(['word/document.xml'])
  })
})

describe('checkDocumentContent refuses', () => {
  it('an empty file, and a name without an accepted extension', async () => {
    expect(await refusal(new Uint8Array(), 'sds.pdf')).toBe('an empty file')
    expect(await refusal(minimalPdf(), 'sds')).toBe('a name without an accepted extension')
    expect(await refusal(minimalPdf(), 'sds.pdf.exe')).toBe('a name without an accepted extension')
  })

  it('a Windows executable named .pdf', async () => {
    expect(await refusal(windowsExecutable(), 'Original SDS.pdf')).toBe('a file of type application/x-msdownload')
  })

  it('content that is another accepted format than the name says', async () => {
    expect(await refusal(minimalPdf(), 'sds.docx')).toBe('PDF document content named .docx')
    expect(await refusal(ooxmlDocument('xlsx'), 'sds.docx')).toBe('Excel workbook content named .docx')
    expect(await refusal(LEGACY_OFFICE.doc(), 'rates.xls')).toBe('Word 97-2003 document content named .xls')
    expect(await refusal(PNG, 'scan.jpeg')).toBe('PNG image content named .jpeg')
    expect(await refusal(utf8('just words'), 'sds.pdf')).toBe('Plain text content named .pdf')
  })

  it('a ZIP that is not the Office document its name says', async () => {
    expect(await refusal(zipArchive({ 'readme.txt': 'hello' }), 'sds.docx')).toBe('a file of type application/zip')
    expect(await refusal(ooxmlDocument('docx', { withoutMainPart: true }), 'sds.docx')).toBe(
      'a ZIP archive without word/document.xml',
    )
    expect(await refusal(ooxmlDocument('pptx', { withoutMainPart: true }), 'deck.pptx')).toBe(
      'a ZIP archive without ppt/presentation.xml',
    )
  })

  it('a macro-enabled Word document named .docx', async () => {
    const docm = zipArchive({
      '[Content_Types].xml':
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': new Uint8Array([1, 2, 3]),
    })
    expect(await refusal(docm, 'sds.docx')).toMatch(/^a file of type application\/vnd\.ms-word\.document\.macroenabled/)
  })

  it('an OLE2 compound file that is no Office document, or whose directory cannot be read', async () => {
    const outlookMessage = compoundFile(['__substg1.0_0037001F', '__properties_version1.0'])
    expect(await refusal(outlookMessage, 'sds.doc')).toBe(
      'an OLE2 compound file that is not a Word, Excel or PowerPoint document',
    )
    const encryptedDocx = compoundFile(['EncryptionInfo', 'EncryptedPackage'])
    expect(await refusal(encryptedDocx, 'sds.docx')).toBe(
      'an OLE2 compound file that is not a Word, Excel or PowerPoint document',
    )
    const truncated = LEGACY_OFFICE.doc().subarray(0, 1024)
    expect(await refusal(truncated, 'sds.doc')).toBe('an OLE2 compound file whose directory cannot be read')
    const looping = LEGACY_OFFICE.doc()
    looping.writeUInt32LE(1, 512 + 4) // the directory's only sector names itself as the next one
    expect(await refusal(looping, 'sds.doc')).toBe('an OLE2 compound file whose directory cannot be read')
  })

  it('text with NUL bytes or that is not UTF-8', async () => {
    expect(await refusal(utf8('a\u0000b'), 'notes.txt')).toBe('binary data that is not a known format')
    expect(await refusal(new Uint8Array([0x41, 0xc3, 0x28]), 'notes.txt')).toBe('neither a known format nor UTF-8 text')
  })

  it('a CSV that does not parse', async () => {
    expect(await refusal(utf8('a,"b\n1,2\n'), 'x.csv')).toBe(
      'text that is not CSV (a quoted field opened on line 1 is never closed)',
    )
    expect(await refusal(utf8('a,b\n"1"2,3\n'), 'x.csv')).toBe(
      'text that is not CSV (text after a closing quote on line 2)',
    )
  })

  for (const [what, svg] of Object.entries(HOSTILE_SVGS))
    it(`an SVG with ${what}`, async () => {
      expect(await refusal(utf8(svg), 'logo.svg')).toMatch(/^an unsafe or malformed SVG/)
    })
})
