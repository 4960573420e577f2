// The full record as one ZIP: the files an export gathered, a manifest naming each with its SHA-256 and size, and a
// README that tells an inspector, in plain words, what each file is and how to check it. Pure: bytes in, bytes out.
import { createHash } from 'node:crypto'
import { type Zippable, zipSync } from 'fflate'

export type RecordFile = {
  /** Where the file sits in the ZIP, e.g. `sds/v1.pdf`. */
  readonly path: string
  readonly bytes: Uint8Array
  /** One line on what the file is. */
  readonly description: string
  /** The SHA-256 the portal recorded when the file was stored, to compare with the bytes exported. */
  readonly recordedSha256?: string | undefined
  /** Facts about the file an inspector needs beside it (an SDS withdrawn, the day its successor applies from). */
  readonly facts?: Record<string, unknown> | undefined
}

export type ManifestHeader = {
  readonly engagement: { readonly id: string; readonly name: string }
  readonly exportedAt: string
  readonly exportedBy: { readonly actor_id: string; readonly name: string; readonly roles: readonly string[] }
  readonly product: { readonly name: string; readonly version: string }
  /** Whether every audit chain in audit-trail.json verified. */
  readonly auditChainsIntact: boolean
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export const jsonBytes = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`)

/** Already-compressed formats gain nothing from deflate; storing them keeps the export quick. */
const STORED = /\.(pdf|png|jpe?g|gif|zip|docx|xlsx|pptx)$/i

export const README_PATH = 'README.txt'
export const MANIFEST_PATH = 'manifest.json'

const readme = (header: ManifestHeader, files: readonly RecordFile[]) =>
  [
    `THE RECORD OF AN ENGAGEMENT: ${header.engagement.name}`,
    '',
    `Exported from ${header.product.name} ${header.product.version} on ${header.exportedAt} by ${header.exportedBy.name}.`,
    'It holds how the status determination for this engagement was reached: the answers given and by whom, the',
    'result and its reasons, each status determination statement (SDS) issued, who received it and when, and any',
    'disagreement with it and the answer given.',
    '',
    'WHAT EACH FILE IS',
    '',
    `  ${MANIFEST_PATH}`,
    '      The list of every other file in this download, with its SHA-256 hash and its size in bytes, when the',
    '      record was exported, by whom, and the version of the product that exported it.',
    ...files.flatMap((file) => [`  ${file.path}`, `      ${file.description}`]),
    '',
    'CHECKING THAT THE FILES ARE AS EXPORTED',
    '',
    `Every file is listed in ${MANIFEST_PATH} with its SHA-256 hash. Compute the hash of a file and compare:`,
    '  Linux:    sha256sum engagement.json',
    '  macOS:    shasum -a 256 engagement.json',
    '  Windows:  certutil -hashfile engagement.json SHA256',
    'The two must be the same. Where the portal recorded a hash when it stored a file (an SDS when it was issued,',
    `an uploaded file), the manifest gives that too as "recorded_sha256", and "matches_record" says whether the`,
    'exported bytes still match it. An SDS whose hash matches is the very document the parties received.',
    '',
    "The export itself is written in the engagement's audit trail, with the SHA-256 of manifest.json, once this",
    "download was made: the engagement's history in the portal (and the next export) shows that event, which",
    'ties this manifest, and through its hashes every file, to the portal. The ZIP carries no digital signature.',
    '',
    'CHECKING THE AUDIT TRAIL',
    '',
    'The portal records every change of the engagement and of the records that belong to it (reviewers, SDS',
    'distributions, disputes) as events that can only be appended. Each record has its own chain of events,',
    'numbered 1, 2, 3 ... by "seq". Each event carries the SHA-256 "hash" of its own facts and the hash of the',
    'event before it ("prev_hash", null for the first), so changing, removing or reordering any event breaks',
    'the chain from that point on.',
    '',
    'audit-trail.json gives each chain with the portal\'s check of it ("verification": intact, or broken at a',
    'given event and why). To check an event yourself: take its fields entity_type, entity_id, seq, event_type,',
    'from_state, to_state, actor.id, actor.roles, payload, occurred_at and prev_hash, named entityType, entityId,',
    'seq, eventType, fromState, toState, actorId, actorRoles, payload, occurredAt and prevHash; write them as JSON',
    'with the keys of every object in alphabetical order, no spaces, and missing values as null; its SHA-256',
    'must equal the event\'s "hash", and the event\'s "prev_hash" must equal the previous event\'s "hash".',
    '',
    'Names of people are read from the portal when exporting; the trail itself holds ids, so a person whose',
    'details were erased shows as "Erased user". Day rates and money are shown as the organisation shows them',
    'to its users. Dates are days in the UK (YYYY-MM-DD); times are UTC (ISO 8601).',
    '',
  ].join('\n')

export type BuiltRecord = { zip: Uint8Array; manifestSha256: string; fileCount: number }

/** The manifest, the README and the files, zipped. The manifest lists every file but itself. */
export const buildRecordArchive = (header: ManifestHeader, files: readonly RecordFile[]): BuiltRecord => {
  const readmeFile: RecordFile = {
    path: README_PATH,
    bytes: new TextEncoder().encode(readme(header, files).replaceAll('\n', '\r\n')),
    description: 'This explanation.',
  }
  const listed = [readmeFile, ...files]
  const manifest = {
    format: 'ir35-portal-engagement-record',
    format_version: 1,
    product: header.product,
    engagement: header.engagement,
    exported_at: header.exportedAt,
    exported_by: header.exportedBy,
    audit_chains_intact: header.auditChainsIntact,
    files: listed.map((file) => {
      const sha256 = sha256Of(file.bytes)
      return {
        path: file.path,
        sha256,
        bytes: file.bytes.byteLength,
        description: file.description,
        ...(file.recordedSha256 !== undefined
          ? { recorded_sha256: file.recordedSha256, matches_record: file.recordedSha256 === sha256 }
          : {}),
        ...file.facts,
      }
    }),
  }
  const manifestBytes = jsonBytes(manifest)
  const mtime = new Date(header.exportedAt)
  const entries: Zippable = { [MANIFEST_PATH]: [manifestBytes, { mtime }] }
  for (const file of listed) entries[file.path] = [file.bytes, { mtime, level: STORED.test(file.path) ? 0 : 6 }]
  return { zip: zipSync(entries), manifestSha256: sha256Of(manifestBytes), fileCount: listed.length + 1 }
}
