// Errors tagged with their HTTP status, mapped to a response in one place (app.ts).
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message)
  }
}

export const Invalid = (message: string, details?: unknown) => new AppError(400, message, details)
export const Unauthorized = (message = 'Sign in again to continue.') => new AppError(401, message)
export const Forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message)
export const NotFound = (what = 'The record') => new AppError(404, `${what} was not found.`)
export const Conflict = (message: string) => new AppError(409, message)
/** Something that was usable is no longer: an expired link, a finished review. */
export const Gone = (message: string) => new AppError(410, message)
export const TooLarge = (message: string) => new AppError(413, message)
export const TooManyRequests = (message = 'Too many requests. Please wait a minute and try again.') =>
  new AppError(429, message)
/** An outside service we depend on did not answer: the person can try again, so no error page. */
export const Unavailable = (message: string) => new AppError(503, message)
