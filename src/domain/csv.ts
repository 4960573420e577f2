// CSV in and out, for the browser and the server alike. Reading follows RFC 4180 (quoted fields, doubled quotes,
// line breaks inside quotes, CRLF or LF); writing quotes every field and neutralises what a spreadsheet would run
// as a formula (=, +, -, @, or a tab or carriage return first) with a leading apostrophe, as OWASP's CSV-injection
// guidance advises.
const FORMULA_START = /^[=+\-@\t\r]/

export const csvField = (value: string | number | boolean | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** One line, ended with CRLF as RFC 4180 has it. */
export const csvLine = (fields: readonly (string | number | boolean | null | undefined)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`

/** A byte-order mark first, so spreadsheets read the file as UTF-8 (names with accents survive). */
export const CSV_BOM = '\uFEFF'

/** A record and the line of the file it starts on (1 is the header), so a person can find it. */
export type CsvRecord = { line: number; fields: string[] }

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number }

/**
 * The records of a CSV text. A field's quotes are kept only when the field starts with one; a quoted field that
 * never closes is the one error (`line` is where it opened). Blank lines are dropped.
 */
export const parseCsv = (input: string): CsvParse => {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let i = 0
  const endRecord = () => {
    fields.push(field)
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  while (i < text.length) {
    const ch = text[i]!
    if (ch === '"' && field === '') {
      const opened = line
      i += 1
      for (;;) {
        if (i >= text.length) return { ok: false, line: opened }
        const inner = text[i]!
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i += 1
          break
        }
        if (inner === '\n') line += 1
        field += inner
        i += 1
      }
      // Anything between the closing quote and the next separator is kept as written (lenient, like spreadsheets).
      continue
    }
    if (ch === ',') {
      fields.push(field)
      field = ''
      i += 1
      continue
    }
    if (ch === '\r' || ch === '\n') {
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
      endRecord()
      line += 1
      recordLine = line
      continue
    }
    field += ch
    i += 1
  }
  if (field !== '' || fields.length > 0) endRecord()
  return { ok: true, records }
}
