// Importing contractors from a CSV file (docs/contractor-import.md): the file is checked row by row with the
// create form's schema, e-mails the organisation already has are found in one query and skipped, and the rows
// that pass are inserted in one transaction with one audit entry naming the file and the counts.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  type CheckedRow,
  type ContractorImportReport,
  checkImportRows,
  IMPORT_MESSAGES,
  readImportFile,
} from '#domain/contractor-import'
import type { CreateContractor } from '#domain/contractors'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { contractors } from '../../db/schema.ts'
import { Conflict, Invalid } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/upload.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import { contractorRowOf } from './contractors.service.ts'
import { organisationInReach } from './organisation-records.service.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/** Rows per INSERT: 8 values a row stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000

/** Refused before the file is read when the caller may not create contractors there (404 or 403). */
export const authoriseContractorImport = ({ db, session }: Caller, organisationId: string) =>
  organisationInReach(db, session, organisationId, 'Contractors:Create')

const decodeText = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw Invalid('The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload it again.')
  }
}

/** The organisation's live contractors among these e-mails, lower-cased: one query for the whole file. */
const existingEmails = async (db: Queryable, organisationId: string, emails: readonly string[]) => {
  if (emails.length === 0) return new Set<string>()
  const lowered = sql<string>`lower(${contractors.email})`
  const rows = await db
    .select({ email: lowered })
    .from(contractors)
    .where(
      and(
        eq(contractors.organisationId, organisationId),
        isNull(contractors.deletedAt),
        inArray(lowered, [...new Set(emails.map((email) => email.toLowerCase()))]),
      ),
    )
  return new Set(rows.map((row) => row.email))
}

const summary = (line: number, firstName: string, lastName: string, email: string) => ({
  line,
  name: `${firstName} ${lastName}`.trim(),
  email,
})

type Sorted = { report: ContractorImportReport; toCreate: CreateContractor[] }

const sortRows = async (
  db: Queryable,
  organisationId: string,
  fileName: string,
  checked: CheckedRow[],
): Promise<Sorted> => {
  const valid = checked.flatMap((row) => (row.ok ? [{ line: row.line, contractor: row.contractor }] : []))
  const existing = await existingEmails(
    db,
    organisationId,
    valid.map((row) => row.contractor.email),
  )
  type Summary = ContractorImportReport['ready'][number]
  const ready: Summary[] = []
  const skipped: Summary[] = []
  const refused: ContractorImportReport['refused'][number][] = []
  const toCreate: CreateContractor[] = []
  for (const row of checked) {
    if (!row.ok) {
      refused.push({
        ...summary(row.line, row.values.first_name, row.values.last_name, row.values.email),
        values: row.values,
        errors: row.errors,
      })
      continue
    }
    const { contractor } = row
    const line = summary(row.line, contractor.first_name, contractor.last_name, contractor.email)
    if (existing.has(contractor.email.toLowerCase())) skipped.push(line)
    else {
      ready.push(line)
      toCreate.push(contractor)
    }
  }
  return { report: { file_name: fileName, total: checked.length, imported: false, ready, skipped, refused }, toCreate }
}

const checkFile = async (db: Queryable, organisationId: string, file: UploadedFile) => {
  const read = readImportFile(decodeText(file.bytes))
  if (!read.ok) throw Invalid(read.message)
  return sortRows(db, organisationId, file.name, checkImportRows(read.rows, organisationId))
}

/** What importing the file would do, without writing anything. */
export const checkContractorImport = async (
  caller: Caller,
  organisationId: string,
  file: UploadedFile,
): Promise<ContractorImportReport> => (await checkFile(caller.db, organisationId, file)).report

/** Imports the file's valid new rows, all or none, and answers what was imported, skipped and refused. */
export const importContractors = async (
  { db, session }: Caller,
  organisationId: string,
  file: UploadedFile,
): Promise<ContractorImportReport> => {
  try {
    return await db.transaction(async (tx) => {
      // Checked inside the transaction, so an e-mail added meanwhile is a unique violation, not a second record.
      const { report, toCreate } = await checkFile(tx, organisationId, file)
      for (let start = 0; start < toCreate.length; start += INSERT_CHUNK)
        await tx.insert(contractors).values(toCreate.slice(start, start + INSERT_CHUNK).map(contractorRowOf))
      await appendAuditEvent(tx, {
        entityType: 'organisation',
        entityId: organisationId,
        eventType: 'contractor.import',
        fromState: null,
        toState: 'active',
        actorId: session.actorId,
        actorRoles: session.roles,
        payload: {
          file_name: file.name,
          rows: report.total,
          imported: report.ready.length,
          skipped: report.skipped.length,
          refused: report.refused.length,
        },
        occurredAt: new Date().toISOString(),
      })
      return { ...report, imported: true }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict(IMPORT_MESSAGES.notSaved)
    throw error
  }
}
