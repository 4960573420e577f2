// GET /api/assessments/engagements/{id}/record: the whole record of an engagement in one download for a tax inspector
// (rule records.export): the audit trails with their hash checks, every assessment's answers and result, every SDS
// version with its hash, the distributions with their receipts, and the disputes with their outcomes. The export is
// itself written in the engagement's trail, with the hash of the manifest it produced.

import { eq } from 'drizzle-orm'
import type { EngagementRecord } from '#domain/assessments'
import { ukToday } from '#domain/dates'
import { disputeLastDay, londonDayOf } from '#domain/dispute-clock'
import { RECORD_EXPORTED_EVENT } from '#domain/engagement-trail'
import { visibleSummary } from '#domain/exposure/summary'
import { visibleExposureFigures } from '#domain/exposure/visibility'
import { findAnswer, type QuestionSetDefinition, revealedQuestions, selectedOverride } from '#domain/questionnaire'
import type { AccessTokenClaims } from '#domain/session'
import packageJson from '../../../../package.json' with { type: 'json' }
import type { Database } from '../../db/client.ts'
import { engagements } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'
import { type AuditEvent, appendAuditEvent, verifyChain } from '../../workflow/audit-chain.ts'
import type { Firer } from '../../workflow/engine.ts'
import { threadsOf } from '../comments/comments.queries.ts'
import { type AssessmentWithNames, assessmentsOfEngagement } from '../engagements/assessments.queries.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import { engagementEntity, statusOfSnapshot } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import { engagementRecordOf } from '../engagements/engagement-record.service.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { manualReviewEntity } from '../manual-reviews/manual-review.entity.ts'
import { filesOfNotes, notesOf } from '../notes/notes.queries.ts'
import { slug } from '../sds/assessment-documents.service.ts'
import { auditActorName, describeTransition } from './engagement-audit.service.ts'
import { buildRecordArchive, jsonBytes, type RecordFile, sha256Of } from './engagement-export.archive.ts'
import {
  answerChangesOf,
  disputesOf,
  distributionsOf,
  issuedSdsOf,
  namesOfActors,
  reviewerRecordsOf,
  trailOwnersOf,
  trailsOf,
} from './engagement-export.queries.ts'

type Caller = { db: Database; blobs: BlobStore; session: AccessTokenClaims }

const PRODUCT = { name: 'IR35 Portal', version: packageJson.version }

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** A stored file's name made safe for a path in the ZIP: no folders, only characters every file system takes. */
const safeName = (name: string | null, fallback: string) =>
  (name ?? fallback).replace(/[^\w .()-]+/g, '_').slice(0, 120) || fallback

type Names = Map<string, string>
/** A person by id and name; the name of an erased person is gone, the id stays. */
const named = (names: Names, id: string | null) => (id ? { id, name: names.get(id) ?? 'Erased user' } : null)

// ---- audit-trail.json ----

const TRAIL_LABELS: Record<string, string> = {
  engagement: 'The engagement',
  assessment: 'An assessment',
  reviewer: 'A sign-off reviewer record',
  distribution: "A party's copy of the SDS (distribution)",
  dispute: 'A dispute',
  [manualReviewEntity.type]: "The provider's manual review (assignment, overrides, finalising)",
}

const eventOf = (event: AuditEvent, names: Names) => ({
  entity_type: event.entityType,
  entity_id: event.entityId,
  seq: event.seq,
  event_type: event.eventType,
  description:
    event.entityType === 'engagement' ? describeTransition(event.fromState, event.eventType, event.toState) : null,
  from_state: event.fromState,
  to_state: event.toState,
  ...(event.entityType === 'engagement'
    ? {
        from_status: event.fromState === null ? null : statusOfSnapshot({ value: event.fromState }),
        to_status: statusOfSnapshot({ value: event.toState }),
      }
    : {}),
  actor: {
    id: event.actorId,
    name: event.actorId === null ? auditActorName(null, undefined) : (names.get(event.actorId) ?? 'Erased user'),
    roles: event.actorRoles,
  },
  payload: event.payload,
  occurred_at: new Date(event.occurredAt).toISOString(),
  prev_hash: event.prevHash,
  hash: event.hash,
})

