// Importing contractors from a CSV file (docs/contractor-import.md): the columns, the limits, and the check of each
// row with the contractor form's own schema, shared by the browser (which checks as the person waits) and the
// server (which checks again on import and is the authority).
import { Result } from 'effect'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import { Uuid } from './actors.ts'
import { CreateContractor } from './contractors.ts'
import { CSV_BOM, csvLine, parseCsv } from './csv.ts'
import { FILE_MAX_BYTES } from './logo.ts'

/** The columns, in the template's order: the contractor form's fields. */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'company_name',
  'company_number',
  'external_reference',
  'share_with_provider',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
const OPTIONAL_COLUMNS: readonly ImportColumn[] = ['external_reference', 'share_with_provider']

/** At most this many rows (besides the header) and bytes in one file; beyond them the file is refused whole. */
export const IMPORT_MAX_ROWS = 10_000
export const IMPORT_MAX_BYTES = FILE_MAX_BYTES

export const IMPORT_MESSAGES = {
  notCsv: (line: number) => `The file is not a valid CSV file: a quoted value that starts on line ${line} never ends.`,
  empty: 'The file has no contractors in it. Add one contractor per row under the header row.',
  missingColumns: (columns: readonly string[]) =>
    `The header row is missing the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Download the template to see the columns.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} contractors. Split it into smaller files.`,
  tooManyFields: 'This row has more values than the header row has columns.',
  shareInvalid: 'Share with provider must be yes or no (or left empty for no).',
  repeatedInFile: (line: number) => `This e-mail address is already on line ${line} of the file.`,
  existing: 'A contractor with this e-mail address already exists in this organisation, so this row is skipped.',
  notSaved: 'Nothing was imported: the contractors changed while the file was imported. Check the file again.',
} as const

/** The template a person downloads: the header and one example row. */
export const importTemplate = () =>
  CSV_BOM +
  csvLine(IMPORT_COLUMNS) +
  csvLine(['Jane', 'Doe', 'jane.doe@example.com', '+447700900123', 'Doe Consulting Ltd', 'AB123456', 'REF-1', 'no'])

export type ImportRowInput = { line: number; values: Record<ImportColumn, string> }

export type ReadImport = { ok: true; rows: ImportRowInput[] } | { ok: false; message: string }

/** The rows of a file, by column name; a file that cannot be read at all is refused whole, with why. */
export const readImportFile = (text: string): ReadImport => {
  const parsed = parseCsv(text)
  if (!parsed.ok) return { ok: false, message: IMPORT_MESSAGES.notCsv(parsed.line) }
  const [header, ...records] = parsed.records
  if (!header) return { ok: false, message: IMPORT_MESSAGES.empty }
  const names = header.fields.map((name) => name.trim().toLowerCase())
  const missing = IMPORT_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !names.includes(column))
  if (missing.length > 0) return { ok: false, message: IMPORT_MESSAGES.missingColumns(missing) }
  if (records.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty }
  if (records.length > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_MESSAGES.tooManyRows }
  const at = IMPORT_COLUMNS.map((column) => names.indexOf(column))
  // A value this product wrote neutralised ('+44..., in a refused-rows file) reads back as it was.
  const unneutralised = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value)
  const rows = records.map((record) => {
    const values = Object.fromEntries(
      IMPORT_COLUMNS.map((column, i) => [column, unneutralised(record.fields[at[i]!] ?? '')]),
    )
    // A row wider than the header is kept (its extra values ignored) but refused by the check.
    if (record.fields.length > names.length) values.__extra = '1'
    return { line: record.line, values: values as Record<ImportColumn, string> }
  })
  return { ok: true, rows }
}

export type ImportRowError = { field: string; message: string }

export type CheckedRow =
  | { line: number; ok: true; contractor: CreateContractor }
  | { line: number; ok: false; values: Record<ImportColumn, string>; errors: ImportRowError[] }

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()
const decodeContractor = Schema.decodeUnknownResult(CreateContractor, { errors: 'all' })

const shareOf = (value: string): boolean | undefined | null => {
  const answer = value.trim().toLowerCase()
  if (answer === '' || answer === 'no' || answer === 'false' || answer === 'n') return false
  if (answer === 'yes' || answer === 'true' || answer === 'y') return true
  return null
}

