// Small real documents for the content checks, built here byte by byte: a ZIP writer for Office Open XML
// files, an OLE2 compound file writer for legacy Office files, a minimal PDF and a Windows executable.
import { crc32 } from 'node:zlib'

const bytesOf = (content: string | Uint8Array) => (typeof content === 'string' ? Buffer.from(content) : content)

const u16 = (value: number) => {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(value)
  return b
}
const u32 = (value: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(value >>> 0)
  return b
}

/** A ZIP archive of stored (uncompressed) entries, in the order given, with a correct central directory. */
export const zipArchive = (entries: Record<string, string | Uint8Array>): Buffer => {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const data = bytesOf(content)
    const nameBytes = Buffer.from(name)
    const crc = crc32(data)
    // version needed, flags (bit 11: UTF-8 names), method 0 (stored), time, date, crc, sizes, name length
    const common = [u16(20), u16(0x0800), u16(0), u16(0), u16(0x21), u32(crc), u32(data.length), u32(data.length)]
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(nameBytes.length), u16(0), nameBytes, data])
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(nameBytes.length),
        u16(0), // extra
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(offset),
        nameBytes,
      ]),
    )
    locals.push(local)
    offset += local.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(centrals.length),
    u16(centrals.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ])
  return Buffer.concat([...locals, directory, end])
}

const OOXML = {
  docx: {
    part: 'word/document.xml',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    xml: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Status determination statement</w:t></w:r></w:p></w:body></w:document>',
  },
  xlsx: {
    part: 'xl/workbook.xml',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    xml: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  },
  pptx: {
    part: 'ppt/presentation.xml',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    xml: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  },
} as const
export type OoxmlKind = keyof typeof OOXML

const contentTypes = (part: string, type: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${part}" ContentType="${type}"/></Types>`

const packageRelationships = (part: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/>` +
  '</Relationships>'

/** A minimal Office Open XML package as Word, Excel or PowerPoint write it: content types, relationships, main part. */
export const ooxmlDocument = (kind: OoxmlKind, options: { withoutMainPart?: boolean } = {}) => {
  const { part, type, xml } = OOXML[kind]
  return zipArchive({
    '[Content_Types].xml': contentTypes(part, type),
    '_rels/.rels': packageRelationships(part),
    ...(options.withoutMainPart ? { [`${part.split('/')[0]}/styles.xml`]: '<styles/>' } : { [part]: xml }),
  })
}

const FREE_SECTOR = 0xffffffff
const END_OF_CHAIN = 0xfffffffe
const FAT_SECTOR = 0xfffffffd
const NO_STREAM = 0xffffffff

const directoryEntry = (name: string, type: number, child: number, right: number) => {
  const entry = Buffer.alloc(128)
  entry.write(name, 0, 'utf16le')
  entry.writeUInt16LE((name.length + 1) * 2, 64)
  entry[66] = type
  entry[67] = 1 // black
  entry.writeUInt32LE(NO_STREAM, 68) // left sibling
  entry.writeUInt32LE(right, 72)
  entry.writeUInt32LE(child, 76)
  entry.writeUInt32LE(END_OF_CHAIN, 116) // starting sector: the streams are empty
  return entry
}

/**
 * An OLE2 compound file (MS-CFB version 3, 512-byte sectors) whose directory names the given streams, all
 * empty: sector 0 is the FAT, the directory follows in as many sectors as it needs.
 */
export const compoundFile = (streams: readonly string[]): Buffer => {
  const entries = [
    directoryEntry('Root Entry', 5, streams.length > 0 ? 1 : NO_STREAM, NO_STREAM),
    ...streams.map((name, index) =>
      directoryEntry(name, 2, NO_STREAM, index + 2 <= streams.length ? index + 2 : NO_STREAM),
    ),
  ]
  while (entries.length % 4 !== 0) entries.push(Buffer.alloc(128))
  const directorySectors = entries.length / 4
  const fat = Buffer.alloc(512, 0xff)
  fat.writeUInt32LE(FAT_SECTOR, 0)
  for (let sector = 1; sector <= directorySectors; sector++)
    fat.writeUInt32LE(sector === directorySectors ? END_OF_CHAIN : sector + 1, sector * 4)
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  header.writeUInt16LE(0x3e, 0x18) // minor version
  header.writeUInt16LE(3, 0x1a) // major version
  header.writeUInt16LE(0xfffe, 0x1c) // byte order
  header.writeUInt16LE(9, 0x1e) // sector shift: 512 bytes
  header.writeUInt16LE(6, 0x20) // mini sector shift
  header.writeUInt32LE(1, 0x2c) // FAT sectors
  header.writeUInt32LE(1, 0x30) // first directory sector
  header.writeUInt32LE(4096, 0x38) // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 0x3c) // first mini FAT sector
  header.writeUInt32LE(END_OF_CHAIN, 0x44) // first DIFAT sector
  header.writeUInt32LE(0, 0x4c) // the FAT is sector 0
  for (let slot = 1; slot < 109; slot++) header.writeUInt32LE(FREE_SECTOR, 0x4c + slot * 4)
  return Buffer.concat([header, fat, ...entries])
}

export const LEGACY_OFFICE = {
  doc: () => compoundFile(['WordDocument', '1Table', '\u0005SummaryInformation']),
  xls: () => compoundFile(['Workbook', '\u0005SummaryInformation', '\u0005DocumentSummaryInformation']),
  ppt: () => compoundFile(['PowerPoint Document', 'Current User', 'Pictures', '\u0005SummaryInformation']),
}

/** A one-page PDF with a correct cross-reference table. */
export const minimalPdf = (text = 'Status determination statement'): Buffer => {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** The start of a Windows executable: the MZ header, the DOS stub and the PE signature it points to. */
export const windowsExecutable = (): Buffer => {
  const exe = Buffer.alloc(256)
  exe.write('MZ', 0, 'latin1')
  exe.writeUInt32LE(0x80, 0x3c)
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1')
  exe.write('PE\u0000\u0000', 0x80, 'latin1')
  return exe
}
