// Whether a text parses as CSV (RFC 4180, as spreadsheets write it): every quoted field is closed, and a
// closing quote is followed by a separator or the end of a line. Quotes inside an unquoted field (5" pipe)
// are tolerated, as every spreadsheet tolerates them; ragged rows are too, since exports often have them.
const SEPARATORS = new Set([',', ';', '\t'])
const LINE_ENDS = new Set(['\n', '\r'])

/** Why the text is not CSV, or null when it is. */
export const csvProblem = (text: string): string | null => {
  let line = 1
  let quotedFrom: number | null = null
  let afterClosingQuote = false
  let atFieldStart = true
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quotedFrom !== null) {
      if (char === '\n') line++
      if (char !== '"') continue
      // A doubled quote is a quote inside the field.
      if (text[index + 1] === '"') index++
      else {
        quotedFrom = null
        afterClosingQuote = true
      }
      continue
    }
    const endsField = SEPARATORS.has(char) || LINE_ENDS.has(char)
    if (afterClosingQuote && !endsField) return `text after a closing quote on line ${line}`
    afterClosingQuote = false
    if (char === '"' && atFieldStart) {
      quotedFrom = line
      atFieldStart = false
      continue
    }
    atFieldStart = endsField
    if (char === '\n') line++
  }
  return quotedFrom === null ? null : `a quoted field opened on line ${quotedFrom} is never closed`
}
