// The sign-off users rows of the role and engagement forms (rules reviewers.options, roles.form):
// the options offered, one reviewer per row, the mandatory rule, and what the forms send.
import { describe, expect, it } from 'vitest'
import { REVIEW_MESSAGES, type Reviewer, type ReviewerOptions } from '../../src/domain/reviewers'
import {
  choicesOf,
  emptyRow,
  reviewersChanges,
  reviewersIssueOf,
  reviewersOfCreate,
  rowOptionsOf,
  rowsOfReviewers,
  type SignOffRow,
  signOffOptionsOf,
  signOffProblem,
  takenElsewhere,
} from '../../src/web/features/engagement-details/sign-off-rows'

const ACME = '11111111-1111-4111-8111-111111111111'
const SAM = '22222222-2222-4222-8222-222222222222'
const RAVI = '33333333-3333-4333-8333-333333333333'
const INVITEE = '44444444-4444-4444-8444-444444444444'
const TEAM = '55555555-5555-4555-8555-555555555555'

const OPTIONS: ReviewerOptions = {
  actors: [
    { id: SAM, first_name: 'Sam', last_name: 'Okafor', organisation_id: ACME },
    { id: RAVI, first_name: 'Ravi', last_name: 'Mistry', organisation_id: ACME },
  ],
  invites: [{ email: 'new@acme.test', actor_id: INVITEE, organisation_id: ACME, organisation_name: 'Acme' }],
  groups: [{ id: TEAM, name: 'IR35 Consultancy Team' }],
  mandatory_sign_off: false,
}

const row = (id: string, choice: SignOffRow['choice'], label = ''): SignOffRow => ({
  id,
  choice,
  label,
  completed: false,
})
const samRow = row('a', { ActorId: SAM, OrganisationId: ACME }, 'Sam Okafor')
const teamRow = row('b', { GroupId: TEAM }, 'IR35 Consultancy Team')

const reviewer = (overrides: Partial<Reviewer>): Reviewer => ({
  id: 'r1',
  actor_id: SAM,
  organisation_id: ACME,
  group_id: null,
  group: null,
  actor: { id: SAM, first_name: 'Sam', last_name: 'Okafor', email: 'sam@acme.test' },
  organisation: { id: ACME, name: 'Acme' },
  job_description: null,
  status: 'Created',
  signed_off_date: null,
  is_mine: false,
  can_sign_off: false,
  via_email_link: false,
  ...overrides,
})

describe('signOffOptionsOf', () => {
  it('offers people by name, invitees by e-mail and groups by name', () => {
    expect(signOffOptionsOf(OPTIONS).map((option) => [option.key, option.label])).toEqual([
      [`actor:${SAM}`, 'Sam Okafor'],
      [`actor:${RAVI}`, 'Ravi Mistry'],
      [`actor:${INVITEE}`, 'new@acme.test (invited)'],
      [`group:${TEAM}`, 'IR35 Consultancy Team'],
    ])
  })

  it('keeps a stored choice the organisation no longer offers in its own row', () => {
    const gone = row('c', { ActorId: INVITEE, OrganisationId: ACME }, 'Gone Person')
    const options = signOffOptionsOf({ ...OPTIONS, invites: [] })
    expect(rowOptionsOf(options, gone)[0]).toMatchObject({ key: `actor:${INVITEE}`, label: 'Gone Person' })
    expect(rowOptionsOf(options, samRow)).toHaveLength(options.length)
  })
})

describe('takenElsewhere', () => {
  it('disables what other rows hold, not the row’s own choice', () => {
    const rows = [samRow, teamRow, emptyRow()]
    expect(takenElsewhere(rows, 'a')).toEqual(new Set([`group:${TEAM}`]))
    expect(takenElsewhere(rows, rows[2]!.id)).toEqual(new Set([`actor:${SAM}`, `group:${TEAM}`]))
  })
})

describe('rowsOfReviewers', () => {
  it('leaves out removed reviewers and marks completed ones', () => {
    const rows = rowsOfReviewers([
      reviewer({ id: 'r1', status: 'Completed' }),
      reviewer({ id: 'r2', actor_id: RAVI, status: 'Removed' }),
      reviewer({
        id: 'r3',
        actor_id: null,
        actor: null,
        organisation_id: null,
        group_id: TEAM,
        group: { id: TEAM, name: 'IR35 Consultancy Team' },
      }),
    ])
    expect(rows).toEqual([
      { id: 'reviewer-r1', choice: { ActorId: SAM, OrganisationId: ACME }, label: 'Sam Okafor', completed: true },
      { id: 'reviewer-r3', choice: { GroupId: TEAM }, label: 'IR35 Consultancy Team', completed: false },
    ])
  })
})

describe('what the forms send', () => {
  it('sends the chosen rows on create, and nothing when none are chosen', () => {
    expect(reviewersOfCreate([samRow, emptyRow(), teamRow])).toEqual({
      reviewers: [{ ActorId: SAM, OrganisationId: ACME }, { GroupId: TEAM }],
    })
    expect(reviewersOfCreate([emptyRow()])).toEqual({})
  })

  it('replaces /reviewers only when the chosen reviewers changed', () => {
    expect(reviewersChanges([samRow, teamRow], [{ ...teamRow }, { ...samRow, id: 'x' }, emptyRow()])).toEqual([])
    expect(reviewersChanges([samRow, teamRow], [teamRow])).toEqual([
      { op: 'replace', path: '/reviewers', value: [{ GroupId: TEAM }] },
    ])
    expect(choicesOf([])).toEqual([])
  })
})

describe('signOffProblem', () => {
  it('wants one person when sign-off is mandatory; a group is not enough', () => {
    expect(signOffProblem([teamRow], true)).toBe(REVIEW_MESSAGES.mandatorySignOff)
    expect(signOffProblem([teamRow, samRow], true)).toBeUndefined()
    expect(signOffProblem([], false)).toBeUndefined()
  })
})

describe('reviewersIssueOf', () => {
  it('finds the refusal about the reviewers, and nothing else', () => {
    const body = { message: 'x', issues: [{ path: 'reviewers', message: REVIEW_MESSAGES.notEligible }] }
    expect(reviewersIssueOf(body)).toBe(REVIEW_MESSAGES.notEligible)
    expect(reviewersIssueOf({ message: 'x', issues: [{ path: 'name', message: 'y' }] })).toBeUndefined()
    expect(reviewersIssueOf('text')).toBeUndefined()
  })
})