const auditTrailFile = (trails: Map<string, AuditEvent[]>, names: Names) => {
  const chains = [...trails.entries()]
    // An owner without events (an assessment: none are audited today) says nothing worth a chain.
    .filter(([key, events]) => events.length > 0 || key.startsWith('engagement/'))
    .map(([key, events]) => {
      const [entityType, entityId] = key.split('/') as [string, string]
      const check = verifyChain(events)
      return {
        entity_type: entityType,
        entity_id: entityId,
        what: TRAIL_LABELS[entityType] ?? entityType,
        verification: check.intact
          ? { intact: true, events: check.events }
          : { intact: false, events: check.events, broken_at_seq: check.brokenAtSeq, reason: check.reason },
        events: events.map((event) => eventOf(event, names)),
      }
    })
  const intact = chains.every((chain) => chain.verification.intact)
  return {
    intact,
    file: {
      all_chains_intact: intact,
      chains,
      // The same events, every chain interleaved by time, for reading the story in order.
      timeline: chains
        .flatMap((chain) => chain.events)
        .sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.seq - b.seq)
        .map((event) => ({
          occurred_at: event.occurred_at,
          entity_type: event.entity_type,
          entity_id: event.entity_id,
          seq: event.seq,
          event_type: event.event_type,
          actor: event.actor.name,
        })),
    },
  }
}

// ---- engagement.json ----

const engagementFile = async (caller: Caller, engagement: EngagementRow, record: EngagementRecord) => {
  const reviewers = await reviewerRecordsOf(caller.db, engagement.id)
  const names = await namesOfActors(
    caller.db,
    reviewers.flatMap(({ reviewer }) => [reviewer.actorId, reviewer.signedOffBy]),
  )
  return {
    id: record.id,
    name: record.name,
    reference: record.reference,
    type: record.type,
    status: record.status,
    archived: record.archived,
    organisation: { id: record.organisation_id, name: record.organisation },
    end_client:
      record.end_client_id || record.end_client ? { id: record.end_client_id, name: record.end_client } : null,
    agency: record.agency_id ? { id: record.agency_id, name: record.agency } : null,
    contractor: record.contractor_id
      ? { id: record.contractor_id, name: record.contractor_name, company_name: record.company_name }
      : null,
    role: record.role_id ? { id: record.role_id, name: record.role_name } : null,
    assessment_type: record.question_set_type_name,
    start_date: record.start_date,
    end_date: record.end_date,
    day_rate_pounds: record.daily_rate,
    financial_exposure_pounds: record.financial_exposure,
    financial_offset_pounds: record.financial_offset,
    invoicing_frequency: record.invoicing_frequency,
    payment_terms_days: record.payment_terms_days,
    scottish_taxpayer: record.scottish_taxpayer,
    client_size: record.client_size,
    deductible_expenses_per_day_pounds: record.deductible_expenses_per_day,
    sds_provider: record.sds_provider,
    reassessed_from_id: record.reassessed_from_id,
    reassessed_to_id: record.reassessed_to_id,
    created_at: iso(engagement.createdAt),
    reviewers: reviewers.map(({ reviewer, organisation, group }) => ({
      id: reviewer.id,
      reviewer: reviewer.groupId
        ? { group: group ?? 'Group' }
        : { person: named(names, reviewer.actorId), organisation },
      status: reviewer.status,
      added_at: iso(reviewer.createdAt),
      signed_off_at: iso(reviewer.signedOffAt),
      signed_off_by: named(names, reviewer.signedOffBy),
    })),
  }
}

// ---- assessments/{n}.json ----

