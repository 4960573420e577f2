// The authorisation matrices of the API tests: each demo account against an organisation in each relation to its own
// (its own, its parent, a child of its own, one unrelated), every endpoint of a resource, and the status each cell
// must answer. Reach decides: within it (own, child) an account is answered as its permissions allow, beyond it
// (parent, unrelated) the organisation is as if it did not exist.
import { expect, it } from 'vitest'

export type Relation = 'own' | 'parent' | 'child' | 'unrelated'

/** account → relation → the organisation standing in that relation to the account's own. */
export type Reach<Org extends string> = Record<string, Partial<Record<Relation, Org>>>

/** For the records an organisation holds (contractors, roles): organisations by name. */
const RECORD_REACH: Reach<string> = {
  'provider.admin': { own: 'IR35 Portal Provider', child: 'Acme Retail Group' },
  'partner.admin': {
    own: 'Northbridge Partners',
    parent: 'IR35 Portal Provider',
    child: 'Acme Retail Group',
    unrelated: 'Meridian Staffing',
  },
  partner: {
    own: 'Northbridge Partners',
    parent: 'IR35 Portal Provider',
    child: 'Halden Energy',
    unrelated: 'Meridian Staffing',
  },
  'partner.readonly': {
    own: 'Northbridge Partners',
    parent: 'IR35 Portal Provider',
    child: 'Acme Retail Digital',
    unrelated: 'Corvid Insurance',
  },
  'sign.off.user': {
    own: 'Acme Retail Group',
    parent: 'Northbridge Partners',
    child: 'Acme Retail Logistics',
    unrelated: 'Halden Energy',
  },
  contractor: { own: 'Acme Retail Group', parent: 'Northbridge Partners', unrelated: 'Meridian Staffing' },
}

export type OrganisationKey = 'provider' | 'northbridge' | 'meridian' | 'acme' | 'acme-logistics' | 'corvid' | 'missing'

/** For an organisation itself (its details, logo, invites): demo organisations by key; `missing` is nobody's. */
export const ORGANISATION_REACH: Reach<OrganisationKey> = {
  'provider.admin': { own: 'provider', child: 'northbridge', unrelated: 'missing' },
  'partner.admin': { own: 'northbridge', parent: 'provider', child: 'acme', unrelated: 'meridian' },
  partner: { own: 'northbridge', parent: 'provider', child: 'acme', unrelated: 'meridian' },
  'partner.readonly': { own: 'northbridge', parent: 'provider', child: 'acme', unrelated: 'meridian' },
  'sign.off.user': { own: 'acme', parent: 'northbridge', child: 'acme-logistics', unrelated: 'corvid' },
  contractor: { own: 'acme', parent: 'northbridge', child: 'acme-logistics', unrelated: 'corvid' },
}

type Statuses = readonly number[]
/**
 * What an account is answered, one status per endpoint: the same within its reach, its own and a child apart, or
 * alike everywhere (a refusal that comes before the organisation is looked at).
 */
export type Answers = Statuses | { own: Statuses; child: Statuses } | { everywhere: Statuses }

export type MatrixRow<Org extends string> = { account: string; relation: Relation; org: Org; statuses: Statuses }

/** The rows of a matrix: each account in each relation of its reach, with the statuses it must be answered. */
export const matrixRows = <Org extends string>(
  reach: Reach<Org>,
  answers: Record<string, Answers>,
  outOfReach: Statuses,
): MatrixRow<Org>[] =>
  Object.entries(answers).flatMap(([account, answer]) =>
    (Object.entries(reach[account]!) as [Relation, Org][]).map(([relation, org]) => {
      const within = relation === 'own' || relation === 'child'
      const statuses =
        'everywhere' in answer
          ? answer.everywhere
          : !within
            ? outOfReach
            : 'own' in answer
              ? answer[relation as 'own' | 'child']
              : (answer as Statuses)
      return { account, relation, org, statuses }
    }),
  )

/** One test that sends every cell's request in turn and lists each one answered otherwise than expected. */
export const itAnswersEveryCell = <Endpoint extends string, Org extends string>(matrix: {
  endpoints: readonly Endpoint[]
  rows: MatrixRow<Org>[]
  /** How many cells there must be, so that a matrix losing a row fails. */
  cells: number
  request: (endpoint: Endpoint, account: string, org: Org) => Promise<{ status: number; json?: unknown }>
  /** Runs before each account's row of one organisation, e.g. to put there what its reads look for. */
  beforeRow?: (row: MatrixRow<Org>) => Promise<void>
  timeout?: number
}) => {
  const count = matrix.rows.length * matrix.endpoints.length
  it(
    `answers as expected in every one of the ${count} cells`,
    async () => {
      expect(count).toBe(matrix.cells)
      const failures: string[] = []
      for (const row of matrix.rows) {
        await matrix.beforeRow?.(row)
        for (const [index, endpoint] of matrix.endpoints.entries()) {
          const response = await matrix.request(endpoint, row.account, row.org)
          if (response.status !== row.statuses[index])
            failures.push(
              `${row.account} × ${endpoint} on ${row.relation} (${row.org}): expected ${row.statuses[index]}, got ${response.status}${response.json === undefined ? '' : ` ${JSON.stringify(response.json)}`}`,
            )
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
    },
    matrix.timeout,
  )
}

/**
 * The matrix of the records an organisation holds (contractors, roles): its administrators may do everything, a
 * Partner all but delete, a read-only role or a sign-off user read; a contractor is refused wherever it asks.
 */
export const recordMatrixRows = (answers: {
  all: Statuses
  worker: Statuses
  reader: Statuses
  contractor: Statuses
  outOfReach: Statuses
}) =>
  matrixRows(
    RECORD_REACH,
    {
      'provider.admin': answers.all,
      'partner.admin': answers.all,
      partner: answers.worker,
      'partner.readonly': answers.reader,
      'sign.off.user': answers.reader,
      contractor: { everywhere: answers.contractor },
    },
    answers.outOfReach,
  )

/**
 * The matrix of an organisation's own routes (its logo, its invites): both administrators as one, the Partner, the
 * read-only role and the sign-off user as one; a contractor is answered alike wherever it asks.
 */
export const organisationMatrixRows = (answers: {
  admin: Statuses
  other: Statuses
  contractor: Statuses
  outOfReach: Statuses
}) =>
  matrixRows(
    ORGANISATION_REACH,
    {
      'provider.admin': answers.admin,
      'partner.admin': answers.admin,
      partner: answers.other,
      'partner.readonly': answers.other,
      'sign.off.user': answers.other,
      contractor: { everywhere: answers.contractor },
    },
    answers.outOfReach,
  )
