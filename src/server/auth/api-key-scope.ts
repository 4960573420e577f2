// The calls an organisation's API key may make, by capability (docs/api-keys.md). Everything else is refused with
// 403 before the route runs or reads its body, even where the key's service actor's role would allow it: no key
// may sign off, send an SDS, answer a dispute, override a result, delete, or manage people and keys.
// Which records a permitted call reaches is the route's own access check, as for a person.
import { API_KEY_MESSAGES, type ApiKeyCapability } from '#domain/api-keys'
import type { AccessTokenClaims } from '#domain/session'
import { Forbidden } from '../http/errors.ts'

type Method = 'GET' | 'POST'
type KeyCall = { readonly method: Method; readonly path: string; readonly capabilities: readonly ApiKeyCapability[] }

const READ: readonly ApiKeyCapability[] = ['read']
/** Reading the records is also what answering and fetching results need, so those capabilities read them too. */
const READ_TO_WORK: readonly ApiKeyCapability[] = ['read', 'records', 'answers', 'results']

/** Paths as the OpenAPI document writes them; `{…}` is any one path segment. */
export const API_KEY_CALLS: readonly KeyCall[] = [
  { method: 'GET', path: '/api/actors/organisations/{id}', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/actors/organisations/{id}/children', capabilities: READ },
  { method: 'GET', path: '/api/actors/contractors', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/actors/contractors/{id}', capabilities: READ_TO_WORK },
  { method: 'POST', path: '/api/actors/contractors', capabilities: ['records'] },
  { method: 'GET', path: '/api/assessments/jobroles', capabilities: READ },
  { method: 'GET', path: '/api/assessments/jobroles/{id}', capabilities: READ },
  { method: 'GET', path: '/api/assessments/engagements', capabilities: READ },
  { method: 'POST', path: '/api/assessments/engagements', capabilities: ['records'] },
  { method: 'GET', path: '/api/assessments/engagements/{id}', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/assessments/engagements/{id}/assessments', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/assessments/engagements/{id}/audit', capabilities: READ },
  { method: 'GET', path: '/api/assessments/engagements/{id}/record', capabilities: READ },
  { method: 'GET', path: '/api/assessments/assessments/{id}', capabilities: READ_TO_WORK },
  { method: 'POST', path: '/api/assessments/assessments/{id}/answers', capabilities: ['answers'] },
  { method: 'GET', path: '/api/assessments/question-sets/{id}', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/assessments/question-sets/type/{type}', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/assessments/question-sets/type/{type}/results', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/assessments/question-sets/type/{type}/{version}', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/assessments/reassessment-frequencies', capabilities: READ_TO_WORK },
  { method: 'GET', path: '/api/reporting/reports/assessment/{id}/report', capabilities: ['results'] },
  { method: 'GET', path: '/api/reporting/reports/assessment/{id}/sds', capabilities: ['results'] },
]

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`)
const compiled = API_KEY_CALLS.map((call) => ({ ...call, pattern: patternOf(call.path) }))

/** The capabilities that open a call (method and path, or an OpenAPI path template); none when no key may make it. */
export const capabilitiesFor = (method: string, path: string): readonly ApiKeyCapability[] => {
  const asked = method === 'HEAD' ? 'GET' : method
  return compiled.find((call) => call.method === asked && call.pattern.test(path))?.capabilities ?? []
}

/** Refuses (403) a key's call outside what its capabilities open; a person's session passes untouched. */
export const refuseOutsideKeyScope = (method: string, path: string, session: AccessTokenClaims) => {
  if (!session.apiKey) return
  const granted = session.apiKey.capabilities
  if (!capabilitiesFor(method, path).some((capability) => granted.includes(capability)))
    throw Forbidden(API_KEY_MESSAGES.outsideScope)
}
