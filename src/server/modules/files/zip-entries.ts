// The names of a ZIP archive's entries, read from its central directory: the index at the end that unzip
// tools (and Office) trust, rather than the local headers a scan from the start would meet first.
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50
const END_RECORD_SIZE = 22
const ENTRY_HEADER_SIZE = 46
/** ZIP64 writes this where an offset does not fit; no Office file of 5MB needs it, so it is not followed. */
const ZIP64_MARKER = 0xffffffff

const names = new TextDecoder('utf-8')

const entriesAt = (bytes: Uint8Array, view: DataView, endRecord: number): string[] | null => {
  const count = view.getUint16(endRecord + 10, true)
  const size = view.getUint32(endRecord + 12, true)
  const offset = view.getUint32(endRecord + 16, true)
  if (offset === ZIP64_MARKER || offset + size > endRecord) return null
  const found: string[] = []
  let at = offset
  for (let index = 0; index < count; index++) {
    if (at + ENTRY_HEADER_SIZE > endRecord || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const nameStart = at + ENTRY_HEADER_SIZE
    if (nameStart + nameLength > endRecord) return null
    found.push(names.decode(bytes.subarray(nameStart, nameStart + nameLength)))
    at = nameStart + nameLength + extraLength + commentLength
  }
  return found
}

/** The entry names, or null when the bytes hold no readable central directory. */
export const zipEntryNames = (bytes: Uint8Array): string[] | null => {
  if (bytes.length < END_RECORD_SIZE) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end record closes the file, followed only by an archive comment of up to 65,535 bytes; a signature
  // inside that comment is a false start, so the search goes on past any record that does not read.
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - 0xffff)
  for (let at = bytes.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (view.getUint32(at, true) !== END_OF_CENTRAL_DIRECTORY) continue
    const entries = entriesAt(bytes, view, at)
    if (entries) return entries
  }
  return null
}
