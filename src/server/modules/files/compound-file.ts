// The stream names in an OLE2 compound file's directory (MS-CFB), the container of legacy Office files:
// Word keeps its text in a "WordDocument" stream, Excel in "Workbook" ("Book" before Excel 97), PowerPoint
// in "PowerPoint Document". Reading the directory is cheap: only the FAT sectors named in the header are
// used, and with 512-byte sectors those 109 map 6.8MB, more than an upload may hold; a file needing more is
// not followed further and reads as unreadable.
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const HEADER_SIZE = 512
const HEADER_FAT_SLOTS = 109
const END_OF_CHAIN = 0xfffffffe
const DIRECTORY_ENTRY_SIZE = 128
const STREAM = 2

const utf16 = new TextDecoder('utf-16le')

export const isCompoundFile = (bytes: Uint8Array) =>
  bytes.length >= HEADER_SIZE && SIGNATURE.every((byte, index) => bytes[index] === byte)

/** The names of the streams, or null when the bytes are not a compound file whose directory can be read. */
export const compoundFileStreams = (bytes: Uint8Array): string[] | null => {
  if (!isCompoundFile(bytes)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sectorShift = view.getUint16(0x1e, true)
  // Version 3 files use 512-byte sectors, version 4 files 4096-byte ones; nothing else exists.
  if (sectorShift !== 9 && sectorShift !== 12) return null
  const sectorSize = 1 << sectorShift
  const sectorStart = (sector: number) => (sector + 1) * sectorSize
  const holds = (start: number, length: number) => start + length <= bytes.length
  const nextSector = (sector: number): number | null => {
    const perFatSector = sectorSize / 4
    const slot = Math.floor(sector / perFatSector)
    if (slot >= HEADER_FAT_SLOTS) return null
    const at = sectorStart(view.getUint32(0x4c + slot * 4, true)) + (sector % perFatSector) * 4
    return holds(at, 4) ? view.getUint32(at, true) : null
  }

  const streams: string[] = []
  const visited = new Set<number>()
  for (let sector = view.getUint32(0x30, true); sector !== END_OF_CHAIN; ) {
    // A chain that loops back would never end: a crafted file, not a document.
    if (visited.has(sector)) return null
    visited.add(sector)
    const start = sectorStart(sector)
    if (!holds(start, sectorSize)) return null
    for (let entry = start; entry < start + sectorSize; entry += DIRECTORY_ENTRY_SIZE) {
      const nameBytes = view.getUint16(entry + 64, true)
      if (bytes[entry + 66] !== STREAM || nameBytes < 2 || nameBytes > 64) continue
      // The length counts the terminating NUL character.
      streams.push(utf16.decode(bytes.subarray(entry, entry + nameBytes - 2)))
    }
    const next = nextSector(sector)
    if (next === null) return null
    sector = next
  }
  return streams
}