const assessmentFile = async (
  caller: Caller,
  row: AssessmentWithNames,
  number: number,
  visible: { exposure: boolean; offset: boolean },
) => {
  const { db } = caller
  const set: QuestionSetDefinition = await questionSetById(db, row.questionSetId)
  const submitted = row.answerIds.length > 0
  const answerIds = submitted ? row.answerIds : row.inProgressAnswerIds
  const chosen = new Set(answerIds)
  const [changes, notes, threads] = await Promise.all([
    answerChangesOf(db, row.id),
    notesOf(db, row.id),
    threadsOf(db, row.id),
  ])
  const noteFiles = await filesOfNotes(
    db,
    notes.filter((note) => note.evidence !== null).map((note) => note.id),
  )
  const evidenceFiles: RecordFile[] = []
  const notesOut = await Promise.all(
    notes.map(async (note) => ({
      id: note.id,
      question_id: note.question_id,
      by: [note.first_name, note.last_name].filter(Boolean).join(' ') || null,
      organisation: note.organisation_name,
      created: note.created,
      evidence: note.evidence,
      deleted_reason: note.deleted_reason,
      deleted_at: note.deleted_at,
      files: await Promise.all(
        (noteFiles.get(note.id) ?? []).map(async (file) => {
          const path = `assessments/${number}/evidence/${file.id}-${safeName(file.originalName, 'evidence')}`
          const bytes = await caller.blobs.get(file.storageKey)
          if (bytes)
            evidenceFiles.push({
              path,
              bytes,
              description: `A file attached as evidence to a note on assessment ${number}.`,
              recordedSha256: file.sha256,
            })
          return {
            id: file.id,
            name: file.originalName,
            sha256: file.sha256,
            bytes: file.byteSize,
            path: bytes ? path : null,
          }
        }),
      ),
    })),
  )
  const titleOf = (answerId: string | null) => (answerId ? (findAnswer(set, answerId)?.answer.title ?? null) : null)
  const categoryTitles = new Map(set.categories.map((category) => [category.id, category.title]))
  const override = selectedOverride(set, answerIds)
  const questions = revealedQuestions(set, answerIds).map(({ question, categoryId, depth }) => {
    const history = changes.filter((change) => change.questionId === question.id)
    const last = history.at(-1)
    return {
      category: categoryTitles.get(categoryId) ?? categoryId,
      question_id: question.id,
      depth,
      question: question.title,
      answered_by_respondent: question.respondent,
      answer: question.answers.filter((answer) => chosen.has(answer.id)).map((answer) => answer.title),
      last_changed_by: last
        ? { name: last.actor ?? 'Erased user', organisation: last.organisation, at: iso(last.at) }
        : null,
      history: history.map((change) => ({
        at: iso(change.at),
        answer: titleOf(change.answerId),
        by: change.actor ?? 'Erased user',
        organisation: change.organisation,
      })),
    }
  })
  const pounds = (pence: number | null, shown: boolean) => (shown && pence !== null ? Math.floor(pence / 100) : null)
  return {
    file: {
      number,
      id: row.id,
      standing: row.standing,
      created: iso(row.createdAt),
      question_set: { id: set.id, type: set.type, type_code: set.type_code, title: set.title, version: set.version },
      answers: submitted ? 'submitted' : 'in progress (not submitted)',
      submitted_by: row.submittedBy,
      assessor: row.assessorName,
      assessor_organisation: row.assessorOrganisation,
      completed_on: iso(row.completedOn),
      result: {
        result: row.result,
        result_code: row.resultCode,
        summary: row.resultSummary,
        score: row.score,
        reasons: row.reasons,
        hmrc_cest_outcome: row.hmrcOutcome,
        hmrc_cest_reason: row.hmrcReason,
        needs_manual_review: row.needsManualReview,
        category_results: row.categoryResults,
        financial_exposure_pounds: pounds(row.exposurePence, visible.exposure),
        financial_offset_pounds: pounds(row.offsetPence, visible.offset),
        exposure_notes: visible.exposure || visible.offset ? row.exposureNotes : [],
        exposure_detail: visible.exposure ? visibleSummary(row.exposureDetail ?? null, visible.offset) : null,
      },
      override:
        override || row.manualOverrideReason
          ? {
              override_answer: override?.title ?? null,
              manual_override_reason: row.manualOverrideReason,
              manual_override_by: row.manualOverrideBy,
            }
          : null,
      questions,
      notes: notesOut,
      comment_threads: threads.map((thread) => ({
        question_id: thread.question_id,
        resolved: thread.resolved,
        remarks: thread.remarks.map((remark) => ({
          kind: remark.kind,
          by: [remark.first_name, remark.last_name].filter(Boolean).join(' ') || 'Erased user',
          organisation: remark.organisation_name,
          at: remark.created,
          text: remark.text,
        })),
      })),
    },
    evidenceFiles,
  }
}

// ---- sds/v{n}.pdf ----

const sdsFiles = async (caller: Caller, engagementId: string, numberOf: Map<string, number>) => {
  const issued = await issuedSdsOf(caller.db, engagementId)
  const names = await namesOfActors(
    caller.db,
    issued.map(({ sds }) => sds.issuedBy),
  )
  const out: RecordFile[] = []
  const versions = []
  for (const { sds, storageKey } of issued) {
    const bytes = await caller.blobs.get(storageKey)
    const path = `sds/v${sds.version}.pdf`
    const facts = {
      sds_version: sds.version,
      withdrawn: sds.withdrawnAt !== null,
      withdrawn_at: iso(sds.withdrawnAt),
      replaced_from: sds.replacedFrom,
    }
    if (bytes)
      out.push({
        path,
        bytes,
        description: `The status determination statement, version ${sds.version}, as issued${sds.withdrawnAt ? ` (withdrawn; replaced from ${sds.replacedFrom ?? 'a later SDS'})` : ''}.`,
        recordedSha256: sds.sha256,
        facts,
      })
    versions.push({
      ...facts,
      file: bytes ? path : null,
      problem: bytes ? null : 'The stored bytes of this SDS are missing from the file store.',
      recorded_sha256: sds.sha256,
      exported_sha256: bytes ? sha256Of(bytes) : null,
      conclusion: sds.conclusion,
      issued_on: sds.issuedOn,
      issued_by: named(names, sds.issuedBy),
      assessment: { id: sds.assessmentId, number: numberOf.get(sds.assessmentId) ?? null },
    })
  }
  return { files: out, versions }
}

