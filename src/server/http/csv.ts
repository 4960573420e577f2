// Writing CSV that is safe to open in a spreadsheet: every field quoted (RFC 4180, quotes doubled), and a
// field that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
// neutralised with a leading apostrophe, as OWASP's CSV-injection guidance advises.
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
