// Statuses and states are the machines' word: outside machines/ code asks the state map (machines/state-map.ts),
// a snapshot (`can`, `hasTag`) or a record's `can` flags, and never compares a status string or the state
// reached. This scan keeps it so. (Views may ask `snapshot.matches` of the machines the browser itself runs.)
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  disputeStatus,
  distributionStatus,
  engagementStatus,
  inviteStatus,
  manualReviewStatus,
  reviewerStatus,
} from '#machines/state-map'

const ROOT = join(import.meta.dirname, '..', '..')

/** Every wire status a governed machine shows, the older spelling "Completed", and a tombstone's "Deleted". */
const STATUSES = [
  ...new Set([
    ...[engagementStatus, inviteStatus, reviewerStatus, distributionStatus, disputeStatus, manualReviewStatus].flatMap(
      (map) => map.all,
    ),
    'Completed',
    'Deleted',
  ]),
]

const escaped = STATUSES.map((status) => status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')

/** The shapes of a comparison: a status literal against anything, a status against a constant, a state reached. */
const COMPARISONS = [
  new RegExp(`[!=]==\\s*'(${escaped})'|'(${escaped})'\\s*[!=]==|case '(${escaped})'`),
  // (A patch's `status_id` checked against the id the wire asks for is decoding a request, not a decision.)
  /[sS]tatus(?!_id)\w*\s*[!=]==\s*[A-Z][A-Z_]+(\.\w+)?\b/,
  /\.value\s*[!=]==\s*'[a-z]/,
]

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

/** Seed data and migrations spell statuses out as data; they decide nothing. */
const decidesNothing = (file: string) => file.startsWith('src/server/seed/') || file.startsWith('src/server/db/')

const comparisonsIn = (text: string) =>
  text.split('\n').filter((line) => COMPARISONS.some((pattern) => pattern.test(line))).length

describe('status comparisons outside the machines', () => {
  const found = Object.fromEntries(
    [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'bench'))]
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((file) => !decidesNothing(file))
      .map((file) => [file, comparisonsIn(readFileSync(join(ROOT, file), 'utf8'))] as const)
      .filter(([, count]) => count > 0),
  )

  it('finds no comparison of a status string or of the state reached in src/ or bench/', () => {
    expect(found).toEqual({})
  })

  it('recognises each shape of comparison, so the scan can fail', () => {
    expect(comparisonsIn("if (engagement.status !== 'Awaiting Review') return")).toBe(1)
    expect(comparisonsIn("const open = row.status === 'OPEN'")).toBe(1)
    expect(comparisonsIn("    case 'ACKNOWLEDGED':")).toBe(1)
    expect(comparisonsIn('if (engagement.status !== AWAITING_CONTRACTOR) throw')).toBe(1)
    expect(comparisonsIn("if (next.value === 'awaitingReview') {")).toBe(1)
    expect(comparisonsIn("if (engagementStatus.hasTag(engagement.status, 'contractorsTurn'))")).toBe(0)
    expect(comparisonsIn('if (changes.status_id !== RESOLVED_STATUS_ID) throw')).toBe(0)
  })
})