// ---- distributions.json ----

const distributionsFile = async (caller: Caller, engagementId: string) => {
  const parties = await distributionsOf(caller.db, engagementId)
  const names = await namesOfActors(
    caller.db,
    parties.map(({ party }) => party.createdBy),
  )
  return parties.map(({ party, receipts }) => ({
    id: party.id,
    party: party.party,
    email: party.email,
    contractor_id: party.contractorId,
    status: party.status,
    added_at: iso(party.createdAt),
    added_by: named(names, party.createdBy),
    acknowledged_at: iso(party.acknowledgedAt),
    acknowledged_name: party.acknowledgedName,
    receipts: receipts.map(({ receipt, version, sdsSha256 }) => ({
      id: receipt.id,
      sds_version: version,
      sha256: receipt.sha256,
      sha256_matches_sds: receipt.sha256 === sdsSha256,
      sent_at: iso(receipt.sentAt),
      delivered_at: iso(receipt.deliveredAt),
      opened_at: iso(receipt.openedAt),
      acknowledged_at: iso(receipt.acknowledgedAt),
    })),
  }))
}

// ---- disputes.json and disputes/{id}/ ----

const disputesFile = async (caller: Caller, engagementId: string) => {
  const found = await disputesOf(caller.db, engagementId)
  const names = await namesOfActors(
    caller.db,
    found.map(({ dispute }) => dispute.respondedBy),
  )
  const attached: RecordFile[] = []
  const out = []
  for (const { dispute, party, partyEmail, files: disputeFiles, comments } of found) {
    const filesOut = []
    for (const { kind, file } of disputeFiles) {
      const path = `disputes/${dispute.id}/${file.id}-${safeName(file.originalName, 'file')}`
      const bytes = await caller.blobs.get(file.storageKey)
      if (bytes)
        attached.push({
          path,
          bytes,
          description:
            kind === 'response'
              ? 'A file the client sent with its answer to the dispute.'
              : 'A file the party sent with the dispute.',
          recordedSha256: file.sha256,
        })
      filesOut.push({
        kind,
        name: file.originalName,
        sha256: file.sha256,
        bytes: file.byteSize,
        uploaded_at: iso(file.createdAt),
        path: bytes ? path : null,
      })
    }
    out.push({
      id: dispute.id,
      raised_by: dispute.raisedBy,
      party: party ? { kind: party, email: partyEmail } : dispute.contractorId ? { kind: 'Contractor' } : null,
      distribution_id: dispute.distributionId,
      details: dispute.details,
      received_at: iso(dispute.receivedAt),
      received_on: londonDayOf(dispute.receivedAt),
      last_day_to_respond: disputeLastDay(dispute.receivedAt),
      status: dispute.status,
      resolution: dispute.resolution,
      response_reasons: dispute.responseDetails,
      responded_by: named(names, dispute.respondedBy),
      responded_at: iso(dispute.respondedAt),
      responded_in_time:
        dispute.respondedAt === null ? null : londonDayOf(dispute.respondedAt) <= disputeLastDay(dispute.receivedAt),
      new_sds_from: dispute.newSdsFrom,
      comments: comments.map(({ comment, actor, organisation }) => ({
        at: iso(comment.createdAt),
        by: actor ?? comment.partyEmail ?? 'Erased user',
        organisation,
        details: comment.details,
      })),
      files: filesOut,
    })
  }
  return { disputes: out, files: attached }
}

// ---- the use case ----

export type EngagementRecordExport = { filename: string; zip: Uint8Array }

