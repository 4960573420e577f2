// The organisation side of the API answers a contractor's session with one refusal, before the query or the body
// is read: neither a validation message nor an empty page should be a contractor's answer to a call that is not
// theirs. Mounted after requireSession on the organisation's routes; the services keep their own checks.
import { createMiddleware } from 'hono/factory'
import { CONTRACTOR_PORTAL_MESSAGES } from '#domain/contractor-portal'
import { isContractorClaims } from '#domain/session'
import type { AppEnv } from '../http/env.ts'
import { Forbidden } from '../http/errors.ts'

export const organisationUsersOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (isContractorClaims(c.get('session'))) throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.organisationUsersOnly)
  await next()
})