/** One row checked with the create form's schema: the contractor to create, or each field's own messages. */
export const checkImportRow = (row: ImportRowInput, organisationId: string): CheckedRow => {
  const { share_with_provider: share, external_reference: reference, ...fields } = row.values
  const shareWithProvider = shareOf(share)
  const errors: ImportRowError[] = []
  if ('__extra' in row.values) errors.push({ field: 'row', message: IMPORT_MESSAGES.tooManyFields })
  if (shareWithProvider === null) errors.push({ field: 'share_with_provider', message: IMPORT_MESSAGES.shareInvalid })
  const result = decodeContractor({
    ...fields,
    external_reference: reference.trim() === '' ? null : reference,
    share_with_provider: shareWithProvider ?? false,
    organisation_id: organisationId,
  })
  if (Result.isFailure(result))
    for (const issue of formatIssues(result.failure.issue).issues)
      errors.push({ field: issue.path?.map(String).join('.') ?? '', message: issue.message })
  if (errors.length > 0 || Result.isFailure(result)) {
    const { __extra: _extra, ...values } = row.values as Record<string, string>
    return { line: row.line, ok: false, values: values as Record<ImportColumn, string>, errors }
  }
  return { line: row.line, ok: true, contractor: result.success }
}

/** The same e-mail twice in one file: the first stands, the later ones are refused with the line of the first. */
export const refuseRepeatedEmails = (rows: readonly CheckedRow[]): CheckedRow[] => {
  const firstLine = new Map<string, number>()
  return rows.map((row) => {
    if (!row.ok) return row
    const key = row.contractor.email.toLowerCase()
    const first = firstLine.get(key)
    if (first === undefined) {
      firstLine.set(key, row.line)
      return row
    }
    return {
      line: row.line,
      ok: false,
      values: valuesOf(row.contractor),
      errors: [{ field: 'email', message: IMPORT_MESSAGES.repeatedInFile(first) }],
    }
  })
}

const valuesOf = (contractor: CreateContractor): Record<ImportColumn, string> => ({
  first_name: contractor.first_name,
  last_name: contractor.last_name,
  email: contractor.email,
  phone_number: contractor.phone_number,
  company_name: contractor.company_name,
  company_number: contractor.company_number,
  external_reference: contractor.external_reference ?? '',
  share_with_provider: contractor.share_with_provider ? 'yes' : 'no',
})

/** Every row of a file checked, in order (the browser does the same in chunks, to show its progress). */
export const checkImportRows = (rows: readonly ImportRowInput[], organisationId: string) =>
  refuseRepeatedEmails(rows.map((row) => checkImportRow(row, organisationId)))

/** POST .../import/check and .../import: the organisation the contractors join. */
export const ContractorImportQuery = Schema.Struct({ org_id: Uuid })

const ImportRowSummary = Schema.Struct({
  /** The line of the file the row starts on (the header is line 1). */
  line: Schema.Int,
  name: Schema.String,
  email: Schema.String,
})

export const RefusedImportRow = Schema.Struct({
  ...ImportRowSummary.fields,
  values: Schema.Record(Schema.String, Schema.String),
  errors: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String })),
}).annotate({ identifier: 'RefusedImportRow' })
export type RefusedImportRow = typeof RefusedImportRow.Type

/**
 * What a file holds for this organisation: the rows to import, those skipped because the organisation already has
 * the e-mail, and those refused with each field's message. `imported` is true once the rows were saved.
 */
export const ContractorImportReport = Schema.Struct({
  file_name: Schema.String,
  total: Schema.Int,
  imported: Schema.Boolean,
  ready: Schema.Array(ImportRowSummary),
  skipped: Schema.Array(ImportRowSummary),
  refused: Schema.Array(RefusedImportRow),
}).annotate({ identifier: 'ContractorImportReport' })
export type ContractorImportReport = typeof ContractorImportReport.Type

/** The refused rows as a CSV to correct and upload again: the template's columns and an errors column. */
export const refusedRowsCsv = (rows: readonly RefusedImportRow[]) =>
  CSV_BOM +
  csvLine([...IMPORT_COLUMNS, 'errors']) +
  rows
    .map((row) =>
      csvLine([
        ...IMPORT_COLUMNS.map((column) => row.values[column] ?? ''),
        row.errors.map((error) => error.message).join(' '),
      ]),
    )
    .join('')