/** Gathers the record, zips it, and writes the export in the engagement's trail. */
export const exportEngagementRecord = async (caller: Caller, engagementId: string): Promise<EngagementRecordExport> => {
  const { db, session } = caller
  // The same people who may read the engagement's audit trail; never a contractor (403), nor a review link (its
  // scope refuses every call but the review screen's).
  refuseContractor(session)
  const { engagement, firer } = await engagementInReach(db, session, engagementId, 'Audit:Read')
  const record = await engagementRecordOf(db, engagement, firer)
  const visible = visibleExposureFigures({ hideRateField: record.hide_rate_field, hideOffset: record.hide_offset })

  const rows = (await assessmentsOfEngagement(db, engagement.id)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  )
  const numberOf = new Map(rows.map((row, index) => [row.id, index + 1]))
  const assessmentsOut = []
  for (const row of rows) assessmentsOut.push(await assessmentFile(caller, row, numberOf.get(row.id)!, visible))

  const trails = await trailsOf(db, await trailOwnersOf(db, engagement.id))
  const trailNames = await namesOfActors(
    db,
    [...trails.values()].flat().map((event) => event.actorId),
  )
  const audit = auditTrailFile(trails, trailNames)
  const sds = await sdsFiles(caller, engagement.id, numberOf)
  const disputes = await disputesFile(caller, engagement.id)

  const recordFiles: RecordFile[] = [
    {
      path: 'engagement.json',
      bytes: jsonBytes(await engagementFile(caller, engagement, record)),
      description:
        'The engagement: organisation, end client, agency, contractor, dates, day rate, status, and the sign-off reviewers with the dates they signed off.',
    },
    {
      path: 'audit-trail.json',
      bytes: jsonBytes(audit.file),
      description:
        'Every recorded event of the engagement and of its reviewer records, distributions and disputes, in order, each chain with its hashes and the result of checking it.',
    },
    ...assessmentsOut.flatMap(({ file, evidenceFiles }) => [
      {
        path: `assessments/${file.number}.json`,
        bytes: jsonBytes(file),
        description: `Assessment ${file.number} (${file.standing}): the question set and version, every question with the answer chosen and who answered, the result and its reasons, any override, the notes (evidence) and comment threads.`,
      },
      ...evidenceFiles,
    ]),
    {
      path: 'sds/versions.json',
      bytes: jsonBytes(sds.versions),
      description:
        'Every status determination statement issued, oldest first: its conclusion, the day it was issued, the hash recorded at issue and the hash of the file exported, and whether it was withdrawn.',
    },
    ...sds.files,
    {
      path: 'distributions.json',
      bytes: jsonBytes(await distributionsFile(caller, engagement.id)),
      description:
        'Each party the SDS was sent to, with a receipt for every version sent: its hash, and when it was sent, delivered, opened and acknowledged.',
    },
    {
      path: 'disputes.json',
      bytes: jsonBytes(disputes.disputes),
      description:
        'Each disagreement with the SDS: who raised it and why, when it was received and the last day to respond, the answer (upheld or withdrawn) with its reasons, who answered and when, the comments, and the files with their hashes.',
    },
    ...disputes.files,
  ]

  const exporter = (await namesOfActors(db, [session.actorId])).get(session.actorId) ?? 'Erased user'
  const exportedAt = new Date()
  const built = buildRecordArchive(
    {
      engagement: { id: engagement.id, name: engagement.name },
      exportedAt: exportedAt.toISOString(),
      exportedBy: { actor_id: session.actorId, name: exporter, roles: firer.roles },
      product: PRODUCT,
      auditChainsIntact: audit.intact,
    },
    recordFiles,
  )
  await recordExport(db, engagement.id, firer, { manifestSha256: built.manifestSha256, files: built.fileCount })
  return {
    filename: `engagement-record-${slug(engagement.name.slice(0, 60))}-${ukToday(exportedAt)}.zip`,
    zip: built.zip,
  }
}

/**
 * The export is a fact on the engagement's trail that leaves its status as it was (as a details change is), so the
 * engagement machine is not involved. The row lock keeps the append in line with any command on the engagement.
 */
const recordExport = (
  db: Database,
  engagementId: string,
  firer: Firer,
  payload: { manifestSha256: string; files: number },
) =>
  db.transaction(async (tx) => {
    const current = (await tx.select().from(engagements).where(eq(engagements.id, engagementId)).for('update'))[0]
    if (!current || current.deletedAt) throw NotFound('The engagement')
    const state = (current.state as { value: unknown }).value
    await appendAuditEvent(tx, {
      entityType: engagementEntity.type,
      entityId: engagementId,
      eventType: RECORD_EXPORTED_EVENT,
      fromState: state,
      toState: state,
      actorId: firer.actorId,
      actorRoles: firer.roles,
      payload,
      occurredAt: new Date().toISOString(),
    })
  })
