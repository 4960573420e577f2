// GET /api/reporting/reports/assessment/{id}/report and /sds (rule api.reports-files). The report
// is drawn afresh from the assessment; the SDS is issued once — rendered, stored, hashed — and from then on
// every download serves those same bytes (rule files.sds-bytes).
import { createHash, randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { CONTRACTOR_PORTAL_MESSAGES } from '#domain/contractor-portal'
import { ukToday } from '#domain/dates'
import { sdsConclusionOf } from '#domain/determination/sds-conclusion'
import { DISTRIBUTION_MESSAGES } from '#domain/sds-distribution'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import { sdsDownloadAllowed } from '#machines/distribution.machine'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { assessments, files, sdsDocuments } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import { currentAssessmentOf, findAssessment } from '../engagements/assessments.queries.ts'
import { contractorEngagementInReach, sdsIssuedToContractor } from '../engagements/contractor-access.ts'
import { sdsStands } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import { engagementRecordOf } from '../engagements/engagement-record.service.ts'
import { assessorEngagementInReach, isOwnReview } from '../engagements/own-review-access.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { sdsSentOn } from '../engagements/sds-sent-on.ts'
import type { BlobStore } from '../files/blob-store.ts'
import type { DocumentInput } from '../reporting/document-input.ts'
import type { PdfRenderer } from '../reporting/pdf-job.tsx'
import type { PdfDocument } from '../reporting/pdf-response.ts'
import { contractorPartyOf, distributionSnapshotOf, markOpened } from './distribution-records.ts'
import type { SdsDocumentRow } from './sds-versions.ts'

type Caller = { db: Database; blobs: BlobStore; pdf: PdfRenderer; session: AccessTokenClaims }
/** Where an issued SDS is drawn and kept. */
export type SdsFiles = { blobs: BlobStore; pdf: PdfRenderer }

/**
 * Who reaches the engagement of a document: an organisation user by their roles there; for the SDS also the
 * engagement's own contractor, once the SDS has been issued to them (never the report: it holds the client's
 * answers and the money).
 */
const reachOf = async ({ db, session }: Caller, engagementId: string, document: 'report' | 'sds') => {
  // The report of a worker's own working practices review is theirs to download.
  if (document === 'report') return assessorEngagementInReach(db, session, engagementId, 'Assessments:Read')
  if (!isContractorClaims(session)) return engagementInReach(db, session, engagementId, 'Assessments:Read')
  const reached = await contractorEngagementInReach(db, session, engagementId)
  if (!sdsIssuedToContractor(reached.engagement)) throw Conflict(CONTRACTOR_PORTAL_MESSAGES.sdsNotIssued)
  // The contractor acknowledges the determination, then the SDS download is allowed (rule sds.download).
  const party = await contractorPartyOf(db, engagementId)
  if (!party || !sdsDownloadAllowed(distributionSnapshotOf(party)))
    throw Conflict(DISTRIBUTION_MESSAGES.acknowledgeToDownload)
  await markOpened(db, party.id)
  return reached
}

const documentInput = async (
  caller: Caller,
  assessmentId: string,
  document: 'report' | 'sds',
): Promise<DocumentInput & { sdsStands: boolean }> => {
  const { db } = caller
  const row = await findAssessment(db, assessmentId)
  if (!row) throw NotFound('The assessment')
  const { engagement, firer } = await reachOf(caller, row.engagementId, document)
  const record = await engagementRecordOf(db, engagement, firer)
  const assessment = record.assessments.find((candidate) => candidate.id === assessmentId)!
  return {
    engagement: record,
    assessment,
    questionSet: await questionSetById(db, row.questionSetId),
    client: record.end_client ?? record.organisation,
    generatedAt: new Date(),
    // A worker's own review determines nothing: only the client issues a determination.
    conclusion: isOwnReview(engagement) ? undefined : (sdsConclusionOf(assessment.result_code) ?? undefined),
    sdsStands: sdsStands(engagement.state),
    newSdsFrom: await replacementStartOf(db, engagement.id, assessmentId),
  }
}

/** The day a new SDS applies from: named when the client withdrew the SDS before it (another assessment's). */
const replacementStartOf = async (db: Database, engagementId: string, assessmentId: string) => {
  const before = (
    await db
      .select({ assessmentId: sdsDocuments.assessmentId, replacedFrom: sdsDocuments.replacedFrom })
      .from(sdsDocuments)
      .where(eq(sdsDocuments.engagementId, engagementId))
      .orderBy(desc(sdsDocuments.version))
  ).find((sds) => sds.assessmentId !== assessmentId)
  return before?.replacedFrom ?? null
}

/** A name for a file: lower case, words joined by hyphens. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'engagement'

export const assessmentReport = async (caller: Caller, assessmentId: string): Promise<PdfDocument> => {
  const input = await documentInput(caller, assessmentId, 'report')
  if (!input.assessment.result) throw Conflict('The report is ready once the assessment has a result.')
  return {
    bytes: await caller.pdf.render({ document: 'report', input }),
    filename: `assessment-report-${slug(input.engagement.name)}.pdf`,
  }
}

const storedSds = async (db: Database, blobs: BlobStore, assessmentId: string) => {
  const found = (
    await db
      .select({ sds: sdsDocuments, storageKey: files.storageKey })
      .from(sdsDocuments)
      .innerJoin(files, eq(files.id, sdsDocuments.fileId))
      .where(eq(sdsDocuments.assessmentId, assessmentId))
  )[0]
  if (!found) return null
  const bytes = await blobs.get(found.storageKey)
  if (!bytes) throw new Error(`The stored SDS ${found.sds.id} has no bytes`)
  return { sds: found.sds, bytes }
}

/** The version the engagement's next SDS takes: 1 for its first. */
const nextSdsVersion = async (db: Queryable, engagementId: string) => {
  const last = (
    await db
      .select({ version: sdsDocuments.version })
      .from(sdsDocuments)
      .where(eq(sdsDocuments.engagementId, engagementId))
      .orderBy(desc(sdsDocuments.version))
      .limit(1)
  )[0]
  return (last?.version ?? 0) + 1
}

/**
 * Issues the SDS of an assessment once, in the caller's transaction: rendered, stored, hashed and recorded under a
 * lock on the assessment. The SDS already issued for the assessment, if any, is returned as it is.
 */
const issueSdsWithin = async (
  tx: Transaction,
  { blobs, pdf }: SdsFiles,
  input: DocumentInput,
  options: { issuedBy: string | null; issuedOn?: string },
): Promise<SdsDocumentRow> => {
  const { conclusion } = input
  if (!conclusion) throw Conflict('An SDS needs a conclusion: this assessment has no result yet.')
  await tx.select().from(assessments).where(eq(assessments.id, input.assessment.id)).for('update')
  const already = (await tx.select().from(sdsDocuments).where(eq(sdsDocuments.assessmentId, input.assessment.id)))[0]
  if (already) return already
  const version = await nextSdsVersion(tx, input.engagement.id)
  const issuedOn = options.issuedOn ?? (await sdsSentOn(tx, input.engagement.id)) ?? ukToday()
  const bytes = await pdf.render({ document: 'sds', input: { ...input, conclusion, issuedOn, sdsVersion: version } })
  const fileId = randomUUID()
  const storageKey = `sds/${fileId}`
  await blobs.put(storageKey, bytes)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  await tx.insert(files).values({
    id: fileId,
    organisationId: input.engagement.organisation_id,
    kind: 'sds',
    contentType: 'application/pdf',
    byteSize: bytes.byteLength,
    sha256,
    storageKey,
    originalName: `sds-v${version}.pdf`,
    createdBy: options.issuedBy,
  })
  return (
    await tx
      .insert(sdsDocuments)
      .values({
        engagementId: input.engagement.id,
        assessmentId: input.assessment.id,
        version,
        fileId,
        sha256,
        conclusion,
        issuedOn,
        issuedBy: options.issuedBy,
      })
      .returning()
  )[0]!
}

/** The first download of an SDS not yet sent issues it (the organisation's download before sending, as before). */
const issueSds = (caller: Caller, input: DocumentInput) =>
  caller.db.transaction((tx) =>
    issueSdsWithin(tx, caller, input, {
      // The organisation issued it when it sent it; a contractor's first download only renders it.
      issuedBy: isContractorClaims(caller.session) ? null : caller.session.actorId,
    }),
  )

/** What the SDS sent now is drawn from: the engagement's current assessment as the sender reads it. */
const sdsInputForSending = async (db: Queryable, engagement: EngagementRow, firer: Firer): Promise<DocumentInput> => {
  const current = await currentAssessmentOf(db, engagement.id)
  if (!current) throw NotFound('The assessment')
  const record = await engagementRecordOf(db, engagement, firer)
  const assessment = record.assessments.find((candidate) => candidate.id === current.id)!
  return {
    engagement: record,
    assessment,
    questionSet: await questionSetById(db, current.questionSetId),
    client: record.end_client ?? record.organisation,
    generatedAt: new Date(),
    // A worker's own review determines nothing: only the client issues a determination.
    conclusion: isOwnReview(engagement) ? undefined : (sdsConclusionOf(assessment.result_code) ?? undefined),
  }
}

/**
 * The SDS that goes to the parties when the engagement's SDS is sent (distribution.send from Awaiting
 * Distribution): its current assessment's, issued now in the sender's transaction unless it already was, dated
 * the day it is sent.
 */
export const issueSdsForSending = async (
  tx: Transaction,
  files: SdsFiles,
  engagement: EngagementRow,
  firer: Firer,
): Promise<SdsDocumentRow> =>
  issueSdsWithin(tx, files, await sdsInputForSending(tx, engagement, firer), {
    issuedBy: firer.actorId,
    issuedOn: ukToday(),
  })

/**
 * A draft of the SDS that sending would issue now: the same input, version and date, marked DRAFT on every page,
 * and nothing written (no file, no hash, no version): the caller has checked that this person may send it.
 */
export const draftSdsForSending = async (
  db: Queryable,
  pdf: PdfRenderer,
  engagement: EngagementRow,
  firer: Firer,
): Promise<PdfDocument> => {
  const input = await sdsInputForSending(db, engagement, firer)
  const { conclusion } = input
  if (!conclusion) throw Conflict('An SDS needs a conclusion: this assessment has no result yet.')
  const sdsVersion = await nextSdsVersion(db, engagement.id)
  return {
    bytes: await pdf.render({
      document: 'sds',
      input: { ...input, conclusion, issuedOn: ukToday(), sdsVersion, draft: true },
    }),
    filename: `sds-draft-${slug(input.engagement.name)}.pdf`,
  }
}

/** The bytes of an issued SDS version, as stored when it was issued. */
export const sdsBytesOf = async (db: Queryable, blobs: BlobStore, sdsDocumentId: string) => {
  const found = (
    await db
      .select({ storageKey: files.storageKey })
      .from(sdsDocuments)
      .innerJoin(files, eq(files.id, sdsDocuments.fileId))
      .where(eq(sdsDocuments.id, sdsDocumentId))
  )[0]
  const bytes = found ? await blobs.get(found.storageKey) : null
  if (!bytes) throw new Error(`The stored SDS ${sdsDocumentId} has no bytes`)
  return bytes
}

export const assessmentSds = async (caller: Caller, assessmentId: string): Promise<PdfDocument> => {
  const input = await documentInput(caller, assessmentId, 'sds')
  const filename = `sds-${slug(input.engagement.name)}.pdf`
  const stored = await storedSds(caller.db, caller.blobs, assessmentId)
  // A withdrawn SDS stays on record for the organisation; the contractor is served only one that stands.
  if (stored?.sds.withdrawnAt && isContractorClaims(caller.session))
    throw Conflict(CONTRACTOR_PORTAL_MESSAGES.sdsNotIssued)
  if (stored) return { bytes: stored.bytes, filename }
  const { engagement, assessment } = input
  if (engagement.type !== 'Contractor' || engagement.question_set_type_code !== 'FULL')
    throw Conflict('Only a full assessment of a contractor engagement has an SDS.')
  const current = engagement.assessments[0]?.id === assessment.id
  if (!current || !input.sdsStands)
    throw Conflict('The SDS is issued once the assessment has been answered and signed off.')
  await issueSds(caller, input)
  const issued = await storedSds(caller.db, caller.blobs, assessmentId)
  return { bytes: issued!.bytes, filename }
}

/** Every SDS version of an engagement, newest first (the chain of custody starts here). */
export const sdsVersionsOf = (db: Database, engagementId: string) =>
  db.select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId)).orderBy(desc(sdsDocuments.version))
