// How much one request may carry; the server counts every body against these (src/server/http/body-limit.ts).
// Why these numbers: docs/limits.md.
import { FILE_MAX_BYTES } from './logo.ts'

export const BODY_LIMITS = {
  /**
   * JSON and form bodies. The largest anyone sends is a questionnaire's answers: at most 500 answer ids of 80
   * characters and a 2,000-character note, under 60 KB even with every character escaped; a note's evidence
   * (4,000 characters) or a sign-in form is far smaller. 256 KiB leaves four times that room.
   */
  json: 256 * 1024,
  /** Around an upload's files (each at most FILE_MAX_BYTES): multipart boundaries, part headers, text fields. */
  multipartOverhead: 64 * 1024,
} as const

/** The body a multipart upload may carry: its files at their own limit, and the room around them. */
export const uploadLimit = (files = 1, fileBytes = FILE_MAX_BYTES) => fileBytes * files + BODY_LIMITS.multipartOverhead

export const REQUEST_LIMIT_MESSAGES = {
  tooLarge: `The request is too large: at most ${BODY_LIMITS.json / 1024} KB of text can be sent at once. Shorten what you entered and try again (a file is uploaded on its own, up to 5MB).`,
} as const
