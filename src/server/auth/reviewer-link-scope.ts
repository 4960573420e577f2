// A reviewer-via-email-link session opens the review of its one engagement and nothing else: the calls the review
// screen (and the terms it may have to accept first) makes. Which engagement it reaches is engagementInReach's
// concern; this table keeps every other endpoint out of reach, even one that forgets to ask.
import { REVIEW_MESSAGES } from '#domain/reviewers'
import { REVIEWER_LINK_ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { Forbidden } from '../http/errors.ts'

type Method = 'GET' | 'POST' | 'PATCH'
type Allowed = { readonly method: Method; readonly path: string; readonly ownActor?: true }

const ID = '[^/]+'

/** The calls a review link may make; `{id}` is any one path segment, `ownActor` only the session's own actor. */
const REVIEW_LINK_CALLS: readonly Allowed[] = [
  { method: 'GET', path: '/api/assessments/engagements/{id}' },
  { method: 'GET', path: '/api/assessments/engagements/{id}/reviewers' },
  { method: 'POST', path: '/api/assessments/engagements/{id}/reviewer/{id}/signoff' },
  { method: 'GET', path: '/api/assessments/assessments/{id}' },
  { method: 'GET', path: '/api/assessments/assessments/{id}/comments' },
  { method: 'POST', path: '/api/assessments/assessments/{id}/comments' },
  { method: 'POST', path: '/api/assessments/assessments/{id}/comments/{id}/remarks' },
  { method: 'GET', path: '/api/assessments/assessments/{id}/questions/{id}/comments' },
  { method: 'GET', path: '/api/assessments/assessments/{id}/notes' },
  { method: 'GET', path: '/api/assessments/assessments/{id}/questions/{id}/notes' },
  { method: 'GET', path: '/api/assessments/assessments/{id}/questions/{id}/history' },
  { method: 'GET', path: '/api/assessments/question-sets/{id}' },
  { method: 'GET', path: '/api/assessments/question-sets/type/{id}' },
  { method: 'GET', path: '/api/assessments/question-sets/type/{id}/results' },
  { method: 'GET', path: '/api/assessments/question-sets/type/{id}/{id}' },
  { method: 'GET', path: '/api/actors/terms/latest' },
  { method: 'GET', path: '/api/reporting/reports/terms/{id}' },
  { method: 'GET', path: '/api/actors/actors/{id}', ownActor: true },
  { method: 'PATCH', path: '/api/actors/actors/{id}', ownActor: true },
]

const compiled = REVIEW_LINK_CALLS.map((call) => ({
  ...call,
  pattern: new RegExp(`^${call.path.replaceAll('{id}', `(${ID})`)}/?$`),
}))

const allows = (method: string, path: string, session: AccessTokenClaims) =>
  compiled.some((call) => {
    if (call.method !== method) return false
    const match = call.pattern.exec(path)
    if (!match) return false
    return !call.ownActor || decodeURIComponent(match[1] ?? '') === session.actorId
  })

/** Refuses (403) a review-link session's call outside the review screen; any other session passes. */
export const refuseOutsideReviewScope = (method: string, path: string, session: AccessTokenClaims) => {
  if (session.role === REVIEWER_LINK_ROLE && !allows(method, path, session))
    throw Forbidden(REVIEW_MESSAGES.linkOnlyReview)
}
