// The organisation logo's limits (rule files.logo): shared by the browser's first check and the server's own.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { MESSAGES } from './messages.ts'

/** 5MB, counted in bytes: a file of exactly this size is accepted, one byte more is not. */
export const FILE_MAX_BYTES = 5 * 1024 * 1024

/**
 * A logo's largest declared size. A few hundred bytes of PNG may declare 20,000 x 20,000 pixels, which every
 * viewer would have to decode (1.6 GB of pixels); a logo never needs more than this. The message says the same
 * figures (MESSAGES.logoDimensionsTooLarge).
 */
export const LOGO_MAX_SIDE = 4000
export const LOGO_MAX_PIXELS = 16_000_000

/** The content types a logo may have, as the server decides them from the bytes (never from the name). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number]

/** The file picker's `accept`: a hint for the chooser, not a check. */
export const LOGO_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/svg+xml': ['.svg'] }

/** What GET /api/actors/organisations/{id}/logo answers: the logo's file, its public address and its type. */
export const LogoResponse = Schema.Struct({
  id: Uuid,
  url: Schema.String,
  content_type: Schema.Literals(LOGO_CONTENT_TYPES),
}).annotate({ identifier: 'Logo' })
export type LogoResponse = typeof LogoResponse.Type

/** What an upload answers: the new logo's file id and the public address of its image. */
export const UploadedLogo = Schema.Struct({ id: Uuid, url: Schema.String })

/**
 * Where a logo's image is served: an unguessable, immutable address that needs no bearer token, because
 * <img> cannot send one and invitees see logos of organisations they do not belong to yet.
 */
export const logoUrlOf = (fileId: string) => `/api/files/logos/${fileId}`

const EXTENSIONS = /\.(png|jpe?g|svg)$/i

/**
 * The browser's check before uploading, from what the browser knows (size, declared type, name); null when
 * the file may be sent. The server checks the content again and has the last word.
 */
export const logoFileProblem = (file: { size: number; type: string; name: string }): string | null => {
  if (file.size > FILE_MAX_BYTES) return MESSAGES.fileTooLarge
  const declared = file.type.toLowerCase()
  const knownType = (LOGO_CONTENT_TYPES as readonly string[]).includes(declared)
  if (!knownType && !(declared === '' && EXTENSIONS.test(file.name))) return MESSAGES.logoFormatInvalid
  return null
}
