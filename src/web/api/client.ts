// The one HTTP client of the web app: bearer token, in-flight counter for the loading overlay, and the global
// error handling (rule errors.http: 401 ends the session, 500 opens the error page, 400 and 409 toast the body).
import { FetchError, ofetch } from 'ofetch'
import { MESSAGES } from '#domain/messages'
import { notify } from '../ui/toaster'

/** What the client needs from the rest of the app; wired once at start-up (main.tsx). */
export type ApiHooks = {
  /** The access token (renewed first when it is about to expire), else null. */
  bearerToken: () => Promise<string | null> | string | null
  /** 401: after the toast; clears local storage and ends the session at the identity provider. */
  onSessionExpired: () => void
  /** 500: open /internal-server-error with the correlation id of the failed response. */
  onServerError: (correlationId: string | null) => void
}

let hooks: ApiHooks = { bearerToken: () => null, onSessionExpired: () => {}, onServerError: () => {} }
export const configureApi = (next: ApiHooks) => {
  hooks = next
}

// In-flight counter, read by the loading overlay through useSyncExternalStore.
let inFlight = 0
const listeners = new Set<() => void>()
const changeInFlight = (delta: number) => {
  inFlight = Math.max(0, inFlight + delta)
  for (const listener of listeners) listener()
}
export const inFlightRequests = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  count: () => inFlight,
}

/** Our server's error body. */
export type ErrorBody = { message?: unknown; correlation_id?: unknown }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The message a 400 or 409 toast shows: the body's `message`, else the serialised body. */
export const errorMessageOf = (body: unknown): string => {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message
  if (typeof body === 'string' && body.trim() !== '') return body
  if (body === undefined || body === null) return 'The request could not be completed.'
  return JSON.stringify(body)
}

export const correlationIdOf = (headers: Headers, body: unknown): string | null =>
  headers.get('x-correlation-id') ??
  (isRecord(body) && typeof body.correlation_id === 'string' ? body.correlation_id : null)

export const handleErrorResponse = (status: number, headers: Headers, body: unknown) => {
  if (status === 401) {
    notify.error({ id: 'session-expired', title: 'Signed out', description: MESSAGES.sessionExpired })
    hooks.onSessionExpired()
  } else if (status === 503) {
    // An outside service (e.g. the companies register) is down: trying again later is all there is to do.
    notify.error({ title: 'Service unavailable', description: errorMessageOf(body) })
  } else if (status >= 500) {
    hooks.onServerError(correlationIdOf(headers, body))
  } else if (status === 400 || status === 409) {
    notify.error({ title: status === 409 ? 'Conflict' : 'Request not accepted', description: errorMessageOf(body) })
  }
}

export const api = ofetch.create({
  baseURL: '/api',
  retry: 0,
  onRequest: async ({ options }) => {
    changeInFlight(1)
    if (!options.headers.has('Authorization')) {
      const token = await hooks.bearerToken()
      if (token) options.headers.set('Authorization', `Bearer ${token}`)
    }
  },
  onRequestError: () => changeInFlight(-1),
  onResponse: () => changeInFlight(-1),
  onResponseError: ({ response }) => handleErrorResponse(response.status, response.headers, response._data),
})

export const isHttpError = (error: unknown, status?: number): error is FetchError =>
  error instanceof FetchError && (status === undefined || error.status === status)
